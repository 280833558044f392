import type Database from "better-sqlite3";
import { OPEN_END } from "../../core/ports/vector-index.ts";
import { packSigns } from "./sign-bits.ts";

/**
 * "none": exact float cosine over every vector (vec0). "bit": sign bits preselect candidates by
 * Hamming distance in process memory (hamming-cache.ts), which are then rescored with exact cosine.
 */
export type Quantization = "none" | "bit";

/**
 * The tables share one integer key (`seq`):
 * - vi_entries: the id and filter fields of every entry, with or without a vector. Source of
 *   truth for lexical filters, count and id lookup. `rev` is the revision of the write that last
 *   touched the row (see HEAD_REV_SQL).
 * - vi_tombstones: seq and revision of deleted entries, so that a process holding entries in
 *   memory learns of deletions by other processes. A seq written again loses its tombstone.
 * - vi_text: FTS5 over the text, contentless (the text is not stored twice; bm25() needs only the
 *   index) with contentless_delete so rows can be replaced. porter + unicode61: whole-word,
 *   stemmed, diacritic-insensitive matching; never substrings.
 * - vi_vectors (quantization "none"): sqlite-vec vec0, brute-force exact cosine KNN. Partitioned
 *   by agent_key, so a query scans only that agent's vectors; namespace, type, lane and archived
 *   are metadata columns, which vec0 filters during the scan, so the top k is cut after filtering.
 * - vi_floats (quantization "bit"): the float vectors, for exact rescoring, and their packed sign
 *   bits (sign-bits.ts), which hamming-cache.ts loads per agent.
 *
 * chunk_size (vec0 only): vec0 allocates vectors and metadata a chunk at a time per partition, so
 * every agent with at least one vector costs a whole chunk on disk, and every chunk adds a fixed
 * cost to each query. Measured at 384 dimensions: chunk 128 costs 208 KB per agent (1.6 MB with
 * chunk 1024) and scans 100,000 vectors within about 5% of chunk 1024's time.
 */
export const DEFAULT_CHUNK_SIZE = 128;

/**
 * The newest revision in the file: every write transaction stamps the rows it touches with this
 * plus one. Both maxima come from indexes.
 */
export const HEAD_REV_SQL =
  "SELECT max(coalesce((SELECT max(rev) FROM vi_entries), 0), coalesce((SELECT max(rev) FROM vi_tombstones), 0)) AS rev";

