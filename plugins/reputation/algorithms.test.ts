// The three algorithms as pure functions: deterministic, always 0-100, and the stake-weighted
// promise that a positive feedback from a new staked client never lowers the score. Inputs come
// from a seeded generator, so a failure names the seed that reproduces it.
import { describe, expect, it } from "vitest";
import { ALGORITHMS, algorithmById, resolveParams } from "./algorithms.ts";
import type { FeedbackSignal, Receipt, ScoreInputs, Stake, ValidationSignal } from "./score-inputs.ts";

function generator(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]) => xs[int(xs.length)]!;
  return { next, int, pick };
}

const TAGS = ["", "starred", "uptime", "reachable", "spam", "successRate", "latency"];
const CHAINS = ["local", "base", "other"];
const EXTREMES = [0, -1, 1e38, -1e38, 100, 50, 49.99, 1e-18, Number.MAX_VALUE, -Number.MAX_VALUE];

function randomInputs(seed: number): ScoreInputs {
  const g = generator(seed);
  const chains = CHAINS.slice(0, 1 + g.int(3));
  const clients = Array.from({ length: 1 + g.int(30) }, (_, i) => `0x${String(i).padStart(40, "0")}`);
  const feedback: FeedbackSignal[] = Array.from({ length: g.int(120) }, (_, i) => ({
    chain: g.pick(chains),
    agentId: "7",
    client: g.pick(clients),
    index: i + 1,
    value: g.next() < 0.1 ? g.pick(EXTREMES) : g.next() * 140 - 20,
    tag1: g.pick(TAGS),
    tag2: "",
    revoked: g.next() < 0.15,
    block: g.int(1000),
    logIndex: g.int(10),
  }));
  const validations: ValidationSignal[] = Array.from({ length: g.int(12) }, (_, i) => ({
    chain: g.pick(chains),
    agentId: "7",
    requestHash: `0x${String(i).padStart(64, "0")}`,
    validator: g.pick(clients),
    response: g.next() < 0.2 ? null : g.int(101),
    tag: "",
  }));
  const receipts: Receipt[] = Array.from({ length: g.int(20) }, (_, i) => {
    const kind = g.pick(["escrow", "payout", "deployment"] as const);
    return { id: `${kind}:${i}`, kind, amount: String(BigInt(g.int(1e9)) * BigInt(g.int(1e12) + 1)), unit: kind === "deployment" ? "ms" : "x", at: g.int(1e12) };
  });
  const stakes: Stake[] = clients.filter(() => g.next() < 0.5).map((client) => ({ client, amount: String(BigInt(g.int(1e6)) * 10n ** BigInt(g.int(24))) }));
  return { chains, feedback, validations, receipts, stakes };
}

