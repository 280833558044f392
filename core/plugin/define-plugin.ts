import type { Logger } from "pino";
import type { ConfigSpec, ConfigValues } from "../config/config-var.ts";
import type { RouteDefinition } from "../http/route.ts";
import type { WorldStores } from "../ports/world-store.ts";
import type { Chains } from "../ports/chains.ts";
import type { Embedder } from "../ports/embedder.ts";
import type { VectorIndex } from "../ports/vector-index.ts";
import type { SchemaKit } from "../../schema/builder.ts";
import type { Readiness } from "./readiness.ts";
import type { Registry, RegistryOptions } from "./registry.ts";

/**
 * The plugin contract. Bump PLUGIN_API_VERSION when it changes incompatibly; the host refuses
 * plugins made for another version instead of failing in odd ways later.
 */
export const PLUGIN_API_VERSION = 1;

/** Marks values made by definePlugin, across copies of this module (a third-party package may bundle its own). */
export const PLUGIN_BRAND = Symbol.for("berth.plugin");

/** The ports a plugin may ask for, and what it receives for each. */
export interface PortMap {
  store: WorldStores;
  chains: Chains;
  embedder: Embedder;
  vectorIndex: VectorIndex;
}
export type PortName = keyof PortMap;

export interface PluginContext<C> {
  readonly name: string;
  readonly config: C;
  readonly log: Logger;
  /** A port this plugin listed in `needs.ports`. */
  port<K extends PortName>(name: K): PortMap[K];
  /** The service of a plugin this plugin listed in `needs.plugins` (it has been set up already). */
  plugin<S>(name: string): S;
  /** Creates a registry owned by this plugin, for plugins that need it to contribute to. */
  provideRegistry<T>(name: string, options?: RegistryOptions<T>): Registry<T>;
  /** Adds `value` under `key` to registry `registry` of plugin `owner` (which must be in `needs.plugins`). */
  contribute(owner: string, registry: string, key: string, value: unknown): void;
  /** Registers a dependency check for GET /health/ready, and runs them all. */
  readonly readiness: Readiness;
}

export interface PluginParts<S> {
  /** What REST routes, GraphQL resolvers and dependent plugins call. */
  service?: S;
  routes?: RouteDefinition[];
  /** Adds this plugin's slice to the one GraphQL schema. */
  graphql?(kit: SchemaKit): void;
  /** Called at shutdown, after the server stopped taking requests and before ports close. */
  close?(): Promise<void>;
}

export interface PluginSpec<C extends ConfigSpec, S> {
  /** Lowercase, unique: `memory`, `webhooks`, `provider-railway`. */
  name: string;
  description?: string;
  needs?: { ports?: PortName[]; plugins?: string[] };
  /** Environment variables this plugin reads; checked with everyone else's at start. */
  config?: C;
  setup(ctx: PluginContext<ConfigValues<C>>): PluginParts<S> | Promise<PluginParts<S>>;
}

export interface BerthPlugin<C extends ConfigSpec = ConfigSpec, S = unknown> extends PluginSpec<C, S> {
  readonly [PLUGIN_BRAND]: true;
  readonly apiVersion: number;
}

export const PLUGIN_NAME_PATTERN = /^[a-z][a-z0-9-]{0,63}$/;

export function definePlugin<C extends ConfigSpec = Record<string, never>, S = undefined>(spec: PluginSpec<C, S>): BerthPlugin<C, S> {
  return Object.freeze({ ...spec, [PLUGIN_BRAND]: true as const, apiVersion: PLUGIN_API_VERSION });
}

export function isBerthPlugin(value: unknown): value is BerthPlugin {
  return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[PLUGIN_BRAND] === true;
}
