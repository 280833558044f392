import { parseArgs } from "node:util";
import { UsageError, type CommandInput, type SubcommandDefinition } from "../plugin/define-command.ts";

/** Parses a subcommand's argv against its declared options (unknown ones are a usage error). */
export function parseInput(sub: SubcommandDefinition, argv: string[]): CommandInput {
  const declared = sub.options ?? {};
  const { values, positionals } = parseArgs({
    args: argv,
    options: Object.fromEntries(Object.entries(declared).map(([name, o]) => [name, { type: o.type, multiple: o.multiple ?? false }])),
    allowPositionals: true,
    strict: true,
  });
  if (!sub.args && positionals.length > 0) throw new UsageError(`${sub.name} takes no arguments, got ${positionals.join(" ")}`);
  for (const [name, o] of Object.entries(declared)) if (o.required && values[name] === undefined) throw new UsageError(`${sub.name} needs --${name}`);
  const read = (name: string): unknown => {
    if (!(name in declared)) throw new Error(`${sub.name} reads option --${name}, which it does not declare`);
    return values[name];
  };
  return {
    positionals,
    string: (name) => {
      const v = read(name);
      return Array.isArray(v) ? (v.at(-1) as string | undefined) : typeof v === "string" ? v : undefined;
    },
    strings: (name) => {
      const v = read(name);
      return Array.isArray(v) ? v.map(String) : typeof v === "string" ? [v] : [];
    },
    flag: (name) => read(name) === true,
  };
}
