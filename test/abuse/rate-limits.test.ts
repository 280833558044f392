import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, type TestBerth } from "../support/test-berth.ts";

/**
 * Finding 10 of issue 13: unknown keys were never rate-limited, /health/ready shared the per-IP
 * budget, and 429 answers lacked the rate-limit headers.
 */
let b: TestBerth;
const WINDOW_S = 100 * 365 * 24 * 3600;
beforeAll(async () => {
  // A century-long window (windows start at multiples of it since 1970: this one ends in 2070): no
  // check straddles two windows, whenever it runs.
  b = await startBerth({ env: { RATE_LIMIT_MAX: "5", AUTH_FAILURE_RATE_LIMIT_MAX: "4", RATE_LIMIT_WINDOW_MS: String(WINDOW_S * 1000) } });
});
afterAll(() => b.stop());

describe("rate limits", () => {
  it("limits failed authentications per IP: 401 until the budget is spent, then 429; a valid key from that IP is still served", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await b.request("GET", "/v2/reputation/algorithms", { key: `bk_live_unknown${i}` })).status);
    statuses.push((await b.request("GET", "/v2/reputation/algorithms", { headers: { authorization: "Basic abc" } })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    // Only failures are throttled: everyone behind one NAT or proxy would be locked out otherwise.
    expect((await b.request("GET", "/v2/reputation/algorithms", { key: b.adminKey })).status).toBe(200);
    const limited = await b.request("GET", "/v2/reputation/algorithms", { key: "bk_live_unknown-after" });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error_code: "AUTH_RATE_LIMITED", error: "rate_limited", details: { policy: "auth-failures", limit: 4 } });
    expect(limited.headers.get("ratelimit-policy")).toBe(`"auth-failures";q=4;w=${WINDOW_S}`);
    expect(limited.headers.get("ratelimit")).toMatch(/^"auth-failures";r=0;t=\d+$/);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("never counts /health/ready against the per-IP budget", async () => {
    for (let i = 0; i < 20; i++) {
      const ready = await b.request("GET", "/health/ready");
      expect(ready.status).toBe(200);
      expect(ready.headers.get("x-ratelimit-limit")).toBeNull();
    }
  });

  it("sends the rate-limit headers on every limited answer, the 429 included", async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await b.request("GET", "/openapi.json"));
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[0]!.headers.get("ratelimit-policy")).toBe(`"default";q=5;w=${WINDOW_S}`);
    expect(answers[0]!.headers.get("ratelimit")).toMatch(/^"default";r=4;t=\d+$/);
    expect(answers[4]!.headers.get("x-ratelimit-remaining")).toBe("0");
    const limited = answers[5]!;
    expect(limited.status).toBe(429);
    expect(limited.body.error_code).toBe("RATE_LIMITED");
    expect(limited.headers.get("x-ratelimit-limit")).toBe("5");
    expect(limited.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(limited.headers.get("ratelimit")).toMatch(/^"default";r=0;t=\d+$/);
    expect(limited.headers.get("x-request-id")).toBeTruthy();
  });
});
