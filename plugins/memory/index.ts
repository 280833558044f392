import { definePlugin, embedderPort, env, eventLogPort, storePort, vectorIndexPort } from "berth/plugin";
import { memoryGraphQL } from "./graphql.ts";
import { MEMORY_EVENTS } from "./events.ts";
import { memoryCommand } from "./memory-command.ts";
import { createMemory } from "./memory-module.ts";
import { DEFAULT_CANDIDATE_FACTOR } from "./recall.ts";
import { memoryRoutes } from "./routes.ts";

export const memoryPlugin = definePlugin({
  name: "memory",
  description: "Agent memory: six memory types in per-namespace hash chains, two-stage recall, facts that supersede, duplicates folded, retractions, histories, the entity graph, chain verification.",
  needs: { ports: [storePort, embedderPort, vectorIndexPort, eventLogPort] },
  commands: [memoryCommand],
  events: MEMORY_EVENTS,
  config: {
    MEMORY_INDEX_INTERVAL_MS: env.integer({
      description: "How often the background job embeds and indexes memories the write path could not (embedder or index down), ms.",
      default: 2000,
      min: 50,
    }),
    MEMORY_INDEX_LEASE_MS: env.integer({
      description: "How long a fresh write's index update belongs to the write path before the background job may retry it, ms.",
      default: 10_000,
      min: 0,
    }),
    MEMORY_EMBEDDER_COOLDOWN_MS: env.integer({
      description: "After an embedder failure, writes and recalls skip the embedder this long (queue / lexical), ms; the job keeps probing.",
      default: 5000,
      min: 0,
    }),
    MEMORY_MAX_BATCH: env.integer({ description: "Most memories committed in one store transaction (group commit).", default: 256, min: 1, max: 1000 }),
    MEMORY_RECALL_CANDIDATE_FACTOR: env.integer({
      description: "Recall's stage one fetches max(limit × this, 10 × this) candidates to rerank. Lower is a little faster (the embedded index rescores 10 candidates per requested one), higher reranks deeper.",
      default: DEFAULT_CANDIDATE_FACTOR,
      min: 1,
      max: 20,
    }),
    MEMORY_VERIFY_SLICE: env.integer({ description: "Chain verify recomputes at most this many entries per turn of the event loop.", default: 200, min: 10, max: 1000 }),
    MEMORY_VERIFY_DEADLINE_MS: env.integer({
      description: "Longest one chain verification may take; past it the answer is 503 MEMORY_VERIFY_TIMEOUT and the retry continues where it stopped, ms.",
      default: 5000,
      min: 10,
    }),
    MEMORY_VERIFY_RECHECK_MS: env.integer({
      description: "How long a chain's verified prefix is trusted (only newer entries are recomputed) before verify recomputes the chain from its first entry, ms.",
      default: 600_000,
      min: 0,
    }),
    MEMORY_GRAPH_MAX_EDGES: env.integer({
      description: "Most edges one entity-graph query (neighbors, paths) reads; past it the answer says truncated. Each 100 edges read cost one more rate-limit unit.",
      default: 20_000,
      min: 100,
      max: 1_000_000,
    }),
  },
  setup: (ctx) => {
    const memory = createMemory(ctx.port(storePort), ctx.port(embedderPort), ctx.port(vectorIndexPort), ctx.config, ctx.log, ctx.port(eventLogPort));
    memory.job.start((spec) => ctx.schedule(spec));
    return {
      service: memory.service,
      routes: memoryRoutes(memory.service),
      graphql: (kit) => memoryGraphQL(kit, memory.service),
      close: memory.close,
    };
  },
});

export default memoryPlugin;
