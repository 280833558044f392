import { join, resolve } from "node:path";
import { openElasticsearchVectorIndex } from "../../adapters/elasticsearch/vector-index.ts";
import { createHashingEmbedder } from "../../adapters/hashing-embedder/hashing-embedder.ts";
import { createOpenAiEmbedder } from "../../adapters/openai-embedder/openai-embedder.ts";
import { openSqliteVecIndex } from "../../adapters/sqlite-vec/sqlite-vec-index.ts";
import type { ConfigProblem } from "../config/config-var.ts";
import type { Embedder } from "../ports/embedder.ts";
import type { VectorIndex } from "../ports/vector-index.ts";

export interface MemoryPortsConfig {
  BERTH_DATA_DIR: string;
  EMBEDDER: "hashing" | "openai";
  EMBEDDING_DIMENSION: number;
  EMBEDDINGS_URL: string | undefined;
  EMBEDDINGS_MODEL: string;
  EMBEDDINGS_API_KEY: string | undefined;
  EMBEDDINGS_TIMEOUT_MS: number;
  VECTOR_INDEX: "sqlite-vec" | "elasticsearch";
  VECTOR_QUANTIZATION: "auto" | "none" | "bit";
  ELASTICSEARCH_URL: string | undefined;
  ELASTICSEARCH_INDEX: string;
}

/** Cross-variable rules of the memory ports, added to the start-up problem list. */
export function checkMemoryPortsConfig(c: MemoryPortsConfig, problems: ConfigProblem[]): void {
  if (c.EMBEDDER === "openai" && !c.EMBEDDINGS_URL) problems.push({ variable: "EMBEDDINGS_URL", problem: "is required when EMBEDDER=openai" });
  if (c.VECTOR_INDEX === "elasticsearch" && !c.ELASTICSEARCH_URL) problems.push({ variable: "ELASTICSEARCH_URL", problem: "is required when VECTOR_INDEX=elasticsearch" });
}

export function openEmbedder(c: MemoryPortsConfig): Embedder {
  if (c.EMBEDDER === "openai") {
    return createOpenAiEmbedder({ url: c.EMBEDDINGS_URL!, model: c.EMBEDDINGS_MODEL, apiKey: c.EMBEDDINGS_API_KEY, dimension: c.EMBEDDING_DIMENSION, timeoutMs: c.EMBEDDINGS_TIMEOUT_MS });
  }
  return createHashingEmbedder({ dimension: c.EMBEDDING_DIMENSION });
}

/** The index records the embedder's model, so vectors of another model are never mixed in. */
export async function openVectorIndex(c: MemoryPortsConfig, model: string): Promise<VectorIndex> {
  if (c.VECTOR_INDEX === "elasticsearch") {
    return openElasticsearchVectorIndex({ url: c.ELASTICSEARCH_URL!, index: c.ELASTICSEARCH_INDEX, dimension: c.EMBEDDING_DIMENSION, model });
  }
  return openSqliteVecIndex({
    file: join(resolve(c.BERTH_DATA_DIR), "vectors.sqlite"),
    dimension: c.EMBEDDING_DIMENSION,
    model,
    ...(c.VECTOR_QUANTIZATION === "auto" ? {} : { quantization: c.VECTOR_QUANTIZATION }),
  });
}
