import { env, readConfig, type ConfigProblem } from "../config/config-var.ts";
import type { AdapterDefinition, AnyPort } from "../plugin/define-adapter.ts";

/** One port to open: the adapter its variable chose, with that adapter's config read and checked. */
export interface PortPlan {
  port: AnyPort;
  adapter: AdapterDefinition;
  config: unknown;
  settings: unknown;
}

/** Who needs a port, for messages: a plugin's name, or "the host". */
export interface PortNeed {
  port: AnyPort;
  by: string;
}

/**
 * Chooses an adapter for every needed port and for every port those adapters depend on, and
 * reads their configuration, adding every problem to `problems` (nothing is opened here).
 * Answers the plans in dependency order: an adapter comes after the ports it depends on.
 *
 * The variables of every adapter of a needed port are checked (a typo is reported even for the
 * adapter not in use); cross-variable rules (`prepare`) run for the chosen one only.
 */
export function planPorts(needs: PortNeed[], adapters: readonly AdapterDefinition[], source: Record<string, string | undefined>, problems: ConfigProblem[]): PortPlan[] {
  const byPort = new Map<string, AdapterDefinition[]>();
  for (const a of adapters) byPort.set(a.port.name, [...(byPort.get(a.port.name) ?? []), a]);
  const planned = new Map<string, PortPlan | null>();
  const ordered: PortPlan[] = [];

  const visit = (port: AnyPort, by: string, path: string[]): void => {
    if (planned.has(port.name)) {
      if (planned.get(port.name) === null && path.includes(port.name)) {
        problems.push({ variable: port.variable ?? "BERTH_PLUGINS", problem: `adapters depend on each other in a circle: ${[...path, port.name].join(" -> ")}` });
      }
      return;
    }
    planned.set(port.name, null);
    const candidates = byPort.get(port.name) ?? [];
    if (candidates.length === 0) {
      problems.push({ variable: "BERTH_PLUGINS", problem: `${by} needs port ${port.name}, which no adapter implements` });
      return;
    }
    const names = candidates.map((a) => a.name);
    let chosen = candidates[0]!;
    if (port.variable) {
      const selector = env.oneOf({ description: `${port.name} adapter.`, values: names, default: port.defaultAdapter ?? names[0]! });
      const picked = readConfig({ [port.variable]: selector }, source, problems)[port.variable];
      chosen = candidates.find((a) => a.name === picked) ?? chosen;
    }
    let config: unknown = {};
    for (const candidate of candidates) {
      const values = readConfig(candidate.config ?? {}, source, problems);
      if (candidate === chosen) config = values;
    }
    const settings = chosen.prepare?.(config as never, source, problems);
    for (const dep of chosen.deps ?? []) visit(dep, `adapter ${chosen.name} of port ${port.name}`, [...path, port.name]);
    const plan: PortPlan = { port, adapter: chosen, config, settings };
    planned.set(port.name, plan);
    ordered.push(plan);
  };

  for (const need of needs) visit(need.port, need.by, []);
  return ordered;
}
