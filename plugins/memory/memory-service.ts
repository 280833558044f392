import { chargeWork, extraUnits, InvalidRequest, NotFound, requireActFor, type Principal, type Stored, type VectorIndex, type WorldStores } from "berth/plugin";
import type { ChainAppender } from "./chain-appender.ts";
import { INDEX_OUTBOX, MEMORIES } from "./collections.ts";
import { toDraft, type StoreInput } from "./drafts.ts";
import type { GuardedEmbedder } from "./guarded-embedder.ts";
import type { IndexSync } from "./index-sync.ts";
import type { MemoryRecord, MemoryWriteResult } from "./memory-record.ts";
import { displayText } from "./memory-text.ts";
import type { OutboxEntry } from "./outbox.ts";
import { recall, type RecallInput, type RecallResult } from "./recall.ts";
import { quality } from "./rerank.ts";
import type { ChainVerification, ChainVerifier } from "./verify-chain.ts";

/** Chain entries per unit of the rate-limit budget a verify costs (each read and re-hashed): a full verify of 5,000 entries costs 50 units. */
export const ENTRIES_PER_UNIT = 100;

/** A memory as GET /v1/memory/{id} answers it. */
export interface MemoryView {
  memory_id: string;
  agent_passport_id: string;
  type: MemoryRecord["type"];
  lane: MemoryRecord["lane"];
  namespace: string | null;
  content: string | null;
  text: string;
  fields: Record<string, unknown>;
  confidence: number | null;
  quality: number;
  metadata: Record<string, unknown>;
  created_at: number;
  seq: number;
  content_hash: string;
  prev_hash: string | null;
  archived: boolean;
  archived_at: number | null;
  embedding_pending: boolean;
}

export interface MemoryServiceDeps {
  stores: WorldStores;
  appender: ChainAppender;
  sync: IndexSync;
  index: VectorIndex;
  embedder: GuardedEmbedder;
  leaseMs: number;
  intervalMs: number;
  candidateFactor: number;
  verifier: ChainVerifier;
}

/**
 * Agent memory: every operation acts for one agent passport (the X-Agent-Passport-Id header, or
 * the GraphQL argument) that the caller's key must be allowed to act for, in the key's world.
 * A memory of another agent is answered as not found: its existence is not revealed.
 */
export class MemoryService {
  constructor(private readonly deps: MemoryServiceDeps) {}

  private memories(caller: Principal) {
    return this.deps.stores.world(caller.mode).collection<MemoryRecord>(MEMORIES);
  }

  private outbox(caller: Principal) {
    return this.deps.stores.world(caller.mode).collection<OutboxEntry>(INDEX_OUTBOX);
  }

  async store(caller: Principal, agentId: string, input: StoreInput): Promise<MemoryWriteResult> {
    requireActFor(caller, agentId);
    const draft = toDraft(agentId, input);
    if (input.type === "semantic") await this.checkSources(caller, agentId, input.body.source_memory_ids ?? []);
    const { memory_id, record } = await this.deps.appender.append(caller.mode, draft);
    return { memory_id, content_hash: record.content_hash, prev_hash: record.prev_hash };
  }

  /** A fact may only cite memories of the same agent and world. */
  private async checkSources(caller: Principal, agentId: string, ids: string[]): Promise<void> {
    const missing: string[] = [];
    for (const id of new Set(ids)) {
      const source = await this.memories(caller).get(id);
      if (!source || source.agent_passport_id !== agentId) missing.push(id);
    }
    if (missing.length > 0) {
      throw new InvalidRequest("SOURCE_MEMORY_NOT_FOUND", `source_memory_ids names memories this agent does not have: ${missing.join(", ")}`, {
        missing,
      });
    }
  }

  private async owned(caller: Principal, agentId: string, id: string): Promise<Stored<MemoryRecord>> {
    requireActFor(caller, agentId);
    const record = await this.memories(caller).get(id);
    if (!record || record.agent_passport_id !== agentId) throw new NotFound("MEMORY_NOT_FOUND", `memory ${id} not found`);
    return record;
  }

  private async view(caller: Principal, r: Stored<MemoryRecord>): Promise<MemoryView> {
    return {
      memory_id: r.id,
      agent_passport_id: r.agent_passport_id,
      type: r.type,
      lane: r.lane,
      namespace: r.namespace,
      content: r.content,
      text: displayText(r),
      fields: r.fields,
      confidence: r.confidence,
      quality: quality(r),
      metadata: r.metadata,
      created_at: r.created_at,
      seq: r.seq,
      content_hash: r.content_hash,
      prev_hash: r.prev_hash,
      archived: r.archived,
      archived_at: r.archived_at,
      embedding_pending: (await this.outbox(caller).get(r.id)) !== null && !this.deps.appender.indexedButQueued(caller.mode, r.id),
    };
  }

  async get(caller: Principal, agentId: string, id: string): Promise<MemoryView> {
    return this.view(caller, await this.owned(caller, agentId, id));
  }

  /**
   * Archives a memory: recall leaves it out unless include_archived. The entry stays in its chain
   * (archiving is not a rewrite; the flag is not hashed). Archiving twice answers the same memory.
   */
  async archive(caller: Principal, agentId: string, id: string): Promise<MemoryView> {
    for (;;) {
      const current = await this.owned(caller, agentId, id);
      if (current.archived) return this.view(caller, current);
      const { id: _id, version, ...record } = current;
      const now = Date.now();
      const marked = await this.deps.stores.world(caller.mode).transaction(async (tx) => {
        const saved = await tx.collection<MemoryRecord>(MEMORIES).update(id, version, { ...record, archived: true, archived_at: now });
        if (!saved) return null;
        const entry = await tx.collection<OutboxEntry>(INDEX_OUTBOX).upsert(id, { agent_passport_id: agentId, attempts: 0, next_attempt_at: now + this.deps.leaseMs, last_error: null });
        return { saved, entry };
      });
      if (!marked) continue; // changed meanwhile (archived by someone else): look again
      await this.deps.sync.syncIds(caller.mode, [marked.entry], { background: false, intervalMs: this.deps.intervalMs });
      return this.view(caller, marked.saved);
    }
  }

  async recall(caller: Principal, agentId: string, input: RecallInput): Promise<RecallResult> {
    requireActFor(caller, agentId);
    await this.deps.appender.settled(caller.mode);
    return recall({ stores: this.deps.stores, index: this.deps.index, embedder: this.deps.embedder, candidateFactor: this.deps.candidateFactor }, caller.mode, agentId, input);
  }

  /** Charged by the entries it recomputes (ENTRIES_PER_UNIT), before it starts. */
  async verify(caller: Principal, agentId: string, namespace: string | null, full = false): Promise<ChainVerification> {
    requireActFor(caller, agentId);
    const world = this.deps.stores.world(caller.mode);
    chargeWork(extraUnits(await this.deps.verifier.pendingEntries(world, caller.mode, agentId, namespace, full), ENTRIES_PER_UNIT));
    return this.deps.verifier.verify(world, caller.mode, agentId, namespace, full);
  }
}
