// The worked example of docs/reputation.md: its inputs, run through the algorithms, give exactly the
// scores and components its results table states (so the page cannot drift from the code).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ALGORITHMS, COMPOSITE_WEIGHTS, resolveParams } from "../../plugins/reputation/algorithms.ts";
import type { ScoreInputs } from "../../plugins/reputation/score-inputs.ts";

const page = readFileSync(fileURLToPath(new URL("../../docs/reputation.md", import.meta.url)), "utf8");

function inputs(): ScoreInputs {
  const after = page.split("<!-- worked-example-inputs -->")[1]!;
  return JSON.parse(after.split("```json")[1]!.split("```")[0]!) as ScoreInputs;
}

function results(): { name: string; score: number; components: [string, number][] }[] {
  const table = page.split("<!-- worked-example-results -->")[1]!.trim().split("\n").filter((l) => l.startsWith("|")).slice(2);
  return table.map((row) => {
    const [, name, score, components] = row.split("|").map((c) => c.trim());
    const pairs = (components ?? "").split(",").map((c) => c.trim()).filter(Boolean).map((c) => {
      const [key, value] = c.split(/\s+/);
      return [key!, Number(value)] as [string, number];
    });
    return { name: name!.replace(/`/g, ""), score: Number(score), components: pairs };
  });
}

describe("the worked example in docs/reputation.md", () => {
  it("states the scores and components the algorithms compute from its inputs", () => {
    const rows = results();
    expect(rows.map((r) => r.name)).toEqual([...ALGORITHMS.map((a) => a.id), "composite"]);
    let composite = 0;
    for (const algorithm of ALGORITHMS) {
      const { values, tags } = resolveParams(algorithm, {});
      const result = algorithm.score(inputs(), values, tags);
      const row = rows.find((r) => r.name === algorithm.id)!;
      expect(result.score, algorithm.id).toBe(row.score);
      expect(row.components.length, `${algorithm.id} checks some components`).toBeGreaterThan(0);
      for (const [key, value] of row.components) expect(result.components[key], `${algorithm.id} ${key}`).toBe(value);
      composite += COMPOSITE_WEIGHTS[algorithm.id]! * result.score;
    }
    expect(Math.round(composite * 1e4) / 1e4).toBe(rows.find((r) => r.name === "composite")!.score);
  });

  it("says in its prose the same scores its table states, in the same order", () => {
    const prose = page.split("## Worked example")[1]!.split("<!-- worked-example-results -->")[0]!;
    const bold = [...prose.matchAll(/= \*\*([0-9.]+)\*\*/g)].map((m) => Number(m[1]));
    expect(bold).toEqual(results().map((r) => r.score));
  });
});
