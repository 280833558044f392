import type { ValidateFunction } from "ajv";
import type { ConfigProblem } from "../config/config-var.ts";
import { inspectingAjv } from "../http/validation.ts";
import { isEventType } from "./define-event-type.ts";
import { EVENT_TYPE_PATTERN, eventFamily } from "../ports/event-log.ts";

/** One entry of the event catalog, as `GET /v1/event-types` shows it. */
export interface EventTypeInfo {
  type: string;
  /** Its first word: what `deployment.*` filters select. */
  family: string;
  description: string;
  /** JSON Schema of the event's `data`. */
  data_schema: Record<string, unknown>;
  /** A `data` as the event carries it, when the plugin gave one. */
  example: unknown;
  /** The plugin that declares (and emits) it. */
  plugin: string;
}

/** Where an event's data differs from its type's schema: `{field, problem}` as the error answers say it. */
export interface DataProblem {
  field: string;
  problem: string;
}

/**
 * The event catalog of a running Berth: every event type its loaded plugins declare (`events` in
 * definePlugin), with a JSON Schema of each type's data. Plugins receive it as `ctx.eventTypes`.
 */
export interface EventTypes {
  /** Every declared type, sorted by name. */
  list(): readonly EventTypeInfo[];
  get(type: string): EventTypeInfo | undefined;
  /** The filters (exact types, or families as `deployment.*` or `deployment`) that select no declared type. */
  unknownFilters(filters: readonly string[]): string[];
  /** Why `data` is not what `type` declares (an undeclared type is a problem too); empty when it is. */
  dataProblems(type: string, data: unknown): DataProblem[];
}

const ajv = inspectingAjv();

interface Entry {
  info: EventTypeInfo;
  validate?: ValidateFunction;
}

export class EventCatalog implements EventTypes {
  private readonly entries = new Map<string, Entry>();
  private readonly families = new Set<string>();
  private readonly sorted: EventTypeInfo[];

  private constructor(infos: EventTypeInfo[]) {
    for (const info of infos) {
      this.entries.set(info.type, { info });
      this.families.add(info.family);
    }
    this.sorted = [...infos].sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0));
  }

  /**
   * The catalog of these plugins. A declaration that is not a defineEventType value, has a bad
   * name, a schema that is not JSON Schema, or a type another plugin declares too, is a start-up
   * problem naming the plugin.
   */
  static collect(plugins: readonly { name: string; events?: readonly unknown[] }[], problems: ConfigProblem[]): EventCatalog {
    const infos: EventTypeInfo[] = [];
    const owner = new Map<string, string>();
    const problem = (text: string) => problems.push({ variable: "BERTH_PLUGINS", problem: text });
    for (const plugin of plugins) {
      for (const declared of plugin.events ?? []) {
        if (!isEventType(declared)) {
          problem(`plugin ${plugin.name} lists ${JSON.stringify(declared)} in events; declare each with defineEventType from berth/plugin`);
          continue;
        }
        const { type } = declared;
        if (typeof type !== "string" || !EVENT_TYPE_PATTERN.test(type)) {
          problem(`plugin ${plugin.name} declares event type ${JSON.stringify(type)}: it must look like family.what_happened (lowercase words)`);
          continue;
        }
        const first = owner.get(type);
        if (first !== undefined) {
          problem(`event type ${type} is declared by plugin ${first} and by plugin ${plugin.name}; one plugin owns each type`);
          continue;
        }
        if (typeof declared.description !== "string" || declared.description.trim() === "") problem(`plugin ${plugin.name} declares event type ${type} without a description`);
        if (!ajv.validateSchema(declared.data as object)) problem(`plugin ${plugin.name} declares event type ${type} with a data schema that is not JSON Schema: ${ajv.errorsText(ajv.errors)}`);
        owner.set(type, plugin.name);
        infos.push({
          type,
          family: eventFamily(type),
          description: declared.description,
          data_schema: JSON.parse(JSON.stringify(declared.data)) as Record<string, unknown>,
          example: declared.example === undefined ? null : declared.example,
          plugin: plugin.name,
        });
      }
    }
    return new EventCatalog(infos);
  }

  list(): readonly EventTypeInfo[] {
    return this.sorted;
  }

  get(type: string): EventTypeInfo | undefined {
    return this.entries.get(type)?.info;
  }

  unknownFilters(filters: readonly string[]): string[] {
    return filters.filter((f) => {
      const family = f.endsWith(".*") ? f.slice(0, -2) : f.includes(".") ? undefined : f;
      return family === undefined ? !this.entries.has(f) : !this.families.has(family);
    });
  }

  dataProblems(type: string, data: unknown): DataProblem[] {
    const entry = this.entries.get(type);
    if (!entry) return [{ field: "type", problem: `${type} is not a declared event type` }];
    // Compiled on first use: most types are never appended in a short-lived process (the CLI).
    entry.validate ??= ajv.compile(entry.info.data_schema);
    if (entry.validate(data)) return [];
    return (entry.validate.errors ?? []).slice(0, 10).map((e) => ({
      field: ["data", ...e.instancePath.split("/").filter(Boolean)].join("."),
      problem: e.keyword === "additionalProperties" ? `has ${String((e.params as { additionalProperty?: string }).additionalProperty)}, which the schema does not declare` : (e.message ?? "is invalid"),
    }));
  }
}
