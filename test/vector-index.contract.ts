import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IndexEntry, IndexFilter, KnnHit, VectorIndex } from "../core/ports/vector-index.ts";

/** Vectors in this suite have 8 entries: small enough to reason about angles by hand. */
export const CONTRACT_DIMENSION = 8;

export interface OpenedIndex {
  /** An empty index of dimension CONTRACT_DIMENSION. */
  index: VectorIndex;
  /** Closes the index and removes what it stored (temp file, Elasticsearch index). */
  cleanup(): Promise<void>;
}

function vec(...values: number[]): Float32Array {
  const v = new Float32Array(CONTRACT_DIMENSION);
  v.set(values);
  return v;
}

function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return dot / Math.sqrt(na * nb);
}

/** Seeded, so a failure reproduces. */
function seededVectors(count: number, seed: number): Float32Array[] {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32 - 0.5;
  };
  return Array.from({ length: count }, () => vec(...Array.from({ length: CONTRACT_DIMENSION }, next)));
}

const ids = (hits: { id: string }[]) => hits.map((h) => h.id);

/**
 * The VectorIndex contract: every adapter must pass it. One index serves the whole suite (creating
 * an Elasticsearch index is slow); each test writes under agents of its own, so tests cannot see
 * each other's entries. Lexical tests use rare words: BM25 statistics are index-wide.
 */
