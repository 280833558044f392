import type { AdapterDefinition } from "../core/plugin/define-adapter.ts";
import { elasticsearchIndexAdapter } from "./elasticsearch/adapter.ts";
import { evmChainsAdapter } from "./evm/adapter.ts";
import { hashingEmbedderAdapter } from "./hashing-embedder/adapter.ts";
import { kafkaEventLogAdapter } from "./kafka-event-log/adapter.ts";
import { mongoStoreAdapter } from "./mongodb/adapter.ts";
import { openAiEmbedderAdapter } from "./openai-embedder/adapter.ts";
import { outboxEventLogAdapter } from "./outbox-event-log/adapter.ts";
import { sqliteVecIndexAdapter } from "./sqlite-vec/adapter.ts";
import { sqliteStoreAdapter } from "./sqlite/adapter.ts";
import { storeApiKeysAdapter } from "./store-api-keys/adapter.ts";
import { wordNetEmbedderAdapter } from "./wordnet-embedder/adapter.ts";

/**
 * Every adapter Berth ships, the one list the host chooses from: for each port a loaded plugin
 * needs, the adapter its variable names (STORE, EMBEDDER, ...). The first of a port is listed
 * first in messages; the port names its default. Each definition is light (config and checks);
 * its implementation, with its client library, is imported only when it is opened.
 */
export const ADAPTERS: readonly AdapterDefinition[] = [
  sqliteStoreAdapter,
  mongoStoreAdapter,
  storeApiKeysAdapter,
  evmChainsAdapter,
  wordNetEmbedderAdapter,
  hashingEmbedderAdapter,
  openAiEmbedderAdapter,
  sqliteVecIndexAdapter,
  elasticsearchIndexAdapter,
  outboxEventLogAdapter,
  kafkaEventLogAdapter,
] as AdapterDefinition[];
