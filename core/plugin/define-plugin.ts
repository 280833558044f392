import type { Logger } from "pino";
import type { ConfigSpec, ConfigValues } from "../config/config-var.ts";
import type { RouteDefinition } from "../http/route.ts";
import type { SchemaKit } from "../schema/builder.ts";
import type { AnyPort } from "./define-adapter.ts";
import type { CommandDefinition } from "./define-command.ts";
import type { EventTypeDefinition } from "../events/define-event-type.ts";
import type { EventTypes } from "../events/event-catalog.ts";
import type { ExtensionPoint } from "./define-extension-point.ts";
import type { PortDefinition } from "../ports/define-port.ts";
import type { Readiness } from "./readiness.ts";
import type { Registry } from "./registry.ts";
import type { Clock } from "../scheduler/clock.ts";
import type { JobHandle, JobSpec } from "../scheduler/scheduler.ts";

/**
 * The plugin contract. Bump PLUGIN_API_VERSION when it changes incompatibly; the host refuses
 * plugins made for another version instead of failing in odd ways later.
 * 2: ports, plugins and extension points are typed values; plugins may add CLI commands.
 */
export const PLUGIN_API_VERSION = 2;

/** Marks values made by definePlugin, across copies of this module (a third-party package may bundle its own). */
export const PLUGIN_BRAND = Symbol.for("berth.plugin");

/** What another plugin needs to name this one as a dependency and receive its service typed. */
export interface PluginRef<S = unknown> {
  readonly [PLUGIN_BRAND]: true;
  readonly name: string;
  /** Carries the service type for the type checker only. */
  readonly _service?: S;
}

export interface PluginContext<C> {
  readonly name: string;
  readonly config: C;
  readonly log: Logger;
  /** `<BERTH_DATA_DIR>/<plugin name>`, for plugins that keep files (created by the plugin when needed). */
  readonly dataDir: string;
  /** Registers a dependency check for GET /health/ready. */
  readonly readiness: Readiness;
  /** The event catalog: every event type the loaded plugins declare (`events`), with the JSON Schema of its data. */
  readonly eventTypes: EventTypes;
  /** The host's clock: a ManualClock in tests, so background work's minutes pass in milliseconds. */
  readonly clock: Clock;
  /**
   * Background work on the host's scheduler (core/scheduler): a job says what one round does and
   * how often; the scheduler runs one round at a time, backs off after failures, holds the job's
   * lease when it has one, and stops it when the host closes (a plugin may stop it sooner).
   */
  schedule(spec: JobSpec): JobHandle;
  /** A port this plugin lists in `needs.ports`. */
  port<P>(port: PortDefinition<unknown, P>): P;
  /** The service of a plugin this plugin lists in `needs.plugins` (it has been set up already). */
  plugin<S>(plugin: PluginRef<S>): S;
  /** The registry of an extension point this plugin owns, filled by the plugins set up after it. */
  provide<T>(point: ExtensionPoint<T>): Registry<T>;
  /** Adds `value` under `key` to another plugin's extension point (its owner must be in `needs.plugins`). */
  extend<T>(point: ExtensionPoint<T>, key: string, value: T): void;
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

export interface PluginNeeds {
  ports?: AnyPort[];
  plugins?: PluginRef[];
}

/** A value for another plugin's extension point, known without running setup. */
export interface Contribution<T = unknown> {
  readonly point: ExtensionPoint<T>;
  readonly key: string;
  readonly value: T;
}

export function contribution<T>(point: ExtensionPoint<T>, key: string, value: T): Contribution<T> {
  return Object.freeze({ point, key, value });
}

export interface PluginSpec<C extends ConfigSpec, S> {
  /** Lowercase, unique: `memory`, `webhooks`, `provider-railway`. */
  name: string;
  description?: string;
  needs?: PluginNeeds;
  /** Environment variables this plugin reads; checked with everyone else's at start. */
  config?: C;
  /**
   * The event types this plugin appends to the event log (or sends itself), each made by
   * defineEventType beside the code that emits it: the event catalog lists them with their data's
   * JSON Schema, and appended events are checked against them (EVENT_DATA_CHECK).
   */
  events?: readonly EventTypeDefinition[];
  /** Commands this plugin adds to the CLI (`berth <name> ...`); they run without the server. */
  commands?: CommandDefinition<ConfigValues<C>>[];
  /**
   * What this plugin adds to other plugins' extension points, made from its config alone: added
   * at start before its setup runs, and seen by CLI commands too (which run no setup). Whatever
   * needs ports or services is added in setup with `ctx.extend` instead.
   */
  contributes?(config: ConfigValues<C>): Contribution[];
  /** Optional for plugins that only contribute. */
  setup?(ctx: PluginContext<ConfigValues<C>>): PluginParts<S> | Promise<PluginParts<S>>;
}

export type BerthPlugin<C extends ConfigSpec = ConfigSpec, S = unknown> = Readonly<PluginSpec<C, S>> &
  PluginRef<S> & {
    readonly apiVersion: number;
  };

export const PLUGIN_NAME_PATTERN = /^[a-z][a-z0-9-]{0,63}$/;

export function definePlugin<C extends ConfigSpec = Record<string, never>, S = undefined>(spec: PluginSpec<C, S>): BerthPlugin<C, S> {
  return Object.freeze({ ...spec, [PLUGIN_BRAND]: true as const, apiVersion: PLUGIN_API_VERSION });
}

export function isBerthPlugin(value: unknown): value is BerthPlugin {
  return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[PLUGIN_BRAND] === true;
}
