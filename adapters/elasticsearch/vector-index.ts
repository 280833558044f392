import { errors, type Client, type estypes } from "@elastic/elasticsearch";
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
import { elasticsearchClient, type ElasticsearchConnection } from "./client.ts";
import type { RefreshPolicy } from "./settings.ts";

export interface ElasticsearchVectorIndexOptions extends ElasticsearchConnection {
  /** Index name; created with the mapping below when missing. */
  index: string;
  /** Entries per vector (dense_vector allows up to 4096); fixed for the life of the index. */
  dimension: number;
  /** Embedder model name; when given, recorded in the mapping's _meta and checked on open. */
  model?: string;
  /** When writes return (see RefreshPolicy); default "wait_for". */
  refresh?: RefreshPolicy;
}

/** Times an update of one document is retried when another write changed it in between. */
const RETRY_ON_CONFLICT = 3;

/** The stored document. Field names are the mapping's. */
interface Doc {
  agent_id: string;
  mode: string;
  namespace: string | null;
  type: string;
  lane: string;
  archived: boolean;
  created_at: number;
  valid_from?: number;
  /** Absent: open. */
  valid_to?: number;
  expires_at?: number;
  retracted?: boolean;
  text: string;
  vector?: number[];
}

/** Candidates per shard for HNSW: more is slower but closer to exact; ES caps it at 10,000. */
function numCandidates(k: number): number {
  return Math.min(10_000, Math.max(100, k * 10));
}

/** Validity fields (recall's openAt, startedBy); added to an index made before them on open. Absent end or expiry: open. */
const LIFECYCLE_PROPERTIES: Record<string, estypes.MappingProperty> = {
  valid_from: { type: "long" },
  valid_to: { type: "long" },
  expires_at: { type: "long" },
  retracted: { type: "boolean" },
};

function mapping(dimension: number, model: string | undefined): estypes.MappingTypeMapping {
  return {
    // Strict: a typo in a field name fails loudly instead of creating an unfiltered field.
    dynamic: "strict",
    _meta: { berth_dimension: dimension, ...(model === undefined ? {} : { berth_model: model }) },
    properties: {
      agent_id: { type: "keyword" },
      mode: { type: "keyword" },
      namespace: { type: "keyword" },
      type: { type: "keyword" },
      lane: { type: "keyword" },
      archived: { type: "boolean" },
      created_at: { type: "long" },
      ...LIFECYCLE_PROPERTIES,
      // english: lowercase, possessives, stopwords, porter stemming; whole tokens, never substrings.
      text: { type: "text", analyzer: "english" },
      vector: {
        type: "dense_vector",
        dims: dimension,
        index: true,
        similarity: "cosine",
        // Plain float HNSW, not the quantised default (bbq_hnsw from 384 dimensions): scores are
        // compared against min_similarity, so they should be the exact cosine. Costs 4 bytes per
        // dimension of memory per vector; switch to int8_hnsw when that matters more.
        index_options: { type: "hnsw" },
      },
    },
  };
}

function filterClauses(filter: IndexFilter): estypes.QueryDslQueryContainer[] {
  const clauses: estypes.QueryDslQueryContainer[] = [{ term: { agent_id: filter.agentId } }, { term: { mode: filter.mode } }];
  if (filter.namespace === null) clauses.push({ bool: { must_not: { exists: { field: "namespace" } } } });
  else if (filter.namespace !== undefined) clauses.push({ term: { namespace: filter.namespace } });
  if (filter.types && filter.types.length > 0) clauses.push({ terms: { type: [...filter.types] } });
  if (filter.lanes && filter.lanes.length > 0) clauses.push({ terms: { lane: [...filter.lanes] } });
  if (!filter.includeArchived) clauses.push({ term: { archived: false } });
  if (filter.openAt !== undefined) {
    // Missing fields (open, never expiring, documents written before these fields) pass.
    clauses.push({
      bool: {
        must_not: [{ range: { valid_to: { lte: filter.openAt } } }, { range: { expires_at: { lte: filter.openAt } } }, { term: { retracted: true } }],
      },
    });
  }
  if (filter.startedBy !== undefined) {
    // Documents from before valid_from existed started when stored.
    clauses.push({
      bool: {
        should: [{ range: { valid_from: { lte: filter.startedBy } } }, { bool: { must_not: { exists: { field: "valid_from" } }, filter: { range: { created_at: { lte: filter.startedBy } } } } }],
        minimum_should_match: 1,
      },
    });
  }
  return clauses;
}

