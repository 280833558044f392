import { concatHex, createWalletClient, encodeAbiParameters, http, numberToHex, size, toFunctionSelector, type Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { foundry } from "viem/chains";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blackHole } from "../support/dead-servers.ts";
import { freePort } from "../support/free-port.ts";
import { ANVIL_DEV_KEY } from "../../adapters/evm/chains-config.ts";
import { spawnBerth } from "../support/spawn-berth.ts";
import { send, startBerth, tempDir, type TestBerth } from "../support/test-berth.ts";
import { BENEFICIARY, client, localChain, type LocalChain } from "./chain-helpers.ts";

// anvil's second development account: deploys the test contract, so Berth's own nonce stays untouched.
const OTHER_KEY = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";

/**
 * Creation code of a contract that answers every call with `revert(reason)`, i.e. the revert data
 * of a Solidity `require(false, reason)`: Error(string) ABI-encoded. Hand-assembled, so the test
 * needs no compiler.
 */
function requireRevertingContract(reason: string): Hex {
  const data = concatHex([toFunctionSelector("Error(string)"), encodeAbiParameters([{ type: "string" }], [reason])]);
  const len = size(data);
  const u16 = (n: number) => numberToHex(n, { size: 2 }).slice(2);
  // CODECOPY(0, 15, len); REVERT(0, len); then the data at offset 15.
  const runtime = `0x61${u16(len)}61${u16(15)}600039${"61" + u16(len)}6000fd${data.slice(2)}` as Hex;
  const runtimeLen = size(runtime);
  // CODECOPY(0, 12, runtimeLen); RETURN(0, runtimeLen); then the runtime at offset 12.
  return `0x61${u16(runtimeLen)}80600c6000396000f3${runtime.slice(2)}` as Hex;
}

describe("secrets stay out of the unauthenticated readiness probe, and a hung RPC answers within one deadline", () => {
  let hole: Awaited<ReturnType<typeof blackHole>>;
  let b: TestBerth;
  let leakyPort: number;
  beforeAll(async () => {
    hole = await blackHole();
    leakyPort = await freePort();
    b = await startBerth({
      env: {
        CHAINS: "leaky,hung",
        CHAIN_LEAKY_ID: "31337",
        CHAIN_LEAKY_MODE: "test",
        CHAIN_LEAKY_RPC_URL: `http://rpcuser:PW-SECRET@127.0.0.1:${leakyPort}/v2/PATH-SECRET?apikey=QUERY-SECRET`,
        CHAIN_LEAKY_SIGNER_KEY: OTHER_KEY,
        CHAIN_LEAKY_IDENTITY_REGISTRY: "0x8004A818BFB912233c491871b3d84c89A494BD9e",
        CHAIN_HUNG_ID: "31338",
        CHAIN_HUNG_MODE: "test",
        CHAIN_HUNG_RPC_URL: `http://127.0.0.1:${hole.port}/key/HUNG-SECRET`,
        CHAIN_HUNG_SIGNER_KEY: OTHER_KEY,
        CHAIN_HUNG_IDENTITY_REGISTRY: "0x8004A818BFB912233c491871b3d84c89A494BD9e",
        CHAIN_HUNG_ESCROW: "0x8004A818BFB912233c491871b3d84c89A494BD9e",
        CHAIN_RPC_TIMEOUT_MS: "800",
        READY_TIMEOUT_MS: "1500",
      },
    });
  });
  afterAll(async () => {
    await b?.stop();
    await hole?.close();
  });

  it("/health/ready names the chains that are down without the RPC URL's userinfo, path or query", async () => {
    const a = await b.request("GET", "/health/ready");
    expect(a.status).toBe(503);
    expect(a.body.details.down).toEqual(expect.arrayContaining(["chain:leaky", "chain:hung"]));
    expect(a.text).not.toMatch(/SECRET|rpcuser/);
    // viem drops the userinfo itself; the path and query are ours to hide.
    expect(a.body.dependencies["chain:leaky"].error).toContain(`http://127.0.0.1:${leakyPort}/[redacted]`);
    expect(a.body.message).toContain("chain:leaky");
    // The GraphQL view of the same report is as clean.
    const g = await b.graphql("{ readiness { status dependencies { name status error } } }", undefined, b.testAdminKey);
    expect(g.text).not.toMatch(/SECRET|rpcuser/);
  });

  it("chain errors shown to callers carry no secret either", async () => {
    const a = await b.request("GET", "/v2/escrow/leaky/1", { key: b.testAdminKey });
    expect(a.status).toBe(400); // no escrow contract configured on leaky
    const r = await b.request("POST", "/v2/agents/register", { key: b.testAdminKey, body: { chain_id: "leaky", metadata_uri: "https://a.example/agent.json" } });
    expect(r.status).toBe(502);
    expect(r.text).not.toMatch(/SECRET|rpcuser/);
  });

  it("a hung RPC answers 502 CHAIN_RPC_UNAVAILABLE within CHAIN_RPC_TIMEOUT_MS, not twice that (one retry)", async () => {
    const started = Date.now();
    const a = await b.request("GET", "/v2/escrow/hung/1", { key: b.testAdminKey });
    const took = Date.now() - started;
    expect(a.status).toBe(502);
    expect(a.body).toMatchObject({ error_code: "CHAIN_RPC_UNAVAILABLE", details: { chain_id: "hung", cause: "timeout" } });
    expect(a.text).not.toContain("SECRET");
    expect(took).toBeGreaterThanOrEqual(750);
    expect(took).toBeLessThan(1400);
  });
});

