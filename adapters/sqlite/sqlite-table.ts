import type Database from "better-sqlite3";
import {
  DEFAULT_FIND_LIMIT,
  DuplicateKeyError,
  MAX_FIND_LIMIT,
  type CollectionSpec,
  type FindQuery,
  type IndexValue,
  type Page,
  type Range,
  type Stored,
  type Where,
} from "../../core/ports/document-store.ts";
import { decodeCursor, encodeCursor } from "../../core/ports/cursor.ts";

type Row = { id: string; version: number; doc: string };
type SqlValue = string | number | null;

const NAME = /^[A-Za-z][A-Za-z0-9_]{0,62}$/;

function checkName(kind: string, name: string): string {
  if (!NAME.test(name)) throw new Error(`invalid ${kind} name ${JSON.stringify(name)}`);
  return name;
}

function isRange(value: IndexValue | Range): value is Range {
  return typeof value === "object" && value !== null;
}

function isUniqueViolation(err: unknown): boolean {
  return err instanceof Error && "code" in err && String((err as { code: unknown }).code).startsWith("SQLITE_CONSTRAINT");
}

/** A table (or a generated column) the statement names does not exist yet: nothing was ever written there. */
export function isMissingSchema(err: unknown): boolean {
  return err instanceof Error && /no such (table|column)/.test(err.message);
}

function tableName(spec: CollectionSpec): string {
  return `c_${checkName("collection", spec.name)}`;
}

function column(field: string): string {
  return field === "id" ? "id" : `"f_${field}"`;
}

function indexedFields(spec: CollectionSpec): string[] {
  const fields = new Set<string>();
  for (const index of spec.indexes ?? []) for (const field of index.fields) if (checkName("field", field) !== "id") fields.add(field);
  return [...fields];
}

/** What a field's column holds: json_extract(doc, '$.field') of the stored document, computed in JS. */
function columnValue(doc: object, field: string): SqlValue {
  return sqlValue((doc as Record<string, unknown>)[field]);
}

/** A value as SQLite holds it: json_extract's answer for that value in a stored document (SQLite has no boolean: 1/0). */
function sqlValue(value: unknown): SqlValue {
  if (value === undefined || value === null) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  // JSON has no Infinity or NaN: the stored document holds null there.
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string") return value;
  // Whatever JSON.stringify makes of it (a Date's toJSON gives a string, a function nothing):
  // a scalar is extracted as that scalar, an object or array as its JSON text.
  const json = JSON.stringify(value) as string | undefined;
  if (json === undefined) return null;
  const parsed: unknown = JSON.parse(json);
  return typeof parsed === "object" && parsed !== null ? json : sqlValue(parsed);
}

/** A table's indexed-field columns, and whether they are generated ones (tables made before plain columns). */
function indexColumns(db: Database.Database, table: string): { fields: string[]; generated: boolean } {
  const columns = (db.prepare(`PRAGMA table_xinfo("${table}")`).all() as { name: string; hidden: number }[]).filter((c) => c.name.startsWith("f_"));
  return { fields: columns.map((c) => c.name.slice(2)), generated: columns.some((c) => c.hidden === 2 || c.hidden === 3) };
}

/**
 * Creates a collection's table, one column per indexed field (so indexes and queries work on
 * plain columns) and its indexes, where missing. Idempotent; runs on the write connection inside
 * a transaction.
 *
 * The columns are ordinary ones the table writes with each document. Tables made by earlier
 * versions have generated columns (json_extract of the document) instead and keep them: those
 * work the same but cost more to write, since any change of the document recomputes and rewrites
 * every index. A field added later becomes a column of the table's kind, filled from the documents.
 */
export function ensureTable(db: Database.Database, spec: CollectionSpec): void {
  const table = tableName(spec);
  const fields = indexedFields(spec);
  const exists = db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?").get(table) !== undefined;
  if (!exists) {
    db.exec(`CREATE TABLE "${table}" (id TEXT PRIMARY KEY, version INTEGER NOT NULL, doc TEXT NOT NULL${fields.map((f) => `, ${column(f)}`).join("")})`);
  } else {
    const existing = indexColumns(db, table);
    const generated = existing.generated;
    for (const field of fields) {
      if (existing.fields.includes(field)) continue;
      if (generated) {
        db.exec(`ALTER TABLE "${table}" ADD COLUMN ${column(field)} GENERATED ALWAYS AS (json_extract(doc, '$.${field}')) VIRTUAL`);
      } else {
        db.exec(`ALTER TABLE "${table}" ADD COLUMN ${column(field)}`);
        db.exec(`UPDATE "${table}" SET ${column(field)} = json_extract(doc, '$.${field}')`);
      }
    }
  }
  for (const index of spec.indexes ?? []) {
    const cols = index.fields.map(column).join(", ");
    const indexName = `i_${spec.name}_${index.fields.join("_")}${index.unique ? "_u" : ""}`;
    db.exec(`CREATE ${index.unique ? "UNIQUE " : ""}INDEX IF NOT EXISTS "${indexName}" ON "${table}" (${cols})`);
  }
}

