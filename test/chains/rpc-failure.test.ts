import { createServer, connect, type Server, type Socket } from "node:net";
import { createPublicClient, createWalletClient, http } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { foundry } from "viem/chains";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAnvil, type AnvilInstance } from "../../adapters/anvil/anvil-process.ts";
import { abi as tokenAbi } from "../../contracts/artifacts/BerthTestToken.ts";
import { deployBerthContracts, type BerthContractAddresses } from "../../contracts/deploy.ts";
import { startBerth, type TestBerth } from "../support/test-berth.ts";
import { BENEFICIARY } from "./chain-helpers.ts";

// anvil's second development account: a signer that is not the local devnet's default.
const SIGNER_KEY = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";

/** A TCP proxy in front of an RPC that can be told to stop answering (it swallows traffic). */
async function freezableProxy(targetPort: number): Promise<{ port: number; freeze(on: boolean): void; close(): Promise<void> }> {
  let frozen = false;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(targetPort, "127.0.0.1");
    sockets.add(client).add(upstream);
    client.on("data", (d) => {
      if (!frozen) upstream.write(d);
    });
    upstream.on("data", (d) => {
      if (!frozen) client.write(d);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    port: (server.address() as { port: number }).port,
    freeze: (on) => {
      frozen = on;
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}

describe("a configured remote chain whose RPC stops answering", () => {
  let anvil: AnvilInstance;
  let proxy: Awaited<ReturnType<typeof freezableProxy>>;
  let contracts: BerthContractAddresses;
  let b: TestBerth;

  beforeAll(async () => {
    anvil = await startAnvil();
    const account = privateKeyToAccount(SIGNER_KEY);
    const publicClient = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) });
    const wallet = createWalletClient({ account, chain: foundry, transport: http(anvil.rpcUrl) });
    contracts = await deployBerthContracts(wallet, publicClient);
    await publicClient.waitForTransactionReceipt({
      hash: await wallet.writeContract({ address: contracts.testToken, abi: tokenAbi, functionName: "mint", args: [account.address, 10n ** 24n] }),
    });
    proxy = await freezableProxy(anvil.port);
    b = await startBerth({
      env: {
        CHAINS: "devchain",
        CHAIN_DEVCHAIN_ID: "31337",
        CHAIN_DEVCHAIN_MODE: "test",
        CHAIN_DEVCHAIN_RPC_URL: `http://127.0.0.1:${proxy.port}`,
        CHAIN_DEVCHAIN_SIGNER_KEY: SIGNER_KEY,
        CHAIN_DEVCHAIN_IDENTITY_REGISTRY: contracts.identityRegistry,
        CHAIN_DEVCHAIN_ESCROW: contracts.escrow,
        CHAIN_RPC_TIMEOUT_MS: "700",
        READY_TIMEOUT_MS: "1500",
      },
    });
  });
  afterAll(async () => {
    await b?.stop();
    await proxy?.close();
    await anvil?.stop();
  });

  const register = () => b.request("POST", "/v2/agents/register", { key: b.testAdminKey, body: { chain_id: "devchain", metadata_uri: "https://a.example/agent.json" } });

  it("works through a configured RPC URL, registry and escrow, and hides the RPC URL", async () => {
    const a = await register();
    expect(a.status, a.text).toBe(200);
    expect(a.body.identity_registry).toBe(contracts.identityRegistry);
    const chains = await b.request("GET", "/v2/chains", { key: b.testAdminKey });
    expect(chains.body.chains).toEqual([expect.objectContaining({ name: "devchain", chain_id: 31337, rpc_url: null, escrow: contracts.escrow })]);
  });

  it("answers 502 CHAIN_RPC_UNAVAILABLE in bounded time while the RPC hangs, and readiness says so; recovers after", async () => {
    proxy.freeze(true);
    try {
      const started = Date.now();
      const a = await register();
      expect(a.status).toBe(502);
      expect(a.body).toMatchObject({ success: false, error: "upstream_failure", error_code: "CHAIN_RPC_UNAVAILABLE", details: { chain_id: "devchain" } });
      expect(Date.now() - started).toBeLessThan(5000);
      const read = await b.request("GET", "/v2/escrow/devchain/1", { key: b.testAdminKey });
      expect(read.status).toBe(502);
      const escrow = await b.request("POST", "/v2/escrow/create", {
        key: b.testAdminKey,
        body: { chainId: "devchain", beneficiary: BENEFICIARY, token: contracts.testToken, amount: "5", duration: 60 },
      });
      expect(escrow.status).toBe(502);
      expect(escrow.body.error_code).toBe("CHAIN_RPC_UNAVAILABLE");
      const ready = await b.request("GET", "/health/ready");
      expect(ready.status).toBe(503);
      expect(ready.body.dependencies["chain:devchain"].status).toBe("down");
    } finally {
      proxy.freeze(false);
    }
    const again = await register();
    expect(again.status, again.text).toBe(200);
    // Requests swallowed while frozen time out on their own schedule; readiness turns green once they have.
    let status = 0;
    for (let i = 0; i < 30 && status !== 200; i++) {
      status = (await b.request("GET", "/health/ready")).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
  });
});

describe("chain configuration problems are reported at start", () => {
  it("lists every missing or invalid chain variable at once, without printing the key", async () => {
    const err = await startBerth({
      env: { CHAINS: "base,mystery,Bad_Name", CHAIN_BASE_SIGNER_KEY: "0xnot-a-key-but-secret-looking" },
    }).catch((e: unknown) => e as Error);
    const message = (err as Error).message;
    expect(message).toContain("CHAIN_BASE_RPC_URL: is required for chain base");
    expect(message).toContain("CHAIN_BASE_SIGNER_KEY: must match");
    expect(message).toContain("CHAIN_MYSTERY_ID: is required");
    expect(message).toContain('"Bad_Name" is not a chain short name');
    expect(message).not.toContain("secret-looking");
  });
});
