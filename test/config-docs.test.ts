import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../core/host/host.ts";
import { knownConfig } from "./support/config-vars.ts";

const README = readFileSync(join(REPO_ROOT, "README.md"), "utf8");

/** Variable names in the first column of the README's configuration table. */
function documented(): Set<string> {
  const table = README.slice(README.indexOf("## Configuration"), README.indexOf("## Errors"));
  const names = new Set<string>();
  for (const row of table.split("\n").filter((l) => l.startsWith("| `"))) {
    const first = row.split("|")[1]!;
    for (const m of first.matchAll(/`([A-Z][A-Z0-9_<>]+)`/g)) names.add(m[1]!);
  }
  return names;
}

describe("the README's configuration table", () => {
  it("documents every variable of the host, of every adapter and port, and of every in-repo plugin", async () => {
    const { vars, portVars } = await knownConfig();
    const names = new Set([...vars.keys(), ...portVars.keys()]);
    const missing = [...names].filter((n) => !documented().has(n));
    expect(missing).toEqual([]);
  });
});
