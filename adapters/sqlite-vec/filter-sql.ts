import type { IndexFilter, WorldMode } from "../../core/ports/vector-index.ts";

export type SqlParam = string | number | bigint | Buffer | null;

/** One partition per agent and world: modes never contain ":", so the key cannot be ambiguous. */
export function agentKey(mode: WorldMode, agentId: string): string {
  return `${mode}:${agentId}`;
}

/**
 * vec0 metadata columns cannot hold NULL, so "no namespace" is stored as "" and a namespace as
 * "/" + name: the two can never collide, not even for a namespace named "".
 */
export function namespaceKey(namespace: string | null): string {
  return namespace === null ? "" : `/${namespace}`;
}

export interface FilterSql {
  /** `AND ...` conditions on columns agent_key, namespace, type, lane, archived and the validity columns of `alias`. */
  where: string;
  params: SqlParam[];
}

/**
 * The same conditions serve the vec0 KNN query (where sqlite-vec applies them while it scans,
 * before cutting the top k) and the FTS5/count queries on the entries table. Lists are passed as
 * one JSON parameter (`IN (SELECT value FROM json_each(?))`), which vec0 also pushes down, so there
 * are at most 64 distinct SQL texts to prepare and cache, whatever the lists hold.
 */
export function filterSql(filter: IndexFilter, alias: string): FilterSql {
  const conditions = [`${alias}.agent_key = ?`];
  const params: SqlParam[] = [agentKey(filter.mode, filter.agentId)];
  if (filter.namespace !== undefined) {
    conditions.push(`${alias}.namespace = ?`);
    params.push(namespaceKey(filter.namespace));
  }
  if (filter.types && filter.types.length > 0) {
    conditions.push(`${alias}.type IN (SELECT value FROM json_each(?))`);
    params.push(JSON.stringify([...new Set(filter.types)]));
  }
  if (filter.lanes && filter.lanes.length > 0) {
    conditions.push(`${alias}.lane IN (SELECT value FROM json_each(?))`);
    params.push(JSON.stringify([...new Set(filter.lanes)]));
  }
  if (!filter.includeArchived) {
    // A bigint, because better-sqlite3 binds JS numbers as REAL and vec0 compares metadata strictly.
    conditions.push(`${alias}.archived = ?`);
    params.push(0n);
  }
  if (filter.openAt !== undefined) {
    const at = BigInt(Math.floor(filter.openAt));
    conditions.push(`${alias}.valid_to > ?`, `${alias}.expires_at > ?`, `${alias}.retracted = ?`);
    params.push(at, at, 0n);
  }
  if (filter.startedBy !== undefined) {
    conditions.push(`${alias}.valid_from <= ?`);
    params.push(BigInt(Math.floor(filter.startedBy)));
  }
  return { where: conditions.map((c) => ` AND ${c}`).join(""), params };
}