export function createSchema(db: Database.Database, dimension: number, chunkSize: number, quantization: Quantization): void {
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
      has_vector INTEGER NOT NULL,
      rev INTEGER NOT NULL DEFAULT 0,
      ${LIFECYCLE_COLUMNS.map((c) => `${c.name} INTEGER NOT NULL DEFAULT ${c.fallback}`).join(",\n      ")}
    );
    CREATE INDEX IF NOT EXISTS vi_entries_filter ON vi_entries (agent_key, namespace, type, lane, archived);
    CREATE TABLE IF NOT EXISTS vi_tombstones (seq INTEGER PRIMARY KEY, rev INTEGER NOT NULL);
    CREATE INDEX IF NOT EXISTS vi_tombstones_rev ON vi_tombstones (rev);
    CREATE VIRTUAL TABLE IF NOT EXISTS vi_text USING fts5(
      text, content='', contentless_delete=1, tokenize='porter unicode61 remove_diacritics 2'
    );
  `);
  if (quantization === "bit") {
    db.exec("CREATE TABLE IF NOT EXISTS vi_floats (seq INTEGER PRIMARY KEY, vector BLOB NOT NULL, bits BLOB NOT NULL)");
  } else {
    db.exec(`
      CREATE VIRTUAL TABLE IF NOT EXISTS vi_vectors USING vec0(
        seq INTEGER PRIMARY KEY,
        agent_key TEXT PARTITION KEY,
        embedding float[${dimension}] distance_metric=cosine,
        namespace TEXT,
        type TEXT,
        lane TEXT,
        archived INTEGER,
        ${LIFECYCLE_COLUMNS.map((c) => `${c.name} INTEGER`).join(",\n        ")},
        chunk_size=${chunkSize}
      );
    `);
  }
}

/**
 * Validity columns (filter-sql.ts: openAt, startedBy), in vi_entries and as vec0 metadata. vec0
 * metadata cannot be NULL, so "open" (no end, no expiry) is OPEN_END everywhere. Rows written
 * before these columns existed get what they meant then: valid from when stored, open, never retracted.
 */
export const LIFECYCLE_COLUMNS = [
  { name: "valid_from", fallback: 0, backfill: "created_at" },
  { name: "valid_to", fallback: OPEN_END, backfill: String(OPEN_END) },
  { name: "expires_at", fallback: OPEN_END, backfill: String(OPEN_END) },
  { name: "retracted", fallback: 0, backfill: "0" },
] as const;

/**
 * vec0 tables cannot gain columns nor be renamed: a table made before the validity columns is
 * copied aside, made again with them and filled back, vectors as stored (nothing re-embedded).
 */
function upgradeVectorTable(db: Database.Database): void {
  const sql = (db.prepare("SELECT sql FROM sqlite_schema WHERE name = 'vi_vectors'").get() as { sql: string } | undefined)?.sql;
  if (!sql || sql.includes("valid_to")) return;
  const dimension = /float\[(\d+)\]/.exec(sql)?.[1];
  const chunk = /chunk_size=(\d+)/.exec(sql)?.[1] ?? String(DEFAULT_CHUNK_SIZE);
  db.exec("CREATE TEMP TABLE vi_vectors_old AS SELECT seq, agent_key, embedding, namespace, type, lane, archived FROM vi_vectors");
  db.exec("DROP TABLE vi_vectors");
  db.exec(`
    CREATE VIRTUAL TABLE vi_vectors USING vec0(
      seq INTEGER PRIMARY KEY, agent_key TEXT PARTITION KEY, embedding float[${dimension}] distance_metric=cosine,
      namespace TEXT, type TEXT, lane TEXT, archived INTEGER,
      ${LIFECYCLE_COLUMNS.map((c) => `${c.name} INTEGER`).join(", ")}, chunk_size=${chunk}
    )`);
  db.exec(
    `INSERT INTO vi_vectors (seq, agent_key, embedding, namespace, type, lane, archived, ${LIFECYCLE_COLUMNS.map((c) => c.name).join(", ")}) ` +
      `SELECT o.seq, o.agent_key, o.embedding, o.namespace, o.type, o.lane, o.archived, ${LIFECYCLE_COLUMNS.map((c) => `e.${c.name}`).join(", ")} ` +
      "FROM vi_vectors_old o JOIN vi_entries e ON e.seq = o.seq",
  );
  db.exec("DROP TABLE vi_vectors_old");
}

function hasColumn(db: Database.Database, table: string, column: string): boolean {
  return (db.prepare(`SELECT name FROM pragma_table_info('${table}')`).all() as { name: string }[]).some((c) => c.name === column);
}

/**
 * Brings a file written by an earlier version to the current layout, in one transaction: adds the
 * revision column (existing rows get revision 0), and in quantization "bit" replaces vec0's 1-bit
 * table by sign bits computed from the stored float vectors. Nothing is re-embedded.
 */
export function upgradeLayout(db: Database.Database, quantization: Quantization): void {
  // IMMEDIATE: two processes opening the same old file must not both try to upgrade it.
  db.transaction(() => {
    if (!hasColumn(db, "vi_entries", "rev")) db.exec("ALTER TABLE vi_entries ADD COLUMN rev INTEGER NOT NULL DEFAULT 0");
    db.exec("CREATE INDEX IF NOT EXISTS vi_entries_rev ON vi_entries (rev)");
    for (const c of LIFECYCLE_COLUMNS) {
      if (hasColumn(db, "vi_entries", c.name)) continue;
      db.exec(`ALTER TABLE vi_entries ADD COLUMN ${c.name} INTEGER NOT NULL DEFAULT ${c.fallback}`);
      db.exec(`UPDATE vi_entries SET ${c.name} = ${c.backfill}`);
    }
    if (quantization === "none") upgradeVectorTable(db);
    if (quantization !== "bit" || hasColumn(db, "vi_floats", "bits")) return;
    db.exec("ALTER TABLE vi_floats ADD COLUMN bits BLOB");
    const update = db.prepare("UPDATE vi_floats SET bits = ? WHERE seq = ?");
    // In batches: a million float vectors would not fit in memory at once.
    const batch = db.prepare("SELECT seq, vector FROM vi_floats WHERE seq > ? ORDER BY seq LIMIT 1000");
    for (let after = -Infinity; ; ) {
      const rows = batch.all(after) as { seq: number; vector: Buffer }[];
      if (rows.length === 0) break;
      for (const row of rows) {
        const vector = new Float32Array(row.vector.buffer.slice(row.vector.byteOffset, row.vector.byteOffset + row.vector.byteLength));
        const bits = packSigns(vector);
        update.run(Buffer.from(bits.buffer, bits.byteOffset, bits.byteLength), row.seq);
      }
      after = rows[rows.length - 1]!.seq;
    }
    db.exec("DROP TABLE IF EXISTS vi_vectors");
  }).immediate();
}

/**
 * A file keeps the dimension (and, when given, the embedder model) it was created with: vectors
 * of another length cannot be stored, and vectors of another model are not comparable.
 */
export function checkMeta(db: Database.Database, key: string, expected: string): void {
  db.prepare("INSERT OR IGNORE INTO vi_meta (key, value) VALUES (?, ?)").run(key, expected);
  const row = db.prepare("SELECT value FROM vi_meta WHERE key = ?").get(key) as { value: string };
  if (row.value !== expected) {
    // The store holds every memory: the index can always be rebuilt, under the new model, from it.
    throw new Error(
      `vector index was created with ${key} ${row.value}, opened with ${expected}; with Berth stopped, run ` +
        "`npx berth memory reindex --fresh` to re-embed every memory into a new index (or configure the embedder that made it)",
    );
  }
}

/** The quantization a file was created with; undefined for a new file. */
export function recordedQuantization(db: Database.Database): Quantization | undefined {
  db.exec("CREATE TABLE IF NOT EXISTS vi_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
  const row = db.prepare("SELECT value FROM vi_meta WHERE key = 'quantization'").get() as { value: string } | undefined;
  if (row === undefined) return undefined;
  if (row.value !== "none" && row.value !== "bit") throw new Error(`vector index has an unknown quantization ${row.value}`);
  return row.value;
}
