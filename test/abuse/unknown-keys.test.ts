import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_KEYS_PER_OBJECT } from "../../core/http/json-keys-scan.ts";
import { startBerth, type TestBerth } from "../support/test-berth.ts";

/**
 * Finding 4 of issue 25: a ~1 MB body with 90,000 unknown keys got a 7.3 MB error answer and
 * stalled the server for seconds (every problem found, each unknown key compared with every known
 * field, all of them in the message and the details). Validation now stops at the first problem;
 * a refused input small enough is checked for all of them, and an answer lists at most 20, then
 * a count.
 */
const headers = { "x-agent-passport-id": "agent-keys" };

describe("error answers are bounded (issue 25, finding 4)", () => {
  let b: TestBerth;
  beforeAll(async () => {
    b = await startBerth({ env: { RATE_LIMIT_MAX: "1000000" } });
  });
  afterAll(() => b.stop());

  it("answers 90,000 unknown keys in a ~1 MB body with a short 400 before parsing it, without stalling the service", async () => {
    const keys = Object.fromEntries(Array.from({ length: 90_000 }, (_, i) => [`k${i}`, 1]));
    const rawBody = JSON.stringify({ fact: "a fact", confidence: 0.5, ...keys });
    expect(rawBody.length).toBeGreaterThan(900_000);
    // Berth runs in this process: the event loop's longest stall is what every other client waited.
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await b.request("POST", "/v1/memory/semantic", { key: b.adminKey, headers, rawBody }));
    delay.disable();
    for (const res of answers) {
      expect(res.status).toBe(400);
      expect(res.text.length).toBeLessThan(2_000);
      expect(res.body.error_code).toBe("VALIDATION_FAILED");
      // Refused by the key scan (json-keys-scan.ts) before a dictionary of 90,000 keys is ever built.
      expect(res.body.details).toEqual([{ field: "body", problem: `has an object with more than ${MAX_KEYS_PER_OBJECT} keys (at character 0)` }]);
    }
    // Parsing, enumerating and validating it took about 300 ms per request before the scan.
    expect(delay.max / 1e6, "longest event-loop stall, ms").toBeLessThan(250);
  });

  it("takes an object of exactly the key limit to validation, which names its first problem", async () => {
    const keys = Object.fromEntries(Array.from({ length: MAX_KEYS_PER_OBJECT - 2 }, (_, i) => [`k${i}`, 1]));
    const res = await b.request("POST", "/v1/memory/semantic", { key: b.adminKey, headers, body: { fact: "a fact", confidence: 0.5, ...keys } });
    expect(res.status).toBe(400);
    expect(res.body.details[0]).toEqual({ field: "k0", problem: "is not a known field" });
    expect(res.body.details.length).toBeLessThanOrEqual(21);
  });

  it("answers a refused input of more than 5,000 values with its first problem only", async () => {
    const rawBody = JSON.stringify({ fact: "a fact", confidence: 0.5, k0: Array.from({ length: 6_000 }, () => [1]) });
    const res = await b.request("POST", "/v1/memory/semantic", { key: b.adminKey, headers, rawBody });
    expect(res.status).toBe(400);
    expect(res.body.details[0]).toEqual({ field: "k0", problem: "is not a known field" });
    expect(res.body.details.at(-1)).toEqual({ field: "body", problem: "has more than 5000 values: only its first problem is listed" });
  });

  it("lists every problem of a small input up to 20, then counts the rest, in details and message alike", async () => {
    const body = { fact: "a fact", confidence: 0.5, ...Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`extra_${i}`, true])) };
    const res = await b.request("POST", "/v1/memory/semantic", { key: b.adminKey, headers, body });
    expect(res.status).toBe(400);
    expect(res.body.details).toHaveLength(21);
    expect(res.body.details.slice(0, 20).every((d: { problem: string }) => d.problem === "is not a known field")).toBe(true);
    expect(res.body.details[20]).toEqual({ field: "(more)", problem: "10 more problems not listed" });
    expect(res.body.message).toMatch(/; \(more\) 10 more problems not listed$/);
    // One problem is still named as precisely as before, with a suggestion for a near miss.
    const typo = await b.request("POST", "/v1/memory/semantic", { key: b.adminKey, headers, body: { fakt: "a fact", confidence: 0.5 } });
    expect(typo.body.details).toEqual(expect.arrayContaining([{ field: "fakt", problem: "is not a known field; did you mean `fact`?" }, { field: "fact", problem: "is required" }]));
  });

  it("bounds GraphQL argument problems the same way", async () => {
    const res = await b.graphql(`mutation($m: JSON) { storeSemanticMemory(passportId: "agent-keys", fact: "f", confidence: 0.5, metadata: $m) { memoryId } }`, {
      m: Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, "\ud800"])),
    });
    const text = JSON.stringify(res.body);
    expect(text.length).toBeLessThan(5_000);
    expect(res.status).toBeLessThan(500);
  });
});
