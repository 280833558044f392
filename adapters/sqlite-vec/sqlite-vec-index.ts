import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import * as sqliteVec from "sqlite-vec";
import {
  checkDimension,
  checkK,
  clampSimilarity,
  normaliseBm25,
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
import { checkMeta, createSchema, defaultChunkSize, type Quantization } from "./schema.ts";

export interface SqliteVecIndexOptions {
  /** Database file; created with its directory when missing. ":memory:" works for tests. */
  file: string;
  /** Entries per vector; fixed for the life of the file. */
  dimension: number;
  /** Embedder model name; when given, recorded on first open and checked on every later open. */
  model?: string;
  /** vec0 chunk size (multiple of 8, at most 4096); default by quantization, see schema.ts. */
  chunkSize?: number;
  /**
   * "none" (default): exact float cosine, recall 1.0, cost linear in vectors × dimension
   * (k=10 over 100,000 × 384: p50 47 ms, p95 52 ms on a 2-vCPU server; 10,000: 5 ms).
   * "bit": 1-bit vectors preselect max(100, 10·k) candidates by Hamming distance, which are then
   * rescored with exact cosine: k=10 over 100,000: p50 10 ms, p95 16 ms, at a recall@10 that
   * depends on the data (0.97 on bench/memory's synthetic memories). vec0's cost grows with k
   * (k=50: 37 ms), so it pays off for small k. Needs a dimension divisible by 8. Fixed for the
   * life of the file.
   */
  quantization?: Quantization;
}

/** Candidates preselected by Hamming distance per requested hit, and at least this many. */
const BIT_CANDIDATES_PER_HIT = 10;
const BIT_MIN_CANDIDATES = 100;
/** vec0's cap on k. */
const VEC0_MAX_K = 4096;

/** Largest memory map SQLite may use; it only reserves address space, pages load on demand. */
const MMAP_BYTES = 2 ** 31;

type Statement = Database.Statement<SqlParam[]>;

function blob(vector: Float32Array): Buffer {
  // A view on the same memory: no copy, and correct for subarrays (byteOffset != 0).
  return Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength);
}

/**
 * The embedded VectorIndex: sqlite-vec for vectors, FTS5 for words, one SQLite file (see
 * schema.ts). better-sqlite3 is synchronous, so every operation runs to completion before the next
 * starts and each write call is one transaction.
 */
export class SqliteVecIndex implements VectorIndex {
  readonly kind = "sqlite-vec";
  private readonly statements = new Map<string, Statement>();

  constructor(
    private readonly db: Database.Database,
    readonly dimension: number,
    private readonly quantization: Quantization = "none",
  ) {}

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

  /** Removes the FTS and vector rows of an entry; the entries row is the caller's business. */
  private dropIndexed(seq: number): void {
    this.statement("DELETE FROM vi_text WHERE rowid = ?").run(seq);
    this.statement("DELETE FROM vi_vectors WHERE seq = ?").run(BigInt(seq));
    if (this.quantization === "bit") this.statement("DELETE FROM vi_floats WHERE seq = ?").run(seq);
  }

