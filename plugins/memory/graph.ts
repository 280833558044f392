import { chargeWork, type Collection, type Static, type Where } from "berth/plugin";
import { EDGES } from "./collections.ts";
import { entityKey, relationKey, type EdgeDoc } from "./edges.ts";
import { statusAt, type MemoryStatus } from "./lifecycle.ts";
import type { NeighborsBody, PathsBody } from "./schemas.ts";
import type { WorldStore } from "berth/plugin";

/** Edges read per unit of the rate-limit budget: a walk reading 2,000 edges costs 19 more units than a plain read. */
export const EDGES_PER_UNIT = 100;

/** Entity names per `in` query (the store's lists stay short). */
const KEYS_PER_QUERY = 200;

type Direction = "out" | "in";

export interface GraphEdge {
  from: string;
  relation: string;
  to: string;
  direction: Direction;
  valid_from: number;
  valid_to: number | null;
  status: MemoryStatus;
  memory_ids: string[];
}

interface Hop {
  /** Entity keys in walking order. */
  fromKey: string;
  toKey: string;
  edge: GraphEdge;
}

interface WalkOptions {
  relations: Set<string>;
  direction: "out" | "in" | "both";
  namespace: string | undefined;
  at: number;
  asOf: boolean;
  includeSuperseded: boolean;
}

const RANK: Record<MemoryStatus, number> = { current: 0, upcoming: 1, superseded: 2, ended: 3, expired: 4, retracted: 5 };

/**
 * Reads edges a bounded amount at a time, charging the caller's budget as it goes (EDGES_PER_UNIT)
 * and stopping at `maxEdges` edges read (then the answer says `truncated`).
 */
class EdgeReader {
  read = 0;
  truncated = false;

  constructor(
    private readonly edges: Collection<EdgeDoc>,
    private readonly agentId: string,
    private readonly maxEdges: number,
    private readonly options: WalkOptions,
  ) {}

  private keep(e: EdgeDoc): boolean {
    if (this.options.relations.size > 0 && !this.options.relations.has(e.relation)) return false;
    if (this.options.namespace !== undefined && e.namespace !== this.options.namespace) return false;
    if (this.options.includeSuperseded) return true;
    const status = edgeStatus(e, this.options.at);
    return this.options.asOf ? status === "current" : status === "current" || status === "upcoming";
  }

  /** Edges whose `field` is one of `keys`, as hops walked from that end. */
  async hops(keys: readonly string[], walk: Direction): Promise<Hop[]> {
    const field = walk === "out" ? "source" : "target";
    const out: Hop[] = [];
    for (let i = 0; i < keys.length && !this.truncated; i += KEYS_PER_QUERY) {
      await this.each({ [field]: { in: keys.slice(i, i + KEYS_PER_QUERY) } }, (e) => out.push(toHop(e, walk, this.options.at)));
    }
    return out;
  }

  /**
   * Hops from an entity of `from` straight to one of `to` (walked `walk`): the store matches both
   * ends, so only edges joining the two sets are read, not every edge of either.
   */
  async between(from: readonly string[], to: readonly string[], walk: Direction): Promise<Hop[]> {
    const [start, end] = walk === "out" ? ["source", "target"] : ["target", "source"];
    const out: Hop[] = [];
    for (let i = 0; i < from.length && !this.truncated; i += KEYS_PER_QUERY) {
      for (let j = 0; j < to.length && !this.truncated; j += KEYS_PER_QUERY) {
        const where = { [start]: { in: from.slice(i, i + KEYS_PER_QUERY) }, [end]: { in: to.slice(j, j + KEYS_PER_QUERY) } };
        await this.each(where, (e) => out.push(toHop(e, walk, this.options.at)));
      }
    }
    return out;
  }

  /** Every edge of the agent matching `where`, a page at a time, counted and charged. */
  private async each(where: Where, visit: (e: EdgeDoc) => void): Promise<void> {
    let cursor: string | undefined;
    do {
      const page = await this.edges.find({ where: { agent_passport_id: this.agentId, ...where }, limit: 500, cursor });
      for (const e of page.items) {
        if (this.read > 0 && this.read % EDGES_PER_UNIT === 0) chargeWork(1, "graph edges read");
        this.read++;
        if (this.keep(e)) visit(e);
        if (this.read >= this.maxEdges) {
          this.truncated = true;
          return;
        }
      }
      cursor = page.nextCursor;
    } while (cursor);
  }