/**
 * One collection's statements on one connection: reads on the read connection, writes on the
 * write connection (inside a transaction). Statements are prepared on first use and kept: queries
 * repeat with other values, and preparing is most of their cost.
 */
export class SqliteTable<T extends object> {
  private readonly table: string;
  private readonly fields = new Set<string>(["id"]);
  /** Fields with a unique index of their own: an equality on one finds at most one document. */
  private readonly uniqueFields = new Set<string>(["id"]);
  private readonly prepared = new Map<string, Database.Statement>();
  /** The indexed fields whose columns writes fill (none while the table has generated ones). */
  private written: string[] | null = null;
  /** The schema version `written` was read at. */
  private writtenAt = -1;

  constructor(
    private readonly db: Database.Database,
    readonly name: string,
    spec: CollectionSpec,
  ) {
    this.table = tableName(spec);
    for (const index of spec.indexes ?? []) {
      for (const field of index.fields) this.fields.add(checkName("field", field));
      if (index.unique && index.fields.length === 1) this.uniqueFields.add(index.fields[0]!);
    }
  }

  private statement(sql: string): Database.Statement {
    let stmt = this.prepared.get(sql);
    if (!stmt) {
      stmt = this.db.prepare(sql);
      if (this.prepared.size < 500) this.prepared.set(sql, stmt);
    }
    return stmt;
  }

  private indexedColumn(field: string): string {
    if (!this.fields.has(field)) throw new Error(`field ${field} of ${this.name} is not indexed`);
    return column(field);
  }

  private static hydrate<T>(row: Row): Stored<T> {
    return { ...(JSON.parse(row.doc) as T), id: row.id, version: row.version };
  }

  private static body<T extends object>(doc: T): string {
    const { id: _id, version: _version, ...rest } = doc as T & { id?: unknown; version?: unknown };
    return JSON.stringify(rest);
  }

  private write<R>(run: () => R): R {
    try {
      return run();
    } catch (err) {
      if (isUniqueViolation(err)) throw new DuplicateKeyError(this.name, (err as Error).message);
      throw err;
    }
  }

  /**
   * Read from the table at the first write (generated columns fill themselves), and again when
   * the schema changed: another process, running a newer spec, may have added columns this one
   * must fill too. Writes run inside the write transaction, so the schema holds until the statement.
   */
  private columnsToWrite(): string[] {
    const schema = this.statement("PRAGMA schema_version").pluck().get() as number;
    if (this.written === null || schema !== this.writtenAt) {
      const columns = indexColumns(this.db, this.table);
      this.written = columns.generated ? [] : columns.fields;
      this.writtenAt = schema;
    }
    return this.written;
  }

  insert(id: string, doc: T): Stored<T> {
    const fields = this.columnsToWrite();
    this.write(() =>
      this.statement(`INSERT INTO "${this.table}" (id, version, doc${fields.map((f) => `, ${column(f)}`).join("")}) VALUES (?, 1, ?${", ?".repeat(fields.length)})`).run(
        id,
        SqliteTable.body(doc),
        ...fields.map((f) => columnValue(doc, f)),
      ),
    );
    return { ...doc, id, version: 1 };
  }

  get(id: string): Stored<T> | null {
    const row = this.statement(`SELECT id, version, doc FROM "${this.table}" WHERE id = ?`).get(id) as Row | undefined;
    return row ? SqliteTable.hydrate<T>(row) : null;
  }

  private whereClause(where: Where | undefined, params: SqlValue[]): string[] {
    const clauses: string[] = [];
    for (const [field, condition] of Object.entries(where ?? {})) {
      const col = this.indexedColumn(field);
      if (!isRange(condition)) {
        if (condition === null) clauses.push(`${col} IS NULL`);
        else {
          clauses.push(`${col} = ?`);
          params.push(sqlValue(condition));
        }
        continue;
      }
      const ops: [keyof Range, string][] = [["gt", ">"], ["gte", ">="], ["lt", "<"], ["lte", "<="]];
      for (const [key, op] of ops) {
        const v = condition[key];
        if (v !== undefined && !Array.isArray(v)) {
          clauses.push(`${col} ${op} ?`);
          params.push(sqlValue(v));
        }
      }
      if (condition.in) {
        if (condition.in.length === 0) clauses.push("0");
        else {
          clauses.push(`${col} IN (${condition.in.map(() => "?").join(", ")})`);
          params.push(...condition.in.map(sqlValue));
        }
      }
    }
    return clauses;
  }

