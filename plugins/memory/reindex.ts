import type { Embedder, Mode, VectorIndex, WorldStores } from "berth/plugin";
import { INDEX_OUTBOX, MEMORIES } from "./collections.ts";
import { toIndexEntry } from "./index-sync.ts";
import type { MemoryRecord } from "./memory-record.ts";
import { indexText } from "./memory-text.ts";
import type { OutboxEntry } from "./outbox.ts";

export interface ReindexReport {
  mode: Mode;
  memories: number;
  /** Written without a vector because the embedder failed; queued for the server's background job. */
  without_vector: number;
}

const PAGE = 500;

/**
 * `berth memory reindex`: writes every stored memory of both worlds into the VectorIndex again,
 * from the store (the system of record), embedding page by page. Idempotent; safe while a server
 * runs. Memories the embedder cannot embed now are written for lexical search and queued in the
 * outbox, where a running server's background job picks them up.
 */
export async function reindexAll(stores: WorldStores, embedder: Embedder, index: VectorIndex, progress: (line: string) => void = () => {}): Promise<ReindexReport[]> {
  const reports: ReindexReport[] = [];
  for (const mode of ["live", "test"] as const) {
    const memories = stores.world(mode).collection<MemoryRecord>(MEMORIES);
    const outbox = stores.world(mode).collection<OutboxEntry>(INDEX_OUTBOX);
    const report: ReindexReport = { mode, memories: 0, without_vector: 0 };
    let cursor: string | undefined;
    do {
      const page = await memories.find({ sort: { field: "id", direction: "asc" }, limit: PAGE, cursor });
      // Retraction entries are chain entries, not memories: nothing to find them by.
      const found = page.items.filter((m) => (m.op ?? "store") === "store");
      let vectors: Float32Array[] | null = null;
      try {
        vectors = await embedder.embed(found.map((m) => indexText(m)));
      } catch {
        vectors = null;
      }
      await index.upsert(found.map((m, i) => toIndexEntry(mode, m.id, m, vectors?.[i])));
      if (!vectors) {
        for (const m of found) {
          await outbox.upsert(m.id, { agent_passport_id: m.agent_passport_id, attempts: 0, next_attempt_at: Date.now(), last_error: "reindex: embedder unavailable" });
        }
        report.without_vector += found.length;
      }
      report.memories += found.length;
      cursor = page.nextCursor;
      if (report.memories % 10_000 < PAGE && page.items.length > 0) progress(`${mode}: ${report.memories} memories`);
    } while (cursor);
    reports.push(report);
  }
  return reports;
}
