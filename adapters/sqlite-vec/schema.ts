import type Database from "better-sqlite3";

/** "none": exact float cosine over every vector. "bit": 1-bit preselection, then exact rescoring. */
export type Quantization = "none" | "bit";

/**
 * The tables share one integer key (`seq`):
 * - vi_entries: the id and filter fields of every entry, with or without a vector. Source of
 *   truth for lexical filters, count and id lookup.
 * - vi_text: FTS5 over the text, contentless (the text is not stored twice; bm25() needs only the
 *   index) with contentless_delete so rows can be replaced. porter + unicode61: whole-word,
 *   stemmed, diacritic-insensitive matching; never substrings.
 * - vi_vectors: sqlite-vec vec0, brute-force KNN: exact cosine over float vectors, or Hamming
 *   distance over 1-bit vectors (quantization "bit"). Partitioned by agent_key, so a query scans
 *   only that agent's vectors; namespace, type, lane and archived are metadata columns, which
 *   vec0 filters during the scan, so the top k is cut after filtering.
 * - vi_floats (quantization "bit" only): the full float vectors, for exact rescoring of the
 *   candidates that the 1-bit vectors in vi_vectors preselect by Hamming distance.
 *
 * chunk_size: vec0 allocates vectors and metadata a chunk at a time per partition, so every agent
 * with at least one vector costs a whole chunk on disk, and every chunk adds a fixed cost to each
 * query (blob and metadata reads). Measured at 384 dimensions: float vectors with chunk 128 cost
 * 208 KB per agent (1.6 MB with chunk 1024) and scan 100,000 vectors within about 5% of chunk
 * 1024's time. 1-bit vectors are 32× smaller, so chunk 2048 costs 230 KB per agent, and cuts
 * the 100,000-vector query from 28 ms (chunk 128) to 10 ms (p50).
 */
export function defaultChunkSize(quantization: Quantization): number {
  return quantization === "bit" ? 2048 : 128;
}

export function createSchema(db: Database.Database, dimension: number, chunkSize: number, quantization: Quantization): void {
  const column = quantization === "bit" ? `embedding bit[${dimension}]` : `embedding float[${dimension}] distance_metric=cosine`;
  db.exec(`
    CREATE TABLE IF NOT EXISTS vi_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS vi_entries (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      agent_key TEXT NOT NULL,
      namespace TEXT NOT NULL,
      type TEXT NOT NULL,
      lane TEXT NOT NULL,
      archived INTEGER NOT NULL,
      created_at INTEGER NOT NULL,
      has_vector INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS vi_entries_filter ON vi_entries (agent_key, namespace, type, lane, archived);
    CREATE VIRTUAL TABLE IF NOT EXISTS vi_text USING fts5(
      text, content='', contentless_delete=1, tokenize='porter unicode61 remove_diacritics 2'
    );
    CREATE VIRTUAL TABLE IF NOT EXISTS vi_vectors USING vec0(
      seq INTEGER PRIMARY KEY,
      agent_key TEXT PARTITION KEY,
      ${column},
      namespace TEXT,
      type TEXT,
      lane TEXT,
      archived INTEGER,
      chunk_size=${chunkSize}
    );
  `);
  if (quantization === "bit") db.exec("CREATE TABLE IF NOT EXISTS vi_floats (seq INTEGER PRIMARY KEY, vector BLOB NOT NULL)");
}

/**
 * A file keeps the dimension (and, when given, the embedder model) it was created with: vectors
 * of another length cannot be stored, and vectors of another model are not comparable.
 */
export function checkMeta(db: Database.Database, key: string, expected: string): void {
  db.prepare("INSERT OR IGNORE INTO vi_meta (key, value) VALUES (?, ?)").run(key, expected);
  const row = db.prepare("SELECT value FROM vi_meta WHERE key = ?").get(key) as { value: string };
  if (row.value !== expected) {
    throw new Error(`vector index was created with ${key} ${row.value}, opened with ${expected}; re-index into a new file`);
  }
}