  find(query: FindQuery = {}): Page<T> {
    const limit = Math.min(Math.max(query.limit ?? DEFAULT_FIND_LIMIT, 1), MAX_FIND_LIMIT);
    const params: SqlValue[] = [];
    const clauses = this.whereClause(query.where, params);
    const sortField = query.sort?.field ?? "id";
    const sortCol = this.indexedColumn(sortField);
    const desc = query.sort?.direction === "desc";
    if (query.cursor !== undefined) {
      const [value, lastId] = decodeCursor(query.cursor);
      const cmp = desc ? "<" : ">";
      if (sortField === "id") {
        clauses.push(`id ${cmp} ?`);
        params.push(lastId);
      } else if (value === null) {
        // NULL sorts before every value: after a null come the other nulls (by id), then, going
        // up, every non-null value; going down, nothing else.
        clauses.push(desc ? `(${sortCol} IS NULL AND id < ?)` : `((${sortCol} IS NULL AND id > ?) OR ${sortCol} IS NOT NULL)`);
        params.push(lastId);
      } else {
        // Going down, the nulls come after every value (a comparison with NULL is never true).
        clauses.push(`(${sortCol} ${cmp} ? OR (${sortCol} = ? AND id ${cmp} ?)${desc ? ` OR ${sortCol} IS NULL` : ""})`);
        params.push(sqlValue(value), sqlValue(value), lastId);
      }
    }
    const dir = desc ? "DESC" : "ASC";
    // At most one row: sorting it would cost a sorter (a third of a lookup's time) for nothing.
    const one = this.atMostOne(query.where);
    const order = one ? "" : sortField === "id" ? ` ORDER BY id ${dir}` : ` ORDER BY ${sortCol} ${dir}, id ${dir}`;
    // At most one row needs no LIMIT either: a bound LIMIT costs a lookup by a unique field
    // several times the lookup itself (8 µs against 1-2 µs, better-sqlite3 12).
    const sql = `SELECT id, version, doc FROM "${this.table}"${clauses.length ? ` WHERE ${clauses.join(" AND ")}` : ""}${order}${one ? "" : " LIMIT ?"}`;
    const rows = (one ? this.statement(sql).all(...params) : this.statement(sql).all(...params, limit + 1)) as Row[];
    const items = rows.slice(0, limit).map((r) => SqliteTable.hydrate<T>(r));
    const last = items[items.length - 1];
    const page: Page<T> = { items };
    if (rows.length > limit && last) {
      const value = sortField === "id" ? last.id : ((last as Record<string, unknown>)[sortField] as IndexValue);
      page.nextCursor = encodeCursor(value ?? null, last.id);
    }
    return page;
  }

  private atMostOne(where: Where | undefined): boolean {
    for (const [field, condition] of Object.entries(where ?? {})) {
      if (this.uniqueFields.has(field) && condition !== null && !isRange(condition)) return true;
    }
    return false;
  }

  count(where?: Where): number {
    const params: SqlValue[] = [];
    const clauses = this.whereClause(where, params);
    const sql = `SELECT count(*) AS n FROM "${this.table}"${clauses.length ? ` WHERE ${clauses.join(" AND ")}` : ""}`;
    return (this.statement(sql).get(...params) as { n: number }).n;
  }

  /**
   * Writes only the columns whose values change: SQLite rewrites the entries of every index on
   * a column the statement sets, even to the same value, and most updates change one indexed
   * field or none. Reading the old values first costs a lookup of a row the update reads anyway.
   */
  update(id: string, expectedVersion: number, doc: T): Stored<T> | null {
    const fields = this.columnsToWrite();
    const changed: string[] = [];
    const values: SqlValue[] = [];
    if (fields.length > 0) {
      const old = this.statement(`SELECT ${fields.map(column).join(", ")} FROM "${this.table}" WHERE id = ? AND version = ?`)
        .raw()
        .get(id, expectedVersion) as SqlValue[] | undefined;
      if (!old) return null;
      fields.forEach((f, i) => {
        const value = columnValue(doc, f);
        // A number read back from a column equals the one written; a REAL 1.0 read as 1 still equals 1.
        if (value !== old[i]) {
          changed.push(f);
          values.push(value);
        }
      });
    }
    const row = this.write(
      () =>
        this.statement(`UPDATE "${this.table}" SET version = version + 1, doc = ?${changed.map((f) => `, ${column(f)} = ?`).join("")} WHERE id = ? AND version = ? RETURNING version`).get(
          SqliteTable.body(doc),
          ...values,
          id,
          expectedVersion,
        ) as { version: number } | undefined,
    );
    return row ? { ...doc, id, version: row.version } : null;
  }

  upsert(id: string, doc: T): Stored<T> {
    const fields = this.columnsToWrite();
    const cols = fields.map(column);
    const row = this.write(
      () =>
        this.statement(
          `INSERT INTO "${this.table}" (id, version, doc${cols.map((c) => `, ${c}`).join("")}) VALUES (?, 1, ?${", ?".repeat(cols.length)}) ON CONFLICT(id) DO UPDATE SET version = version + 1, doc = excluded.doc${cols.map((c) => `, ${c} = excluded.${c}`).join("")} RETURNING version`,
        ).get(id, SqliteTable.body(doc), ...fields.map((f) => columnValue(doc, f))) as { version: number },
    );
    return { ...doc, id, version: row.version };
  }

  delete(id: string): boolean {
    return this.statement(`DELETE FROM "${this.table}" WHERE id = ?`).run(id).changes > 0;
  }
}
