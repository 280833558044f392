import type { Collection, EventLog, Mode, Stored, WorldTransaction } from "berth/plugin";
import { chainKey, type ChainHead } from "./chain-key.ts";
import { CHAIN_HEADS, INDEX_OUTBOX, MEMORIES } from "./collections.ts";
import { contentHash, LIFECYCLE_HASH_VERSION, needsLifecycleHash } from "./content-hash.ts";
import { recordEvent, type HistoryEventKind } from "./history.ts";
import type { MemoryDraft, MemoryRecord } from "./memory-record.ts";
import { typeStart, validTo } from "./lifecycle.ts";
import type { OutboxEntry } from "./outbox.ts";

/**
 * A document another writer changed between our read and our write (a store whose transactions
 * run at once, MongoDB): the whole batch is rolled back and done again on fresh reads.
 */
export class Raced extends Error {}

/** A memory whose VectorIndex entry must be brought in line after the commit, with the version of its outbox entry. */
export interface IndexItem {
  memory_id: string;
  record: MemoryRecord;
  outboxVersion: number;
}

/** Lifecycle state a new entry starts with (write-ops.ts decides it). */
export interface EntryState {
  valid_from: number;
  valid_to: number | null;
  superseded_by: string | null;
  key_id: string | null;
  /** Its fingerprint, when it is live and no other live memory holds it (fingerprints.ts). */
  live_fingerprint: string | null;
}

export interface HistoryNote {
  event: HistoryEventKind;
  actor: string;
  related_memory_id: string | null;
  details?: Record<string, unknown>;
}

/** A CloudEvent a change appends (events.ts), about the agent passport; `memory_id` is added to its data. */
export interface ChangeEvent {
  type: string;
  data: Record<string, unknown>;
}

export const EVENT_SOURCE = "/berth/memory";

/**
 * A new record without the lifecycle fields that say nothing (lifecycle.ts reads their defaults):
 * a plain memory is stored as small as before lifecycles existed. valid_from stays when it is
 * hashed (version 2) or says more than the type's own start; valid_to when it says more than the
 * type's own end. Built field by field (deleting keys would slow every later use of the object).
 */
function compact(r: MemoryRecord): MemoryRecord {
  const out: MemoryRecord = {
    agent_passport_id: r.agent_passport_id,
    namespace: r.namespace,
    type: r.type,
    lane: r.lane,
    content: r.content,
    fields: r.fields,
    confidence: r.confidence,
    metadata: r.metadata,
    chain_key: r.chain_key,
    seq: r.seq,
    created_at: r.created_at,
    content_hash: r.content_hash,
    prev_hash: r.prev_hash,
    archived: r.archived,
    archived_at: r.archived_at,
  };
  if (r.actor !== undefined) out.actor = r.actor;
  if (r.hash_v !== undefined) out.hash_v = r.hash_v;
  if ((r.op ?? "store") !== "store") out.op = r.op;
  if ((r.key ?? null) !== null) out.key = r.key;
  if ((r.stated_valid_from ?? null) !== null) out.stated_valid_from = r.stated_valid_from;
  if ((r.expires_at ?? null) !== null) out.expires_at = r.expires_at;
  if ((r.corrects ?? null) !== null) out.corrects = r.corrects;
  if ((r.key_id ?? null) !== null) out.key_id = r.key_id;
  if ((r.superseded_by ?? null) !== null) out.superseded_by = r.superseded_by;
  if ((r.live_fingerprint ?? null) !== null) out.live_fingerprint = r.live_fingerprint;
  if (r.valid_from !== undefined && (r.hash_v === LIFECYCLE_HASH_VERSION || r.valid_from !== (typeStart(r.type, r.fields) ?? r.created_at))) out.valid_from = r.valid_from;
  if (r.valid_to !== undefined && r.valid_to !== validTo(out)) out.valid_to = r.valid_to;
  return out;
}

/**
 * One group commit's transaction: links entries into their hash chains (each chain's head read
 * once, written back once with compare-and-set) and changes the lifecycle state of stored
 * memories, each change with its history event and CloudEvent in the same transaction.
 */
export class ChainBatch {
  private readonly loadedHeads = new Map<string, Stored<ChainHead> | null>();
  private readonly nextHeads = new Map<string, ChainHead>();
  /** Memories whose index entries the commit must update: new ones and those whose validity changed. */
  readonly toIndex = new Map<string, IndexItem>();
  /** Of the fingerprints looked up for the whole batch (prefetchHolders), those no memory held as it began. */
  private unheld: Set<string> | null = null;
  /** Fingerprints a write of this batch gave or took since: looked up again, not answered from the prefetch. */
  private readonly touched = new Set<string>();

  constructor(
    readonly tx: WorldTransaction,
    readonly mode: Mode,
    /** One timestamp per batch, never behind a chain's last entry: created_at is monotone per chain. */
    readonly now: number,
    private readonly leaseMs: number,
    private readonly events: EventLog | null,
  ) {
    this.memories = tx.collection<MemoryRecord>(MEMORIES);
    this.outbox = tx.collection<OutboxEntry>(INDEX_OUTBOX);
  }

  /** The batch's collections, looked up once: each lookup builds the world's collection name. */
  readonly memories: Collection<MemoryRecord>;
  private readonly outbox: Collection<OutboxEntry>;

  private async head(key: string): Promise<ChainHead | null> {
    if (!this.loadedHeads.has(key)) this.loadedHeads.set(key, await this.tx.collection<ChainHead>(CHAIN_HEADS).get(key));
    return this.nextHeads.get(key) ?? this.loadedHeads.get(key) ?? null;
  }

