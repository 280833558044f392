import type { Mode, WorldStores } from "berth/plugin";
import { MARKS, type Mark } from "./chain-indexer.ts";

/** What a cached score rests on: each mark's stamp when it was computed, and the passport's newest event. */
export interface Basis {
  marks: Record<string, string | null>;
  lastEventIds: Record<string, string | null>;
}

interface Entry<T> {
  value: T;
  basis: Basis;
  at: number;
  mode: Mode;
  passport: string;
}

/**
 * Computed scores, per process (a cache, never the truth: each process keeps its own, and each
 * entry is checked against the store before it is used). An entry is reused only while every mark
 * it saw (one per identity and per wallet, moved by the indexer whenever it stores or drops an
 * event about them) is unchanged and the event log has no newer payout or deployment event for the passport, so a cached
 * score is never older than the newest event it would count; and for at most `ttlMs`, since
 * healthy primary time keeps accruing without events.
 */
export class ScoreCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly stores: WorldStores,
    /** Whether the event log has an event of `type` about the passport after `lastEventId` (null: any at all). */
    private readonly hasNewer: (mode: Mode, passport: string, type: string, lastEventId: string | null) => Promise<boolean>,
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  async get(key: string, now: number): Promise<{ value: T; at: number } | null> {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (now - entry.at > this.ttlMs || !(await this.unchanged(entry))) {
      this.entries.delete(key);
      return null;
    }
    // Most recently used last, so the oldest is evicted first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { value: entry.value, at: entry.at };
  }

  set(key: string, mode: Mode, passport: string, value: T, basis: Basis, now: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, basis, at: now, mode, passport });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  private async unchanged(entry: Entry<T>): Promise<boolean> {
    const now = await this.stamps(entry.mode, Object.keys(entry.basis.marks));
    for (const [mark, stamp] of Object.entries(entry.basis.marks)) if (now[mark] !== stamp) return false;
    for (const [type, last] of Object.entries(entry.basis.lastEventIds)) if (await this.hasNewer(entry.mode, entry.passport, type, last)) return false;
    return true;
  }

  private async stamps(mode: Mode, marks: string[]): Promise<Record<string, string | null>> {
    const col = this.stores.world(mode).collection<Mark>(MARKS);
    const out: Record<string, string | null> = {};
    for (const mark of marks) out[mark] = (await col.get(mark))?.stamp ?? null;
    return out;
  }
}