describe("chain calls on the local devnet", () => {
  let b: TestBerth;
  let chain: LocalChain;
  beforeAll(async () => {
    b = await startBerth({ env: { CHAINS: "local" } });
    chain = await localChain(b);
  });
  afterAll(() => b?.stop());

  const register = () => b.request("POST", "/v2/agents/register", { key: b.testAdminKey, body: { chain_id: "local", metadata_uri: "https://a.example/agent.json" } });

  it("a require-string revert reaches the caller with its reason in message, not 'reverted: Error'", async () => {
    const reason = "token is paused for maintenance";
    const deployer = createWalletClient({ account: privateKeyToAccount(OTHER_KEY), chain: foundry, transport: http(chain.rpcUrl) });
    const hash = await deployer.sendTransaction({ data: requireRevertingContract(reason) });
    const { contractAddress } = await client(chain.rpcUrl).waitForTransactionReceipt({ hash });
    const a = await b.request("POST", "/v2/escrow/create", {
      key: b.testAdminKey,
      body: { chainId: "local", beneficiary: BENEFICIARY, token: contractAddress, amount: "10", duration: 60 },
    });
    expect(a.status, a.text).toBe(409);
    expect(a.body.error_code).toBe("CONTRACT_REVERTED");
    expect(a.body.message).toBe(`the contract call on local reverted: ${reason}`);
    expect(a.body.details).toMatchObject({ chain_id: "local", error_name: "Error", reason });
  });

  it("a transaction sent from Berth's signer outside Berth does not fail Berth's next send (nonce resync)", async () => {
    const first = await register();
    expect(first.status, first.text).toBe(200);
    // The same key, used by another tool: it takes the nonce Berth counted on next.
    const outside = createWalletClient({ account: privateKeyToAccount(ANVIL_DEV_KEY), chain: foundry, transport: http(chain.rpcUrl) });
    for (let i = 0; i < 2; i++) {
      await client(chain.rpcUrl).waitForTransactionReceipt({ hash: await outside.sendTransaction({ to: BENEFICIARY, value: 1n }) });
    }
    const second = await register();
    expect(second.status, second.text).toBe(200);
    expect(BigInt(second.body.agent_id)).toBeGreaterThan(BigInt(first.body.agent_id));
    const third = await register();
    expect(third.status, third.text).toBe(200);
  });
});

describe("secrets stay out of the logs", () => {
  it("a real process logging at info prints neither an RPC URL's secrets nor a webhook's ?token=", async () => {
    const port = await freePort();
    const dataDir = tempDir();
    const berth = await spawnBerth({
      BERTH_DATA_DIR: dataDir,
      CHAINS: "leaky",
      CHAIN_LEAKY_ID: "31337",
      CHAIN_LEAKY_MODE: "test",
      CHAIN_LEAKY_RPC_URL: `http://rpcuser:PW-SECRET@127.0.0.1:${port}/v2/PATH-SECRET?apikey=QUERY-SECRET`,
      CHAIN_LEAKY_SIGNER_KEY: OTHER_KEY,
      CHAIN_LEAKY_IDENTITY_REGISTRY: "0x8004A818BFB912233c491871b3d84c89A494BD9e",
      WEBHOOK_SECRET_RAILWAY: "RAILWAY-TOKEN-SECRET",
      CHAIN_RPC_TIMEOUT_MS: "500",
    });
    try {
      const ready = await send(berth.url, "GET", "/health/ready");
      expect(ready.status).toBe(503);
      const hook = await send(berth.url, "POST", "/v1/webhooks/railway?token=RAILWAY-TOKEN-SECRET&x=1", { body: { type: "DEPLOY", status: "SUCCESS" } });
      expect(hook.status).toBeLessThan(500);
      const wrong = await send(berth.url, "POST", "/v1/webhooks/railway?token=GUESSED-SECRET", { body: {} });
      expect(wrong.status).toBe(401);
      await new Promise((r) => setTimeout(r, 300));
      const out = berth.output();
      expect(out).toContain("/v1/webhooks/railway?token=[redacted]&x=1");
      expect(out).not.toMatch(/SECRET|rpcuser/);
    } finally {
      berth.child.kill("SIGTERM");
      await new Promise((r) => berth.child.once("exit", r));
    }
  });
});
