// The committed contracts/artifacts/*.ts must be exactly what scripts/compile-contracts.ts
// writes for the current sources, or the chain runs different code from what was reviewed.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ARTIFACT_DIR, compileContracts } from "../../scripts/compile-contracts.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const fix = "run: npx tsx scripts/compile-contracts.ts";

describe("contract artifacts", () => {
  it("match a fresh compile of contracts/src", () => {
    const { files } = compileContracts(root);
    const committed = readdirSync(join(root, ARTIFACT_DIR))
      .filter((file) => file.endsWith(".ts"))
      .map((file) => `${ARTIFACT_DIR}/${file}`)
      .sort();
    expect(committed, `artifact files differ from the contracts in contracts/src; ${fix}`).toEqual([...files.keys()].sort());
    for (const [path, text] of files) {
      expect(readFileSync(join(root, path), "utf8") === text, `${path} is stale; ${fix}`).toBe(true);
    }
  }, 120_000);
});
