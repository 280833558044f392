/**
 * An example value for a JSON Schema, so every operation on /docs shows a request and an answer
 * without each route writing them by hand. A schema's own `examples`, `const`, `default` or
 * `enum` win; otherwise the value is built from the types, formats and patterns. Hand-written
 * examples go on the field schemas (`examples: [...]`), where every route that uses them gains.
 */

export type JsonSchema = { [keyword: string]: unknown };

/** What an example of a string may look like, by what its field is called; tried first. */
const BY_NAME: [RegExp, string[]][] = [
  [/passport|agent_?id|node/i, ["agent-7", "node-1"]],
  [/chain/i, ["local", "eip155:31337"]],
  [/(^|_)url$|uri$|endpoint/i, ["https://agent-7.example.com"]],
  [/hash|root|signature/i, ["0x" + "5e".repeat(32), "5e".repeat(32)]],
  [/cid$/i, ["bafkreicysg23kiwv34eg2d7qweipxwosdo2py4ldv42nbauguluen5v6am"]],
  [/address|depositor|beneficiary|token|recipient|wallet|contract/i, ["0x" + "a1".repeat(20)]],
  [/amount|balance|lamports|price|total/i, ["1000000"]],
  [/message|problem|reason/i, ["done"]],
  [/content|text|query|statement|fact|description/i, ["Agent-7 prefers oat milk in its coffee."]],
  [/name|title|label/i, ["agent-7"]],
  [/version|commit|sha/i, ["v1.2.0"]],
];

/** Strings tried in order against a pattern with no better guess: the shapes Berth's ids take. */
const ANY_STRING = [
  "agent-7",
  "local",
  "1000000",
  "0x" + "a1".repeat(20),
  "0x" + "5e".repeat(32),
  "5e".repeat(32),
  "eip155:31337:0x" + "a1".repeat(20),
  "https://agent-7.example.com",
  "aGVsbG8gYmVydGg=",
  "EXAMPLE_CODE",
  "0x",
  "example",
];

const FORMATS: Record<string, string> = {
  uuid: "3f0c1b9e-8a4d-4c2e-9b7a-2d5e6f7a8b9c",
  "date-time": "2026-01-15T09:30:00.000Z",
  date: "2026-01-15",
  uri: "https://agent-7.example.com",
  url: "https://agent-7.example.com",
  email: "ops@example.com",
  hostname: "agent-7.example.com",
};

function fitsString(schema: JsonSchema, value: string): boolean {
  const min = typeof schema.minLength === "number" ? schema.minLength : 0;
  const max = typeof schema.maxLength === "number" ? schema.maxLength : Infinity;
  if (value.length < min || value.length > max) return false;
  return typeof schema.pattern !== "string" || new RegExp(schema.pattern, "u").test(value);
}

function stringExample(schema: JsonSchema, name: string): string | undefined {
  const format = typeof schema.format === "string" ? FORMATS[schema.format] : undefined;
  if (format !== undefined) return format;
  const byName = BY_NAME.filter(([re]) => re.test(name)).flatMap(([, values]) => values);
  for (const value of [...byName, ...ANY_STRING]) if (fitsString(schema, value)) return value;
  const min = typeof schema.minLength === "number" ? schema.minLength : 0;
  const padded = "example".padEnd(min, "x");
  return fitsString(schema, padded) ? padded : undefined;
}

/** Integers named like times are Unix milliseconds; counts and sizes stay small. */
const TIME_NAME = /(_at|At|_from|_until|_ms)$/;

function numberExample(schema: JsonSchema, integer: boolean, name: string): number {
  const min = typeof schema.minimum === "number" ? schema.minimum : typeof schema.exclusiveMinimum === "number" ? schema.exclusiveMinimum + 1 : undefined;
  const max = typeof schema.maximum === "number" ? schema.maximum : typeof schema.exclusiveMaximum === "number" ? schema.exclusiveMaximum - 1 : undefined;
  let value = integer ? (TIME_NAME.test(name) && !/age_ms|_ms_estimate|window_ms/.test(name) ? 1768469400000 : 10) : 0.5;
  if (min !== undefined && value < min) value = min;
  if (max !== undefined && value > max) value = max;
  return integer ? Math.ceil(value) : value;
}

export interface ExampleOptions {
  /** Leave out optional properties that have no example of their own (request bodies: the least a caller sends). */
  requiredOnly: boolean;
}

/** An example for `schema`, or undefined when none can be built (a pattern no guess fits). */
export function exampleOf(schema: JsonSchema, options: ExampleOptions, name = ""): unknown {
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ("example" in schema) return schema.example;
  if ("const" in schema) return schema.const;
  if ("default" in schema) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  for (const keyword of ["anyOf", "oneOf"]) {
    const branches = schema[keyword];
    if (!Array.isArray(branches)) continue;
    // The non-null branch: an example shows the value, not its absence.
    for (const branch of branches as JsonSchema[]) {
      if (branch.type === "null") continue;
      const value = exampleOf(branch, options, name);
      if (value !== undefined) return value;
    }
    return branches.some((b: JsonSchema) => b.type === "null") ? null : undefined;
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) return exampleOf(schema.allOf[0] as JsonSchema, options, name);
  const type = Array.isArray(schema.type) ? (schema.type.find((t) => t !== "null") ?? "null") : schema.type;
  switch (type) {
    case "object":
      return objectExample(schema, options);
    case "array": {
      const item = exampleOf((schema.items as JsonSchema | undefined) ?? {}, options, name);
      if (item === undefined) return undefined;
      const count = Math.max(1, typeof schema.minItems === "number" ? schema.minItems : 1);
      return Array.from({ length: count }, () => item);
    }
    case "string":
      return stringExample(schema, name);
    case "integer":
      return numberExample(schema, true, name);
    case "number":
      return numberExample(schema, false, name);
    case "boolean":
      return true;
    case "null":
      return null;
    default:
      // No type at all (Type.Unknown): any JSON; an object shows the most.
      return schema.properties ? objectExample(schema, options) : {};
  }
}

function objectExample(schema: JsonSchema, options: ExampleOptions): Record<string, unknown> | undefined {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const out: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(properties)) {
    const own = Array.isArray(property.examples) || "example" in property;
    if (!required.has(key) && options.requiredOnly && !own) continue;
    const value = exampleOf(property, options, key);
    if (value === undefined) {
      if (required.has(key)) return undefined;
      continue;
    }
    out[key] = value;
  }
  return out;
}