  private writeEntry(entry: IndexEntry): void {
    const hasVector = entry.vector !== undefined && squaredNorm(entry.vector) > 0;
    const namespace = namespaceKey(entry.namespace);
    const key = agentKey(entry.mode, entry.agentId);
    const archived = entry.archived ? 1 : 0;
    const fields: SqlParam[] = [key, namespace, entry.type, entry.lane, archived, entry.createdAt, hasVector ? 1 : 0];
    let seq = this.seqOf(entry.id);
    if (seq === undefined) {
      const result = this.statement(
        "INSERT INTO vi_entries (id, agent_key, namespace, type, lane, archived, created_at, has_vector) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      ).run(entry.id, ...fields);
      seq = Number(result.lastInsertRowid);
    } else {
      // Keep the seq, replace everything else: vec0 cannot move a row to another partition in
      // place, so the indexed rows are deleted and written again.
      this.statement(
        "UPDATE vi_entries SET agent_key = ?, namespace = ?, type = ?, lane = ?, archived = ?, created_at = ?, has_vector = ? WHERE seq = ?",
      ).run(...fields, seq);
      this.dropIndexed(seq);
    }
    this.statement("INSERT INTO vi_text (rowid, text) VALUES (?, ?)").run(seq, entry.text);
    if (hasVector && entry.vector) {
      const embedding = this.quantization === "bit" ? "vec_quantize_binary(?)" : "?";
      this.statement(
        `INSERT INTO vi_vectors (seq, agent_key, embedding, namespace, type, lane, archived) VALUES (?, ?, ${embedding}, ?, ?, ?, ?)`,
      ).run(BigInt(seq), key, blob(entry.vector), namespace, entry.type, entry.lane, BigInt(archived));
      if (this.quantization === "bit") this.statement("INSERT INTO vi_floats (seq, vector) VALUES (?, ?)").run(seq, blob(entry.vector));
    }
  }

  async upsert(entries: readonly IndexEntry[]): Promise<void> {
    // Validate everything first: a bad entry must not leave half a batch written.
    for (const entry of entries) if (entry.vector) checkDimension(entry.vector, this.dimension);
    this.db.transaction(() => {
      for (const entry of entries) this.writeEntry(entry);
    })();
  }

  async setArchived(id: string, archived: boolean): Promise<boolean> {
    const flag = archived ? 1 : 0;
    return this.db.transaction(() => {
      const seq = this.seqOf(id);
      if (seq === undefined) return false;
      this.statement("UPDATE vi_entries SET archived = ? WHERE seq = ?").run(flag, seq);
      this.statement("UPDATE vi_vectors SET archived = ? WHERE seq = ?").run(BigInt(flag), BigInt(seq));
      return true;
    })();
  }

  async knn(query: KnnQuery): Promise<KnnHit[]> {
    checkK(query.k);
    checkDimension(query.vector, this.dimension);
    // The zero vector has no direction: cosine distance to it is undefined (vec0 answers NULL).
    if (squaredNorm(query.vector) === 0) return [];
    const filter = filterSql(query.filter, "v");
    const vector = blob(query.vector);
    let rows: { id: string; distance: number }[];
    if (this.quantization === "bit") {
      // Preselect by Hamming distance, then order the candidates by exact cosine.
      const candidates = Math.min(VEC0_MAX_K, Math.max(BIT_MIN_CANDIDATES, BIT_CANDIDATES_PER_HIT * query.k));
      const sql =
        `WITH hits AS MATERIALIZED (SELECT v.seq FROM vi_vectors v WHERE v.embedding MATCH vec_quantize_binary(?) AND v.k = ?${filter.where}), ` +
        "scored AS MATERIALIZED (SELECT f.seq, vec_distance_cosine(f.vector, ?) AS distance FROM hits JOIN vi_floats f ON f.seq = hits.seq) " +
        "SELECT e.id, scored.distance FROM scored JOIN vi_entries e ON e.seq = scored.seq ORDER BY scored.distance, e.id LIMIT ?";
      rows = this.statement(sql).all(vector, BigInt(candidates), ...filter.params, vector, query.k) as typeof rows;
    } else {
      // MATERIALIZED keeps the KNN query whole, so vec0 sees MATCH, k and every filter together.
      const sql =
        `WITH hits AS MATERIALIZED (SELECT v.seq, v.distance FROM vi_vectors v WHERE v.embedding MATCH ? AND v.k = ?${filter.where}) ` +
        "SELECT e.id, hits.distance FROM hits JOIN vi_entries e ON e.seq = hits.seq ORDER BY hits.distance, e.id";
      rows = this.statement(sql).all(vector, BigInt(query.k), ...filter.params) as typeof rows;
    }
    // Cosine distance is 1 - cos.
    return rows.map((row) => ({ id: row.id, similarity: clampSimilarity(1 - row.distance) }));
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
      for (const id of new Set(ids)) {
        const seq = this.seqOf(id);
        if (seq === undefined) continue;
        this.dropIndexed(seq);
        this.statement("DELETE FROM vi_entries WHERE seq = ?").run(seq);
        removed++;
      }
      return removed;
    })();
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
  const quantization = options.quantization ?? "none";
  if (quantization === "bit" && dimension % 8 !== 0) {
    throw new RangeError(`quantization "bit" needs a dimension divisible by 8, got ${dimension}`);
  }
  const chunkSize = options.chunkSize ?? defaultChunkSize(quantization);
  if (!Number.isInteger(chunkSize) || chunkSize < 8 || chunkSize > 4096 || chunkSize % 8 !== 0) {
    throw new RangeError(`chunkSize must be a multiple of 8 in 8..4096, got ${chunkSize}`);
  }
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = FULL");
    // Brute-force KNN reads every vector of the partition; through a memory map that costs about
    // a third less than through SQLite's page cache (64 → 41 ms measured at 100,000 × 384).
    db.pragma(`mmap_size = ${MMAP_BYTES}`);
    sqliteVec.load(db);
    createSchema(db, dimension, chunkSize, quantization);
    checkMeta(db, "dimension", String(dimension));
    checkMeta(db, "quantization", quantization);
    if (options.model !== undefined) checkMeta(db, "model", options.model);
  } catch (err) {
    db.close();
    throw err;
  }
  return new SqliteVecIndex(db, dimension, quantization);
}
