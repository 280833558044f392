import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SqliteDocumentStore } from "../../adapters/sqlite/sqlite-document-store.ts";
import { worldStores } from "../../core/ports/document-store.ts";
import { ChainAppender } from "../../plugins/memory/chain-appender.ts";
import type { MemoryDraft } from "../../plugins/memory/memory-record.ts";
import { tempDir } from "../support/test-berth.ts";

/**
 * Finding 1 of issue 13, below validation: should an entry that cannot be stored still reach a
 * group commit, it fails alone and every other entry of its group commits.
 */
let store: SqliteDocumentStore | undefined;
afterEach(async () => {
  await store?.close();
});

const draft = (agent: string, content: string, metadata: Record<string, unknown> = {}): MemoryDraft => ({
  agent_passport_id: agent,
  namespace: null,
  type: "episodic",
  lane: "self",
  content,
  fields: {},
  confidence: null,
  metadata,
});

describe("group commit isolates failures", () => {
  it("the SQLite store answers a failing transaction alone and commits the rest of its group", async () => {
    store = new SqliteDocumentStore({ file: join(tempDir(), "berth.sqlite") });
    const spec = { name: "isolation_docs" };
    await store.collection(spec).insert("warm", { n: 0 });
    // Asked for in one turn of the event loop: one group.
    const results = await Promise.allSettled(
      [1, 2, 3, 4].map((n) =>
        store!.transaction(async (tx) => {
          await tx.collection<{ n: number }>(spec).insert(`doc-${n}`, { n });
          if (n === 2) throw new Error("this transaction fails after writing");
          return n;
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled", "fulfilled"]);
    const ids = (await store.collection(spec).find()).items.map((d) => d.id).sort();
    expect(ids).toEqual(["doc-1", "doc-3", "doc-4", "warm"]);
  });

  it("the memory appender refuses only the entry that cannot be hashed; the other agents' entries of its batch commit", async () => {
    store = new SqliteDocumentStore({ file: join(tempDir(), "berth.sqlite") });
    const appender = new ChainAppender(worldStores(store), {
      maxBatch: 256,
      leaseMs: 60_000,
      afterCommit: async () => [],
      clearIn: async () => undefined,
      clear: async () => undefined,
    });
    // A BigInt has no JSON form: the content hash throws inside the shared transaction.
    const poisoned = draft("poisoner", "x", { n: 10n as unknown as number });
    const answers = await Promise.allSettled([
      appender.append("live", draft("victim", "one")),
      appender.append("live", poisoned),
      appender.append("live", draft("victim", "two")),
      appender.append("live", draft("other", "three")),
    ]);
    expect(answers.map((a) => a.status)).toEqual(["fulfilled", "rejected", "fulfilled", "fulfilled"]);
    const seqs = answers.flatMap((a) => (a.status === "fulfilled" ? [`${a.value.record.agent_passport_id}:${a.value.record.seq}`] : []));
    expect(seqs.sort()).toEqual(["other:1", "victim:1", "victim:2"]);
    await appender.idle();
  });
});
