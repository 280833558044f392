import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import * as addFormatsModule from "ajv-formats";
import type { TSchema } from "typebox";
import { InvalidRequest, type FieldProblem } from "../errors/berth-error.ts";

/** One request part a schema applies to; it prefixes field names in error details (except the body). */
export type InputPart = "body" | "params" | "querystring" | "headers" | "args";

// ajv-formats is CommonJS with a default export; under NodeNext its default sits one level down.
type AddFormats = (ajv: Ajv) => Ajv;
const addFormats = ((addFormatsModule as unknown as { default: { default?: AddFormats } & AddFormats }).default.default ??
  (addFormatsModule as unknown as { default: AddFormats }).default) as AddFormats;

function makeAjv(coerceTypes: boolean): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    coerceTypes,
    useDefaults: true,
    // Unknown fields are a client mistake worth hearing about, not something to drop silently.
    removeAdditional: false,
    strict: false,
    // Errors carry their schema, so an unknown field can be matched against the known ones.
    verbose: true,
  });
  addFormats(ajv);
  return ajv;
}

/** Bodies are JSON and keep their types; params, query and headers are text and are coerced. */
export const strictAjv = makeAjv(false);
export const coercingAjv = makeAjv(true);

export function compileFor(part: InputPart, schema: TSchema): ValidateFunction {
  return (part === "body" || part === "args" ? strictAjv : coercingAjv).compile(schema);
}

function join(prefix: string, path: string): string {
  const dotted = path
    .split("/")
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
    .join(".");
  return [prefix, dotted].filter(Boolean).join(".");
}

