import { Conflict, NotFound, type Stored } from "berth/plugin";
import { randomUUID } from "node:crypto";
import type { ChainBatch } from "./chain-batch.ts";
import { syncEdges, writeEdges } from "./edges.ts";
import { memoryCorrected, memoryReinstated, memoryRepeated, memoryRetracted, memorySuperseded } from "./events.ts";
import { fingerprint } from "./fingerprint.ts";
import { holderOf, letGo, mayHold } from "./fingerprints.ts";
import { addToTimeline, factsAt, keyIdOf, leaveTimeline, neighbours, touchKey } from "./keys.ts";
import { isLive, typeStart, validFrom } from "./lifecycle.ts";
import type { MemoryDraft, MemoryRecord } from "./memory-record.ts";

/** A write waiting for its group commit. */
export type WriteOp =
  | { kind: "store"; draft: MemoryDraft; fingerprint: string }
  | { kind: "retract"; agentId: string; targetId: string; reason: string | null; actor: string }
  | { kind: "correct"; targetId: string; draft: MemoryDraft; fingerprint: string };

export type WriteOutcome =
  | { kind: "stored"; memory_id: string; record: MemoryRecord; superseded: string[] }
  | { kind: "repeated"; memory_id: string; record: MemoryRecord }
  | { kind: "retracted"; memory_id: string; record: MemoryRecord; retraction_id: string }
  /** A refusal of this one write (unknown target, already retracted): the rest of its batch commits. */
  | { kind: "refused"; error: Error };

function minEnd(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}

/** A temporal memory's own end; other types have none. */
function statedEnd(r: Pick<MemoryDraft, "type" | "fields">): number | null {
  return r.type === "temporal" && typeof r.fields.valid_to === "number" ? r.fields.valid_to : null;
}

export async function applyOp(b: ChainBatch, op: WriteOp): Promise<WriteOutcome> {
  switch (op.kind) {
    case "store":
      return store(b, op.draft, op.fingerprint, null, null);
    case "retract":
      return retract(b, op);
    case "correct":
      return correct(b, op);
  }
}

/** The same memory stored again: counted on the one that holds it, nothing new in the chain. */
async function repeat(b: ChainBatch, target: Stored<MemoryRecord>, actor: string): Promise<WriteOutcome> {
  const count = (target.repeat_count ?? 0) + 1;
  const saved = await b.change(
    target,
    { repeat_count: count, last_seen_at: b.now },
    { event: "repeated", actor, related_memory_id: null, details: { repeat_count: count } },
    { type: memoryRepeated.type, data: { repeat_count: count } },
    false,
  );
  return { kind: "repeated", memory_id: saved.id, record: saved };
}

/**
 * Stores a memory, unless the same memory is live already (fold; for a keyed fact the client
 * dated, only the same fact at the same date), or a keyed fact identical to this one already
 * starts at the same instant (a replayed stream). A keyed fact goes into its
 * key's timeline: it closes the fact before it (whose validity now ends where this one's begins)
 * and is itself closed by the fact after it, if it arrived late.
 */
