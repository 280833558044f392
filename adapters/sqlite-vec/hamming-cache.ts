import type Database from "better-sqlite3";
import { MEMORY_LANES, MEMORY_TYPES, type IndexFilter } from "../../core/ports/vector-index.ts";
import { agentKey, namespaceKey } from "./filter-sql.ts";
import { HEAD_REV_SQL } from "./schema.ts";
import { popcount32 } from "./sign-bits.ts";

/** Per-slot flags. */
const ARCHIVED = 1;
const DEAD = 2;
const RETRACTED = 4;
/** Every type or lane: the masks below have one bit per MEMORY_TYPES / MEMORY_LANES entry. */
const ANY = 0xffffffff;
/** Most partitions kept, whatever their size. */
const MAX_PARTITIONS = 10_000;
/** Distance of a slot the filter leaves out (real distances are at most 32 · words). */
const EXCLUDED = 0xffff;
const LIFECYCLE = "e.valid_from, e.valid_to, e.expires_at, e.retracted,";

interface EntryRow {
  seq: number;
  namespace: string;
  type: string;
  lane: string;
  archived: number;
  valid_from: number;
  valid_to: number;
  expires_at: number;
  retracted: number;
  /** Packed sign bits; null when the entry has no vector. */
  bits: Buffer | null;
}

interface ChangedRow extends EntryRow {
  agent_key: string;
}

function code(list: readonly string[], value: string): number {
  const at = list.indexOf(value);
  // An unknown value (never written by this adapter) only matches "any".
  return at < 0 ? 31 : at;
}

function mask(list: readonly string[], chosen: readonly string[] | undefined): number {
  if (!chosen || chosen.length === 0) return ANY;
  let bits = 0;
  for (const value of chosen) bits |= 1 << code(list, value);
  return bits;
}

type NumberArray = Float64Array | Uint32Array | Uint8Array | Int32Array;

function grown<T extends NumberArray>(old: T, length: number): T {
  const next = new (old.constructor as new (length: number) => T)(length);
  next.set(old);
  return next;
}

/** One agent's (one world's) sign bits and filter fields, in parallel arrays indexed by slot. */
class Partition {
  size = 0;
  live = 0;
  seqs: Float64Array;
  words: Uint32Array;
  types: Uint8Array;
  lanes: Uint8Array;
  flags: Uint8Array;
  namespaces: Int32Array;
  validFrom: Float64Array;
  validTo: Float64Array;
  expiresAt: Float64Array;
  private readonly namespaceIds = new Map<string, number>();
  private readonly freeSlots: number[] = [];
  private readonly slotOfSeq = new Map<number, number>();

  constructor(private readonly wordsPerVector: number) {
    this.seqs = new Float64Array(0);
    this.words = new Uint32Array(0);
    this.types = new Uint8Array(0);
    this.lanes = new Uint8Array(0);
    this.flags = new Uint8Array(0);
    this.namespaces = new Int32Array(0);
    this.validFrom = new Float64Array(0);
    this.validTo = new Float64Array(0);
    this.expiresAt = new Float64Array(0);
  }

  /** Seqs held, for dropping the partition from the cache's index. */
  heldSeqs(): IterableIterator<number> {
    return this.slotOfSeq.keys();
  }

  namespaceId(key: string): number | undefined {
    return this.namespaceIds.get(key);
  }

  private grow(): void {
    const capacity = Math.max(64, this.seqs.length * 2);
    this.seqs = grown(this.seqs, capacity);
    this.words = grown(this.words, capacity * this.wordsPerVector);
    this.types = grown(this.types, capacity);
    this.lanes = grown(this.lanes, capacity);
    this.flags = grown(this.flags, capacity);
    this.namespaces = grown(this.namespaces, capacity);
    this.validFrom = grown(this.validFrom, capacity);
    this.validTo = grown(this.validTo, capacity);
    this.expiresAt = grown(this.expiresAt, capacity);
  }

