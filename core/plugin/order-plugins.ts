import { PLUGIN_NAME_PATTERN, type BerthPlugin } from "./define-plugin.ts";

/**
 * Puts plugins in dependency order (needs first). Returns every problem found (unknown names,
 * duplicates, missing or circular dependencies) rather than the first.
 */
export function orderPlugins(plugins: BerthPlugin[]): { ordered: BerthPlugin[]; problems: string[] } {
  const problems: string[] = [];
  const byName = new Map<string, BerthPlugin>();
  const depsOf = (p: BerthPlugin): string[] => (p.needs?.plugins ?? []).map((d) => d.name);
  for (const p of plugins) {
    if (!PLUGIN_NAME_PATTERN.test(p.name)) problems.push(`plugin name ${JSON.stringify(p.name)} must be lowercase letters, digits and '-'`);
    if (byName.has(p.name)) problems.push(`two plugins are named ${p.name}`);
    byName.set(p.name, p);
  }
  for (const p of plugins) {
    for (const dep of depsOf(p)) {
      if (!byName.has(dep)) problems.push(`plugin ${p.name} needs plugin ${dep}, which is not enabled`);
    }
  }
  const ordered: BerthPlugin[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (p: BerthPlugin, path: string[]): void => {
    const s = state.get(p.name);
    if (s === "done") return;
    if (s === "visiting") {
      problems.push(`plugins depend on each other in a circle: ${[...path, p.name].join(" -> ")}`);
      return;
    }
    state.set(p.name, "visiting");
    for (const dep of depsOf(p)) {
      const d = byName.get(dep);
      if (d) visit(d, [...path, p.name]);
    }
    state.set(p.name, "done");
    ordered.push(p);
  };
  for (const p of byName.values()) visit(p, []);
  return { ordered, problems };
}