async function store(b: ChainBatch, draft: MemoryDraft, fp: string, forcedId: string | null, replaces: string | null): Promise<WriteOutcome> {
  const actor = draft.actor ?? "system";
  const keyId = draft.key ? keyIdOf(draft.agent_passport_id, draft.namespace, draft.key) : null;
  // A keyed fact dated by the client is a repeat only of the same fact at the same date (the twin,
  // below): dated otherwise it is a statement of its own on the timeline, where a fact reported
  // late may yet arrive between the two, and folding it would lose its date. It may say what the
  // live fact it closes says: it takes the fingerprint once that one has let go (at the end).
  const dated = keyId !== null && (draft.stated_valid_from ?? null) !== null;
  if (!dated) {
    const { holder, stale } = await holderOf(b, fp);
    if (holder) return repeat(b, holder, actor);
    await letGo(b, stale);
  }
  const start = draft.stated_valid_from ?? typeStart(draft.type, draft.fields) ?? (await b.createdAt(draft));
  let before: Stored<MemoryRecord> | null = null;
  let after: Stored<MemoryRecord> | null = null;
  if (keyId) {
    const twin = (await factsAt(b, keyId, start)).find((r) => fingerprint(r) === fp);
    if (twin) return repeat(b, twin, actor);
    ({ before, after } = await neighbours(b, keyId, start));
  }
  const ownEnd = statedEnd(draft);
  const closedByAfter = after !== null && (ownEnd === null || validFrom(after) < ownEnd);
  const state = { valid_from: start, valid_to: minEnd(ownEnd, after ? validFrom(after) : null), superseded_by: closedByAfter ? after!.id : null, key_id: keyId };
  // The fields isLive reads, not a spread of the draft (which showed in the write path's CPU profile).
  const live = isLive({ type: draft.type, fields: draft.fields, expires_at: draft.expires_at ?? null, created_at: b.now, retracted_at: null, ...state }, b.now);
  const id = forcedId ?? randomUUID();
  let record = await b.append(id, draft, { ...state, live_fingerprint: live && !dated ? fp : null }, true);
  if (keyId) await addToTimeline(b, id, { key_id: keyId, valid_from: start, seq: record.seq, retracted: false });
  if (closedByAfter) {
    // Arrived late: a newer fact of its key already holds from a later time.
    const stored = (await b.memories.get(id))!;
    record = await b.change(stored, {}, { event: "superseded", actor, related_memory_id: after!.id, details: { valid_to: validFrom(after!) } }, null, false);
  }
  await writeEdges(b, id, record);
  const superseded: string[] = [];
  if (before && keyId) {
    const end = minEnd(statedEnd(before), start);
    const currentEnd = before.valid_to !== undefined ? before.valid_to : statedEnd(before);
    // A correction taking the place of the fact that closed this one: closed by the correction now.
    const takesOver = replaces !== null && before.superseded_by === replaces && currentEnd === start;
    if (currentEnd === null || currentEnd > start || takesOver) {
      const patch: Partial<MemoryRecord> = { valid_to: end, superseded_by: id };
      if (!isLive({ ...before, ...patch }, b.now)) patch.live_fingerprint = null;
      const closed = await b.change(
        before,
        patch,
        { event: "superseded", actor, related_memory_id: id, details: { valid_to: end } },
        { type: memorySuperseded.type, data: { superseded_by: id, key: draft.key ?? null, valid_to: end } },
        true,
      );
      await syncEdges(b, closed.id, closed);
      superseded.push(closed.id);
    }
  }
  if (dated && live) {
    // Now that the fact before it let go of the fingerprint, if it held it.
    const held = await mayHold(b, { ...record, id }, fp);
    if (held) record = await b.change((await b.memories.get(id))!, { live_fingerprint: held }, null, null, false);
  }
  if (keyId) await touchKey(b, keyId, draft.agent_passport_id, draft.namespace, draft.key!);
  return { kind: "stored", memory_id: id, record, superseded };
}

/** Loads a memory the agent may retract or correct, or answers why not. */
async function target(b: ChainBatch, agentId: string, id: string): Promise<Stored<MemoryRecord> | Error> {
  const r = await b.memories.get(id);
  if (!r || r.agent_passport_id !== agentId || (r.op ?? "store") !== "store") return new NotFound("MEMORY_NOT_FOUND", `memory ${id} not found`);
  return r;
}

/**
 * Takes a memory out of recall for good: its fingerprint is freed and, if it was a keyed fact,
 * its key's timeline closes over the gap (the fact before it holds again until the fact after
 * it, or from now on: `reinstated`).
 */
