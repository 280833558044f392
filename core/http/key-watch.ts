import type { Logger } from "pino";
import { isBerthError } from "../errors/berth-error.ts";
import type { ApiKeys } from "../ports/api-keys.ts";

/**
 * Re-checks the keys of connections that outlive a request (GraphQL subscriptions over WebSocket
 * or server-sent events) every `intervalMs` while any is open, and tells their owners when a key
 * is refused (revoked, or gone). A key the cache still vouches for costs a map lookup: the cache
 * empties whenever the store changes (a revocation anywhere), and only then is the store asked.
 */
export class KeyWatch {
  private readonly watched = new Map<string, Set<(reason: unknown) => void>>();
  private timer: NodeJS.Timeout | undefined;
  private checking = false;

  constructor(
    private readonly keys: ApiKeys,
    private readonly intervalMs: number,
    private readonly log: Logger,
  ) {}

  /** Calls `onRefused` (once) when the token stops being a valid key; returns the way to stop watching. */
  watch(token: string, onRefused: (reason: unknown) => void): () => void {
    let owners = this.watched.get(token);
    if (!owners) this.watched.set(token, (owners = new Set()));
    owners.add(onRefused);
    if (!this.timer) {
      this.timer = setInterval(() => void this.check(), this.intervalMs);
      this.timer.unref();
    }
    return () => {
      const set = this.watched.get(token);
      set?.delete(onRefused);
      if (set && set.size === 0) this.watched.delete(token);
      if (this.watched.size === 0) this.stop();
    };
  }

  private stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private async check(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      await Promise.all([...this.watched.keys()].map((token) => this.checkOne(token)));
    } finally {
      this.checking = false;
    }
  }

  private async checkOne(token: string): Promise<void> {
    try {
      if (!this.keys.cachedPrincipal(token)) await this.keys.authenticate(token);
      return;
    } catch (err) {
      if (!isBerthError(err) || err.category !== "unauthorized") {
        // The store did not answer: the key stands until it does.
        this.log.warn({ err }, "could not re-check an open subscription's API key; trying again shortly");
        return;
      }
      const owners = this.watched.get(token);
      this.watched.delete(token);
      if (this.watched.size === 0) this.stop();
      for (const onRefused of owners ?? []) onRefused(err);
    }
  }

  close(): void {
    this.stop();
    this.watched.clear();
  }
}