function toDoc(entry: IndexEntry): Doc {
  const doc: Doc = {
    agent_id: entry.agentId,
    mode: entry.mode,
    namespace: entry.namespace,
    type: entry.type,
    lane: entry.lane,
    archived: entry.archived,
    created_at: entry.createdAt,
    valid_from: entry.validFrom ?? entry.createdAt,
    retracted: entry.retracted ?? false,
    text: entry.text,
  };
  if (entry.validTo !== undefined && entry.validTo !== null) doc.valid_to = entry.validTo;
  if (entry.expiresAt !== undefined && entry.expiresAt !== null) doc.expires_at = entry.expiresAt;
  // Cosine rejects zero-magnitude vectors; such an entry is stored without one (lexical only).
  if (entry.vector && squaredNorm(entry.vector) > 0) doc.vector = Array.from(entry.vector);
  return doc;
}

function isStatus(err: unknown, status: number): boolean {
  return err instanceof errors.ResponseError && err.statusCode === status;
}

function failedItems(response: estypes.BulkResponse): string[] {
  const failures: string[] = [];
  for (const item of response.items) {
    for (const result of Object.values(item)) {
      if (result?.error) failures.push(`${result._id}: ${result.error.type} ${result.error.reason ?? ""}`.trim());
    }
  }
  return failures;
}

/**
 * The scale VectorIndex: one Elasticsearch index, dense_vector (HNSW, cosine) for kNN with the
 * filters inside the knn clause (so ES applies them during the graph search and returns k
 * matching hits), BM25 `match` for lexical search. Writes return as the refresh policy says.
 */
export class ElasticsearchVectorIndex implements VectorIndex {
  readonly kind = "elasticsearch";
  private closed = false;

  constructor(
    private readonly client: Client,
    private readonly index: string,
    readonly dimension: number,
    private readonly refresh: RefreshPolicy,
  ) {}

  async upsert(entries: readonly IndexEntry[]): Promise<void> {
    for (const entry of entries) if (entry.vector) checkDimension(entry.vector, this.dimension);
    if (entries.length === 0) return;
    // `index` replaces the whole document, so stale fields (an old vector) cannot survive.
    const operations = entries.flatMap((entry) => [{ index: { _index: this.index, _id: entry.id } }, toDoc(entry)]);
    const response = await this.client.bulk({ operations, refresh: this.refresh });
    // A bulk request succeeds as a whole even when items fail; unlike SQLite, the batch is not atomic.
    if (response.errors) throw new Error(`elasticsearch upsert failed: ${failedItems(response).join("; ")}`);
  }

  async setArchived(id: string, archived: boolean): Promise<boolean> {
    try {
      // A partial update reads then writes the document: another write in between is a version
      // conflict, and the update is simply done again on the new version.
      await this.client.update<Doc, Partial<Doc>>({ index: this.index, id, doc: { archived }, refresh: this.refresh, retry_on_conflict: RETRY_ON_CONFLICT });
      return true;
    } catch (err) {
      if (isStatus(err, 404)) return false;
      throw err;
    }
  }

  async knn(query: KnnQuery): Promise<KnnHit[]> {
    checkK(query.k);
    checkDimension(query.vector, this.dimension);
    if (squaredNorm(query.vector) === 0) return [];
    const response = await this.client.search<Doc>({
      index: this.index,
      knn: {
        field: "vector",
        query_vector: Array.from(query.vector),
        k: query.k,
        num_candidates: numCandidates(query.k),
        filter: filterClauses(query.filter),
      },
      size: query.k,
      // From Elasticsearch 9.2 vectors leave _source unless asked for.
      _source: query.withVectors ? { includes: ["vector"], exclude_vectors: false } : false,
    });
    // For cosine, ES scores (1 + cos) / 2 so scores stay positive; turn it back into cos.
    return response.hits.hits.map((hit) => ({
      id: hit._id ?? "",
      similarity: clampSimilarity(2 * (hit._score ?? 0) - 1),
      ...(query.withVectors && hit._source?.vector ? { vector: Float32Array.from(hit._source.vector) } : {}),
    }));
  }