  /**
   * Looks up which of the batch's fingerprints a memory holds, in one query instead of one per
   * write (most writes are new: their per-write lookup found nothing, and cost a query each).
   * The same read in the same transaction as the per-write lookups it saves; the unique index on
   * live_fingerprint still decides between two writers (fingerprints.ts).
   */
  async prefetchHolders(fingerprints: string[]): Promise<void> {
    const unique = [...new Set(fingerprints)];
    if (unique.length < 2) return;
    const held = await this.memories.find({ where: { live_fingerprint: { in: unique } }, limit: unique.length });
    const taken = new Set(held.items.map((r) => r.live_fingerprint));
    this.unheld = new Set(unique.filter((fp) => !taken.has(fp)));
  }

  /** True when no memory held the fingerprint as the batch began and no write of the batch has given or taken it since. */
  knownUnheld(fp: string): boolean {
    return this.unheld !== null && this.unheld.has(fp) && !this.touched.has(fp);
  }

  /** When an entry of this draft's chain joins it in this batch: now, or the chain's last time if the clock is behind it. */
  async createdAt(draft: Pick<MemoryDraft, "agent_passport_id" | "namespace">): Promise<number> {
    const head = await this.head(chainKey(draft.agent_passport_id, draft.namespace));
    return Math.max(this.now, head?.updated_at ?? 0);
  }

  /** Appends an entry to its chain. `indexed`: a memory recall may find (not a retraction). */
  async append(id: string, draft: MemoryDraft, state: EntryState, indexed: boolean): Promise<MemoryRecord> {
    const key = chainKey(draft.agent_passport_id, draft.namespace);
    const head = await this.head(key);
    // Every field named once, no spread of the draft: two spreads per write showed in the write
    // path's CPU profile (bench/memory/store-cpu.ts).
    const full: MemoryRecord = {
      agent_passport_id: draft.agent_passport_id,
      namespace: draft.namespace,
      type: draft.type,
      lane: draft.lane,
      content: draft.content,
      fields: draft.fields,
      confidence: draft.confidence,
      metadata: draft.metadata,
      op: draft.op,
      key: draft.key,
      stated_valid_from: draft.stated_valid_from,
      expires_at: draft.expires_at,
      corrects: draft.corrects,
      actor: draft.actor,
      seq: (head?.seq ?? 0) + 1,
      created_at: Math.max(this.now, head?.updated_at ?? 0),
      prev_hash: head?.head_hash ?? null,
      valid_from: state.valid_from,
      chain_key: key,
      content_hash: "",
      archived: false,
      archived_at: null,
      key_id: state.key_id,
      valid_to: state.valid_to,
      superseded_by: state.superseded_by,
      live_fingerprint: state.live_fingerprint,
    };
    if (needsLifecycleHash(draft)) full.hash_v = LIFECYCLE_HASH_VERSION;
    if (state.live_fingerprint !== null) this.touched.add(state.live_fingerprint);
    full.content_hash = contentHash(this.mode, id, full);
    const record = compact(full);
    await this.memories.insert(id, record);
    if (indexed) await this.queueIndex(id, record);
    this.nextHeads.set(key, {
      agent_passport_id: draft.agent_passport_id,
      namespace: draft.namespace,
      seq: record.seq,
      head_hash: record.content_hash,
      head_memory_id: id,
      updated_at: record.created_at,
    });
    return record;
  }

  private async queueIndex(id: string, record: MemoryRecord): Promise<void> {
    const entry = await this.outbox.upsert(id, { agent_passport_id: record.agent_passport_id, attempts: 0, next_attempt_at: this.now + this.leaseMs, last_error: null });
    this.toIndex.set(id, { memory_id: id, record, outboxVersion: entry.version });
  }

  /**
   * Changes a stored memory's lifecycle state with compare-and-set, records the history event (its
   * number taken from the record, so two writers cannot both write it) and appends the CloudEvent.
   * `reindex`: the change moves what recall filters on (validity, retraction).
   */
  async change(current: Stored<MemoryRecord>, patch: Partial<MemoryRecord>, note: HistoryNote | null, event: ChangeEvent | null, reindex: boolean): Promise<Stored<MemoryRecord>> {
    const { id, version, ...record } = current;
    if ("live_fingerprint" in patch) {
      if (record.live_fingerprint) this.touched.add(record.live_fingerprint);
      if (patch.live_fingerprint) this.touched.add(patch.live_fingerprint);
    }
    const n = (record.history_n ?? 0) + (note ? 1 : 0);
    const next: MemoryRecord = { ...record, ...patch, history_n: n };
    const saved = await this.memories.update(id, version, next);
    if (!saved) throw new Raced(`memory ${id} changed meanwhile`);
    if (note) {
      await recordEvent(this.tx, {
        memory_id: id,
        agent_passport_id: record.agent_passport_id,
        n,
        at: this.now,
        event: note.event,
        actor: note.actor,
        related_memory_id: note.related_memory_id,
        details: note.details ?? {},
      });
    }
    if (event && this.events) {
      await this.events.append(this.tx, { type: event.type, source: EVENT_SOURCE, subject: record.agent_passport_id, data: { memory_id: id, ...event.data } });
    }
    if (reindex) await this.queueIndex(id, next);
    return saved;
  }

  /** Writes back every chain head this batch moved: compare-and-set, or insert for a new chain. */
  async writeHeads(): Promise<void> {
    const heads = this.tx.collection<ChainHead>(CHAIN_HEADS);
    for (const [key, head] of this.nextHeads) {
      const before = this.loadedHeads.get(key);
      if (before) {
        if (!(await heads.update(key, before.version, head))) throw new Raced(`chain head ${key} moved`);
      } else {
        await heads.insert(key, head);
      }
    }
  }
}
