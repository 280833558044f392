import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blackHole } from "./support/dead-servers.ts";
import { freePort } from "./support/free-port.ts";
import { createBerthHost as createHost } from "../app/composition.ts";
import { send, startBerth, tempDir, type TestBerth } from "./support/test-berth.ts";

describe("readiness", () => {
  it("is 200 ready with each dependency when everything answers; needs no key and ignores one", async () => {
    const b = await startBerth();
    try {
      for (const key of [undefined, b.adminKey, "anything-at-all"]) {
        const a = await b.request("GET", "/health/ready", { key });
        expect(a.status).toBe(200);
        expect(a.body.status).toBe("ready");
        expect(new Date(a.body.timestamp).toISOString()).toBe(a.body.timestamp);
        expect(a.body.dependencies["store:sqlite"]).toMatchObject({ status: "healthy" });
      }
    } finally {
      await b.stop();
    }
  });

  describe("with the store on a MongoDB that hangs", () => {
    let hole: Awaited<ReturnType<typeof blackHole>>;
    let b: TestBerth;
    beforeAll(async () => {
      hole = await blackHole();
      // Key creation in startBerth needs a working store, so this host is built without it.
      b = await startBerthWithoutKeys({ STORE: "mongodb", MONGODB_URL: `mongodb://127.0.0.1:${hole.port}/berth`, READY_TIMEOUT_MS: "300" });
    });
    afterAll(async () => {
      await b.stop();
      await hole.close();
    });

    it("answers 503 not_ready within its timeout, naming the dependency", async () => {
      const started = Date.now();
      const a = await b.request("GET", "/health/ready");
      const took = Date.now() - started;
      expect(a.status).toBe(503);
      expect(took).toBeLessThan(2000);
      expect(a.body).toMatchObject({
        success: false,
        status: "not_ready",
        error: "not_ready",
        error_code: "NOT_READY",
        details: { down: ["store:mongodb"] },
      });
      expect(a.body.dependencies["store:mongodb"]).toMatchObject({ status: "down", error: "no answer within 300 ms" });
      expect(typeof a.body.timestamp).toBe("string");
    });
  });

  it("answers 503 when the store refuses connections", async () => {
    const port = await freePort();
    // The driver gives up on a server it cannot reach after 100 ms (the URL's option; 3 s by default), long before the readiness timeout.
    const b = await startBerthWithoutKeys({ STORE: "mongodb", MONGODB_URL: `mongodb://127.0.0.1:${port}/berth?serverSelectionTimeoutMS=100`, READY_TIMEOUT_MS: "5000" });
    try {
      const a = await b.request("GET", "/health/ready");
      expect(a.status).toBe(503);
      expect(a.body.dependencies["store:mongodb"].status).toBe("down");
    } finally {
      await b.stop();
    }
  });
});

async function startBerthWithoutKeys(env: Record<string, string>): Promise<TestBerth> {
  const host = await createHost({ env: { BERTH_DATA_DIR: tempDir(), PORT: "0", LOG_LEVEL: "silent", CHAINS: "none", ...env } });
  const url = await host.listen();
  return {
    url,
    host,
    dataDir: "",
    adminKey: "",
    testAdminKey: "",
    key: () => Promise.reject(new Error("no store")),
    request: (method, path, o) => send(url, method, path, o),
    graphql: () => Promise.reject(new Error("no store")),
    stop: () => host.close(),
  };
}