  async lexical(query: LexicalQuery): Promise<LexicalHit[]> {
    checkK(query.k);
    // Only words count: text without any letter or digit would be analysed to nothing anyway.
    if (!/[\p{L}\p{N}]/u.test(query.text)) return [];
    const response = await this.client.search<Doc>({
      index: this.index,
      query: {
        bool: {
          // match analyses the text like the field (no query syntax) and ORs the words.
          must: { match: { text: { query: query.text } } },
          filter: filterClauses(query.filter),
        },
      },
      size: query.k,
      _source: false,
    });
    return response.hits.hits.map((hit) => ({ id: hit._id ?? "", score: normaliseBm25(hit._score ?? 0) }));
  }

  async delete(ids: readonly string[]): Promise<number> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return 0;
    const response = await this.client.bulk({
      operations: unique.map((id) => ({ delete: { _index: this.index, _id: id } })),
      refresh: this.refresh,
    });
    let removed = 0;
    for (const item of response.items) {
      const result = item.delete;
      if (result?.result === "deleted") removed++;
      else if (result?.error && result.status !== 404) throw new Error(`elasticsearch delete failed: ${failedItems(response).join("; ")}`);
    }
    return removed;
  }

  async count(filter: IndexFilter): Promise<number> {
    const response = await this.client.count({ index: this.index, query: { bool: { filter: filterClauses(filter) } } });
    return response.count;
  }

  async ping(): Promise<void> {
    // Checks the index, not just the cluster: a cluster without our index cannot serve recall.
    const exists = await this.client.indices.exists({ index: this.index });
    if (!exists) throw new Error(`elasticsearch index ${this.index} does not exist`);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.client.close();
  }
}

/** Checks that an existing index was made for the same dimension (and model, when given). */
async function checkExisting(client: Client, index: string, dimension: number, model: string | undefined): Promise<void> {
  const response = await client.indices.getMapping({ index });
  const mappings = Object.values(response)[0]?.mappings;
  const vector = mappings?.properties?.vector;
  const dims = vector && vector.type === "dense_vector" ? (vector as estypes.MappingDenseVectorProperty).dims : undefined;
  if (dims !== dimension) throw new Error(`elasticsearch index ${index} has vector dims ${dims}, opened with ${dimension}`);
  const stored = mappings?._meta?.berth_model;
  if (model !== undefined && stored !== undefined && stored !== model) {
    throw new Error(`elasticsearch index ${index} holds vectors of model ${String(stored)}, opened with ${model}`);
  }
}

/** Connects, creates the index when missing (racing instances are fine) and checks its mapping. */
export async function openElasticsearchVectorIndex(options: ElasticsearchVectorIndexOptions): Promise<ElasticsearchVectorIndex> {
  const { index, dimension, model } = options;
  if (!Number.isInteger(dimension) || dimension < 1 || dimension > 4096) {
    throw new RangeError(`dimension must be an integer in 1..4096, got ${dimension}`);
  }
  const client = elasticsearchClient(options);
  try {
    if (!(await client.indices.exists({ index }))) {
      try {
        await client.indices.create({ index, mappings: mapping(dimension, model) });
      } catch (err) {
        // Another instance created it first: fine, as long as the mapping matches (checked below).
        if (!(isStatus(err, 400) && JSON.stringify((err as errors.ResponseError).body).includes("resource_already_exists"))) {
          throw err;
        }
      }
    }
    await checkExisting(client, index, dimension, model);
    // Adding fields to a mapping is allowed and idempotent: an index made before them gains them.
    await client.indices.putMapping({ index, properties: LIFECYCLE_PROPERTIES });
  } catch (err) {
    await client.close();
    throw err;
  }
  return new ElasticsearchVectorIndex(client, index, dimension, options.refresh ?? "wait_for");
}
