import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ADAPTERS } from "../adapters/index.ts";
import { REPO_ROOT } from "../core/host/host.ts";
import { hostConfigSpec } from "../core/host/host-config.ts";
import { BUILTIN_PLUGINS } from "../plugins/index.ts";
import { loadPlugin } from "../core/plugin/load-plugins.ts";

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
    const names = new Set(Object.keys(hostConfigSpec));
    for (const adapter of ADAPTERS) {
      for (const name of Object.keys(adapter.config ?? {})) names.add(name);
      if (adapter.port.variable) names.add(adapter.port.variable);
    }
    for (const specifier of BUILTIN_PLUGINS) for (const plugin of await loadPlugin(specifier, REPO_ROOT)) for (const name of Object.keys(plugin.config ?? {})) names.add(name);
    const missing = [...names].filter((n) => !documented().has(n));
    expect(missing).toEqual([]);
  });
});
