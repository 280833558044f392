import type { GraphQLSchema } from "graphql";
import { analyseDocument, documentHash, type AnalysedDocument } from "./analyse-document.ts";
import type { GraphQLLimits } from "./graphql-limits.ts";

export interface DocumentCacheBounds {
  /** Documents kept at most. */
  entries: number;
  /** Characters of document text kept at most, all documents together (their parse and compiled form take a multiple of it). */
  chars: number;
}

/**
 * The analysed documents this process has seen, least recently used first out: a document sent
 * again (as text, or by its hash as a persisted query) costs a map lookup instead of its parse,
 * validation and measure. Bounded by entries and by characters; a document longer than the whole
 * character budget is analysed every time and never kept. Only documents that parse are kept,
 * whatever else is wrong with them (invalid, over a limit): the answer to them is as cheap to
 * repeat.
 *
 * The persisted queries of the APQ protocol live here too (by hash): a document that falls out of
 * the cache is PERSISTED_QUERY_NOT_FOUND again and its client sends it once more.
 */
export class DocumentCache {
  private readonly byText = new Map<string, AnalysedDocument>();
  private readonly byHash = new Map<string, AnalysedDocument>();
  private chars = 0;
  /** Counts lookups: an entry is moved to the young end only when it has aged (see touch). */
  private clock = 0;
  /** Analyses done (cache misses), for tests and metrics. */
  analysed = 0;

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly limits: GraphQLLimits,
    readonly bounds: DocumentCacheBounds,
  ) {}

  get size(): number {
    return this.byText.size;
  }

  /** The document with this text, analysed now if it is not cached; undefined when it does not parse. */
  get(text: string): AnalysedDocument | undefined {
    const cached = this.byText.get(text);
    if (cached) {
      cached.repeats++;
      this.touch(cached);
      return cached;
    }
    this.analysed++;
    const doc = analyseDocument(this.schema, this.limits, text, documentHash(text));
    if (doc) this.keep(doc);
    return doc;
  }

  /** A persisted query by its SHA-256 (hex, lowercase): undefined when this process does not have it. */
  getByHash(hash: string): AnalysedDocument | undefined {
    const cached = this.byHash.get(hash);
    if (cached) {
      cached.repeats++;
      this.touch(cached);
    }
    return cached;
  }

  /**
   * Marks a document used. A Map iterates in insertion order, so re-inserting it makes it the
   * youngest; that is done only once it has aged by half the cache (an entry needs as many
   * insertions after it as the cache holds to be evicted), so a hot document costs no map writes.
   */
  private touch(doc: AnalysedDocument): void {
    this.clock++;
    if (this.clock - doc.touchedAt < this.bounds.entries / 2) return;
    doc.touchedAt = this.clock;
    this.byText.delete(doc.text);
    this.byText.set(doc.text, doc);
  }

  private keep(doc: AnalysedDocument): void {
    if (doc.text.length > this.bounds.chars || this.bounds.entries < 1) return;
    doc.touchedAt = ++this.clock;
    this.byText.set(doc.text, doc);
    this.byHash.set(doc.hash, doc);
    this.chars += doc.text.length;
    while (this.byText.size > this.bounds.entries || this.chars > this.bounds.chars) {
      const oldest = this.byText.values().next().value!;
      this.byText.delete(oldest.text);
      this.byHash.delete(oldest.hash);
      this.chars -= oldest.text.length;
    }
  }
}
