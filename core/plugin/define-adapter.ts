import type { Logger } from "pino";
import type { ConfigProblem, ConfigSpec, ConfigValues } from "../config/config-var.ts";
import type { PortAdapter } from "../ports/port.ts";
import type { Clock } from "../scheduler/clock.ts";
import type { JobHandle, JobSpec } from "../scheduler/scheduler.ts";
import type { PortDefinition } from "../ports/define-port.ts";

export const ADAPTER_BRAND = Symbol.for("berth.adapter");

/** Any port: ports are compared by name; their types matter only where one is used. */
export type AnyPort = PortDefinition<unknown, unknown>;

/** What an adapter's `open` receives. */
export interface AdapterContext<C extends ConfigSpec, S> {
  /** The adapter's own variables, read and checked at start. */
  readonly config: ConfigValues<C>;
  /** What `prepare` derived from them. */
  readonly settings: S;
  /** Absolute path of BERTH_DATA_DIR, for adapters that keep files. */
  readonly dataDir: string;
  readonly log: Logger;
  /** An adapter this one listed in `deps`, opened before it. */
  dep<A>(port: PortDefinition<A, unknown>): A;
  /** Background work (a consumer, a relay) on the host's scheduler: leased or periodic, stopped by the adapter's close. */
  schedule(spec: JobSpec): JobHandle;
  /** The host's clock (a ManualClock in tests). */
  readonly clock: Clock;
}

/** What an adapter's `primary` and `drop` receive: no other port, no background work. */
export type AdapterBaseContext<C extends ConfigSpec, S> = Omit<AdapterContext<C, S>, "dep" | "schedule" | "clock">;

export interface AdapterSpec<A extends PortAdapter, C extends ConfigSpec, S> {
  port: PortDefinition<A, unknown>;
  /** The value of the port's variable that picks this adapter: `sqlite`, `kafka`. */
  name: string;
  description: string;
  /** Environment variables the adapter reads; checked at start with everyone else's. */
  config?: C;
  /** Ports opened before this one and handed to `open` (the vector index needs the embedder). */
  deps?: AnyPort[];
  /**
   * Rules across variables and values derived from them (the variables of each configured
   * chain), run at start only for the adapter in use; add problems instead of throwing.
   */
  prepare?(config: ConfigValues<C>, env: Record<string, string | undefined>, problems: ConfigProblem[]): S;
  open(ctx: AdapterContext<C, S>): A | Promise<A>;
  /**
   * Where its data lives or is reached, for people (the startup summary, CLI commands): a file,
   * a URL without credentials, a devnet's RPC URL and contracts. Never a secret.
   */
  describe?(ctx: Omit<AdapterBaseContext<C, S>, "log">, adapter: A): string | undefined;
  /**
   * With several worker processes (WORKERS > 1): what the primary process opens once, before the
   * workers start, so that it exists once for all of them and outlives their restarts (the local
   * devnet: workers then use it as any other Berth on the data folder would). Answers its closer.
   */
  primary?(ctx: AdapterBaseContext<C, S>): Promise<{ describe: string; close(): Promise<void> } | undefined>;
  /** Deletes everything the adapter stores, before it is opened (`berth memory reindex --fresh`). */
  drop?(ctx: AdapterBaseContext<C, S>): Promise<void>;
}

export interface AdapterDefinition<A extends PortAdapter = PortAdapter, C extends ConfigSpec = ConfigSpec, S = unknown> extends AdapterSpec<A, C, S> {
  readonly [ADAPTER_BRAND]: true;
}

/**
 * Declares one implementation of a port. `adapters/index.ts` lists them all; the host opens the
 * one the port's variable names, only when a loaded plugin (or the host) needs the port.
 */
export function defineAdapter<A extends PortAdapter, C extends ConfigSpec = Record<string, never>, S = undefined>(
  spec: AdapterSpec<A, C, S>,
): AdapterDefinition<A, C, S> {
  return Object.freeze({ ...spec, [ADAPTER_BRAND]: true as const });
}
