import { chargeWork, extraUnits, InvalidRequest, NotFound, requireActFor, validateInput, type Principal, type Static, type Stored, type VectorIndex, type WorldStores } from "berth/plugin";
import type { ChainAppender } from "./chain-appender.ts";
import { HISTORY, INDEX_OUTBOX, MEMORIES } from "./collections.ts";
import { toDraft, type StoreInput } from "./drafts.ts";
import { fingerprint } from "./fingerprint.ts";
import { neighbors, paths, type NeighborsResult, type PathsResult } from "./graph.ts";
import { actorOf, readHistory, type HistoryDoc, type HistoryPage } from "./history.ts";
import { statusAt, validFrom, validTo, type MemoryStatus } from "./lifecycle.ts";
import type { GuardedEmbedder } from "./guarded-embedder.ts";
import type { IndexSync } from "./index-sync.ts";
import type { MemoryDraft, MemoryRecord, MemoryWriteResult } from "./memory-record.ts";
import { displayText } from "./memory-text.ts";
import type { OutboxEntry } from "./outbox.ts";
import { recall, type RecallInput, type RecallResult } from "./recall.ts";
import { quality } from "./rerank.ts";
import { STORE_TYPES, type CorrectBody, type HistoryQuery, type NeighborsBody, type PathsBody } from "./schemas.ts";
import type { ChainVerification, ChainVerifier } from "./verify-chain.ts";
import type { WriteOutcome } from "./write-ops.ts";

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
  op: "store" | "retract";
  status: MemoryStatus;
  key: string | null;
  valid_from: number;
  valid_to: number | null;
  superseded_by: string | null;
  retracted_at: number | null;
  retracted_by: string | null;
  corrects: string | null;
  expires_at: number | null;
  repeat_count: number;
  last_seen_at: number | null;
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
  /** Most edges one graph query reads (MEMORY_GRAPH_MAX_EDGES). */
  maxGraphEdges: number;
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

  /**
   * Stores a memory, or counts it on the live memory that says the same (outcome "repeated"); a
   * keyed fact closes the validity of the fact of its key before it (write-ops.ts).
   */
  async store(caller: Principal, agentId: string, input: StoreInput): Promise<MemoryWriteResult> {
    requireActFor(caller, agentId);
    const draft = toDraft(agentId, input, actorOf(caller.keyId));
    if (input.type === "semantic") await this.checkSources(caller, agentId, input.body.source_memory_ids ?? []);
    return writeResult(await this.deps.appender.write(caller.mode, { kind: "store", draft, fingerprint: fingerprint(draft) }));
  }

  /**
   * Retracts a memory: a new entry in its chain names it (and why); it is no longer recalled, and
   * if it was the current fact of its key the fact before it holds again. Nothing is erased;
   * retracting twice answers the first retraction.
   */
  async retract(caller: Principal, agentId: string, id: string, reason: string | null): Promise<MemoryView> {
    requireActFor(caller, agentId);
    const outcome = await this.deps.appender.write(caller.mode, { kind: "retract", agentId, targetId: id, reason, actor: actorOf(caller.keyId) });
    if (outcome.kind !== "retracted") throw new Error(`a retraction answered ${outcome.kind}`);
    return this.view(caller, (await this.memories(caller).get(outcome.memory_id))!);
  }

  /**
   * Corrects a memory: stores the right one (the body of the corrected memory's type) in its
   * chain, naming the one it corrects, which is retracted by it. The correction takes the
   * corrected memory's namespace, and its key and start unless it gives its own.
   */
  async correct(caller: Principal, agentId: string, id: string, body: Static<typeof CorrectBody>): Promise<MemoryWriteResult> {
    const wrong = await this.owned(caller, agentId, id);
    if ((wrong.op ?? "store") !== "store") throw new NotFound("MEMORY_NOT_FOUND", `memory ${id} not found`);
    const route = STORE_TYPES.find((t) => t.type === wrong.type)!;
    const input = { type: wrong.type, body: validateInput(route.body, body) } as StoreInput;
    const given = toDraft(agentId, input, actorOf(caller.keyId));
    if (input.type === "semantic") await this.checkSources(caller, agentId, input.body.source_memory_ids ?? []);
    const keyed = (given.key ?? wrong.key ?? null) !== null;
    const draft: MemoryDraft = {
      ...given,
      namespace: wrong.namespace,
      key: given.key ?? wrong.key ?? null,
      // Same key, same start: the correction holds exactly where the wrong fact did.
      stated_valid_from: given.stated_valid_from ?? (keyed && (wrong.type === "semantic" || wrong.type === "entity") && wrong.type === input.type ? validFrom(wrong) : null),
      corrects: wrong.id,
    };
    return writeResult(await this.deps.appender.write(caller.mode, { kind: "correct", targetId: wrong.id, draft, fingerprint: fingerprint(draft) }));
  }

  /** A memory's history, oldest first (history.ts). */
  async history(caller: Principal, agentId: string, id: string, query: Static<typeof HistoryQuery>): Promise<HistoryPage> {
    const r = await this.owned(caller, agentId, id);
    const events = this.deps.stores.world(caller.mode).collection<HistoryDoc>(HISTORY);
    return readHistory(events, r, Date.now(), query.limit ?? 100, query.after);
  }

  /** An entity's edges (graph.ts), charged by the edges read. */
  async neighbors(caller: Principal, agentId: string, input: Static<typeof NeighborsBody>): Promise<NeighborsResult> {
    requireActFor(caller, agentId);
    return neighbors(this.deps.stores.world(caller.mode), agentId, input, this.deps.maxGraphEdges);
  }

  /** Paths between two entities (graph.ts), charged by the edges read. */
  async paths(caller: Principal, agentId: string, input: Static<typeof PathsBody>): Promise<PathsResult> {
    requireActFor(caller, agentId);
    return paths(this.deps.stores.world(caller.mode), agentId, input, this.deps.maxGraphEdges);
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
    const op = r.op ?? "store";
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
      embedding_pending: op === "store" && (await this.outbox(caller).get(r.id)) !== null && !this.deps.appender.indexedButQueued(caller.mode, r.id),
      op,
      status: statusAt(r, Date.now()),
      key: r.key ?? null,
      valid_from: validFrom(r),
      valid_to: validTo(r),
      superseded_by: r.superseded_by ?? null,
      retracted_at: r.retracted_at ?? null,
      retracted_by: r.retracted_by ?? null,
      corrects: r.corrects ?? null,
      expires_at: r.expires_at ?? null,
      repeat_count: r.repeat_count ?? 0,
      last_seen_at: r.last_seen_at ?? null,
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

/** What a store route answers, from what its write did. */
function writeResult(outcome: WriteOutcome): MemoryWriteResult {
  if (outcome.kind !== "stored" && outcome.kind !== "repeated") throw new Error(`a store answered ${outcome.kind}`);
  const r = outcome.record;
  return {
    memory_id: outcome.memory_id,
    content_hash: r.content_hash,
    prev_hash: r.prev_hash,
    outcome: outcome.kind,
    repeat_count: r.repeat_count ?? 0,
    superseded_memory_ids: outcome.kind === "stored" ? outcome.superseded : [],
  };
}