function shuffled<T>(xs: T[], seed: number): T[] {
  const g = generator(seed);
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = g.int(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const run = (id: string, inputs: ScoreInputs, params: Record<string, unknown> = {}) => {
  const algorithm = algorithmById(id);
  const { values, tags } = resolveParams(algorithm, params);
  return algorithm.score(inputs, values, tags);
};

describe("every algorithm", () => {
  it("gives the same answer for the same inputs, in any order, and stays within 0-100 (500 random cases each)", () => {
    for (let seed = 1; seed <= 500; seed++) {
      const inputs = randomInputs(seed);
      const reordered: ScoreInputs = { ...inputs, feedback: shuffled(inputs.feedback, seed), validations: shuffled(inputs.validations, seed + 1), receipts: shuffled(inputs.receipts, seed + 2), stakes: shuffled(inputs.stakes, seed + 3) };
      for (const a of ALGORITHMS) {
        const first = run(a.id, inputs);
        expect(run(a.id, inputs), `${a.id} seed ${seed}`).toEqual(first);
        expect(run(a.id, reordered), `${a.id} seed ${seed} reordered`).toEqual(first);
        expect(first.score, `${a.id} seed ${seed}`).toBeGreaterThanOrEqual(0);
        expect(first.score, `${a.id} seed ${seed}`).toBeLessThanOrEqual(100);
        expect(Number.isFinite(first.score)).toBe(true);
        for (const [k, v] of Object.entries(first.components)) expect(Number.isFinite(v), `${a.id} ${k} seed ${seed}`).toBe(true);
      }
    }
  });

  it("never counts revoked feedback or feedback whose tag is off the list, unless params.tags widens it", () => {
    const base: ScoreInputs = { chains: ["local"], feedback: [], validations: [], receipts: [], stakes: [] };
    const f = (client: string, value: number, tag1: string, revoked = false): FeedbackSignal => ({ chain: "local", agentId: "1", client, index: 1, value, tag1, tag2: "", revoked, block: 1, logIndex: 0 });
    const good = { ...base, feedback: [f("0xa", 90, "starred")] };
    for (const id of ["cross-chain-weighted-v1", "stake-weighted-v1"]) {
      expect(run(id, { ...good, feedback: [...good.feedback, f("0xb", 0, "starred", true)] })).toEqual(run(id, good));
      expect(run(id, { ...good, feedback: [...good.feedback, f("0xb", 0, "spam")] })).toEqual(run(id, good));
      expect(run(id, { ...good, feedback: [...good.feedback, f("0xb", 0, "spam")] }, { tags: ["spam"] }).score).toBeLessThan(run(id, good).score);
    }
  });
});

describe("stake-weighted-v1", () => {
  it("never goes down when a new staked client gives a positive rating (1,000 random cases)", () => {
    for (let seed = 1; seed <= 1000; seed++) {
      const g = generator(seed * 7919);
      const inputs = randomInputs(seed);
      const before = run("stake-weighted-v1", inputs);
      const client = `0x${"f".repeat(39)}${g.int(10)}`;
      const count = 1 + g.int(3);
      const added: FeedbackSignal[] = Array.from({ length: count }, (_, i) => ({ chain: g.pick(inputs.chains), agentId: "7", client, index: i + 1, value: 50.0001 + g.next() * 60, tag1: g.pick(["", "starred", "uptime"]), tag2: "", revoked: false, block: 1, logIndex: i }));
      const stake = String(1n + BigInt(g.int(1e9)) * 10n ** BigInt(g.int(22)));
      const after = run("stake-weighted-v1", { ...inputs, feedback: [...inputs.feedback, ...added], stakes: [...inputs.stakes, { client, amount: stake }] });
      expect(after.score, `seed ${seed}`).toBeGreaterThanOrEqual(before.score);
    }
  });

  it("weighs a thousand empty wallets less than one paying client", () => {
    const paying: FeedbackSignal = { chain: "local", agentId: "1", client: "0xpaying", index: 1, value: 100, tag1: "starred", tag2: "", revoked: false, block: 1, logIndex: 0 };
    const sybils: FeedbackSignal[] = Array.from({ length: 1000 }, (_, i) => ({ ...paying, client: `0xsybil${i}`, value: 0 }));
    const result = run("stake-weighted-v1", { chains: ["local"], feedback: [paying, ...sybils], validations: [], receipts: [], stakes: [{ client: "0xpaying", amount: String(1000n * 10n ** 18n) }] });
    expect(result.score).toBeGreaterThan(50);
  });
});

describe("parameters", () => {
  it("refuses unknown names and out-of-range values, listing each problem", () => {
    expect(() => resolveParams(algorithmById("stake-weighted-v1"), { nope: 1, stake_unit: -5 })).toThrow(expect.objectContaining({ code: "VALIDATION_FAILED" }));
    expect(() => algorithmById("page-rank-v9")).toThrow(expect.objectContaining({ code: "UNKNOWN_ALGORITHM", details: expect.objectContaining({ known: ALGORITHMS.map((a) => a.id) }) }));
  });
});
