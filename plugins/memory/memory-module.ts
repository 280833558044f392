import type { Embedder, EventLog, VectorIndex, WorldStores } from "berth/plugin";
import type { Logger } from "pino";
import { ChainAppender } from "./chain-appender.ts";
import { GuardedEmbedder } from "./guarded-embedder.ts";
import { IndexJob } from "./index-job.ts";
import { IndexSync } from "./index-sync.ts";
import { MemoryService } from "./memory-service.ts";
import { ChainVerifier } from "./verify-chain.ts";

export interface MemorySettings {
  MEMORY_INDEX_INTERVAL_MS: number;
  MEMORY_INDEX_LEASE_MS: number;
  MEMORY_EMBEDDER_COOLDOWN_MS: number;
  MEMORY_MAX_BATCH: number;
  MEMORY_RECALL_CANDIDATE_FACTOR: number;
  MEMORY_VERIFY_SLICE: number;
  MEMORY_VERIFY_DEADLINE_MS: number;
  MEMORY_VERIFY_RECHECK_MS: number;
  MEMORY_GRAPH_MAX_EDGES: number;
}

/**
 * The memory service and its moving parts, wired as the plugin runs them (benchmarks reuse it).
 * `events`: where lifecycle changes append their CloudEvents; null for tools without an event log.
 */
export function createMemory(stores: WorldStores, rawEmbedder: Embedder, index: VectorIndex, settings: MemorySettings, log: Logger, events: EventLog | null) {
  const embedder = new GuardedEmbedder(rawEmbedder, settings.MEMORY_EMBEDDER_COOLDOWN_MS, log);
  const intervalMs = settings.MEMORY_INDEX_INTERVAL_MS;
  const leaseMs = settings.MEMORY_INDEX_LEASE_MS;
  const sync = new IndexSync(stores, embedder, index, log);
  const appender = new ChainAppender(stores, {
    maxBatch: settings.MEMORY_MAX_BATCH,
    leaseMs,
    events,
    // Outbox entries are cleared only if nothing touched them since (their version).
    afterCommit: async (mode, items) =>
      (await sync.sync(mode, items, { background: false, intervalMs, deferClear: true })).map((i) => ({ memory_id: i.memory_id, outboxVersion: i.outboxVersion })),
    clearIn: (tx, items) => IndexSync.clearIn(tx, items),
    clear: (mode, items) => sync.clear(mode, items),
  });
  const job = new IndexJob(stores, sync, intervalMs, log);
  const service = new MemoryService({ stores, appender, sync, index, embedder, leaseMs, intervalMs, candidateFactor: settings.MEMORY_RECALL_CANDIDATE_FACTOR, maxGraphEdges: settings.MEMORY_GRAPH_MAX_EDGES,
    verifier: new ChainVerifier({ sliceSize: settings.MEMORY_VERIFY_SLICE, deadlineMs: settings.MEMORY_VERIFY_DEADLINE_MS, recheckMs: settings.MEMORY_VERIFY_RECHECK_MS }),
  });
  return {
    service,
    job,
    /** Resolves once every queued write is answered, indexed and its queue entry cleared (tools, tests, benchmarks). */
    idle: () => appender.idle(),
    /** Stops the job and waits for every queued write and its index update. */
    close: async () => {
      await job.stop();
      await appender.idle();
    },
  };
}