async function retractIn(b: ChainBatch, r: Stored<MemoryRecord>, by: string, corrected: boolean, actor: string, reason: string | null, heal = true): Promise<MemoryRecord> {
  const retracted = await b.change(
    r,
    { retracted_at: b.now, retracted_by: by, live_fingerprint: null },
    { event: corrected ? "corrected" : "retracted", actor, related_memory_id: by, details: reason === null ? {} : { reason } },
    corrected ? { type: memoryCorrected.type, data: { corrected_by: by } } : { type: memoryRetracted.type, data: { retraction_id: by, reason } },
    true,
  );
  await syncEdges(b, retracted.id, retracted);
  const keyId = retracted.key_id ?? null;
  if (keyId === null) return retracted;
  await leaveTimeline(b, retracted.id);
  const { before, after } = await neighbours(b, keyId, validFrom(retracted), retracted.id);
  if (heal && before && before.superseded_by === retracted.id) {
    const end = minEnd(statedEnd(before), after ? validFrom(after) : null);
    const closedByAfter = after !== null && end === validFrom(after);
    const patch: Partial<MemoryRecord> = { valid_to: end, superseded_by: closedByAfter ? after!.id : null };
    // Live again: it holds its fingerprint again, unless the same content was stored meanwhile.
    if (isLive({ ...before, ...patch }, b.now)) patch.live_fingerprint = await mayHold(b, before, fingerprint(before));
    const healed = await b.change(
      before,
      patch,
      closedByAfter
        ? { event: "superseded", actor, related_memory_id: after!.id, details: { valid_to: end } }
        : { event: "reinstated", actor, related_memory_id: retracted.id, details: { valid_to: end } },
      closedByAfter ? null : { type: memoryReinstated.type, data: { after_retraction_of: retracted.id } },
      true,
    );
    await syncEdges(b, healed.id, healed);
  }
  await touchKey(b, keyId, retracted.agent_passport_id, retracted.namespace, retracted.key!);
  return retracted;
}

/** A retraction is an entry of its own in the memory's chain, naming the memory and why. */
async function retract(b: ChainBatch, op: Extract<WriteOp, { kind: "retract" }>): Promise<WriteOutcome> {
  const r = await target(b, op.agentId, op.targetId);
  if (r instanceof Error) return { kind: "refused", error: r };
  // Retracting twice answers the first retraction.
  if ((r.retracted_at ?? null) !== null) return { kind: "retracted", memory_id: r.id, record: r, retraction_id: r.retracted_by! };
  const retractionId = randomUUID();
  const entry: MemoryDraft = {
    agent_passport_id: r.agent_passport_id,
    namespace: r.namespace,
    type: r.type,
    lane: r.lane,
    content: null,
    fields: { target_memory_id: r.id, reason: op.reason },
    confidence: null,
    metadata: {},
    op: "retract",
    key: null,
    stated_valid_from: null,
    expires_at: null,
    corrects: null,
    actor: op.actor,
  };
  const createdAt = await b.createdAt(entry);
  await b.append(retractionId, entry, { valid_from: createdAt, valid_to: null, superseded_by: null, key_id: null, live_fingerprint: null }, false);
  const record = await retractIn(b, r, retractionId, false, op.actor, op.reason);
  return { kind: "retracted", memory_id: r.id, record, retraction_id: retractionId };
}

/**
 * A correction is the new memory, in the corrected one's chain, naming what it corrects (hashed);
 * the corrected memory is retracted by it. By default it takes the corrected fact's key and start,
 * so it holds exactly where the wrong one did.
 */
async function correct(b: ChainBatch, op: Extract<WriteOp, { kind: "correct" }>): Promise<WriteOutcome> {
  const r = await target(b, op.draft.agent_passport_id, op.targetId);
  if (r instanceof Error) return { kind: "refused", error: r };
  if ((r.retracted_at ?? null) !== null) {
    return { kind: "refused", error: new Conflict("MEMORY_RETRACTED", `memory ${r.id} was retracted already; store the right memory instead`, { retracted_by: r.retracted_by }) };
  }
  const actor = op.draft.actor ?? "system";
  const { holder } = await holderOf(b, op.fingerprint);
  if (holder && holder.id !== r.id) {
    // The right memory is stored already: the wrong one is retracted in its favour, and the right one counted.
    await retractIn(b, r, holder.id, true, actor, null);
    return repeat(b, (await b.memories.get(holder.id))!, actor);
  }
  const id = randomUUID();
  // Same key and start: the correction takes the wrong fact's place in the timeline as it stands.
  const inPlace = (op.draft.key ?? null) !== null && op.draft.key === (r.key ?? null) && op.draft.stated_valid_from === validFrom(r);
  await retractIn(b, r, id, true, actor, null, !inPlace);
  return store(b, op.draft, op.fingerprint, id, inPlace ? r.id : null);
}
