import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, type TestBerth } from "../support/test-berth.ts";

describe("GET /v2/chains with only the devnet (a test chain)", () => {
  let b: TestBerth;
  beforeAll(async () => {
    b = await startBerth({ env: { CHAINS: "local" } });
  }, 120_000);
  afterAll(() => b?.stop());

  it("a live key sees no chain and a note saying the devnet is a test chain; a test key sees it and no note", async () => {
    const live = await b.request("GET", "/v2/chains", { key: b.adminKey });
    expect(live.status).toBe(200);
    expect(live.body.chains).toEqual([]);
    expect(live.body.note).toBe("no live chains are configured; local is a test chain, visible to test keys only");
    const test = await b.request("GET", "/v2/chains", { key: b.testAdminKey });
    expect(test.body.chains).toEqual([expect.objectContaining({ name: "local", mode: "test" })]);
    expect(test.body.note).toBeUndefined();
  });

  it("the startup summary's chains entry has the devnet's RPC URL and contract addresses", async () => {
    const [local] = (await b.request("GET", "/v2/chains", { key: b.testAdminKey })).body.chains;
    const chains = b.host.ports().find((p) => p.port === "chains")!;
    expect(chains.adapter).toBe("evm");
    for (const part of [`rpc ${local.rpc_url}`, `identity registry ${local.identity_registry}`, `escrow ${local.escrow}`, `test token ${local.test_token}`]) expect(chains.where).toContain(part);
  });
});
