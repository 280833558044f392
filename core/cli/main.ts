import { pino } from "pino";
import { ConfigError } from "../config/config-var.ts";
import { planHost, type HostPlan } from "../host/plan-host.ts";
import { PortSet } from "../host/port-set.ts";
import { UsageError, type CommandContext, type CommandDefinition } from "../plugin/define-command.ts";
import type { BerthPlugin } from "../plugin/define-plugin.ts";
import type { PortDefinition } from "../plugin/define-port.ts";
import { pointId, type ExtensionPoint } from "../plugin/define-extension-point.ts";
import { MutableRegistry } from "../plugin/registry.ts";

const EX_USAGE = 64;
const EX_CONFIG = 78;

function usage(plugins: BerthPlugin[]): string {
  const commands = plugins.flatMap((p) => p.commands ?? []);
  return [
    "Berth command line. Commands come from the plugins (BERTH_PLUGINS adds more).",
    ...commands.map((c) => `${c.name}: ${c.summary}\n${c.usage}`),
    "It reads the same configuration as the server (BERTH_DATA_DIR, STORE, MONGODB_URL, API_KEY_PREFIX, ...).",
  ].join("\n\n");
}

function findCommand(plugins: BerthPlugin[], name: string): { plugin: BerthPlugin; command: CommandDefinition } | undefined {
  for (const plugin of plugins) {
    const command = plugin.commands?.find((c) => c.name === name);
    if (command) return { plugin, command: command as CommandDefinition };
  }
  return undefined;
}

/** The command's view of the world: its plugin's config and ports, opened only when it asks. */
function commandContext(plan: HostPlan, plugin: BerthPlugin, ports: PortSet): CommandContext<unknown> {
  const allowed = new Set((plugin.needs?.ports ?? []).map((p) => p.name));
  const log = pino({ level: plan.config.LOG_LEVEL, base: { service: "berth-cli" } }, pino.destination(2));
  const check = (port: { name: string }) => {
    if (!allowed.has(port.name)) throw new Error(`plugin ${plugin.name} uses port ${port.name} without listing it in needs.ports`);
  };
  return {
    config: plan.pluginConfigs.get(plugin.name),
    log,
    dataDir: plan.dataDir,
    port: async <P>(port: PortDefinition<unknown, P>): Promise<P> => {
      check(port);
      return port.expose(await ports.open(port)) as P;
    },
    drop: async (port) => {
      check(port);
      if (!(await ports.drop(port))) {
        throw new UsageError(`${port.variable ?? port.name}=${ports.adapterName(port)} cannot delete its data; only an embedded adapter can`);
      }
    },
    extensions: <T>(point: ExtensionPoint<T>) => {
      const registry = new MutableRegistry<T>(point);
      const id = pointId(point);
      for (const p of plan.plugins) {
        for (const c of p.contributes?.(plan.pluginConfigs.get(p.name) as never) ?? []) if (pointId(c.point) === id) registry.add(c.key, c.value, p.name);
      }
      return registry;
    },
    progress: (line) => process.stderr.write(`${line}\n`),
  };
}

/** `berth <command> ...`: runs a command a plugin contributed, without the server. */
async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  const plan = await planHost({ env: process.env, portsFor: (plugins) => plugins.filter((p) => p.commands?.some((c) => c.name === name)) });
  if (!name || name === "help" || name === "--help" || name === "-h") {
    process.stdout.write(`${usage(plan.plugins)}\n`);
    return name ? 0 : EX_USAGE;
  }
  const found = findCommand(plan.plugins, name);
  if (!found) {
    process.stderr.write(`unknown command ${name}\n\n${usage(plan.plugins)}\n`);
    return EX_USAGE;
  }
  const ports = new PortSet(plan.ports, { dataDir: plan.dataDir, log: pino({ level: "silent" }) });
  try {
    process.stdout.write(`${await found.command.run(commandContext(plan, found.plugin, ports), rest)}\n`);
    return 0;
  } catch (err) {
    // parseArgs throws TypeErrors with a code (unknown option, missing value): the caller's mistake too.
    // By name, not instanceof: a plugin package may bring its own copy of UsageError.
    if (err instanceof Error && (err.name === "UsageError" || (err instanceof TypeError && "code" in err))) {
      process.stderr.write(`berth ${name}: ${err.message}\n\n${found.command.usage}\n`);
      return EX_USAGE;
    }
    throw err;
  } finally {
    await ports.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(err instanceof ConfigError ? EX_CONFIG : 1);
  },
);
