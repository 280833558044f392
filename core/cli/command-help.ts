import type { CommandDefinition, CommandOption, SubcommandDefinition } from "../plugin/define-command.ts";

/** Help text made from command declarations, so a third-party plugin's commands get it too. */

function optionWords(name: string, o: CommandOption): string {
  return o.type === "string" ? `--${name} ${o.value ?? "VALUE"}` : `--${name}`;
}

/** `berth keys create --role ROLE [--test] [--passport ID]... [--label TEXT]` */
export function synopsis(command: CommandDefinition, sub: SubcommandDefinition): string {
  const options = Object.entries(sub.options ?? {}).map(([name, o]) => {
    const words = optionWords(name, o);
    return `${o.required ? words : `[${words}]`}${o.multiple ? "..." : ""}`;
  });
  return ["berth", command.name, sub.name, ...(sub.args ? [sub.args] : []), ...options].join(" ");
}

function table(rows: [string, string][]): string[] {
  const width = Math.max(...rows.map(([left]) => left.length));
  return rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`);
}

export function commandHelp(command: CommandDefinition): string {
  const subs = command.subcommands ?? [];
  const lines = [`berth ${command.name}: ${command.summary}`];
  if (subs.length > 0) {
    lines.push("", "Usage:", ...subs.map((s) => `  ${synopsis(command, s)}`), "", "Commands:", ...table(subs.map((s) => [s.name, s.summary])));
  }
  if (command.usage) lines.push("", command.usage);
  if (subs.length > 0) lines.push("", `\`berth ${command.name} COMMAND --help\` explains each one and its options.`);
  return lines.join("\n");
}

export function subcommandHelp(command: CommandDefinition, sub: SubcommandDefinition): string {
  const options: [string, string][] = Object.entries(sub.options ?? {}).map(([name, o]) => [
    optionWords(name, o),
    `${o.description}${o.required ? " Required." : ""}${o.multiple ? " May be repeated." : ""}`,
  ]);
  options.push(["-h, --help", "Show this help."]);
  const lines = [`berth ${command.name} ${sub.name}: ${sub.summary}`, "", "Usage:", `  ${synopsis(command, sub)}`, "", "Options:", ...table(options)];
  if (sub.notes) lines.push("", sub.notes);
  return lines.join("\n");
}

/** `berth --help`: the built-in commands and every plugin command. */
export function topHelp(commands: CommandDefinition[], builtins: [string, string][]): string {
  return [
    "Berth command line: runs without the server, against the same store (BERTH_DATA_DIR, STORE, ...).",
    "",
    "Usage:",
    "  berth COMMAND [SUBCOMMAND] [OPTIONS]",
    "  berth COMMAND --help",
    "",
    "Commands:",
    ...table([...builtins, ...commands.map((c): [string, string] => [c.name, c.summary])]),
    "",
    "Commands come from the plugins (BERTH_PLUGINS adds more). `berth config` lists every variable they read.",
  ].join("\n");
}
