import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openSqliteVecIndex } from "../adapters/sqlite-vec/sqlite-vec-index.ts";
import { CONTRACT_DIMENSION, vectorIndexContract } from "./vector-index.contract.ts";

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), "berth-vector-"));
}

for (const quantization of ["none", "bit"] as const) {
  vectorIndexContract(`sqlite-vec (quantization ${quantization})`, async () => {
    const dir = tempDir();
    const index = await openSqliteVecIndex({ file: join(dir, "vectors.sqlite"), dimension: CONTRACT_DIMENSION, quantization });
    return {
      index,
      cleanup: async () => {
        await index.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  });
}

describe("sqlite-vec index file", () => {
  it("keeps entries across reopen and refuses another dimension or model", async () => {
    const dir = tempDir();
    const file = join(dir, "nested", "vectors.sqlite");
    try {
      const first = await openSqliteVecIndex({ file, dimension: 4, model: "m1" });
      const vector = new Float32Array([1, 0, 0, 0]);
      await first.upsert([
        { id: "a", agentId: "p1", mode: "live", namespace: null, type: "semantic", lane: "self", archived: false, createdAt: 1, text: "persisted words", vector },
      ]);
      await first.close();
      await first.close();

      const again = await openSqliteVecIndex({ file, dimension: 4, model: "m1" });
      const filter = { agentId: "p1", mode: "live" } as const;
      expect(await again.knn({ vector, k: 1, filter })).toEqual([{ id: "a", similarity: 1 }]);
      expect((await again.lexical({ text: "persisted", k: 1, filter }))[0]?.id).toBe("a");
      await again.close();

      await expect(openSqliteVecIndex({ file, dimension: 8 })).rejects.toThrow(/dimension 4/);
      await expect(openSqliteVecIndex({ file, dimension: 4, model: "m2" })).rejects.toThrow(/model m1/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("rejects a bad dimension, chunk size or quantization", async () => {
    await expect(openSqliteVecIndex({ file: ":memory:", dimension: 0 })).rejects.toThrow(RangeError);
    await expect(openSqliteVecIndex({ file: ":memory:", dimension: 4, chunkSize: 12 })).rejects.toThrow(RangeError);
    await expect(openSqliteVecIndex({ file: ":memory:", dimension: 12, quantization: "bit" })).rejects.toThrow(RangeError);
    const dir = tempDir();
    try {
      const file = join(dir, "vectors.sqlite");
      await (await openSqliteVecIndex({ file, dimension: 8 })).close();
      await expect(openSqliteVecIndex({ file, dimension: 8, quantization: "bit" })).rejects.toThrow(/quantization none/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
