import { ADAPTERS } from "../../adapters/index.ts";
import type { ConfigVar } from "../../core/config/config-var.ts";
import { REPO_ROOT } from "../../core/host/host.ts";
import { hostConfigSpec } from "../../core/host/host-config.ts";
import { loadPlugin } from "../../core/plugin/load-plugins.ts";
import type { AdapterDefinition } from "../../core/plugin/define-adapter.ts";
import { BUILTIN_PLUGINS } from "../../plugins/index.ts";

export interface KnownConfig {
  /** Every variable of the host, of every adapter and of every in-repo plugin. */
  vars: Map<string, ConfigVar<unknown>>;
  /** Variables that pick a port's adapter (`EVENT_LOG`), with the adapters each may name. */
  portVars: Map<string, AdapterDefinition[]>;
}

export async function knownConfig(): Promise<KnownConfig> {
  const vars = new Map<string, ConfigVar<unknown>>(Object.entries(hostConfigSpec));
  const portVars = new Map<string, AdapterDefinition[]>();
  for (const adapter of ADAPTERS) {
    for (const [name, v] of Object.entries(adapter.config ?? {})) vars.set(name, v);
    const variable = adapter.port.variable;
    if (variable) portVars.set(variable, [...(portVars.get(variable) ?? []), adapter]);
  }
  for (const specifier of BUILTIN_PLUGINS) {
    for (const plugin of await loadPlugin(specifier, REPO_ROOT)) for (const [name, v] of Object.entries(plugin.config ?? {})) vars.set(name, v);
  }
  return { vars, portVars };
}
