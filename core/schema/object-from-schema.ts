import type { ObjectRef } from "@pothos/core";
import type { Static, TSchema } from "typebox";
import type { Builder, BuilderTypes } from "./builder.ts";

/** The parts of JSON Schema a route's response uses. */
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  description?: string;
  minimum?: number;
  maximum?: number;
  /** The GraphQL scalar a field maps to, set on shared schemas (AddressSchema: "Address"). */
  "x-graphql"?: string;
}

type Ref = ObjectRef<BuilderTypes, unknown>;
type FieldType = string | Ref | [string | Ref];

interface FieldPlan {
  key: string;
  name: string;
  type: FieldType;
  nullable: boolean;
  description?: string;
}

// A loose view of Pothos' field builder: field types here are decided at run time.
interface LooseFieldBuilder {
  field(options: { type: unknown; nullable?: boolean; description?: string; resolve: (parent: Record<string, unknown>) => unknown }): unknown;
}

export interface ObjectTypeOptions<T> {
  description?: string;
  /** Keys of the schema left out of the GraphQL type (`success` of a REST answer). */
  omit?: (keyof T & string)[];
  /** Object types made elsewhere, for properties that hold them (lists too): one type, reused. */
  types?: Partial<Record<keyof T & string, ObjectRef<BuilderTypes, unknown>>>;
  /** Fields the schema cannot say: relations, fields computed from the parent. */
  fields?: (t: PothosFieldBuilder<T>) => Record<string, unknown>;
}

/** What `fields` receives: Pothos' object field builder for this type. */
export type PothosFieldBuilder<T> = PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, T>;

const INT32_MAX = 2 ** 31 - 1;

export function camelName(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

function pascal(key: string): string {
  const c = camelName(key);
  return c.charAt(0).toUpperCase() + c.slice(1);
}

function isId(key: string): boolean {
  return key === "id" || key.endsWith("_id") || /[a-z]Id$/.test(key);
}

/** The one non-null variant of `X | null`, and whether null was allowed. */
function unwrapNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  if (!schema.anyOf) return { schema, nullable: false };
  const variants = schema.anyOf.filter((s) => s.type !== "null");
  const nullable = variants.length < schema.anyOf.length;
  return { schema: variants.length === 1 ? variants[0]! : {}, nullable };
}

function describe(schema: JsonSchema): string | undefined {
  // Shared identifier schemas describe themselves through their scalar's own description.
  if (schema["x-graphql"]) return undefined;
  if (schema.enum && schema.enum.length > 1) {
    const values = `One of: ${schema.enum.join(", ")}.`;
    return schema.description ? `${schema.description} ${values}` : values;
  }
  return schema.description;
}

/** The GraphQL type of one schema: scalars by their JSON type, objects as nested types, the rest JSON. */
function typeOf(builder: Builder, typeName: string, key: string, schema: JsonSchema): FieldType {
  if (schema["x-graphql"]) return schema["x-graphql"];
  if (schema.enum) return "String";
  switch (schema.type) {
    case "string":
      if (schema.format === "date-time") return "DateTime";
      return isId(key) ? "ID" : "String";
    case "integer": {
      const fits = schema.maximum !== undefined && schema.maximum <= INT32_MAX && (schema.minimum ?? 0) >= -INT32_MAX - 1;
      // GraphQL's Int is 32 bits: counts of unknown bound and Unix ms are Floats.
      return fits ? "Int" : "Float";
    }
    case "number":
      return "Float";
    case "boolean":
      return "Boolean";
    case "array": {
      const inner = typeOf(builder, typeName, key, unwrapNull(schema.items ?? {}).schema);
      return [Array.isArray(inner) ? "JSON" : inner];
    }
    case "object":
      return schema.properties && Object.keys(schema.properties).length > 0 ? objectType(builder, typeName, schema as TSchema) : "JSON";
    default:
      return "JSON";
  }
}

function plan<T>(builder: Builder, name: string, schema: JsonSchema, options: ObjectTypeOptions<T>): FieldPlan[] {
  const required = new Set(schema.required ?? []);
  const omitted = new Set<string>(options.omit ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([key]) => !omitted.has(key))
    .map(([key, raw]) => {
      const { schema: s, nullable } = unwrapNull(raw);
      const given = (options.types as Record<string, Ref> | undefined)?.[key];
      const type: FieldType = given ? (s.type === "array" ? [given] : given) : typeOf(builder, `${name}${pascal(key)}`, key, s);
      return { key, name: camelName(key), type, nullable: nullable || !required.has(key), description: describe(s) ?? (raw["x-graphql"] ? undefined : raw.description) };
    });
}

/**
 * A GraphQL object type derived from a REST response schema: one field per property, named in
 * camelCase, typed from the schema (nullable when optional or `| null`, nested objects as their
 * own types named `<Type><Field>`, open objects as JSON, ids as ID, ISO times as DateTime,
 * shared schemas by their `x-graphql` scalar). REST and GraphQL then cannot drift apart.
 */
export function objectType<S extends TSchema>(builder: Builder, name: string, schema: S, options: ObjectTypeOptions<Static<S>> = {}): ObjectRef<BuilderTypes, Static<S>> {
  const ref = builder.objectRef<Static<S>>(name);
  const fields = plan(builder, name, schema as JsonSchema, options);
  ref.implement({
    description: options.description ?? (schema as JsonSchema).description,
    fields: (t) => {
      const loose = t as unknown as LooseFieldBuilder;
      const derived = Object.fromEntries(
        fields.map((f) => [
          f.name,
          loose.field({ type: f.type, nullable: f.nullable, ...(f.description ? { description: f.description } : {}), resolve: (parent) => parent[f.key] }),
        ]),
      );
      return { ...derived, ...(options.fields?.(t) ?? {}) } as never;
    },
  });
  return ref;
}
