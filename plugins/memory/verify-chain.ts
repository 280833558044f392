import { NotReady, yieldToEventLoop, type Mode, type WorldStore } from "berth/plugin";
import { chainKey, type ChainHead } from "./chain-key.ts";
import { CHAIN_HEADS, MEMORIES } from "./collections.ts";
import { contentHash } from "./content-hash.ts";
import type { MemoryRecord } from "./memory-record.ts";

export type BrokenProblem = "content_hash_mismatch" | "prev_hash_mismatch" | "seq_gap" | "head_mismatch";

export interface BrokenLink {
  seq: number;
  memory_id: string | null;
  problem: BrokenProblem;
  expected: string | null;
  actual: string | null;
}

export interface ChainVerification {
  valid: boolean;
  namespace: string | null;
  /** Entries checked (all of them when valid). */
  length: number;
  /** content_hash of the last entry checked; null for an empty chain. */
  head_hash: string | null;
  first_broken: BrokenLink | null;
}

export interface VerifySettings {
  /** Entries checked between two turns of the event loop. */
  sliceSize: number;
  /** How long one verification may take before it answers MEMORY_VERIFY_TIMEOUT (its progress is kept), ms. */
  deadlineMs: number;
  /** How long a verified prefix is trusted before the next verification starts again from the first entry, ms. */
  recheckMs: number;
}

/** A verified prefix: entries 1..seq recomputed and linked, the last one `memoryId` with `hash`. */
interface Checkpoint {
  seq: number;
  hash: string;
  memoryId: string;
  /** When entry 1 was last recomputed on the way to this checkpoint. */
  fullAt: number;
}

/**
 * Verifies memory chains without ever blocking the service in proportion to stored data:
 *
 * - Incremental: each chain's verified prefix is remembered (in this process) with its checkpoint,
 *   the last verified entry's id and content_hash, and only newer entries are recomputed. Every
 *   link covers its predecessor's hash, so rewriting any earlier entry and re-hashing the rest
 *   changes the checkpoint entry's hash. The checkpoint is dropped, and the chain recomputed from
 *   its first entry, when the checkpoint entry is gone, moved, no longer recomputes to its hash,
 *   when the head falls behind it (entries cut off), when a verification finds a broken link, and
 *   after `recheckMs` (an entry edited in place without re-hashing is caught then at the latest).
 * - Bounded slices: at most `sliceSize` entries are recomputed per turn of the event loop.
 * - A deadline per verification: past it the answer is 503 MEMORY_VERIFY_TIMEOUT with Retry-After,
 *   and the progress made is kept, so the retry continues where it stopped.
 * - One verification per chain at a time: concurrent callers (or 200 GraphQL aliases) share it.
 */
export class ChainVerifier {
  private readonly checkpoints = new Map<string, Checkpoint>();
  private readonly running = new Map<string, Promise<ChainVerification>>();

  constructor(private readonly settings: VerifySettings) {}

  /**
   * About how many entries verify would recompute now: the chain's length past the remembered
   * checkpoint (all of it when `full`). What a caller is charged for (memory-service.ts).
   */
  async pendingEntries(world: WorldStore, mode: Mode, agentId: string, namespace: string | null, full: boolean): Promise<number> {
    const key = chainKey(agentId, namespace);
    const head = await world.collection<ChainHead>(CHAIN_HEADS).get(key);
    const cp = full ? undefined : this.checkpoints.get(`${mode}:${key}`);
    const trusted = cp && Date.now() - cp.fullAt <= this.settings.recheckMs ? cp.seq : 0;
    return Math.max(0, (head?.seq ?? 0) - trusted);
  }

  /** `full`: forget the checkpoint and recompute from the first entry. */
  verify(world: WorldStore, mode: Mode, agentId: string, namespace: string | null, full = false): Promise<ChainVerification> {
    const id = `${mode}:${chainKey(agentId, namespace)}`;
    // A full run waits for an incremental one in flight, then starts its own (which others then share).
    const flight = `${id}:${full ? "full" : "incremental"}`;
    let run = this.running.get(flight);
    if (!run) {
      const before = full ? this.running.get(`${id}:incremental`) : undefined;
      run = (async () => {
        if (before) await before.catch(() => undefined);
        if (full) this.checkpoints.delete(id);
        return this.run(id, world, mode, agentId, namespace);
      })().finally(() => this.running.delete(flight));
      this.running.set(flight, run);
    }
    return run;
  }

