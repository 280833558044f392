import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import * as sqliteVec from "sqlite-vec";
import {
  checkDimension,
  checkK,
  clampSimilarity,
  normaliseBm25,
  OPEN_END,
  squaredNorm,
  type IndexEntry,
  type IndexFilter,
  type KnnHit,
  type KnnQuery,
  type LexicalHit,
  type LexicalQuery,
  type VectorIndex,
} from "../../core/ports/vector-index.ts";
import { agentKey, filterSql, namespaceKey, type SqlParam } from "./filter-sql.ts";
import { toFtsQuery } from "./fts-query.ts";
import { HammingCache } from "./hamming-cache.ts";
import { checkMeta, createSchema, recordedQuantization, DEFAULT_CHUNK_SIZE, HEAD_REV_SQL, upgradeLayout, type Quantization } from "./schema.ts";
import { asWords, packSigns, signWords } from "./sign-bits.ts";

export interface SqliteVecIndexOptions {
  /** Database file; created with its directory when missing. ":memory:" works for tests. */
  file: string;
  /** Entries per vector; fixed for the life of the file. */
  dimension: number;
  /** Embedder model name; when given, recorded on first open and checked on every later open. */
  model?: string;
  /** vec0 chunk size for quantization "none" (multiple of 8, at most 4096); see schema.ts. */
  chunkSize?: number;
  /**
   * How kNN searches; fixed for the life of the file. Absent: the file's, or "bit" for a new file.
   * "bit" (default): sign bits of the agent's vectors, held in memory, preselect max(100, 10·k)
   * candidates by Hamming distance, which are rescored with exact cosine. k=50 over 100,000 × 384:
   * p50 6-9 ms, p95 9-10 ms on a 2-vCPU server, at a recall that depends on the data (recall@10
   * 0.97 at k=10 on bench/memory's synthetic memories). The first search of an agent loads its
   * bits (100,000: about 0.4 s, 10 MB).
   * "none": vec0's exact float cosine over every vector, recall 1.0, cost linear in vectors ×
   * dimension and growing with k (k=10 over 100,000 × 384: p50 47 ms; 10,000: 5 ms).
   */
  quantization?: Quantization;
  /** Quantization "bit": most vectors held in memory, over all agents (default 1,000,000). */
  cachedVectors?: number;
}

/** Candidates preselected by Hamming distance per requested hit, and at least this many. */
const BIT_CANDIDATES_PER_HIT = 10;
const BIT_MIN_CANDIDATES = 100;
const DEFAULT_CACHED_VECTORS = 1_000_000;

/** Largest memory map SQLite may use; it only reserves address space, pages load on demand. */
const MMAP_BYTES = 2 ** 31;

type Statement = Database.Statement<SqlParam[]>;

/** valid_from, valid_to, expires_at, retracted as the columns hold them (schema.ts LIFECYCLE_COLUMNS). */
function lifecycleValues(entry: IndexEntry): [number, number, number, number] {
  return [entry.validFrom ?? entry.createdAt, entry.validTo ?? OPEN_END, entry.expiresAt ?? OPEN_END, entry.retracted ? 1 : 0];
}

function blob(vector: Float32Array | Uint8Array): Buffer {
  // A view on the same memory: no copy, and correct for subarrays (byteOffset != 0).
  return Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength);
}

/**
 * The embedded VectorIndex: sqlite-vec for vectors, FTS5 for words, one SQLite file (see
 * schema.ts). better-sqlite3 is synchronous, so every operation runs to completion before the next
 * starts and each write call is one transaction. Write transactions are IMMEDIATE (take the write
 * lock at BEGIN, waiting up to better-sqlite3's 5 s busy timeout): the revision they stamp is read
 * inside them, and must be the file's newest even when another process writes the same file.
 */
export class SqliteVecIndex implements VectorIndex {
  readonly kind = "sqlite-vec";
  private readonly statements = new Map<string, Statement>();
  private readonly hamming: HammingCache | undefined;

