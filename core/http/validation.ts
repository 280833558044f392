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

function makeAjv(coerceTypes: boolean, allErrors: boolean, useDefaults = true): Ajv {
  const ajv = new Ajv({
    allErrors,
    coerceTypes,
    useDefaults,
    // Unknown fields are a client mistake worth hearing about, not something to drop silently.
    removeAdditional: false,
    strict: false,
    // Errors carry their schema, so an unknown field can be matched against the known ones.
    verbose: true,
  });
  addFormats(ajv);
  ajv.addFormat(HTTP_URL, { type: "string", validate: isHttpUrl });
  return ajv;
}

/** An Ajv with Berth's formats that only looks: no coercion, no defaults written into the data (the event catalog's checks). */
export function inspectingAjv(): Ajv {
  return makeAjv(false, true, false);
}

/** The format of URL fields Berth stores and shows back (common-schemas.ts HttpUrlSchema). */
export const HTTP_URL = "http-url";

/**
 * An absolute http or https URL with a host. Other schemes are refused rather than stored:
 * `javascript:`, `vbscript:`, `data:` or `file:` shown back as a deployment's or an anchor's link
 * would run or read something in whoever follows it.
 */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * Bodies are JSON and keep their types; params, query and headers are text and are coerced. Each
 * in two forms: one that stops at the first problem (every request), one that finds them all
 * (only for a refused input small enough to list them: compileFor).
 */
const AJV = {
  strict: { first: makeAjv(false, false), all: makeAjv(false, true) },
  coercing: { first: makeAjv(true, false), all: makeAjv(true, true) },
};

/** Problems listed in an error answer at most, in `details` and in `message`; the rest are counted. */
export const MAX_LISTED = 20;
/**
 * Values (every object, array, string, number, ...) an input may have for all its problems to be
 * looked for. A larger refused input is answered with its first problem only: 90,000 unknown keys
 * must not cost 90,000 problems' worth of work and a 7 MB answer.
 */
export const MAX_VALUES_CHECKED = 5_000;

const NOT_CHECKED_FURTHER = "not-checked-further";

/**
 * The validator of a request part: the first problem stops it (so a valid request costs one
 * pass); a refused input of at most MAX_VALUES_CHECKED values is checked again for every problem,
 * a larger one answers its first problem and says that more were not looked for.
 */
export function compileFor(part: InputPart, schema: TSchema): ValidateFunction {
  const ajv = part === "body" || part === "args" ? AJV.strict : AJV.coercing;
  const first = ajv.first.compile(schema);
  let all: ValidateFunction | undefined;
  const validate = ((data: unknown) => {
    if (first(data)) {
      validate.errors = null;
      return true;
    }
    if ((countedValues.get(data as object) ?? countValues(data, MAX_VALUES_CHECKED + 1)) <= MAX_VALUES_CHECKED) {
      all ??= ajv.all.compile(schema);
      all(data);
      validate.errors = all.errors ?? first.errors;
    } else {
      const more: ErrorObject = { keyword: NOT_CHECKED_FURTHER, instancePath: "", schemaPath: "", params: {}, message: `has more than ${MAX_VALUES_CHECKED} values: only its first problem is listed` };
      validate.errors = [...(first.errors ?? []), more];
    }
    return false;
  }) as ValidateFunction;
  validate.schema = schema;
  return validate;
}

/**
 * Values of inputs inputProblems has walked (it runs first, on every input): so a refused input
 * need not be walked again to be counted. Weak: an input is forgotten with its request.
 */
const countedValues = new WeakMap<object, number>();

/** The values `data` holds (objects, arrays and what they hold, itself included), counting no further than `max`. */
function countValues(data: unknown, max: number): number {
  let counted = 1;
  const stack: unknown[] = [data];
  while (stack.length > 0 && counted < max) {
    const v = stack.pop();
    if (v === null || typeof v !== "object") continue;
    const items = Array.isArray(v) ? v : Object.values(v);
    counted += items.length;
    for (const item of items) stack.push(item);
  }
  return counted;
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
  let unlisted = 0;
  for (const e of errors ?? []) {
    if (out.length >= MAX_LISTED && e.keyword !== NOT_CHECKED_FURTHER) {
      unlisted++;
      continue;
    }
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
    } else if (e.keyword === "format" && params.format === HTTP_URL) {
      problem = "must be an http or https URL (other schemes are refused)";
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
  if (unlisted > 0) out.push(moreProblems(unlisted));
  return out;
}

/** The last item of a capped list of problems: how many more there were. */
function moreProblems(count: number): FieldProblem {
  return { field: "(more)", problem: `${count} more problem${count === 1 ? "" : "s"} not listed` };
}

/** The known field an unknown one most likely meant: a typo, a prefix (`passport` for `passport_id`) or another casing. */
function closestField(unknown: string, known: string[]): string | undefined {
  // No field name is this long: comparing would cost its length times every known name's.
  if (unknown.length > 64) return undefined;
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
  const listed = problems.length > MAX_LISTED + 1 ? [...problems.slice(0, MAX_LISTED), moreProblems(problems.length - MAX_LISTED)] : problems;
  const summary = listed.map((p) => `${p.field} ${p.problem}`).join("; ");
  return new InvalidRequest("VALIDATION_FAILED", `invalid request: ${summary}`, listed);
}

/**
 * Deepest nesting of objects and arrays accepted anywhere in an input (a JSON body, a query, GraphQL
 * variables and arguments). Generous for real documents; it bounds the recursion of everything that
 * walks an input later (canonical JSON for hashes, JSON columns, deep copies).
 */
export const MAX_INPUT_DEPTH = 32;

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
  let values = 0;
  const walk = (v: unknown, depth: number): void => {
    values++;
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
  // Only a complete walk counts every value (one that found problems stopped early; it is refused anyway).
  if (out.length === 0 && value !== null && typeof value === "object") countedValues.set(value, values);
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