  add(row: EntryRow, bits: Buffer): void {
    let slot = this.freeSlots.pop();
    if (slot === undefined) {
      if (this.size === this.seqs.length) this.grow();
      slot = this.size++;
    }
    let namespace = this.namespaceIds.get(row.namespace);
    if (namespace === undefined) {
      namespace = this.namespaceIds.size;
      this.namespaceIds.set(row.namespace, namespace);
    }
    this.seqs[slot] = row.seq;
    this.slotOfSeq.set(row.seq, slot);
    // Byte copy into the words' memory: the stored layout is the words' layout (sign-bits.ts).
    const bytes = this.wordsPerVector * 4;
    new Uint8Array(this.words.buffer, this.words.byteOffset + slot * bytes, bytes).set(bits.subarray(0, bytes));
    this.types[slot] = code(MEMORY_TYPES, row.type);
    this.lanes[slot] = code(MEMORY_LANES, row.lane);
    this.flags[slot] = (row.archived ? ARCHIVED : 0) | (row.retracted ? RETRACTED : 0);
    this.namespaces[slot] = namespace;
    this.validFrom[slot] = row.valid_from;
    this.validTo[slot] = row.valid_to;
    this.expiresAt[slot] = row.expires_at;
    this.live++;
  }

  remove(seq: number): void {
    const slot = this.slotOfSeq.get(seq);
    if (slot === undefined) return;
    this.slotOfSeq.delete(seq);
    this.seqs[slot] = -1;
    this.flags[slot] = DEAD;
    this.freeSlots.push(slot);
    this.live--;
  }
}

/**
 * The sign bits of recently searched agents, in process memory, so that preselecting candidates
 * scans packed words in JS instead of reading every vector from SQLite: 100,000 × 384 bits take
 * about 4 ms, whatever the number of candidates (vec0's own selection grows with k).
 *
 * The SQLite file stays the only truth, and several processes may write it: every write stamps the
 * rows it touches with a new revision (vi_entries.rev, vi_tombstones.rev for deletions). Before each
 * search the cache reads the file's head revision and applies the rows changed since the one it
 * has seen, so a search always reflects every committed write, its own process's or another's.
 * Callers run `candidates` inside a read transaction: the head, the changes and the loaded
 * partition then come from one snapshot.
 *
 * Memory is bounded by `maxVectors` (and MAX_PARTITIONS): least recently searched partitions are
 * dropped first (the one being searched is always kept). Each cached vector costs its bits plus
 * about 100 bytes (typed arrays and two map entries).
 */
export class HammingCache {
  private readonly partitions = new Map<string, Partition>();
  private readonly partitionOfSeq = new Map<number, Partition>();
  private rev = 0;
  private cached = 0;
  private readonly headRev: Database.Statement<[], { rev: number }>;
  private readonly loadPartition: Database.Statement<[string], EntryRow>;
  private readonly changedEntries: Database.Statement<[number], ChangedRow>;
  private readonly deletedEntries: Database.Statement<[number], { seq: number }>;

  constructor(
    db: Database.Database,
    private readonly wordsPerVector: number,
    private readonly maxVectors: number,
  ) {
    this.headRev = db.prepare(HEAD_REV_SQL);
    this.loadPartition = db.prepare(
      `SELECT e.seq, e.namespace, e.type, e.lane, e.archived, ${LIFECYCLE} f.bits FROM vi_entries e JOIN vi_floats f ON f.seq = e.seq WHERE e.agent_key = ?`,
    );
    this.changedEntries = db.prepare(
      `SELECT e.seq, e.agent_key, e.namespace, e.type, e.lane, e.archived, ${LIFECYCLE} f.bits FROM vi_entries e LEFT JOIN vi_floats f ON f.seq = e.seq WHERE e.rev > ?`,
    );
    this.deletedEntries = db.prepare("SELECT seq FROM vi_tombstones WHERE rev > ?");
  }

  private drop(seq: number): void {
    const partition = this.partitionOfSeq.get(seq);
    if (!partition) return;
    partition.remove(seq);
    this.partitionOfSeq.delete(seq);
    this.cached--;
  }

  private add(partition: Partition, row: EntryRow, bits: Buffer): void {
    partition.add(row, bits);
    this.partitionOfSeq.set(row.seq, partition);
    this.cached++;
  }