  /** Hops leaving `keys` in the walk's direction(s). */
  async step(keys: readonly string[], direction: WalkOptions["direction"]): Promise<Hop[]> {
    const out = direction === "in" ? [] : await this.hops(keys, "out");
    return direction === "out" ? out : out.concat(await this.hops(keys, "in"));
  }

  /** Hops from `from` to `to` in the walk's direction(s). */
  async bridge(from: readonly string[], to: readonly string[], direction: WalkOptions["direction"]): Promise<Hop[]> {
    if (from.length === 0 || to.length === 0) return [];
    const out = direction === "in" ? [] : await this.between(from, to, "out");
    return direction === "out" ? out : out.concat(await this.between(from, to, "in"));
  }
}

function edgeStatus(e: EdgeDoc, at: number): MemoryStatus {
  return statusAt(
    { type: "entity", fields: {}, created_at: e.valid_from, valid_from: e.valid_from, valid_to: e.valid_to, superseded_by: e.superseded_by, retracted_at: e.retracted ? 0 : null, expires_at: e.expires_at },
    at,
  );
}

function toHop(e: EdgeDoc, walk: Direction, at: number): Hop {
  const edge: GraphEdge = {
    from: e.source_name,
    relation: e.relation,
    to: e.target_name,
    direction: walk,
    valid_from: e.valid_from,
    valid_to: e.valid_to,
    status: edgeStatus(e, at),
    memory_ids: [e.memory_id],
  };
  return walk === "out" ? { fromKey: e.source, toKey: e.target, edge } : { fromKey: e.target, toKey: e.source, edge };
}

/** One hop per (from, relation, to, direction): the memories asserting the same edge are listed on it. */
function merge(hops: Hop[]): Hop[] {
  const byKey = new Map<string, Hop>();
  for (const h of hops) {
    const key = JSON.stringify([h.fromKey, h.edge.relation, h.toKey, h.edge.direction]);
    const seen = byKey.get(key);
    if (!seen) {
      byKey.set(key, { ...h, edge: { ...h.edge, memory_ids: [...h.edge.memory_ids] } });
      continue;
    }
    const e = seen.edge;
    e.memory_ids.push(...h.edge.memory_ids);
    e.valid_from = Math.min(e.valid_from, h.edge.valid_from);
    e.valid_to = e.valid_to === null || h.edge.valid_to === null ? null : Math.max(e.valid_to, h.edge.valid_to);
    if (RANK[h.edge.status] < RANK[e.status]) e.status = h.edge.status;
  }
  return [...byKey.values()];
}

function walkOptions(input: { relations?: string[]; direction?: "out" | "in" | "both"; namespace?: string; as_of?: number; include_superseded?: boolean }, now: number): WalkOptions {
  return {
    relations: new Set((input.relations ?? []).map(relationKey)),
    direction: input.direction ?? "both",
    namespace: input.namespace,
    at: input.as_of ?? now,
    asOf: input.as_of !== undefined,
    includeSuperseded: input.include_superseded ?? false,
  };
}

export interface NeighborsResult {
  entity: string;
  edges: GraphEdge[];
  edges_read: number;
  truncated: boolean;
}

/** The edges at an entity, valid now (or as_of), grouped per neighbour and relation, with their asserting memories. */
export async function neighbors(world: WorldStore, agentId: string, input: Static<typeof NeighborsBody>, maxEdges: number, now = Date.now()): Promise<NeighborsResult> {
  const options = walkOptions(input, now);
  const reader = new EdgeReader(world.collection<EdgeDoc>(EDGES), agentId, maxEdges, options);
  const hops = merge(await reader.step([entityKey(input.entity)], options.direction));
  hops.sort((a, b) => RANK[a.edge.status] - RANK[b.edge.status] || a.toKey.localeCompare(b.toKey) || a.edge.relation.localeCompare(b.edge.relation));
  const limit = input.limit ?? 100;
  return { entity: input.entity, edges: hops.slice(0, limit).map((h) => h.edge), edges_read: reader.read, truncated: reader.truncated || hops.length > limit };
}

