import { resolve } from "node:path";
import { env, type ConfigSpec, type ConfigVar } from "../config/config-var.ts";
import type { Composition } from "../host/composition.ts";
import { hostConfigSpec } from "../host/host-config.ts";
import type { BerthPlugin } from "../plugin/define-plugin.ts";
import { loadPlugin } from "../plugin/load-plugins.ts";

interface Group {
  title: string;
  spec: ConfigSpec;
}

/**
 * The variables the host, every port's adapters and every loaded plugin declare: the same
 * declarations start-up checks, so nothing here can drift from what Berth reads.
 */
async function groups(source: Record<string, string | undefined>, composition: Composition): Promise<{ groups: Group[]; problems: string[] }> {
  const out: Group[] = [{ title: "host", spec: hostConfigSpec }];
  const byPort = new Map<string, Composition["adapters"][number][]>();
  for (const a of composition.adapters) byPort.set(a.port.name, [...(byPort.get(a.port.name) ?? []), a]);
  for (const [name, adapters] of byPort) {
    const port = adapters[0]!.port;
    const spec: ConfigSpec = {};
    if (port.variable) {
      const values = adapters.map((a) => a.name);
      spec[port.variable] = env.oneOf({ description: `${port.description} Adapter: ${adapters.map((a) => `\`${a.name}\` (${a.description})`).join("; ")}`, values, default: port.defaultAdapter ?? values[0]! }) as ConfigVar<unknown>;
    }
    for (const a of adapters) Object.assign(spec, a.config ?? {});
    if (Object.keys(spec).length > 0) out.push({ title: `port ${name}`, spec });
  }
  const problems: string[] = [];
  const pluginDir = resolve(source.BERTH_PLUGIN_DIR?.trim() || process.cwd());
  const extra = (source.BERTH_PLUGINS ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  const builtin = composition.builtinPlugins;
  for (const specifier of [...builtin, ...extra]) {
    let plugins: BerthPlugin[] = [];
    try {
      plugins = await loadPlugin(specifier, builtin.includes(specifier) ? composition.pluginBase : pluginDir);
    } catch (err) {
      problems.push(`BERTH_PLUGINS: ${(err as Error).message}`);
    }
    for (const p of plugins) if (p.config && Object.keys(p.config).length > 0) out.push({ title: `plugin ${p.name}`, spec: p.config });
  }
  return { groups: out, problems };
}

/** What `berth config` prints: each variable's current value (secrets hidden), default and meaning. */
export async function configReport(source: Record<string, string | undefined>, composition: Composition): Promise<string> {
  const { groups: all, problems } = await groups(source, composition);
  const seen = new Set<string>();
  const lines = ["Configuration Berth reads from the environment (secret values hidden). `*` marks a variable set here.", ""];
  for (const group of all) {
    const rows: string[] = [];
    for (const [name, variable] of Object.entries(group.spec)) {
      if (seen.has(name)) continue;
      seen.add(name);
      const raw = source[name];
      const set = raw !== undefined && raw.trim() !== "";
      const parsed = variable.parse(raw);
      let current: string;
      if (!parsed.ok) current = `INVALID: ${parsed.problem}${variable.secret ? " (value hidden)" : ""}`;
      else if (set) current = variable.secret ? "(set, hidden)" : raw.trim();
      else current = variable.defaultText !== undefined ? variable.defaultText || '""' : "(unset)";
      rows.push(`${set ? "*" : " "} ${name} = ${current}`);
      rows.push(`      ${variable.description}${variable.defaultText !== undefined ? ` Default: ${variable.defaultText || '""'}.` : ""}${variable.secret ? " Secret." : ""}`);
    }
    if (rows.length > 0) lines.push(`[${group.title}]`, ...rows, "");
  }
  lines.push("Chains in CHAINS other than `local` also read CHAIN_<NAME>_RPC_URL, _SIGNER_KEY (secret), _ID, _MODE, _IDENTITY_REGISTRY and _ESCROW (see docs/configuration.md).");
  if (problems.length > 0) lines.push("", "Problems:", ...problems.map((p) => `  - ${p}`));
  return lines.join("\n");
}
