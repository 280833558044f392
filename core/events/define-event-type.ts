import type { Static, TSchema } from "typebox";

/** Marks values made by defineEventType, across copies of this module (a plugin package may bundle its own). */
export const EVENT_TYPE_BRAND = Symbol.for("berth.eventType");

export interface EventTypeSpec<S extends TSchema> {
  /** `<family>.<what happened>`, lowercase: `deployment.promoted`. */
  type: string;
  /** One or two sentences for integrators: when it is emitted and what it is about (its subject). */
  description: string;
  /** JSON Schema (TypeBox) of the event's `data`. */
  data: S;
  /** A `data` as the event carries it: shown in the catalog and the AsyncAPI document, and checked against `data` at start. */
  example?: Static<S>;
}

/** An event type a plugin emits: declared once, beside the code that appends it, and listed in the plugin's `events`. */
export type EventTypeDefinition<S extends TSchema = TSchema> = Readonly<EventTypeSpec<S>> & { readonly [EVENT_TYPE_BRAND]: true };

/**
 * Declares an event type: `export const deploymentPromoted = defineEventType({ type: "deployment.promoted",
 * description, data: Type.Object({...}) })`, then `definePlugin({ ..., events: [deploymentPromoted] })`
 * and `eventLog.append(tx, { type: deploymentPromoted.type, ... })`. The host serves every loaded
 * plugin's types as the event catalog (`GET /v1/event-types`, `/asyncapi.json`) and checks
 * appended events against them (EVENT_DATA_CHECK).
 */
export function defineEventType<S extends TSchema>(spec: EventTypeSpec<S>): EventTypeDefinition<S> {
  return Object.freeze({ ...spec, [EVENT_TYPE_BRAND]: true as const });
}

export function isEventType(value: unknown): value is EventTypeDefinition {
  return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[EVENT_TYPE_BRAND] === true;
}
