import { isBerthError, type Stored, type WorldStores } from "berth/plugin";

/**
 * Refused deliveries, counted per (provider, error code, minute): what a console shows under
 * "provider webhooks received". A refusal comes before anything says which world it belongs to
 * (its signature matched neither world's secrets), so both worlds' admins see it. Counting per
 * minute keeps the writes and the collection bounded whatever a sender floods the receiver with;
 * a count may miss a refusal when two processes add to one minute at the same moment (best
 * effort: the answer to the provider never waits on, or fails because of, this log).
 */
export interface RefusalRecord {
  provider: string;
  error_code: string;
  status: number;
  /** The last refusal's message in this minute. */
  message: string;
  /** The minute's start, Unix ms. */
  minute: number;
  count: number;
  last_at: number;
  last_request_id: string;
}

export const REFUSALS = { name: "webhook_refusals", indexes: [{ fields: ["minute"] }] };
/** How long refusals are kept. */
export const REFUSAL_RETENTION_MS = 7 * 86_400_000;
const MINUTE = 60_000;
/** Providers named in refusals: unknown names are counted together, so a prober cannot mint rows. */
const UNKNOWN_PROVIDER = "(unknown)";

export class RefusalLog {
  constructor(
    private readonly stores: WorldStores,
    private readonly knownProvider: (name: string) => boolean,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a refused delivery; never throws. */
  async add(provider: string, err: unknown, requestId: string): Promise<void> {
    if (!isBerthError(err) || (err.status >= 500 && err.status !== 503)) return;
    const at = this.now();
    const name = this.knownProvider(provider) ? provider : UNKNOWN_PROVIDER;
    const minute = at - (at % MINUTE);
    const id = `${minute}:${name}:${err.code}`;
    for (const mode of ["live", "test"] as const) {
      const refusals = this.stores.world(mode).collection<RefusalRecord>(REFUSALS);
      try {
        for (let tries = 0; tries < 3; tries++) {
          const current: Stored<RefusalRecord> | null = await refusals.get(id);
          const next: RefusalRecord = { provider: name, error_code: err.code, status: err.status, message: err.message.slice(0, 300), minute, count: (current?.count ?? 0) + 1, last_at: at, last_request_id: requestId };
          if (current) {
            if (await refusals.update(id, current.version, next)) break;
          } else if (await refusals.insert(id, next).then(() => true, () => false)) {
            // A new minute's row: the time to drop rows past their retention.
            await this.sweep(mode, at);
            break;
          }
        }
      } catch {
        // Best effort: see the class comment.
      }
    }
  }

  /** Newest minute first. */
  async list(mode: "live" | "test", limit: number): Promise<RefusalRecord[]> {
    const page = await this.stores.world(mode).collection<RefusalRecord>(REFUSALS).find({ sort: { field: "minute", direction: "desc" }, limit });
    return page.items.map(({ id: _id, version: _v, ...r }) => r);
  }

  private async sweep(mode: "live" | "test", at: number): Promise<void> {
    const refusals = this.stores.world(mode).collection<RefusalRecord>(REFUSALS);
    const old = await refusals.find({ where: { minute: { lt: at - REFUSAL_RETENTION_MS } }, limit: 100 });
    for (const r of old.items) await refusals.delete(r.id);
  }
}
