import type { Logger } from "pino";
import type { AnyPort } from "./define-adapter.ts";
import type { ExtensionPoint } from "./define-extension-point.ts";
import type { PortDefinition } from "./define-port.ts";
import type { Registry } from "./registry.ts";

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
  /** A progress line for people, on stderr (stdout carries the result). */
  progress(line: string): void;
}

/**
 * `berth <name> ...`: a command a plugin adds to the CLI. It runs without the server: no setup,
 * no routes, only the ports it asks for. Returns the text to print.
 */
export interface CommandDefinition<C = unknown> {
  /** The first word after `berth`: `keys`, `memory`. */
  name: string;
  summary: string;
  usage: string;
  run(ctx: CommandContext<C>, argv: string[]): Promise<string>;
}
