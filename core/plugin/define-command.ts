import type { Logger } from "pino";
import type { AnyPort } from "./define-adapter.ts";
import type { ExtensionPoint } from "./define-extension-point.ts";
import type { PortDefinition } from "../ports/define-port.ts";
import type { Registry } from "./registry.ts";
import type { EventTypes } from "../events/event-catalog.ts";

/** A mistake in how a command was called: printed with the command's usage, exit code 64. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

/** What a command receives: its plugin's config, and the ports its plugin needs, opened on first use. */
export interface CommandContext<C> {
  readonly config: C;
  readonly log: Logger;
  /** Absolute path of BERTH_DATA_DIR. */
  readonly dataDir: string;
  /** A port the plugin lists in `needs.ports`; opened when first asked for, closed when the command ends. */
  port<P>(port: PortDefinition<unknown, P>): Promise<P>;
  /**
   * Deletes everything the port's adapter stores, before the port is opened (for rebuilding an
   * index from scratch). A UsageError when the configured adapter cannot do it.
   */
  drop(port: AnyPort): Promise<void>;
  /** What the loaded plugins contribute to an extension point from their config (`contributes`). */
  extensions<T>(point: ExtensionPoint<T>): Registry<T>;
  /** The event catalog of the loaded plugins (as the server's `ctx.eventTypes`). */
  readonly eventTypes: EventTypes;
  /** A progress line for people, on stderr (stdout carries the result). */
  progress(line: string): void;
}

/** One `--option` of a subcommand: parsed by the CLI, and listed by `--help`. */
export interface CommandOption {
  type: "string" | "boolean";
  description: string;
  /** The value's placeholder in help: `--role ROLE`. */
  value?: string;
  /** The subcommand refuses to run without it. */
  required?: boolean;
  /** May be given more than once (a string option then reads as a list). */
  multiple?: boolean;
}

/** The parsed arguments of a subcommand, read through typed accessors. */
export interface CommandInput {
  /** Words after the subcommand that are not options. */
  readonly positionals: string[];
  /** A string option's value, or undefined when not given. */
  string(name: string): string | undefined;
  /** Every value of a `multiple` string option. */
  strings(name: string): string[];
  /** Whether a boolean option was given. */
  flag(name: string): boolean;
}

/** `berth <command> <name> ...`: one action of a command. The CLI parses its options and prints its help. */
export interface SubcommandDefinition<C = unknown> {
  name: string;
  summary: string;
  /** Positional arguments for help and usage: `KEY_ID`, `PROVIDER FIXTURE|FILE.json`. */
  args?: string;
  options?: Record<string, CommandOption>;
  /** More lines for `--help`: what people should know before running it. */
  notes?: string;
  run(ctx: CommandContext<C>, input: CommandInput): Promise<string>;
}

/**
 * `berth <name> ...`: a command a plugin adds to the CLI. It runs without the server: no setup,
 * no routes, only the ports it asks for. Returns the text to print.
 *
 * Declared with `subcommands`, the CLI parses each one's options and answers `--help` for the
 * command and every subcommand from these declarations. A command with only `run` gets its
 * argv as is, and `--help` prints its summary and `usage`.
 */
export interface CommandDefinition<C = unknown> {
  /** The first word after `berth`: `keys`, `memory`. */
  name: string;
  summary: string;
  /** Free text shown by `--help`: the whole usage for a command with `run`, notes for one with subcommands. */
  usage?: string;
  subcommands?: SubcommandDefinition<C>[];
  run?(ctx: CommandContext<C>, argv: string[]): Promise<string>;
}

/** Types a command's declaration (its subcommands' `run` see the plugin's config type). */
export function defineCommand<C = unknown>(spec: CommandDefinition<C>): CommandDefinition<C> {
  return spec;
}
