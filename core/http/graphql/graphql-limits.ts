import {
  getNamedType,
  isObjectType,
  isInterfaceType,
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql";
import { Forbidden, InvalidRequest } from "../../errors/berth-error.ts";
import { checkInput, MAX_INPUT_DEPTH, validationError } from "../validation.ts";
import { scanDocument } from "./document-scan.ts";

export type IntrospectionRule = "auto" | "admin" | "on" | "off";

export interface GraphQLLimits {
  /** Aliased fields in a document, at any depth. */
  maxAliases: number;
  /** Fields at the root of the operation that runs (fragments expanded). */
  maxRootFields: number;
  /** Operations defined in one document. */
  maxOperations: number;
  /** Nesting of selections. */
  maxDepth: number;
  /** Cost of the operation that runs; the same cost is charged against the caller's rate-limit budget. */
  maxCost: number;
  /** Lexer tokens in a document: bounds what parsing a hostile document costs. */
  maxTokens: number;
  /** Who may introspect: `admin` keys only, everyone (`on`), nobody (`off`); `auto`: everyone in development, else admin keys. */
  introspection: IntrospectionRule;
  /** NODE_ENV is development: `auto` introspection is on for every key. */
  development: boolean;
}

/** Error code of a document over one of the limits; `details.limit` names which. */
export const GRAPHQL_TOO_COMPLEX = "GRAPHQL_TOO_COMPLEX";
export const GRAPHQL_INTROSPECTION_DISABLED = "GRAPHQL_INTROSPECTION_DISABLED";

/** Deepest nesting of a document's brackets no engine may parse: selections, argument values and introspection's own 15 levels fit. */
const MAX_SAFE_NESTING = 256;

/**
 * How deep a document's `{`, `(` and `[` may nest (document-scan.ts): the selection depth limit,
 * plus input values as deep as any input may be (MAX_INPUT_DEPTH), plus 20 for the brackets of
 * arguments and introspection; 64 with the defaults, never more than MAX_SAFE_NESTING.
 */
export function nestingLimit(limits: Pick<GraphQLLimits, "maxDepth">): number {
  return Math.min(MAX_SAFE_NESTING, limits.maxDepth + MAX_INPUT_DEPTH + 20);
}

/**
 * What one field costs: its declared `extensions.cost` (Pothos: `t.field({ extensions: { cost } })`),
 * else 1 at the root (one query or mutation is one request's worth of work, like one REST call)
 * and 0 below it (the fields of an answer already paid for).
 */
function fieldCost(field: GraphQLField<unknown, unknown> | undefined, root: boolean): number {
  const declared = (field?.extensions as { cost?: unknown } | undefined)?.cost;
  if (typeof declared === "number" && Number.isFinite(declared) && declared >= 0) return declared;
  return root ? 1 : 0;
}

interface Measure {
  cost: number;
  rootFields: number;
  depth: number;
  introspects: boolean;
}

/**
 * Measures the operation that will run, fragments expanded. A fragment's measure is computed once
 * (a document that spreads fragments into fragments cannot make this exponential) and a cycle
 * counts as nothing: graphql's own validation refuses it afterwards.
 */
function measureOperation(schema: GraphQLSchema, op: OperationDefinitionNode, fragments: Map<string, FragmentDefinitionNode>): Measure {
  const memo = new Map<string, Measure>();
  const visiting = new Set<string>();
  const rootType =
    op.operation === "query" ? schema.getQueryType() : op.operation === "mutation" ? schema.getMutationType() : schema.getSubscriptionType();

  const measure = (set: SelectionSetNode, type: GraphQLNamedType | null | undefined, root: boolean): Measure => {
    const m: Measure = { cost: 0, rootFields: 0, depth: 0, introspects: false };
    const fields = type && (isObjectType(type) || isInterfaceType(type)) ? type.getFields() : undefined;
    const add = (inner: Measure, deeper: number): void => {
      m.cost += inner.cost;
      m.rootFields += inner.rootFields;
      m.depth = Math.max(m.depth, inner.depth + deeper);
      m.introspects ||= inner.introspects;
    };
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        const name = sel.name.value;
        const introspection = name === "__schema" || name === "__type";
        if (introspection) m.introspects = true;
        const field = fields?.[name];
        m.cost += fieldCost(field, root);
        if (root) m.rootFields++;
        m.depth = Math.max(m.depth, 1);
        // Introspection's nesting is not counted: GraphiQL's own schema query is 15 deep, and
        // what introspection may read is fixed by the type system (the token limit bounds the rest).
        if (sel.selectionSet && !introspection) add({ ...measure(sel.selectionSet, field ? getNamedType(field.type) : null, false), rootFields: 0 }, 1);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        const on = sel.typeCondition ? schema.getType(sel.typeCondition.name.value) : type;
        add(measure(sel.selectionSet, on, root), 0);
      } else {
        const name = sel.name.value;
        const key = `${name}:${root}`;
        let inner = memo.get(key);
        if (!inner) {
          const fragment = fragments.get(name);
          if (!fragment || visiting.has(name)) continue;
          visiting.add(name);
          inner = measure(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value), root);
          visiting.delete(name);
          memo.set(key, inner);
        }
        add(inner, 0);
      }
    }
    return m;
  };
  return measure(op.selectionSet, rootType, true);
}

function countAliases(doc: DocumentNode): number {
  let aliases = 0;
  const visit = (set: SelectionSetNode | undefined): void => {
    for (const sel of set?.selections ?? []) {
      if (sel.kind === Kind.FIELD) {
        if (sel.alias) aliases++;
        visit(sel.selectionSet);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) visit(sel.selectionSet);
    }
  };
  for (const def of doc.definitions) if (def.kind === Kind.OPERATION_DEFINITION || def.kind === Kind.FRAGMENT_DEFINITION) visit(def.selectionSet);
  return aliases;
}