  /** Brings every cached partition up to the file's head revision. */
  private catchUp(): void {
    const head = this.headRev.get()!.rev;
    if (head === this.rev) return;
    if (this.partitions.size > 0) {
      for (const { seq } of this.deletedEntries.iterate(this.rev)) this.drop(seq);
      for (const row of this.changedEntries.iterate(this.rev)) {
        this.drop(row.seq);
        const partition = this.partitions.get(row.agent_key);
        if (partition && row.bits) this.add(partition, row, row.bits);
      }
    }
    this.rev = head;
  }

  private partition(key: string): Partition {
    let partition = this.partitions.get(key);
    if (partition) {
      // Map order is the LRU order.
      this.partitions.delete(key);
      this.partitions.set(key, partition);
      return partition;
    }
    partition = new Partition(this.wordsPerVector);
    for (const row of this.loadPartition.iterate(key)) if (row.bits) this.add(partition, row, row.bits);
    this.partitions.set(key, partition);
    return partition;
  }

  /**
   * Drops least recently searched partitions while over budget: too many vectors (loads and
   * catching up both add), or too many partitions (agents without vectors cost a little too).
   */
  private evict(keep: Partition): void {
    for (const [key, old] of this.partitions) {
      if ((this.cached <= this.maxVectors && this.partitions.size <= MAX_PARTITIONS) || old === keep) break;
      this.partitions.delete(key);
      for (const seq of old.heldSeqs()) this.partitionOfSeq.delete(seq);
      this.cached -= old.live;
    }
  }

  /**
   * Seqs of the `count` entries matching `filter` whose sign bits are nearest to `query` by Hamming
   * distance (all of them when fewer match). Entries tied at the cut-off distance are taken in
   * slot order. Must run inside a read transaction.
   */
  candidates(filter: IndexFilter, query: Uint32Array, count: number): number[] {
    this.catchUp();
    const p = this.partition(agentKey(filter.mode, filter.agentId));
    this.evict(p);
    let namespace = -1;
    if (filter.namespace !== undefined) {
      const id = p.namespaceId(namespaceKey(filter.namespace));
      if (id === undefined) return [];
      namespace = id;
    }
    const types = mask(MEMORY_TYPES, filter.types);
    const lanes = mask(MEMORY_LANES, filter.lanes);
    const openAt = filter.openAt;
    const startedBy = filter.startedBy ?? Infinity;
    const skipFlags = (filter.includeArchived ? DEAD : DEAD | ARCHIVED) | (openAt !== undefined ? RETRACTED : 0);
    const open = openAt ?? -Infinity;
    const W = this.wordsPerVector;
    const words = p.words;
    const distance = new Uint16Array(p.size);
    const histogram = new Uint32Array(W * 32 + 1);
    let matching = 0;
    for (let slot = 0, offset = 0; slot < p.size; slot++, offset += W) {
      if (
        p.flags[slot] & skipFlags ||
        ((types >>> p.types[slot]) & 1) === 0 ||
        ((lanes >>> p.lanes[slot]) & 1) === 0 ||
        (namespace >= 0 && p.namespaces[slot] !== namespace) ||
        p.validTo[slot] <= open ||
        p.expiresAt[slot] <= open ||
        p.validFrom[slot] > startedBy
      ) {
        distance[slot] = EXCLUDED;
        continue;
      }
      let d = 0;
      for (let w = 0; w < W; w++) d += popcount32(words[offset + w] ^ query[w]);
      distance[slot] = d;
      histogram[d]++;
      matching++;
    }
    const wanted = Math.min(count, matching);
    // The cut-off: the smallest distance at which `wanted` entries are reached.
    let cutoff = 0;
    for (let below = 0; cutoff < histogram.length; cutoff++) {
      below += histogram[cutoff];
      if (below >= wanted) break;
    }
    const picked: number[] = [];
    let atCutoff = wanted;
    for (let d = 0; d < cutoff; d++) atCutoff -= histogram[d];
    for (let slot = 0; slot < p.size && picked.length < wanted; slot++) {
      const d = distance[slot];
      if (d < cutoff) picked.push(p.seqs[slot]);
      else if (d === cutoff && atCutoff > 0) {
        picked.push(p.seqs[slot]);
        atCutoff--;
      }
    }
    return picked;
  }
}
