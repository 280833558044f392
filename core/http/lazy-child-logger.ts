import type { Bindings, ChildLoggerOptions, LevelWithSilentOrString, LogFn, Logger } from "pino";

function call(fn: LogFn, self: Logger | undefined, args: unknown[]): void {
  Reflect.apply(fn, self, args);
}

/**
 * A request's logger that becomes a real pino child only when something logs through it.
 * Fastify makes a child logger for every request; most requests never log through theirs (the
 * request line is written by the host with the request id as a field), and creating the child
 * was a measurable share of a fast request's cost.
 */
export class LazyChildLogger {
  private real: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** The real child, made on first use; hand this to code that wants a full pino Logger. */
  resolve(): Logger {
    return (this.real ??= this.parent.child(this.bindings, this.options));
  }

  get level(): LevelWithSilentOrString {
    return this.real?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.resolve().level = level;
  }

  // Methods on the prototype (not arrow properties): a request that never logs allocates nothing more.
  fatal(...args: unknown[]): void {
    call(this.resolve().fatal, this.real, args);
  }
  error(...args: unknown[]): void {
    call(this.resolve().error, this.real, args);
  }
  warn(...args: unknown[]): void {
    call(this.resolve().warn, this.real, args);
  }
  info(...args: unknown[]): void {
    call(this.resolve().info, this.real, args);
  }
  debug(...args: unknown[]): void {
    call(this.resolve().debug, this.real, args);
  }
  trace(...args: unknown[]): void {
    call(this.resolve().trace, this.real, args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): Logger {
    return this.resolve().child(bindings, options);
  }
}

/** The real logger behind a request's `log`, whether Fastify gave it a lazy child or not. */
export function realLogger(log: unknown): Logger {
  return log instanceof LazyChildLogger ? log.resolve() : (log as Logger);
}
