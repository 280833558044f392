import { hexToString } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abi as registryAbi } from "../../contracts/artifacts/IdentityRegistry.ts";
import { startBerth, type TestBerth } from "../support/test-berth.ts";
import { client, localChain, type LocalChain } from "./chain-helpers.ts";

describe("POST /v2/agents/register on the local devnet", () => {
  let b: TestBerth;
  let chain: LocalChain;
  beforeAll(async () => {
    b = await startBerth({ env: { CHAINS: "local" } });
    chain = await localChain(b);
  });
  afterAll(() => b.stop());

  const register = (body: unknown, key = b.testAdminKey, headers: Record<string, string> = {}) => b.request("POST", "/v2/agents/register", { key, body, headers });

  it("registers with register(agentURI, metadata) and answers the spec's fields plus agent_id", async () => {
    const a = await register({
      chain_id: "local",
      metadata_uri: "ipfs://bafybeigdyrzt/agent.json",
      name: "Ada",
      description: "plans trips",
      endpoints: ["https://ada.example/a2a"],
      capabilities: ["plan", "book"],
      wallets: ["0x70997970C51812dc3A010C7d01b50e0d17dc79C8"],
    });
    expect(a.status, a.text).toBe(200);
    expect(a.body).toMatchObject({ success: true, chain_id: "local", confirmed: true, owner: chain.signer, identity_registry: chain.identityRegistry });
    expect(a.body.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(Number.isInteger(a.body.block_number)).toBe(true);
    expect(a.body.agent_id).toMatch(/^\d+$/);
    // Read it back on-chain, as any EVM tool would.
    const c = client(chain.rpcUrl);
    const id = BigInt(a.body.agent_id);
    expect(await c.readContract({ address: chain.identityRegistry, abi: registryAbi, functionName: "tokenURI", args: [id] })).toBe("ipfs://bafybeigdyrzt/agent.json");
    expect(await c.readContract({ address: chain.identityRegistry, abi: registryAbi, functionName: "ownerOf", args: [id] })).toBe(chain.signer);
    const meta = async (key: string) => hexToString(await c.readContract({ address: chain.identityRegistry, abi: registryAbi, functionName: "getMetadata", args: [id, key] }));
    expect(await meta("name")).toBe("Ada");
    expect(await meta("description")).toBe("plans trips");
    expect(JSON.parse(await meta("capabilities"))).toEqual(["plan", "book"]);
    expect(JSON.parse(await meta("endpoints"))).toEqual(["https://ada.example/a2a"]);
  });

  it("gives 20 concurrent registrations 20 distinct agent ids without nonce errors", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => register({ chain_id: "local", metadata_uri: `https://agents.example/${i}.json` })));
    for (const a of answers) expect(a.status, a.text).toBe(200);
    const ids = answers.map((a) => a.body.agent_id);
    expect(new Set(ids).size).toBe(20);
    expect(new Set(answers.map((a) => a.body.tx_hash)).size).toBe(20);
  });

  it("replays the first answer for a retry with the same Idempotency-Key instead of registering twice", async () => {
    const body = { chain_id: "local", metadata_uri: "https://agents.example/once.json" };
    const first = await register(body, b.testAdminKey, { "idempotency-key": "reg-1" });
    const again = await register(body, b.testAdminKey, { "idempotency-key": "reg-1" });
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const other = await register(body, b.testAdminKey, { "idempotency-key": "reg-2" });
    expect(other.body.agent_id).not.toBe(first.body.agent_id);
  });

  it("rejects every input rule with a 400 listing the field", async () => {
    const cases: [unknown, string][] = [
      [{ metadata_uri: "ipfs://x" }, "chain_id"],
      [{ chain_id: "local" }, "metadata_uri"],
      [{ chain_id: "local", metadata_uri: "not a uri" }, "metadata_uri"],
      [{ chain_id: "Local!", metadata_uri: "ipfs://x" }, "chain_id"],
      [{ chain_id: "local", metadata_uri: "ipfs://x", name: "" }, "name"],
      [{ chain_id: "local", metadata_uri: "ipfs://x", endpoints: "https://a" }, "endpoints"],
      [{ chain_id: "local", metadata_uri: "ipfs://x", capabilities: Array(65).fill("c") }, "capabilities"],
      [{ chain_id: "local", metadata_uri: "ipfs://x", wallets: ["not-a-wallet"] }, "wallets.0"],
      [{ chain_id: "local", metadata_uri: "ipfs://x", owner: "0x0" }, "owner"],
    ];
    for (const [body, field] of cases) {
      const a = await register(body);
      expect(a.status, JSON.stringify(body)).toBe(400);
      expect(a.body.error_code).toBe("VALIDATION_FAILED");
      expect(a.body.details.map((d: { field: string }) => d.field), JSON.stringify(body)).toContain(field);
    }
  });

  it("answers 400 UNKNOWN_CHAIN for a chain that is not configured, and 403 CHAIN_MODE_MISMATCH for a live key on the test devnet", async () => {
    const unknown = await register({ chain_id: "base", metadata_uri: "ipfs://x" });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error_code: "UNKNOWN_CHAIN", details: { chain_id: "base", configured: ["local"] } });
    const live = await register({ chain_id: "local", metadata_uri: "ipfs://x" }, b.adminKey);
    expect(live.status).toBe(403);
    expect(live.body).toMatchObject({ error_code: "CHAIN_MODE_MISMATCH", details: { chain_mode: "test", key_mode: "live" } });
  });

  it("readiness reports the chain's RPC", async () => {
    const a = await b.request("GET", "/health/ready");
    expect(a.body.dependencies["chain:local"]).toMatchObject({ status: "healthy" });
  });

  it("registers through GraphQL too", async () => {
    const g = await b.graphql(
      `mutation { registerAgent(chainId: "local", metadataUri: "ipfs://gql", name: "Gql") { chainId txHash confirmed blockNumber agentId owner } }`,
      {},
      b.testAdminKey,
    );
    expect(g.body.errors).toBeUndefined();
    expect(g.body.data.registerAgent).toMatchObject({ chainId: "local", confirmed: true, owner: chain.signer });
    const bad = await b.graphql(`mutation { registerAgent(chainId: "local", metadataUri: "nope") { txHash } }`, {}, b.testAdminKey);
    expect(bad.body.errors[0].extensions.error_code).toBe("VALIDATION_FAILED");
  });
});
