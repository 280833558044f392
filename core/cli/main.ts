import { readFileSync } from "node:fs";
import { pino } from "pino";
import { ConfigError } from "../config/config-var.ts";
import type { Composition } from "../host/composition.ts";
import type { HostPlan } from "../host/plan-host.ts";
import { PortSet } from "../host/port-set.ts";
import { UsageError, type CommandContext, type CommandDefinition } from "../plugin/define-command.ts";
import type { BerthPlugin } from "../plugin/define-plugin.ts";
import type { PortDefinition } from "../ports/define-port.ts";
import { pointId, type ExtensionPoint } from "../plugin/define-extension-point.ts";
import { MutableRegistry } from "../plugin/registry.ts";
import { commandHelp, subcommandHelp, topHelp } from "./command-help.ts";
import { parseInput } from "./parse-input.ts";
import { storeNote } from "./store-note.ts";
import { checkedEventLog } from "../events/checked-event-log.ts";
import { eventLogPort, type EventLog } from "../ports/event-log.ts";

const EX_USAGE = 64;
const EX_CONFIG = 78;

/** Commands of the CLI itself, listed with the plugins' in `berth --help`. */
const BUILTINS: [string, string][] = [
  ["start", "Runs the server, as `npm start` does; `--workers N` (or auto) runs N worker processes on one port."],
  ["config", "Every variable Berth reads: its current value (secrets hidden), default and meaning."],
  ["help", "This list; `berth help COMMAND` is `berth COMMAND --help`."],
  ["--version", "The version of Berth."],
];

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };
  return `berth ${pkg.version} (node ${process.versions.node})`;
}

/** `--help` or `-h` anywhere before a `--`. */
function wantsHelp(argv: string[]): boolean {
  const end = argv.indexOf("--");
  return (end < 0 ? argv : argv.slice(0, end)).some((a) => a === "--help" || a === "-h");
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
    eventTypes: plan.eventTypes,
    port: async <P>(port: PortDefinition<unknown, P>): Promise<P> => {
      check(port);
      const exposed = port.expose(await ports.open(port)) as P;
      return port.name === eventLogPort.name ? (checkedEventLog(exposed as EventLog, plan.eventTypes, plan.config.EVENT_DATA_CHECK, log) as P) : exposed;
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

/** Runs the command (or the subcommand it declares) and answers what to print, or what help to show on a mistake. */
async function runCommand(command: CommandDefinition, ctx: CommandContext<unknown>, argv: string[]): Promise<string> {
  if (!command.subcommands) {
    if (!command.run) throw new UsageError(`${command.name} declares neither subcommands nor run`);
    return command.run(ctx, argv);
  }
  const [action, ...rest] = argv;
  const sub = command.subcommands.find((s) => s.name === action);
  if (!sub) throw new UsageError(action ? `unknown ${command.name} command ${action}` : `missing ${command.name} command`);
  return sub.run(ctx, parseInput(sub, rest));
}

/** The help a usage mistake is printed with: the subcommand's when one was named, else the command's. */
function helpFor(command: CommandDefinition, argv: string[]): string {
  const sub = command.subcommands?.find((s) => s.name === argv[0]);
  return sub ? subcommandHelp(command, sub) : commandHelp(command);
}

const START_HELP = `berth start: ${BUILTINS[0]![1]}

Usage:
  berth start [--workers N|auto]

Reads the same variables as \`npm start\` (\`berth config\` lists them); --workers sets WORKERS.
SIGTERM drains and stops; with workers, SIGHUP restarts them one at a time.
`;

/** `berth start`: the server itself; never returns while it runs (its signals end the process). */
async function start(argv: string[], composition: Composition): Promise<number | never> {
  if (wantsHelp(argv)) {
    process.stdout.write(START_HELP);
    return 0;
  }
  const env = { ...process.env };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const inline = /^--workers=(.*)$/.exec(arg);
    if (inline) env.WORKERS = inline[1];
    else if (arg === "--workers" && argv[i + 1] !== undefined) env.WORKERS = argv[++i];
    else {
      process.stderr.write(`berth start: unknown option ${arg}\n\n${START_HELP}`);
      return EX_USAGE;
    }
  }
  const { runServer } = await import("../cluster/run-server.ts");
  await runServer(env, composition);
  return new Promise<never>(() => undefined);
}

/** `berth <command> ...`: runs a command a plugin contributed, without the server. */
async function main(argv: string[], composition: Composition): Promise<number> {
  let [name, ...rest] = argv;
  if (name === "--version" || name === "-v" || name === "version") {
    process.stdout.write(`${version()}\n`);
    return 0;
  }
  if (name === "config") {
    if (wantsHelp(rest)) {
      process.stdout.write(`berth config: ${BUILTINS[0]![1]}\n\nUsage:\n  berth config\n\nIt reads the environment as the server would; run it with the server's variables.\n`);
      return 0;
    }
    const { configReport } = await import("./config-report.ts");
    process.stdout.write(`${await configReport(process.env, composition)}\n`);
    return 0;
  }
  if (name === "start") return start(rest, composition);
  if (name === "help" && rest.length > 0) [name, ...rest] = [rest[0]!, "--help"];
  const { planHost } = await import("../host/plan-host.ts");
  const plan = await planHost({ env: process.env, composition, portsFor: (plugins) => plugins.filter((p) => p.commands?.some((c) => c.name === name)) });
  const commands = plan.plugins.flatMap((p) => (p.commands ?? []) as CommandDefinition[]);
  if (!name || name === "help" || name === "--help" || name === "-h") {
    process.stdout.write(`${topHelp(commands, BUILTINS)}\n`);
    return name ? 0 : EX_USAGE;
  }
  const found = findCommand(plan.plugins, name);
  if (!found) {
    process.stderr.write(`berth: unknown command ${name}\n\n${topHelp(commands, BUILTINS)}\n`);
    return EX_USAGE;
  }
  if (wantsHelp(rest)) {
    process.stdout.write(`${helpFor(found.command, rest)}\n`);
    return 0;
  }
  const ports = new PortSet(plan.ports, { dataDir: plan.dataDir, log: pino({ level: "silent" }) });
  try {
    const out = await runCommand(found.command, commandContext(plan, found.plugin, ports), rest);
    process.stdout.write(`${out}\n`);
    return 0;
  } catch (err) {
    // parseArgs throws TypeErrors with a code (unknown option, missing value): the caller's mistake too.
    // By name, not instanceof: a plugin package may bring its own copy of UsageError.
    if (err instanceof Error && (err.name === "UsageError" || (err instanceof TypeError && "code" in err))) {
      process.stderr.write(`berth ${name}: ${err.message}\n\n${helpFor(found.command, rest)}\n`);
      return EX_USAGE;
    }
    throw err;
  } finally {
    // Which store the command used, and whether a running server uses it too.
    for (const line of storeNote(plan.dataDir, ports.describe())) process.stderr.write(`${line}\n`);
    await ports.close();
  }
}

/** `berth <command> ...` over `composition` (app/cli.ts): exits with the command's code. */
export function runCli(argv: string[], composition: Composition): Promise<void> {
  return main(argv, composition).then(
    (code) => process.exit(code),
    (err: unknown) => {
      process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(err instanceof ConfigError ? EX_CONFIG : 1);
    },
  );
}
