import { createHash } from "node:crypto";
import { specifiedRules, validate, type DocumentNode, type GraphQLError, type GraphQLSchema, type OperationTypeNode } from "graphql";
import { compileQuery, isCompiledQuery, type CompiledQuery } from "graphql-jit";
import { countAliases, measureOperations, parseWithinLimits, type GraphQLLimits, type Measure } from "./graphql-limits.ts";

/** The SHA-256 of a document's text, hex: its name in the Automatic Persisted Queries protocol. */
export function documentHash(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

export interface OperationFacts {
  /** Undefined for an anonymous operation. */
  name: string | undefined;
  kind: OperationTypeNode;
  measure: Measure;
}

/**
 * Everything about a document that does not depend on the request: its parse, its validation
 * against the schema, the measure of each operation for the limits, and (from its second run on)
 * its compiled form. Made once per document by the cache (document-cache.ts).
 */
export class AnalysedDocument {
  /** Runs since it was cached (the first run is not counted): a document is compiled on its first repeat. */
  repeats = 0;
  /** The cache's clock when it last moved this document to the young end. */
  touchedAt = 0;
  private readonly compiled = new Map<string, CompiledQuery | null>();

  constructor(
    readonly text: string,
    readonly hash: string,
    readonly document: DocumentNode,
    readonly operations: readonly OperationFacts[],
    readonly measures: readonly Measure[],
    readonly aliases: number,
    /** graphql's own validation: empty when the document is valid for the schema. */
    readonly validationErrors: readonly GraphQLError[],
  ) {}

  get valid(): boolean {
    return this.validationErrors.length === 0;
  }

  /** The operation a request runs, as graphql picks it: the named one, or the only one. Undefined when that is ambiguous or unknown. */
  operation(name: string | undefined): OperationFacts | undefined {
    if (name) return this.operations.find((o) => o.name === name);
    return this.operations.length === 1 ? this.operations[0] : undefined;
  }

  /**
   * The operation compiled by graphql-jit (as mercurius runs a query from its second run on), or
   * null when graphql-jit cannot compile it: the engine runs it then.
   */
  compiledFor(schema: GraphQLSchema, operationName: string | undefined): CompiledQuery | null {
    const key = operationName ?? "";
    let compiled = this.compiled.get(key);
    if (compiled === undefined) {
      const made = compileQuery(schema, this.document, operationName);
      compiled = isCompiledQuery(made) ? made : null;
      this.compiled.set(key, compiled);
    }
    return compiled;
  }
}

/**
 * Parses (within the token limit), validates and measures a document. Undefined when it does not
 * parse: the engine answers the syntax error. Over the token limit: GRAPHQL_TOO_COMPLEX.
 */
export function analyseDocument(schema: GraphQLSchema, limits: GraphQLLimits, text: string, hash = documentHash(text)): AnalysedDocument | undefined {
  const document = parseWithinLimits(text, limits);
  if (!document) return undefined;
  const measured = measureOperations(schema, document);
  const operations = measured.map(({ op, measure }) => ({ name: op.name?.value, kind: op.operation, measure }));
  return new AnalysedDocument(text, hash, document, operations, operations.map((o) => o.measure), countAliases(document), validate(schema, document, specifiedRules));
}