/** Turns ajv's errors into one `{field, problem}` per problem, in words a client can act on. */
export function fieldProblems(part: InputPart, errors: ErrorObject[] | null | undefined): FieldProblem[] {
  const prefix = part === "body" || part === "args" ? "" : part === "querystring" ? "query" : part;
  const out: FieldProblem[] = [];
  const seen = new Set<string>();
  for (const e of errors ?? []) {
    let field = join(prefix, e.instancePath);
    let problem = e.message ?? "is invalid";
    const params = e.params as Record<string, unknown>;
    if (e.keyword === "required") {
      field = join(prefix, `${e.instancePath}/${String(params.missingProperty)}`);
      problem = "is required";
    } else if (e.keyword === "additionalProperties") {
      field = join(prefix, `${e.instancePath}/${String(params.additionalProperty)}`);
      const near = closestField(String(params.additionalProperty), Object.keys((e.parentSchema as { properties?: object } | undefined)?.properties ?? {}));
      problem = near ? `is not a known field; did you mean \`${near}\`?` : "is not a known field";
    } else if (e.keyword === "enum") {
      problem = `must be one of: ${(params.allowedValues as unknown[]).join(", ")}`;
    } else if (e.keyword === "if" || e.keyword === "anyOf" || e.keyword === "oneOf") {
      continue;
    }
    const key = `${field}\u0000${problem}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ field: field || part, problem });
  }
  return out;
}

/** The known field an unknown one most likely meant: a typo, a prefix (`passport` for `passport_id`) or another casing. */
function closestField(unknown: string, known: string[]): string | undefined {
  const flat = (s: string) => s.toLowerCase().replace(/[_-]/g, "");
  let best: { name: string; distance: number } | undefined;
  for (const name of known) {
    const distance =
      flat(name) === flat(unknown) ? 0 : unknown.length >= 4 && (name.startsWith(unknown) || unknown.startsWith(name)) ? 1 : editDistance(unknown, name);
    if (distance <= Math.max(1, Math.min(3, Math.floor(unknown.length / 3))) && (!best || distance < best.distance)) best = { name, distance };
  }
  return best?.name;
}

function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

export function validationError(problems: FieldProblem[]): InvalidRequest {
  const summary = problems.map((p) => `${p.field} ${p.problem}`).join("; ");
  return new InvalidRequest("VALIDATION_FAILED", `invalid request: ${summary}`, problems);
}

/**
 * Deepest nesting of objects and arrays accepted anywhere in an input (a JSON body, a query, GraphQL
 * variables and arguments). Generous for real documents; it bounds the recursion of everything that
 * walks an input later (canonical JSON for hashes, JSON columns, deep copies).
 */
export const MAX_INPUT_DEPTH = 32;
/** Problems listed per input at most; one bad field is usually enough for a client to act on. */
const MAX_LISTED = 20;

/** Matches a lone UTF-16 surrogate: in `u` mode a well-formed pair is one code point, not a surrogate. */
const LONE_SURROGATE = /\p{Cs}/u;
const LONE_SURROGATES = /\p{Cs}/gu;

function fieldName(prefix: string, path: readonly (string | number)[]): string {
  // A lone surrogate in a key must not make the error answer itself unencodable.
  const dotted = path.map((s) => (typeof s === "string" ? s.replace(LONE_SURROGATES, "\ufffd") : String(s))).join(".");
  return [prefix, dotted].filter(Boolean).join(".") || prefix || "body";
}

/**
 * What no schema says but the storage and the hashes cannot take, in any input, whatever its
 * schema (also on routes without one): numbers that are not finite (`1e400` parses to Infinity,
 * which JSON cannot store and ajv's `integer` lets through), strings or keys with a lone UTF-16
 * surrogate (an escaped `"\ud800"`: not text, no UTF-8 form, refused by hashes and SQLite), and
 * nesting deeper than MAX_INPUT_DEPTH. Empty when the value is fine.
 */
export function inputProblems(part: InputPart, value: unknown): FieldProblem[] {
  // Nearly every input is fine: a first pass that allocates nothing says so.
  if (!needsWords(value, 0)) return [];
  const prefix = part === "body" || part === "args" ? "" : part === "querystring" ? "query" : part;
  const out: FieldProblem[] = [];
  const path: (string | number)[] = [];
  const walk = (v: unknown, depth: number): void => {
    if (out.length >= MAX_LISTED) return;
    if (typeof v === "string") {
      if (LONE_SURROGATE.test(v)) out.push({ field: fieldName(prefix, path), problem: "must be valid Unicode text (it holds a lone surrogate)" });
      return;
    }
    if (typeof v === "number") {
      if (!Number.isFinite(v)) out.push({ field: fieldName(prefix, path), problem: "must be a finite number" });
      return;
    }
    if (typeof v !== "object" || v === null) return;
    if (depth >= MAX_INPUT_DEPTH) {
      out.push({ field: fieldName(prefix, path), problem: `is nested too deeply (at most ${MAX_INPUT_DEPTH} levels of objects and arrays)` });
      return;
    }
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        path.push(i);
        walk(v[i], depth + 1);
        path.pop();
      }
      return;
    }
    for (const key of Object.keys(v)) {
      path.push(key);
      if (LONE_SURROGATE.test(key)) out.push({ field: fieldName(prefix, path), problem: "has a key that is not valid Unicode text (a lone surrogate)" });
      else walk((v as Record<string, unknown>)[key], depth + 1);
      path.pop();
    }
  };
  walk(value, 0);
  return out;
}

/** Whether inputProblems would find anything in `v`, without building a word of it. */
function needsWords(v: unknown, depth: number): boolean {
  if (typeof v === "string") return LONE_SURROGATE.test(v);
  if (typeof v === "number") return !Number.isFinite(v);
  if (typeof v !== "object" || v === null) return false;
  if (depth >= MAX_INPUT_DEPTH) return true;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (needsWords(v[i], depth + 1)) return true;
    return false;
  }
  for (const key in v) {
    if (!Object.hasOwn(v, key)) continue;
    if (LONE_SURROGATE.test(key) || needsWords((v as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

/** Throws VALIDATION_FAILED when inputProblems finds anything. */
export function checkInput(part: InputPart, value: unknown): void {
  const problems = inputProblems(part, value);
  if (problems.length > 0) throw validationError(problems);
}

const compiledArgs = new WeakMap<TSchema, ValidateFunction>();

/**
 * Validates a value against a route's schema outside Fastify (GraphQL arguments), so REST and
 * GraphQL share one declaration and answer the same VALIDATION_FAILED details.
 */
export function validateInput<T>(schema: TSchema, value: unknown): T {
  let validate = compiledArgs.get(schema);
  if (!validate) {
    validate = compileFor("args", schema);
    compiledArgs.set(schema, validate);
  }
  checkInput("args", value);
  const copy = structuredClone(value ?? {});
  if (!validate(copy)) throw validationError(fieldProblems("args", validate.errors));
  return copy as T;
}
