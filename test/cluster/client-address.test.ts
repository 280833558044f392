import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError } from "../../core/config/config-var.ts";
import { createHost } from "../../core/host/host.ts";
import { spawnBerth } from "../support/spawn-berth.ts";
import { send, startBerth, tempDir, type TestBerth } from "../support/test-berth.ts";

const ALGORITHMS = "/v2/reputation/algorithms";

/** A failed authentication that claims to come from `client` (documentation addresses, never contacted). */
const failFrom = (b: TestBerth, client: string, n: number) => b.request("GET", ALGORITHMS, { key: `bk_live_unknown${n}`, headers: { "x-forwarded-for": client } });

describe("the client's address behind proxies (TRUST_PROXY)", () => {
  describe("off (the default): X-Forwarded-For from the peer changes nothing", () => {
    let b: TestBerth;
    beforeAll(async () => {
      b = await startBerth({ env: { AUTH_FAILURE_RATE_LIMIT_MAX: "3", RATE_LIMIT_MAX: "4" } });
    });
    afterAll(() => b.stop());

    it("counts failed authentications against the TCP peer, whatever address the header claims", async () => {
      const statuses = [];
      for (const [i, client] of ["203.0.113.1", "203.0.113.2", "198.51.100.7", "203.0.113.9"].entries()) statuses.push((await failFrom(b, client, i)).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
    });

    it("counts unauthenticated requests against the TCP peer too", async () => {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await b.request("GET", "/openapi.json", { headers: { "x-forwarded-for": `203.0.113.${i + 10}` } })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    });
  });

  for (const trust of ["127.0.0.1/8", "1", "loopback"]) {
    describe(`TRUST_PROXY=${trust}: the proxy's X-Forwarded-For names the client`, () => {
      let b: TestBerth;
      beforeAll(async () => {
        b = await startBerth({ env: { AUTH_FAILURE_RATE_LIMIT_MAX: "3", TRUST_PROXY: trust } });
      });
      afterAll(() => b.stop());

      it("gives each client its own failed-authentication budget", async () => {
        const one = [];
        for (let i = 0; i < 4; i++) one.push((await failFrom(b, "203.0.113.1", i)).status);
        expect(one).toEqual([401, 401, 401, 429]);
        // Another client behind the same proxy is not locked out by the first one's failures.
        expect((await failFrom(b, "203.0.113.2", 9)).status).toBe(401);
      });
    });
  }

  it("refuses TRUST_PROXY values that would let any client choose its address, or that are not addresses", async () => {
    for (const value of ["true", "all", "10.0.0.0/33", "proxy.example", "999"]) {
      const err = await createHost({ env: { BERTH_DATA_DIR: tempDir(), CHAINS: "none", LOG_LEVEL: "silent", TRUST_PROXY: value } }).then(
        (h) => h.close().then(() => null),
        (e: unknown) => e,
      );
      expect(err, value).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).message).toContain("TRUST_PROXY");
    }
  });
});

describe("the failed-authentication budget throttles failures only", () => {
  let b: TestBerth;
  beforeAll(async () => {
    // The default budget, 30.
    b = await startBerth({ env: { AUTH_FAILURE_RATE_LIMIT_MAX: "30" } });
  });
  afterAll(() => b.stop());

  it("30 failed authentications from an address, then a valid key from it: 200; another failure: 429", async () => {
    for (let i = 0; i < 30; i++) expect((await b.request("GET", ALGORITHMS, { key: `bk_live_guess${i}` })).status).toBe(401);
    expect((await b.request("GET", ALGORITHMS, { key: b.adminKey })).status).toBe(200);
    const fresh = await b.key("agent", { passports: ["addr-agent"] });
    expect((await b.request("GET", ALGORITHMS, { key: fresh.token })).status).toBe(200);
    expect((await b.request("GET", ALGORITHMS, { key: "bk_live_guess-31" })).body.error_code).toBe("AUTH_RATE_LIMITED");
  });
});

describe("draining (SIGTERM)", { timeout: 180_000 }, () => {
  it("readiness answers 503 draining at once, requests keep being served until new connections stop, then the process exits 0", async () => {
    const server = await spawnBerth({ BERTH_DATA_DIR: tempDir(), CHAINS: "none", SHUTDOWN_DELAY_MS: "1500" }, { startTimeoutMs: 120_000 });
    const exited = new Promise<number | null>((r) => server.child.once("exit", (code) => r(code)));
    expect((await send(server.url, "GET", "/health/ready")).status).toBe(200);
    server.child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    const ready = await send(server.url, "GET", "/health/ready");
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ success: false, status: "draining", error_code: "SERVER_DRAINING" });
    // Still answering during SHUTDOWN_DELAY_MS, and telling the client to go elsewhere next time.
    const during = await send(server.url, "GET", "/openapi.json");
    expect(during.status).toBe(200);
    expect(during.headers.get("connection")).toBe("close");
    expect(await exited).toBe(0);
    expect(server.output()).toContain("drained: every connection closed");
  });
});
