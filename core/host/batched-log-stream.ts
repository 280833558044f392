import pino from "pino";

const FLUSH_AT_CHARS = 1 << 20;

/** Streams with lines possibly pending; written out on any exit, process.exit and crashes included. */
const open = new Set<BatchedLogStream>();
let exitHookInstalled = false;
function flushAllOnExit(): void {
  for (const stream of open) stream.flushSync();
}

/**
 * pino's destination for Berth's own logs: lines written in one tick of the event loop go out
 * together in one synchronous write when the tick ends (or at once past 1 MiB).
 *
 * Why not pino.destination: a synchronous write per line cost ~40% of a fast request, and its
 * asynchronous mode appends each line to one growing string and measures it, copying the whole
 * buffer on every line; those copies were most of a fast request's garbage. Collecting lines in
 * an array and joining them once per tick is linear, holds nothing past the tick and needs no
 * timer. Pending lines are also written when the process exits for any reason.
 */
export class BatchedLogStream {
  private lines: string[] = [];
  private chars = 0;
  private scheduled = false;
  private readonly out: ReturnType<typeof pino.destination>;

  /** `format` rewrites each line before it is written (the readable form for a terminal). */
  constructor(
    fd = 1,
    private readonly format?: (line: string) => string,
  ) {
    // Synchronous sonic-boom: it retries EAGAIN on non-blocking pipes, which a bare writeSync does not.
    this.out = pino.destination({ dest: fd, sync: true });
    open.add(this);
    if (!exitHookInstalled) {
      exitHookInstalled = true;
      process.on("exit", flushAllOnExit);
    }
  }

  /** Writes what is pending and stops taking part in the exit flush. */
  close(): void {
    this.flushSync();
    open.delete(this);
  }

  write(json: string): void {
    const line = this.format ? this.format(json) : json;
    this.lines.push(line);
    this.chars += line.length;
    if (this.chars >= FLUSH_AT_CHARS) this.flushSync();
    else if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.flushScheduled);
    }
  }

  private readonly flushScheduled = (): void => {
    this.scheduled = false;
    this.flushSync();
  };

  flushSync(): void {
    if (this.lines.length === 0) return;
    const chunk = this.lines.length === 1 ? this.lines[0]! : this.lines.join("");
    this.lines = [];
    this.chars = 0;
    this.out.write(chunk);
  }

  /** pino's `logger.flush(cb)` lands here. */
  flush(cb?: (err?: Error) => void): void {
    try {
      this.flushSync();
      cb?.();
    } catch (err) {
      cb?.(err as Error);
    }
  }
}
