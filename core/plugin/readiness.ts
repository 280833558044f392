import { redactUrls } from "../util/redact-urls.ts";

/** One dependency's answer in the readiness report. */
export interface DependencyStatus {
  /** `degraded`: it answers, but something about it needs attention; Berth is still ready. */
  status: "healthy" | "degraded" | "down";
  latency_ms: number;
  error?: string;
}

/**
 * Thrown by a readiness check that works but wants an operator's attention (a webhook provider
 * without a secret): reported as degraded with this message, and the probe stays ready.
 */
export class Degraded extends Error {
  constructor(message: string) {
    super(message);
    this.name = "Degraded";
  }
}

export type ReadinessCheck = () => Promise<unknown>;

export interface ReadinessReport {
  ready: boolean;
  dependencies: Record<string, DependencyStatus>;
}

/**
 * Every dependency Berth needs to serve traffic registers a check here: the host adds its
 * ports, plugins add theirs (each chain's RPC, for instance). A check that hangs counts as down
 * once the timeout passes, so the probe always answers in time.
 */
export class Readiness {
  private readonly checks = new Map<string, ReadinessCheck>();
  private drainingSince: number | null = null;

  constructor(private readonly timeoutMs: number) {}

  /** Set when the process starts draining (SIGTERM): the probe answers 503 from then on. */
  startDraining(): void {
    this.drainingSince ??= Date.now();
  }

  /** Whether this process is draining: it finishes its requests and stops, so no load balancer should send it more. */
  get draining(): boolean {
    return this.drainingSince !== null;
  }

  add(name: string, check: ReadinessCheck): void {
    if (this.checks.has(name)) throw new Error(`readiness check ${name} is registered twice`);
    this.checks.set(name, check);
  }

  names(): string[] {
    return [...this.checks.keys()].sort();
  }

  async run(): Promise<ReadinessReport> {
    const entries = await Promise.all(
      this.names().map(async (name): Promise<[string, DependencyStatus]> => {
        const started = performance.now();
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${this.timeoutMs} ms`)), this.timeoutMs);
        });
        try {
          await Promise.race([this.checks.get(name)!(), timeout]);
          return [name, { status: "healthy", latency_ms: Math.round(performance.now() - started) }];
        } catch (err) {
          // The probe needs no key, so what a failing client says is shown only without its URLs' secrets.
          const message = redactUrls(err instanceof Error ? err.message : String(err));
          // By name: a plugin package may throw its own copy of Degraded.
          const status = err instanceof Error && err.name === "Degraded" ? "degraded" : "down";
          return [name, { status, latency_ms: Math.round(performance.now() - started), error: message }];
        } finally {
          clearTimeout(timer);
        }
      }),
    );
    const dependencies = Object.fromEntries(entries);
    return { ready: entries.every(([, s]) => s.status !== "down"), dependencies };
  }
}