  /** The checkpoint when it still holds: its entry unchanged and recomputing to its hash, within the head. */
  private async trusted(id: string, world: WorldStore, mode: Mode, key: string, headSeq: number, now: number): Promise<Checkpoint | null> {
    const cp = this.checkpoints.get(id);
    if (!cp) return null;
    const holds = async (): Promise<boolean> => {
      if (now - cp.fullAt > this.settings.recheckMs || cp.seq > headSeq) return false;
      const entry = await world.collection<MemoryRecord>(MEMORIES).get(cp.memoryId);
      return !!entry && entry.chain_key === key && entry.seq === cp.seq && entry.content_hash === cp.hash && contentHash(mode, entry.id, entry) === cp.hash;
    };
    if (await holds()) return cp;
    this.checkpoints.delete(id);
    return null;
  }

  private async run(id: string, world: WorldStore, mode: Mode, agentId: string, namespace: string | null): Promise<ChainVerification> {
    const started = Date.now();
    const deadline = started + this.settings.deadlineMs;
    const key = chainKey(agentId, namespace);
    const memories = world.collection<MemoryRecord>(MEMORIES);
    const heads = world.collection<ChainHead>(CHAIN_HEADS);
    const head = await heads.get(key);
    const cp = await this.trusted(id, world, mode, key, head?.seq ?? 0, started);
    let prev: string | null = cp?.hash ?? null;
    let prevId: string | null = cp?.memoryId ?? null;
    let count = cp?.seq ?? 0;
    const fullAt = cp?.fullAt ?? started;
    const keep = () => {
      if (count > 0 && prev !== null && prevId !== null) this.checkpoints.set(id, { seq: count, hash: prev, memoryId: prevId, fullAt });
    };
    const broken = (link: BrokenLink): ChainVerification => {
      this.checkpoints.delete(id);
      return { valid: false, namespace, length: count, head_hash: prev, first_broken: link };
    };
    const timeout = (): NotReady => {
      const err = new NotReady("MEMORY_VERIFY_TIMEOUT", `verifying this chain took longer than ${this.settings.deadlineMs} ms; retry: it continues from entry ${count + 1}`, {
        verified: count,
        head_seq: head?.seq ?? 0,
        deadline_ms: this.settings.deadlineMs,
      });
      Object.assign(err.headers, { "retry-after": "1" });
      return err;
    };
    const headMismatch = (actual: string | null) =>
      broken({ seq: head?.seq ?? 0, memory_id: head?.head_memory_id ?? null, problem: "head_mismatch", expected: head?.head_hash ?? null, actual });
    let cursor: string | undefined;
    // Entries up to the head as read; one past it means appended meanwhile (the head moved too) or a head cut back.
    while (count < (head?.seq ?? 0) || cursor === undefined) {
      const page = await memories.find({ where: { chain_key: key, seq: { gt: cp?.seq ?? 0 } }, sort: { field: "seq", direction: "asc" }, limit: this.settings.sliceSize, cursor });
      for (const r of page.items) {
        const expectedSeq = count + 1;
        if (r.seq !== expectedSeq) return broken({ seq: expectedSeq, memory_id: r.id, problem: "seq_gap", expected: String(expectedSeq), actual: String(r.seq) });
        if (r.seq > (head?.seq ?? 0)) {
          const now = await heads.get(key);
          if (r.seq > (now?.seq ?? 0)) return headMismatch(r.content_hash);
          break;
        }
        const recomputed = contentHash(mode, r.id, r);
        if (recomputed !== r.content_hash) return broken({ seq: r.seq, memory_id: r.id, problem: "content_hash_mismatch", expected: recomputed, actual: r.content_hash });
        if (r.prev_hash !== prev) return broken({ seq: r.seq, memory_id: r.id, problem: "prev_hash_mismatch", expected: prev, actual: r.prev_hash });
        prev = r.content_hash;
        prevId = r.id;
        count++;
      }
      if (!page.nextCursor || count >= (head?.seq ?? 0)) break;
      cursor = page.nextCursor;
      keep();
      await yieldToEventLoop();
      if (Date.now() > deadline) throw timeout();
    }
    if (count === (head?.seq ?? 0)) {
      // Nothing may follow the head unless it moved since it was read.
      const beyond = (await memories.find({ where: { chain_key: key, seq: { gt: count } }, sort: { field: "seq", direction: "asc" }, limit: 1 })).items[0];
      if (beyond) {
        const now = await heads.get(key);
        if (beyond.seq > (now?.seq ?? 0)) return headMismatch(beyond.content_hash);
      }
    }
    if ((head?.seq ?? 0) !== count || (head?.head_hash ?? null) !== prev) return headMismatch(prev);
    keep();
    return { valid: true, namespace, length: count, head_hash: prev, first_broken: null };
  }
}
