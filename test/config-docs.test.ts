import { describe, expect, it } from "vitest";
import { docSection } from "./support/docs.ts";
import { knownConfig } from "./support/config-vars.ts";

/** Variable names in the first column of the configuration table (docs/configuration.md). */
function documented(): Set<string> {
  const table = docSection("docs/configuration.md", "# Configuration");
  const names = new Set<string>();
  for (const row of table.split("\n").filter((l) => l.startsWith("| `"))) {
    const first = row.split("|")[1]!;
    for (const m of first.matchAll(/`([A-Z][A-Z0-9_<>]+)`/g)) names.add(m[1]!);
  }
  return names;
}

describe("the configuration table (docs/configuration.md)", () => {
  it("documents every variable of the host, of every adapter and port, and of every in-repo plugin", async () => {
    const { vars, portVars } = await knownConfig();
    const names = new Set([...vars.keys(), ...portVars.keys()]);
    expect(names.size).toBeGreaterThan(50);
    const missing = [...names].filter((n) => !documented().has(n));
    expect(missing).toEqual([]);
  });
});
