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

/** SQLite has no boolean: json_extract yields 1/0, so parameters must too. */
function toSql(value: IndexValue): SqlValue {
  if (typeof value === "boolean") return value ? 1 : 0;
  return value;
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

/**
 * Creates a collection's table, its generated columns (one per indexed field, so indexes and
 * queries work on plain columns) and its indexes, where missing. Idempotent; runs on the write
 * connection inside a transaction.
 */
export function ensureTable(db: Database.Database, spec: CollectionSpec): void {
  const table = tableName(spec);
  db.exec(`CREATE TABLE IF NOT EXISTS "${table}" (id TEXT PRIMARY KEY, version INTEGER NOT NULL, doc TEXT NOT NULL)`);
  const existing = new Set((db.prepare(`PRAGMA table_xinfo("${table}")`).all() as { name: string }[]).map((c) => c.name));
  for (const index of spec.indexes ?? []) {
    for (const field of index.fields) {
      checkName("field", field);
      if (field !== "id" && !existing.has(`f_${field}`)) {
        db.exec(`ALTER TABLE "${table}" ADD COLUMN "f_${field}" GENERATED ALWAYS AS (json_extract(doc, '$.${field}')) VIRTUAL`);
        existing.add(`f_${field}`);
      }
    }
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

  insert(id: string, doc: T): Stored<T> {
    this.write(() => this.statement(`INSERT INTO "${this.table}" (id, version, doc) VALUES (?, 1, ?)`).run(id, SqliteTable.body(doc)));
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
          params.push(toSql(condition));
        }
        continue;
      }
      const ops: [keyof Range, string][] = [["gt", ">"], ["gte", ">="], ["lt", "<"], ["lte", "<="]];
      for (const [key, op] of ops) {
        const v = condition[key];
        if (v !== undefined && !Array.isArray(v)) {
          clauses.push(`${col} ${op} ?`);
          params.push(toSql(v));
        }
      }
      if (condition.in) {
        if (condition.in.length === 0) clauses.push("0");
        else {
          clauses.push(`${col} IN (${condition.in.map(() => "?").join(", ")})`);
          params.push(...condition.in.map(toSql));
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
      } else {
        clauses.push(`(${sortCol} ${cmp} ? OR (${sortCol} = ? AND id ${cmp} ?))`);
        params.push(toSql(value), toSql(value), lastId);
      }
    }
    const dir = desc ? "DESC" : "ASC";
    // At most one row: sorting it would cost a sorter (a third of a lookup's time) for nothing.
    const order = this.atMostOne(query.where) ? "" : sortField === "id" ? ` ORDER BY id ${dir}` : ` ORDER BY ${sortCol} ${dir}, id ${dir}`;
    const sql = `SELECT id, version, doc FROM "${this.table}"${clauses.length ? ` WHERE ${clauses.join(" AND ")}` : ""}${order} LIMIT ?`;
    const rows = this.statement(sql).all(...params, limit + 1) as Row[];
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

  update(id: string, expectedVersion: number, doc: T): Stored<T> | null {
    const row = this.write(
      () =>
        this.statement(`UPDATE "${this.table}" SET version = version + 1, doc = ? WHERE id = ? AND version = ? RETURNING version`).get(SqliteTable.body(doc), id, expectedVersion) as
          | { version: number }
          | undefined,
    );
    return row ? { ...doc, id, version: row.version } : null;
  }

  upsert(id: string, doc: T): Stored<T> {
    const row = this.write(
      () =>
        this.statement(
          `INSERT INTO "${this.table}" (id, version, doc) VALUES (?, 1, ?) ON CONFLICT(id) DO UPDATE SET version = version + 1, doc = excluded.doc RETURNING version`,
        ).get(id, SqliteTable.body(doc)) as { version: number },
    );
    return { ...doc, id, version: row.version };
  }

  delete(id: string): boolean {
    return this.statement(`DELETE FROM "${this.table}" WHERE id = ?`).run(id).changes > 0;
  }
}