function tooComplex(limit: string, max: number, actual: number, what: string): InvalidRequest {
  return new InvalidRequest(GRAPHQL_TOO_COMPLEX, `this GraphQL document has ${actual} ${what}; at most ${max} are allowed`, { limit, max, actual });
}

/**
 * A GET's `variables` and `extensions` are JSON text in the query string: each must be a JSON
 * object (or null) within the limits every input has (checkInput), refused here with a 400 for
 * both engines alike rather than left to an engine (yoga answered a 200 with INTERNAL_ERROR).
 */
export function checkGetParameters(query: unknown): void {
  if (query === null || typeof query !== "object") return;
  for (const name of ["variables", "extensions"] as const) {
    const raw = (query as Record<string, unknown>)[name];
    if (raw === undefined || raw === "") continue;
    let value: unknown;
    try {
      value = typeof raw === "string" ? JSON.parse(raw) : raw;
    } catch {
      value = undefined;
    }
    if (value === undefined || typeof value !== "object" || Array.isArray(value)) {
      throw validationError([{ field: `query.${name}`, problem: "must be a JSON object (URL-encoded), or absent" }]);
    }
    checkInput("querystring", { [name]: value });
  }
}

/**
 * Parses a document within the token limit: undefined for a syntax error (the engine answers it
 * in its own words), GRAPHQL_TOO_COMPLEX past the limit. Runs only for documents the cache has
 * not seen (document-cache.ts): a cheap scan of the text belongs in front of the parse, here.
 */
export function parseWithinLimits(text: string, limits: GraphQLLimits): DocumentNode | undefined {
  // Before the parser: it recurses once per level, and 5,000 levels overflow its stack within the token limit.
  const nesting = nestingLimit(limits);
  const scan = scanDocument(text, { tokens: limits.maxTokens, nesting });
  if (scan.over === "tokens") throw tooComplex("tokens", limits.maxTokens, limits.maxTokens + 1, "tokens or more");
  if (scan.over === "nesting") throw tooComplex("nesting", nesting, nesting + 1, "levels of nested brackets or more");
  try {
    // With locations: errors of a cached document point into it, as the engines' own do.
    return parse(text, { maxTokens: limits.maxTokens });
  } catch (err) {
    if (err instanceof Error && /contains more \w+ \d+ tokens/i.test(err.message)) throw tooComplex("tokens", limits.maxTokens, limits.maxTokens + 1, "tokens or more");
    return undefined;
  }
}

/** What the limits need to know of a parsed document, measured once per document (analyse-document.ts). */
export interface DocumentMeasure {
  /** Operations defined in the document. */
  operations: number;
  aliases: number;
}

/** Measures every operation of a parsed document, fragments expanded. */
export function measureOperations(schema: GraphQLSchema, doc: DocumentNode): { op: OperationDefinitionNode; measure: Measure }[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of doc.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const out: { op: OperationDefinitionNode; measure: Measure }[] = [];
  for (const d of doc.definitions) if (d.kind === Kind.OPERATION_DEFINITION) out.push({ op: d, measure: measureOperation(schema, d, fragments) });
  return out;
}

export { countAliases };
export type { Measure };

/**
 * Checks a measured document against every limit for one caller and returns the cost to charge:
 * GRAPHQL_TOO_COMPLEX (400) for a limit, GRAPHQL_INTROSPECTION_DISABLED (403). `running` is the
 * operation that runs, or undefined when the request does not say which (the engine refuses it):
 * then the dearest one is what it could cost.
 */
export function checkLimits(limits: GraphQLLimits, doc: DocumentMeasure, measures: readonly Measure[], running: Measure | undefined, isAdmin: boolean): number {
  if (doc.operations > limits.maxOperations) throw tooComplex("operations", limits.maxOperations, doc.operations, "operations");
  if (doc.aliases > limits.maxAliases) throw tooComplex("aliases", limits.maxAliases, doc.aliases, "aliased fields");
  let worst = running;
  if (!worst) {
    worst = { cost: 0, rootFields: 0, depth: 0, introspects: false };
    for (const m of measures) {
      worst = { cost: Math.max(worst.cost, m.cost), rootFields: Math.max(worst.rootFields, m.rootFields), depth: Math.max(worst.depth, m.depth), introspects: worst.introspects || m.introspects };
    }
  }
  if (worst.introspects && !introspectionAllowed(limits, isAdmin)) {
    throw new Forbidden(GRAPHQL_INTROSPECTION_DISABLED, "introspection is not open to this key (GRAPHQL_INTROSPECTION)", { introspection: limits.introspection });
  }
  if (worst.rootFields > limits.maxRootFields) throw tooComplex("root_fields", limits.maxRootFields, worst.rootFields, "root fields");
  if (worst.depth > limits.maxDepth) throw tooComplex("depth", limits.maxDepth, worst.depth, "levels of nesting");
  if (worst.cost > limits.maxCost) throw tooComplex("cost", limits.maxCost, worst.cost, "cost units");
  return Math.max(1, worst.cost);
}

/** The sum of a batch's costs is limited too: many cheap documents in one request are one request's worth at most. */
export function checkBatchCost(limits: GraphQLLimits, cost: number): void {
  if (cost > limits.maxCost) throw tooComplex("cost", limits.maxCost, cost, "cost units");
}

function introspectionAllowed(limits: GraphQLLimits, isAdmin: boolean): boolean {
  switch (limits.introspection) {
    case "on":
      return true;
    case "off":
      return false;
    case "admin":
      return isAdmin;
    default:
      return limits.development || isAdmin;
  }
}
