import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigError, readConfig, type ConfigProblem, type ConfigValues } from "../config/config-var.ts";
import type { AdapterDefinition, AnyPort } from "../plugin/define-adapter.ts";
import { isBerthPlugin, type BerthPlugin } from "../plugin/define-plugin.ts";
import { isPort } from "../ports/define-port.ts";
import { loadPlugin, PluginLoadError } from "../plugin/load-plugins.ts";
import { orderPlugins } from "../plugin/order-plugins.ts";
import { apiKeysPort } from "../ports/api-keys.ts";
import { EventCatalog } from "../events/event-catalog.ts";
import { storePort } from "../ports/document-store.ts";
import type { Composition } from "./composition.ts";
import { hostConfigSpec } from "./host-config.ts";
import { planPorts, type PortNeed, type PortPlan } from "./plan-ports.ts";

/** The repository root (tests and tools find its files from it). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

export type HostConfig = ConfigValues<typeof hostConfigSpec>;

/** Ports the host itself uses: the store (idempotency) and API keys (auth on every request). */
const HOST_NEEDS: AnyPort[] = [storePort, apiKeysPort];

/** Everything start-up decided before anything is opened. */
export interface HostPlan {
  config: HostConfig;
  /** Absolute BERTH_DATA_DIR. */
  dataDir: string;
  /** In setup order: every plugin after the plugins it needs. */
  plugins: BerthPlugin[];
  pluginConfigs: Map<string, unknown>;
  ports: PortPlan[];
  /** Every event type the plugins declare. */
  eventTypes: EventCatalog;
}

export interface PlanOptions {
  env: Record<string, string | undefined>;
  /** The adapters and in-repo plugins to choose from (app/composition.ts). */
  composition: Composition;
  /** Plugins given as values (tests); they join the loaded ones. */
  extraPlugins?: BerthPlugin[];
  /** Plan only the ports these plugins need (a CLI command); default: every loaded plugin. */
  portsFor?: (plugins: BerthPlugin[]) => BerthPlugin[];
  /** Instead of the composition's adapters (tests of the planner). */
  adapters?: readonly AdapterDefinition[];
}

async function loadAll(specifiers: string[], baseDirOf: (s: string) => string, problems: ConfigProblem[]): Promise<BerthPlugin[]> {
  const out: BerthPlugin[] = [];
  for (const specifier of specifiers) {
    try {
      out.push(...(await loadPlugin(specifier, baseDirOf(specifier))));
    } catch (err) {
      if (!(err instanceof PluginLoadError)) throw err;
      problems.push({ variable: "BERTH_PLUGINS", problem: err.message });
    }
  }
  return out;
}

/** A plugin's needs must be values made by definePort / definePlugin, not names. */
function checkNeeds(p: BerthPlugin, problems: ConfigProblem[]): void {
  for (const port of p.needs?.ports ?? []) {
    if (!isPort(port)) problems.push({ variable: "BERTH_PLUGINS", problem: `plugin ${p.name} lists ${JSON.stringify(port)} in needs.ports; list port values (storePort, ...) from berth/plugin` });
  }
  for (const dep of p.needs?.plugins ?? []) {
    if (!isBerthPlugin(dep)) problems.push({ variable: "BERTH_PLUGINS", problem: `plugin ${p.name} lists ${JSON.stringify(dep)} in needs.plugins; list the plugin values it imports` });
  }
}

/**
 * The config phase: reads and checks every variable (the host's, each plugin's, each chosen
 * adapter's), loads and orders plugins, and chooses an adapter per needed port. Throws one
 * ConfigError listing every problem; nothing has been opened then.
 */
export async function planHost(options: PlanOptions): Promise<HostPlan> {
  const problems: ConfigProblem[] = [];
  const config = readConfig(hostConfigSpec, options.env, problems);
  const pluginDir = resolve(config.BERTH_PLUGIN_DIR ?? process.cwd());
  const builtin = options.composition.builtinPlugins;
  const loaded = await loadAll([...builtin, ...(config.BERTH_PLUGINS ?? [])], (s) => (builtin.includes(s) ? options.composition.pluginBase : pluginDir), problems);
  const all = [...loaded, ...(options.extraPlugins ?? [])];
  for (const p of all) checkNeeds(p, problems);
  const { ordered, problems: orderProblems } = orderPlugins(all);
  for (const p of orderProblems) problems.push({ variable: "BERTH_PLUGINS", problem: p });

  const pluginConfigs = new Map<string, unknown>();
  for (const p of ordered) pluginConfigs.set(p.name, readConfig(p.config ?? {}, options.env, problems));
  const users = options.portsFor ? options.portsFor(ordered) : ordered;
  const needs: PortNeed[] = [
    ...HOST_NEEDS.map((port) => ({ port, by: "the host" })),
    ...users.flatMap((p) => (p.needs?.ports ?? []).filter(isPort).map((port) => ({ port, by: `plugin ${p.name}` }))),
  ];
  const ports = planPorts(needs, options.adapters ?? options.composition.adapters, options.env, problems);
  const eventTypes = EventCatalog.collect(ordered, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return { config, dataDir: resolve(config.BERTH_DATA_DIR), plugins: ordered, pluginConfigs, ports, eventTypes };
}