  constructor(
    private readonly db: Database.Database,
    readonly dimension: number,
    readonly quantization: Quantization,
    cachedVectors = DEFAULT_CACHED_VECTORS,
  ) {
    if (quantization === "bit") this.hamming = new HammingCache(db, signWords(dimension), cachedVectors);
  }

  private statement(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare<SqlParam[]>(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  private seqOf(id: string): number | undefined {
    const row = this.statement("SELECT seq FROM vi_entries WHERE id = ?").get(id) as { seq: number } | undefined;
    return row?.seq;
  }

  /** The revision a write transaction stamps on the rows it touches: one above the head. */
  private nextRev(): number {
    return (this.statement(HEAD_REV_SQL).get() as { rev: number }).rev + 1;
  }

  /** Removes the FTS and vector rows of an entry; the entries row is the caller's business. */
  private dropIndexed(seq: number): void {
    this.statement("DELETE FROM vi_text WHERE rowid = ?").run(seq);
    if (this.quantization === "bit") this.statement("DELETE FROM vi_floats WHERE seq = ?").run(seq);
    else this.statement("DELETE FROM vi_vectors WHERE seq = ?").run(BigInt(seq));
  }

  private writeEntry(entry: IndexEntry, rev: number): void {
    const hasVector = entry.vector !== undefined && squaredNorm(entry.vector) > 0;
    const namespace = namespaceKey(entry.namespace);
    const key = agentKey(entry.mode, entry.agentId);
    const archived = entry.archived ? 1 : 0;
    const life = lifecycleValues(entry);
    const fields: SqlParam[] = [key, namespace, entry.type, entry.lane, archived, entry.createdAt, hasVector ? 1 : 0, rev, ...life];
    let seq = this.seqOf(entry.id);
    if (seq === undefined) {
      const result = this.statement(
        "INSERT INTO vi_entries (id, agent_key, namespace, type, lane, archived, created_at, has_vector, rev, valid_from, valid_to, expires_at, retracted) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      ).run(entry.id, ...fields);
      seq = Number(result.lastInsertRowid);
      // SQLite may hand out the seq of a deleted last row again: the new entry replaces its tombstone.
      this.statement("DELETE FROM vi_tombstones WHERE seq = ?").run(seq);
    } else {
      // Keep the seq, replace everything else: vec0 cannot move a row to another partition in
      // place, so the indexed rows are deleted and written again.
      this.statement(
        "UPDATE vi_entries SET agent_key = ?, namespace = ?, type = ?, lane = ?, archived = ?, created_at = ?, has_vector = ?, rev = ?, valid_from = ?, valid_to = ?, expires_at = ?, retracted = ? WHERE seq = ?",
      ).run(...fields, seq);
      this.dropIndexed(seq);
    }
    this.statement("INSERT INTO vi_text (rowid, text) VALUES (?, ?)").run(seq, entry.text);
    if (!hasVector || !entry.vector) return;
    if (this.quantization === "bit") {
      this.statement("INSERT INTO vi_floats (seq, vector, bits) VALUES (?, ?, ?)").run(seq, blob(entry.vector), blob(packSigns(entry.vector)));
    } else {
      this.statement(
        "INSERT INTO vi_vectors (seq, agent_key, embedding, namespace, type, lane, archived, valid_from, valid_to, expires_at, retracted) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      ).run(BigInt(seq), key, blob(entry.vector), namespace, entry.type, entry.lane, BigInt(archived), ...life.map((v) => BigInt(v)));
    }
  }

  async upsert(entries: readonly IndexEntry[]): Promise<void> {
    // Validate everything first: a bad entry must not leave half a batch written.
    for (const entry of entries) if (entry.vector) checkDimension(entry.vector, this.dimension);
    this.db.transaction(() => {
      const rev = this.nextRev();
      for (const entry of entries) this.writeEntry(entry, rev);
    }).immediate();
  }

  async setArchived(id: string, archived: boolean): Promise<boolean> {
    const flag = archived ? 1 : 0;
    return this.db.transaction(() => {
      const seq = this.seqOf(id);
      if (seq === undefined) return false;
      this.statement("UPDATE vi_entries SET archived = ?, rev = ? WHERE seq = ?").run(flag, this.nextRev(), seq);
      if (this.quantization === "none") this.statement("UPDATE vi_vectors SET archived = ? WHERE seq = ?").run(BigInt(flag), BigInt(seq));
      return true;
    }).immediate();
  }

  async knn(query: KnnQuery): Promise<KnnHit[]> {
    checkK(query.k);
    checkDimension(query.vector, this.dimension);
    // The zero vector has no direction: cosine distance to it is undefined (vec0 answers NULL).
    if (squaredNorm(query.vector) === 0) return [];
    let rows: { id: string; distance: number; vector?: Buffer }[];
    const withVectors = query.withVectors === true;
    if (this.hamming) {
      rows = this.rescoredHammingHits(query, withVectors);
    } else {
      // MATERIALIZED keeps the KNN query whole, so vec0 sees MATCH, k and every filter together.
      const filter = filterSql(query.filter, "v");
      const sql =
        `WITH hits AS MATERIALIZED (SELECT v.seq, v.distance${withVectors ? ", v.embedding" : ""} FROM vi_vectors v WHERE v.embedding MATCH ? AND v.k = ?${filter.where}) ` +
        `SELECT e.id, hits.distance${withVectors ? ", hits.embedding AS vector" : ""} FROM hits JOIN vi_entries e ON e.seq = hits.seq ORDER BY hits.distance, e.id`;
      rows = this.statement(sql).all(blob(query.vector), BigInt(query.k), ...filter.params) as typeof rows;
    }
    // Cosine distance is 1 - cos.
    return rows.map((row) => ({
      id: row.id,
      similarity: clampSimilarity(1 - row.distance),
      ...(row.vector ? { vector: new Float32Array(row.vector.buffer.slice(row.vector.byteOffset, row.vector.byteOffset + row.vector.byteLength)) } : {}),
    }));
  }

  /**
   * Quantization "bit": candidates preselected by Hamming distance over the cached sign bits, then
   * ordered by exact cosine distance computed by sqlite-vec from the stored floats. One read
   * transaction, so the cache and the floats come from the same snapshot.
   */
  private rescoredHammingHits(query: KnnQuery, withVectors: boolean): { id: string; distance: number; vector?: Buffer }[] {
    const hamming = this.hamming!;
    const wanted = Math.max(BIT_MIN_CANDIDATES, BIT_CANDIDATES_PER_HIT * query.k);
    const sql =
      `SELECT e.id, vec_distance_cosine(f.vector, ?) AS distance${withVectors ? ", f.vector AS vector" : ""} FROM vi_floats f JOIN vi_entries e ON e.seq = f.seq ` +
      "WHERE f.seq IN (SELECT value FROM json_each(?)) ORDER BY distance, e.id LIMIT ?";
    return this.db.transaction(() => {
      const seqs = hamming.candidates(query.filter, asWords(packSigns(query.vector)), wanted);
      if (seqs.length === 0) return [];
      return this.statement(sql).all(blob(query.vector), JSON.stringify(seqs), query.k) as { id: string; distance: number; vector?: Buffer }[];
    })();
  }

  async lexical(query: LexicalQuery): Promise<LexicalHit[]> {
    checkK(query.k);
    const match = toFtsQuery(query.text);
    if (match === null) return [];
    const filter = filterSql(query.filter, "e");
    // bm25() is negative, lower is better. Filters join in before LIMIT, so k counts matches only.
    const sql =
      "SELECT e.id, bm25(vi_text) AS bm25_score FROM vi_text JOIN vi_entries e ON e.seq = vi_text.rowid " +
      `WHERE vi_text MATCH ?${filter.where} ORDER BY bm25_score, e.id LIMIT ?`;
    const rows = this.statement(sql).all(match, ...filter.params, query.k) as { id: string; bm25_score: number }[];
    return rows.map((row) => ({ id: row.id, score: normaliseBm25(-row.bm25_score) }));
  }

  async delete(ids: readonly string[]): Promise<number> {
    return this.db.transaction(() => {
      let removed = 0;
      // Read before anything is deleted: deleting the newest entry lowers the head revision.
      const rev = this.nextRev();
      for (const id of new Set(ids)) {
        const seq = this.seqOf(id);
        if (seq === undefined) continue;
        this.dropIndexed(seq);
        this.statement("DELETE FROM vi_entries WHERE seq = ?").run(seq);
        this.statement("INSERT OR REPLACE INTO vi_tombstones (seq, rev) VALUES (?, ?)").run(seq, rev);
        removed++;
      }
      return removed;
    }).immediate();
  }

  async count(filter: IndexFilter): Promise<number> {
    const where = filterSql(filter, "e");
    const row = this.statement(`SELECT count(*) AS n FROM vi_entries e WHERE 1${where.where}`).get(...where.params) as {
      n: number;
    };
    return row.n;
  }

  async ping(): Promise<void> {
    this.statement("SELECT vec_version()").get();
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}

/**
 * Opens (creating when missing) the index in `file`.
 * WAL lets searches run while a write commits. synchronous=FULL, as for the DocumentStore: the
 * index is derived from stored memories, but nothing re-indexes them after a power cut, so a
 * committed upsert must survive one. NORMAL would save an fsync per write and could lose the last
 * writes on power loss (never on a process crash).
 */
export async function openSqliteVecIndex(options: SqliteVecIndexOptions): Promise<SqliteVecIndex> {
  const { file, dimension } = options;
  if (!Number.isInteger(dimension) || dimension < 1 || dimension > 8192) {
    throw new RangeError(`dimension must be an integer in 1..8192, got ${dimension}`);
  }
  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK_SIZE;
  if (!Number.isInteger(chunkSize) || chunkSize < 8 || chunkSize > 4096 || chunkSize % 8 !== 0) {
    throw new RangeError(`chunkSize must be a multiple of 8 in 8..4096, got ${chunkSize}`);
  }
  const cachedVectors = options.cachedVectors ?? DEFAULT_CACHED_VECTORS;
  if (!Number.isInteger(cachedVectors) || cachedVectors < 1) {
    throw new RangeError(`cachedVectors must be a positive integer, got ${cachedVectors}`);
  }
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    switchToWal(db);
    db.pragma("synchronous = FULL");
    // Brute-force KNN reads every vector of the partition; through a memory map that costs about
    // a third less than through SQLite's page cache (64 → 41 ms measured at 100,000 × 384).
    db.pragma(`mmap_size = ${MMAP_BYTES}`);
    sqliteVec.load(db);
    const recorded = recordedQuantization(db);
    const quantization = options.quantization ?? recorded ?? "bit";
    // Checked before any table is made, so a refused open leaves the file as it was.
    checkMeta(db, "dimension", String(dimension));
    checkMeta(db, "quantization", quantization);
    if (options.model !== undefined) checkMeta(db, "model", options.model);
    createSchema(db, dimension, chunkSize, quantization);
    upgradeLayout(db, quantization);
    return new SqliteVecIndex(db, dimension, quantization, cachedVectors);
  } catch (err) {
    db.close();
    throw err;
  }
}

/**
 * Two processes opening one index file at the same moment (two instances started together on one
 * data folder) race for the switch to WAL, and SQLite answers the loser SQLITE_BUSY at once,
 * without its busy handler. Tried again for up to 5 s; only at open, so the short synchronous
 * waits hold no event loop that serves anything yet.
 */
function switchToWal(db: Database.Database): void {
  const deadline = Date.now() + 5_000;
  for (;;) {
    try {
      db.pragma("journal_mode = WAL");
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== "SQLITE_BUSY" || Date.now() > deadline) throw err;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    }
  }
}