export interface GraphPath {
  length: number;
  entities: string[];
  edges: GraphEdge[];
}

export interface PathsResult {
  from: string;
  to: string;
  paths: GraphPath[];
  edges_read: number;
  truncated: boolean;
}

function groupBy(hops: Hop[], key: (h: Hop) => string): Map<string, Hop[]> {
  const out = new Map<string, Hop[]>();
  for (const h of hops) {
    const list = out.get(key(h));
    if (list) list.push(h);
    else out.set(key(h), [h]);
  }
  return out;
}

function flip(direction: WalkOptions["direction"]): WalkOptions["direction"] {
  return direction === "out" ? "in" : direction === "in" ? "out" : "both";
}

/** Entities on each side of the middle hop of a depth-3 walk at most: past them the walk says truncated. */
const MAX_SIDE = 2000;

/**
 * Simple paths (no entity twice, so cycles end) from one entity to another of at most `max_depth`
 * edges (≤ 3), shortest first, each edge with the memories asserting it. Met in the middle: the
 * edges at `from`, those arriving at `to`, and (depth 3) only the edges joining the neighbours of
 * the one to those of the other, which the store finds by both ends; so a walk reads deg(from) +
 * deg(to) + the edges of actual paths, never more than maxEdges.
 */
export async function paths(world: WorldStore, agentId: string, input: Static<typeof PathsBody>, maxEdges: number, now = Date.now()): Promise<PathsResult> {
  const options = walkOptions(input, now);
  const depth = input.max_depth ?? 3;
  const limit = input.limit ?? 10;
  const from = entityKey(input.from);
  const to = entityKey(input.to);
  const reader = new EdgeReader(world.collection<EdgeDoc>(EDGES), agentId, maxEdges, options);
  const first = merge(await reader.step([from], options.direction)).filter((h) => h.toKey !== from);
  // Hops arriving at `to`: walked from `to` against the walk's direction, then turned around.
  const arriving =
    depth >= 2
      ? merge(await reader.step([to], flip(options.direction)))
          .filter((h) => h.toKey !== to)
          .map((h) => ({ fromKey: h.toKey, toKey: h.fromKey, edge: { ...h.edge, direction: (h.edge.direction === "out" ? "in" : "out") as Direction } }))
      : [];
  const near = [...new Set(first.map((h) => h.toKey))].filter((k) => k !== to);
  const far = [...new Set(arriving.map((h) => h.fromKey))].filter((k) => k !== from);
  const tooWide = depth >= 3 && (near.length > MAX_SIDE || far.length > MAX_SIDE);
  const second = depth >= 3 ? merge(await reader.bridge(near.slice(0, MAX_SIDE), far.slice(0, MAX_SIDE), options.direction)) : [];

  const into = groupBy(arriving, (h) => h.fromKey);
  const found: Hop[][] = [];
  for (const h of first) if (h.toKey === to) found.push([h]);
  for (const h of first) {
    if (h.toKey === to) continue;
    for (const last of into.get(h.toKey) ?? []) found.push([h, last]);
  }
  const fromMiddle = groupBy(second, (h) => h.fromKey);
  for (const h1 of first) {
    if (h1.toKey === to) continue;
    for (const h2 of fromMiddle.get(h1.toKey) ?? []) {
      if (h2.toKey === from || h2.toKey === to || h2.toKey === h1.toKey) continue;
      for (const h3 of into.get(h2.toKey) ?? []) found.push([h1, h2, h3]);
    }
  }
  const rendered = found.map((hops) => ({
    length: hops.length,
    entities: [hops[0]!.edge.direction === "out" ? hops[0]!.edge.from : hops[0]!.edge.to, ...hops.map((h) => (h.edge.direction === "out" ? h.edge.to : h.edge.from))],
    edges: hops.map((h) => h.edge),
  }));
  const order = (p: GraphPath) => JSON.stringify(p.edges.map((e) => [e.from, e.relation, e.to]));
  rendered.sort((a, b) => a.length - b.length || (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
  return { from: input.from, to: input.to, paths: rendered.slice(0, limit), edges_read: reader.read, truncated: reader.truncated || tooWide || rendered.length > limit };
}
