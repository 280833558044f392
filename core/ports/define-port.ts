/**
 * A port is what a plugin may depend on: a typed value, declared once beside its interface
 * (`core/ports/*.ts`). `A` is what an adapter implements; `P` is what a plugin receives (the
 * same unless the port narrows it, as the store port hands plugins one world at a time).
 *
 * Values are recognised by brand and compared by name, never by identity: a plugin package may
 * load its own copy of this module.
 */
export const PORT_BRAND = Symbol.for("berth.port");

export interface PortDefinition<A = unknown, P = A> {
  readonly [PORT_BRAND]: true;
  /** camelCase, unique: `store`, `eventLog`. Readiness names it in snake_case (`event_log:outbox`). */
  readonly name: string;
  readonly description: string;
  /** The environment variable that picks the adapter (`EVENT_LOG`); absent when a port has one adapter. */
  readonly variable?: string;
  /** The adapter used when the variable is unset. */
  readonly defaultAdapter?: string;
  /** Turns the opened adapter into what plugins receive. */
  expose(adapter: A): P;
}

export interface PortSpec<A, P> {
  name: string;
  description: string;
  variable?: string;
  defaultAdapter?: string;
  expose?: (adapter: A) => P;
}

export const PORT_NAME_PATTERN = /^[a-z][A-Za-z0-9]{0,63}$/;

export function definePort<A, P = A>(spec: PortSpec<A, P>): PortDefinition<A, P> {
  if (!PORT_NAME_PATTERN.test(spec.name)) throw new Error(`port name ${JSON.stringify(spec.name)} must be camelCase letters and digits`);
  return Object.freeze({
    [PORT_BRAND]: true as const,
    name: spec.name,
    description: spec.description,
    variable: spec.variable,
    defaultAdapter: spec.defaultAdapter,
    expose: spec.expose ?? ((adapter: A) => adapter as unknown as P),
  });
}

export function isPort(value: unknown): value is PortDefinition {
  return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[PORT_BRAND] === true;
}

/** `vectorIndex` → `vector_index`: how readiness and messages name a port. */
export function snakeName(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