export function vectorIndexContract(name: string, open: () => Promise<OpenedIndex>): void {
  describe(`VectorIndex contract: ${name}`, () => {
    let opened: OpenedIndex;
    let index: VectorIndex;

    beforeAll(async () => {
      opened = await open();
      index = opened.index;
    });
    afterAll(async () => {
      await opened?.cleanup();
    });

    /** A fresh agent and a builder of its entries, with defaults for every field. */
    function agent(mode: "test" | "live" = "test") {
      const agentId = `agent-${randomUUID()}`;
      const filter = (extra: Partial<IndexFilter> = {}): IndexFilter => ({ agentId, mode, ...extra });
      const entry = (id: string, fields: Partial<IndexEntry> = {}): IndexEntry => ({
        id: `${agentId}/${id}`,
        agentId,
        mode,
        namespace: null,
        type: "semantic",
        lane: "self",
        archived: false,
        createdAt: 1_700_000_000_000,
        text: `entry ${id}`,
        ...fields,
      });
      const id = (local: string) => `${agentId}/${local}`;
      return { agentId, mode, filter, entry, id };
    }

    const query = vec(1, 0);

    it("answers ping and reports its dimension", async () => {
      await expect(index.ping()).resolves.toBeUndefined();
      expect(index.dimension).toBe(CONTRACT_DIMENSION);
    });

    it("orders kNN hits by cosine similarity, clamped to [0, 1]", async () => {
      const a = agent();
      const vectors: Record<string, Float32Array> = {
        near: vec(1, 0.1),
        mid: vec(1, 0.6),
        far: vec(0.3, 1),
        orthogonal: vec(0, 1),
        opposed: vec(-1, -0.2),
        scaled: vec(10, 8),
      };
      await index.upsert(Object.entries(vectors).map(([id, vector]) => a.entry(id, { vector })));
      const hits = await index.knn({ vector: query, k: 10, filter: a.filter() });
      expect(ids(hits).slice(0, 4)).toEqual([a.id("near"), a.id("mid"), a.id("scaled"), a.id("far")]);
      expect(new Set(ids(hits.slice(4)))).toEqual(new Set([a.id("orthogonal"), a.id("opposed")]));
      for (const hit of hits) {
        const local = hit.id.slice(a.agentId.length + 1);
        expect(hit.similarity).toBeGreaterThanOrEqual(0);
        expect(hit.similarity).toBeLessThanOrEqual(1);
        expect(hit.similarity).toBeCloseTo(Math.max(0, cosine(query, vectors[local])), 2);
      }
      const same = await index.knn({ vector: vec(1, 0.1), k: 1, filter: a.filter() });
      expect(ids(same)).toEqual([a.id("near")]);
      expect(same[0].similarity).toBeCloseTo(1, 3);
    });

    it("returns at most k hits, the best ones", async () => {
      const a = agent();
      await index.upsert([1, 2, 3, 4, 5].map((i) => a.entry(`e${i}`, { vector: vec(1, i) })));
      expect(ids(await index.knn({ vector: query, k: 2, filter: a.filter() }))).toEqual([a.id("e1"), a.id("e2")]);
      expect(await index.knn({ vector: query, k: 10, filter: a.filter() })).toHaveLength(5);
    });

    it("keeps agents apart", async () => {
      const a = agent();
      const b = agent();
      await index.upsert([a.entry("x", { vector: query }), b.entry("x", { vector: query })]);
      expect(ids(await index.knn({ vector: query, k: 10, filter: a.filter() }))).toEqual([a.id("x")]);
      expect(ids(await index.knn({ vector: query, k: 10, filter: b.filter() }))).toEqual([b.id("x")]);
    });

    it("keeps the test and live worlds apart for the same agent id", async () => {
      const t = agent("test");
      const agentId = t.agentId;
      const live: IndexEntry = { ...t.entry("y", { vector: query }), id: `${agentId}/live`, mode: "live" };
      await index.upsert([t.entry("x", { vector: query }), live]);
      expect(ids(await index.knn({ vector: query, k: 10, filter: { agentId, mode: "test" } }))).toEqual([t.id("x")]);
      expect(ids(await index.knn({ vector: query, k: 10, filter: { agentId, mode: "live" } }))).toEqual([`${agentId}/live`]);
      expect(await index.count({ agentId, mode: "live" })).toBe(1);
    });

    it("filters by namespace: any, exactly one, or none", async () => {
      const a = agent();
      await index.upsert([
        a.entry("alpha", { namespace: "alpha", vector: vec(1, 0.1) }),
        a.entry("beta", { namespace: "beta", vector: vec(1, 0.2) }),
        a.entry("empty", { namespace: "", vector: vec(1, 0.3) }),
        a.entry("none", { namespace: null, vector: vec(1, 0.4) }),
      ]);
      const knn = async (namespace: string | null | undefined) =>
        ids(await index.knn({ vector: query, k: 10, filter: a.filter({ namespace }) }));
      expect(await knn("alpha")).toEqual([a.id("alpha")]);
      expect(await knn("")).toEqual([a.id("empty")]);
      expect(await knn(null)).toEqual([a.id("none")]);
      expect(await knn(undefined)).toEqual([a.id("alpha"), a.id("beta"), a.id("empty"), a.id("none")]);
      expect(await knn("gamma")).toEqual([]);
    });

    it("filters by types and lanes; empty lists mean all", async () => {
      const a = agent();
      await index.upsert([
        a.entry("sem-self", { type: "semantic", lane: "self", vector: vec(1, 0.1) }),
        a.entry("epi-user", { type: "episodic", lane: "user", vector: vec(1, 0.2) }),
        a.entry("proc-shared", { type: "procedural", lane: "shared", vector: vec(1, 0.3) }),
        a.entry("trust-market", { type: "trust_weighted", lane: "market", vector: vec(1, 0.4) }),
      ]);
      const knn = async (extra: Partial<IndexFilter>) => ids(await index.knn({ vector: query, k: 10, filter: a.filter(extra) }));
      expect(await knn({ types: ["episodic", "trust_weighted"] })).toEqual([a.id("epi-user"), a.id("trust-market")]);
      expect(await knn({ types: ["temporal"] })).toEqual([]);
      expect(await knn({ lanes: ["shared", "self"] })).toEqual([a.id("sem-self"), a.id("proc-shared")]);
      expect(await knn({ types: ["semantic", "episodic"], lanes: ["user"] })).toEqual([a.id("epi-user")]);
      expect(await knn({ types: [], lanes: [] })).toHaveLength(4);
    });

    it("applies filters before cutting the top k", async () => {
      const a = agent();
      // 60 close episodic entries would fill any post-filtered top k before the 3 semantic ones.
      const close = Array.from({ length: 60 }, (_, i) => a.entry(`close${i}`, { type: "episodic", vector: vec(1, 0.01 * i) }));
      const far = [1, 2, 3].map((i) => a.entry(`far${i}`, { type: "semantic", vector: vec(0.2, i) }));
      await index.upsert([...close, ...far]);
      const hits = await index.knn({ vector: query, k: 3, filter: a.filter({ types: ["semantic"] }) });
      expect(ids(hits)).toEqual([a.id("far1"), a.id("far2"), a.id("far3")]);
      const closest = await index.knn({ vector: query, k: 2, filter: a.filter({ types: ["episodic"] }) });
      expect(ids(closest)).toEqual([a.id("close0"), a.id("close1")]);
    });

    it("leaves archived entries out unless asked, and setArchived switches both ways", async () => {
      const a = agent();
      await index.upsert([a.entry("live", { vector: vec(1, 0.2) }), a.entry("old", { archived: true, vector: vec(1, 0.1) })]);
      const knn = async (includeArchived?: boolean) =>
        ids(await index.knn({ vector: query, k: 10, filter: a.filter({ includeArchived }) }));
      expect(await knn()).toEqual([a.id("live")]);
      expect(await knn(true)).toEqual([a.id("old"), a.id("live")]);

      expect(await index.setArchived(a.id("old"), false)).toBe(true);
      expect(await knn()).toEqual([a.id("old"), a.id("live")]);
      expect(await index.setArchived(a.id("live"), true)).toBe(true);
      expect(await knn()).toEqual([a.id("old")]);
      expect(await index.count(a.filter())).toBe(1);
      expect(await index.count(a.filter({ includeArchived: true }))).toBe(2);
      expect(await index.setArchived(a.id("missing"), true)).toBe(false);
    });

    it("replaces an entry on upsert of the same id: vector, text and metadata", async () => {
      const a = agent();
      await index.upsert([a.entry("m", { text: "wombat burrow", vector: vec(0, 1) }), a.entry("other", { vector: vec(1, 1) })]);
      await index.upsert([a.entry("m", { text: "platypus river", lane: "user", vector: vec(1, 0) })]);
      expect(await index.count(a.filter())).toBe(2);
      expect(ids(await index.knn({ vector: query, k: 1, filter: a.filter() }))).toEqual([a.id("m")]);
      expect(ids(await index.knn({ vector: query, k: 10, filter: a.filter({ lanes: ["self"] }) }))).toEqual([a.id("other")]);
      expect(await index.lexical({ text: "wombat", k: 10, filter: a.filter() })).toEqual([]);
      expect(ids(await index.lexical({ text: "platypus", k: 10, filter: a.filter() }))).toEqual([a.id("m")]);

      // Moving an entry to another agent takes it out of the first agent's results.
      const b = agent();
      await index.upsert([{ ...a.entry("m", { text: "platypus river", vector: vec(1, 0) }), agentId: b.agentId }]);
      expect(ids(await index.knn({ vector: query, k: 10, filter: a.filter() }))).toEqual([a.id("other")]);
      expect(ids(await index.knn({ vector: query, k: 10, filter: b.filter() }))).toEqual([a.id("m")]);
    });

    it("finds entries without a vector only lexically, until they get one", async () => {
      const a = agent();
      await index.upsert([
        a.entry("novec", { text: "echidna spines" }),
        a.entry("zero", { text: "echidna snout", vector: vec() }),
      ]);
      expect(await index.knn({ vector: query, k: 10, filter: a.filter() })).toEqual([]);
      expect(new Set(ids(await index.lexical({ text: "echidna", k: 10, filter: a.filter() })))).toEqual(
        new Set([a.id("novec"), a.id("zero")]),
      );
      expect(await index.count(a.filter())).toBe(2);
      await index.upsert([a.entry("novec", { text: "echidna spines", vector: query })]);
      expect(ids(await index.knn({ vector: query, k: 10, filter: a.filter() }))).toEqual([a.id("novec")]);
      // The zero vector has no direction: it matches nothing.
      expect(await index.knn({ vector: vec(), k: 10, filter: a.filter() })).toEqual([]);
    });

    it("deletes entries everywhere and reports how many existed", async () => {
      const a = agent();
      await index.upsert([
        a.entry("d1", { text: "narwhal tusk", vector: vec(1, 0.1) }),
        a.entry("d2", { text: "narwhal pod", vector: vec(1, 0.2) }),
      ]);
      expect(await index.delete([a.id("d1"), a.id("missing"), a.id("d1")])).toBe(1);
      expect(ids(await index.knn({ vector: query, k: 10, filter: a.filter() }))).toEqual([a.id("d2")]);
      expect(ids(await index.lexical({ text: "narwhal", k: 10, filter: a.filter() }))).toEqual([a.id("d2")]);
      expect(await index.count(a.filter())).toBe(1);
      expect(await index.delete([])).toBe(0);
      // A deleted id can be written again.
      await index.upsert([a.entry("d1", { text: "narwhal again", vector: vec(1, 0.1) })]);
      expect(await index.count(a.filter())).toBe(2);
    });

    it("ranks lexical matches by BM25 with scores in [0, 1), best first", async () => {
      const a = agent();
      await index.upsert([
        a.entry("both", { text: "quokka habitat island" }),
        a.entry("twice-short", { text: "quokka quokka" }),
        a.entry("once-long", {
          text: "a quokka is a small marsupial that lives mostly on an island off the coast near perth in western australia",
        }),
        a.entry("unrelated", { text: "kangaroo and wallaby populations are growing" }),
      ]);
      const single = await index.lexical({ text: "quokka", k: 10, filter: a.filter() });
      expect(ids(single)).toHaveLength(3);
      // Term frequency and length normalisation: the short repeated text beats the long one.
      expect(ids(single).indexOf(a.id("twice-short"))).toBeLessThan(ids(single).indexOf(a.id("once-long")));

      const multi = await index.lexical({ text: "Quokka habitat?", k: 10, filter: a.filter() });
      expect(ids(multi)[0]).toBe(a.id("both"));
      expect(ids(multi)).not.toContain(a.id("unrelated"));
      for (const hits of [single, multi]) {
        for (const hit of hits) {
          expect(hit.score).toBeGreaterThan(0);
          expect(hit.score).toBeLessThan(1);
        }
        const scores = hits.map((h) => h.score);
        expect(scores).toEqual([...scores].sort((x, y) => y - x));
      }
      expect(await index.lexical({ text: "quokka", k: 1, filter: a.filter() })).toHaveLength(1);
    });

    it("matches lexically by whole words (with stemming), never by substring", async () => {
      const a = agent();
      await index.upsert([
        a.entry("concat", { text: "concatenate the strings then scatter the results" }),
        a.entry("cat", { text: "the cat sat on the mat" }),
      ]);
      expect(ids(await index.lexical({ text: "cat", k: 10, filter: a.filter() }))).toEqual([a.id("cat")]);
      expect(ids(await index.lexical({ text: "cats", k: 10, filter: a.filter() }))).toEqual([a.id("cat")]);
      expect(await index.lexical({ text: "conca", k: 10, filter: a.filter() })).toEqual([]);
      // Query syntax in user text is just words.
      const tricky = await index.lexical({ text: 'cat* OR "mat" NEAR( text: -( AND', k: 10, filter: a.filter() });
      expect(ids(tricky)).toEqual([a.id("cat")]);
    });

    it("applies every filter to lexical search", async () => {
      const a = agent();
      const other = agent();
      const text = "axolotl regrowing limbs";
      await index.upsert([
        a.entry("plain", { text }),
        a.entry("ns", { text, namespace: "lab" }),
        a.entry("epi", { text, type: "episodic" }),
        a.entry("user", { text, lane: "user" }),
        a.entry("arch", { text, archived: true }),
        other.entry("theirs", { text }),
        { ...a.entry("live", { text }), mode: "live" },
      ]);
      const lexical = async (extra: Partial<IndexFilter>) =>
        new Set(ids(await index.lexical({ text: "axolotl", k: 10, filter: a.filter(extra) })));
      expect(await lexical({})).toEqual(new Set([a.id("plain"), a.id("ns"), a.id("epi"), a.id("user")]));
      expect(await lexical({ namespace: "lab" })).toEqual(new Set([a.id("ns")]));
      expect(await lexical({ namespace: null })).toEqual(new Set([a.id("plain"), a.id("epi"), a.id("user")]));
      expect(await lexical({ types: ["episodic"] })).toEqual(new Set([a.id("epi")]));
      expect(await lexical({ lanes: ["user"] })).toEqual(new Set([a.id("user")]));
      expect(await lexical({ includeArchived: true })).toContain(a.id("arch"));
      expect(await lexical({ mode: "live" })).toEqual(new Set([a.id("live")]));
      expect(ids(await index.lexical({ text: "axolotl", k: 10, filter: other.filter() }))).toEqual([other.id("theirs")]);
    });

    it("filters by validity: open at a time (not ended, expired or retracted), started by a time", async () => {
      const a = agent();
      const text = "quokka sighting";
      await index.upsert([
        a.entry("open", { text, vector: vec(1, 0.1), validFrom: 100 }),
        a.entry("closed", { text, vector: vec(1, 0.2), validFrom: 100, validTo: 200 }),
        a.entry("later", { text, vector: vec(1, 0.3), validFrom: 300 }),
        a.entry("expiring", { text, vector: vec(1, 0.4), validFrom: 100, expiresAt: 250 }),
        a.entry("retracted", { text, vector: vec(1, 0.5), validFrom: 100, retracted: true }),
        // Written without validity fields: valid from createdAt, open, never retracted.
        a.entry("plain", { text, vector: vec(1, 0.6), createdAt: 150 }),
      ]);
      const knn = async (extra: Partial<IndexFilter>) => new Set(ids(await index.knn({ vector: query, k: 10, filter: a.filter(extra) })).map((id) => id.slice(a.agentId.length + 1)));
      const lexical = async (extra: Partial<IndexFilter>) => new Set(ids(await index.lexical({ text: "quokka", k: 10, filter: a.filter(extra) })).map((id) => id.slice(a.agentId.length + 1)));
      const all = new Set(["open", "closed", "later", "expiring", "retracted", "plain"]);
      expect(await knn({})).toEqual(all);
      expect(await knn({ openAt: 150 })).toEqual(new Set(["open", "closed", "later", "expiring", "plain"]));
      expect(await knn({ openAt: 260 })).toEqual(new Set(["open", "later", "plain"]));
      expect(await knn({ openAt: 150, startedBy: 150 })).toEqual(new Set(["open", "closed", "expiring", "plain"]));
      expect(await knn({ openAt: 120, startedBy: 120 })).toEqual(new Set(["open", "closed", "expiring"]));
      expect(await lexical({ openAt: 260, startedBy: 260 })).toEqual(new Set(["open", "plain"]));
      expect(await index.count(a.filter({ openAt: 260 }))).toBe(3);
    });

    it("answers each hit's stored vector when asked", async () => {
      const a = agent();
      const stored = vec(0.3, 0.4, 0.5);
      await index.upsert([a.entry("v", { vector: stored })]);
      const [hit] = await index.knn({ vector: query, k: 1, filter: a.filter(), withVectors: true });
      expect(Array.from(hit!.vector!)).toEqual(Array.from(stored));
      expect((await index.knn({ vector: query, k: 1, filter: a.filter() }))[0]!.vector).toBeUndefined();
    });

    it("answers empty results without failing", async () => {
      const a = agent();
      expect(await index.knn({ vector: query, k: 5, filter: a.filter() })).toEqual([]);
      expect(await index.lexical({ text: "anything", k: 5, filter: a.filter() })).toEqual([]);
      await index.upsert([a.entry("one", { text: "pangolin scales", vector: query })]);
      expect(await index.lexical({ text: "", k: 5, filter: a.filter() })).toEqual([]);
      expect(await index.lexical({ text: "?!  ...", k: 5, filter: a.filter() })).toEqual([]);
      expect(await index.lexical({ text: "zzzunknownword", k: 5, filter: a.filter() })).toEqual([]);
      expect(await index.count(a.filter({ types: ["temporal"] }))).toBe(0);
      await expect(index.upsert([])).resolves.toBeUndefined();
    });

    it("never returns another agent's entries (10 agents, k = 10)", async () => {
      const agents = Array.from({ length: 10 }, () => agent());
      const vectors = seededVectors(10 * 25, 42);
      await index.upsert(agents.flatMap((a, n) => vectors.slice(n * 25, n * 25 + 25).map((vector, i) => a.entry(`m${i}`, { vector }))));
      for (const [n, a] of agents.entries()) {
        expect(await index.count(a.filter())).toBe(25);
        for (const probe of seededVectors(3, 1000 + n)) {
          const hits: KnnHit[] = await index.knn({ vector: probe, k: 10, filter: a.filter() });
          expect(hits).toHaveLength(10);
          for (const hit of hits) expect(hit.id.startsWith(`${a.agentId}/`)).toBe(true);
          // Exact order: the brute-force top 10 of this agent's own vectors.
          const expected = vectors
            .slice(n * 25, n * 25 + 25)
            .map((v, i) => ({ id: a.id(`m${i}`), s: cosine(probe, v) }))
            .sort((x, y) => y.s - x.s)
            .slice(0, 10);
          expect(ids(hits)).toEqual(ids(expected));
        }
      }
    });

    it("rejects vectors of the wrong length and k out of range, writing nothing", async () => {
      const a = agent();
      const wrong = new Float32Array(CONTRACT_DIMENSION + 1);
      await expect(index.upsert([a.entry("ok", { vector: query }), a.entry("bad", { vector: wrong })])).rejects.toThrow(RangeError);
      expect(await index.count(a.filter())).toBe(0);
      await expect(index.knn({ vector: wrong, k: 1, filter: a.filter() })).rejects.toThrow(RangeError);
      await expect(index.knn({ vector: query, k: 0, filter: a.filter() })).rejects.toThrow(RangeError);
      await expect(index.lexical({ text: "x", k: 100_000, filter: a.filter() })).rejects.toThrow(RangeError);
    });
  });
}
