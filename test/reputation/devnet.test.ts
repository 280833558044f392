// Reputation against the official ERC-8004 registries on real anvil devnets: feedback through
// Berth and directly on chain, revocation, self-feedback, validations, a reorganisation, stakes and
// receipts, and one cross-chain score over two chains. One Berth (its own devnet plus a second
// anvil as another chain), the indexer driven by a ManualClock. Every test that counts feedback,
// validations or receipts registers agents of its own, so the file passes in any order.
import { createWalletClient, encodeFunctionData, erc20Abi, http, keccak256, parseEventLogs, stringToHex, zeroHash, type Address, type Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANVIL_DEV_KEY } from "../../adapters/evm/chains-config.ts";
import { abi as escrowAbi } from "../../contracts/artifacts/BerthEscrow.ts";
import { abi as tokenAbi } from "../../contracts/artifacts/BerthTestToken.ts";
import { abi as identityAbi } from "../../contracts/artifacts/IdentityRegistry.ts";
import { abi as reputationAbi } from "../../contracts/artifacts/ReputationRegistryUpgradeable.ts";
import { abi as validationAbi } from "../../contracts/artifacts/ValidationRegistryUpgradeable.ts";
import { ManualClock } from "../../core/scheduler/manual-clock.ts";
import { startChain, type ChainFixture } from "../contracts/chain-fixture.ts";
import { startBerth, type TestBerth } from "../support/test-berth.ts";

// anvil's development accounts 2-4: clients and a validator that never talk to Berth.
const ALICE = privateKeyToAccount("0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a");
const VALIDATOR = privateKeyToAccount("0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6");
const MALLORY = privateKeyToAccount("0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a");

interface ChainView {
  name: string;
  chain_id: number;
  rpc_url: string;
  identity_registry: Address;
  reputation_registry: Address;
  validation_registry: Address;
  escrow: Address;
  test_token: Address;
  signer: Address;
  client_wallet: Address;
}

let b: TestBerth;
let second: ChainFixture;
let clock: ManualClock;
let local: ChainView;
let agentId: string;
let passport: string;

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }) });
  const body = (await res.json()) as { result?: unknown; error?: unknown };
  if (body.error) throw new Error(`${method}: ${JSON.stringify(body.error)}`);
  return body.result;
}

function wallet(account: typeof ALICE, chain: ChainView) {
  return createWalletClient({ account, chain: { id: chain.chain_id, name: chain.name, nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 }, rpcUrls: { default: { http: [chain.rpc_url] } } }, transport: http(chain.rpc_url) });
}

/**
 * Lets the indexer catch up: the round a write of Berth's woke may still run (and miss what was
 * mined since), so wait for it, then one interval of the clock starts the next, and wait for that.
 */
async function index(): Promise<void> {
  await b.host.scheduler.settle();
  await clock.advance(2_500);
  await b.host.scheduler.settle();
}

async function mined(hash: Promise<Hex>, rpcUrl = local.rpc_url): Promise<{ blockNumber: number; logs: { address: string; topics: Hex[]; data: Hex }[] }> {
  const h = await hash;
  for (let i = 0; i < 100; i++) {
    const r = (await rpc(rpcUrl, "eth_getTransactionReceipt", [h])) as { blockNumber: Hex; status: Hex; logs: { address: string; topics: Hex[]; data: Hex }[] } | null;
    if (r) {
      if (r.status !== "0x1") throw new Error(`transaction ${h} reverted`);
      return { blockNumber: Number(r.blockNumber), logs: r.logs };
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`no receipt for ${h}`);
}

/**
 * The validator's gas limit, not viem's exact estimate: a response rewrites the request's
 * lastUpdate with block.timestamp, a no-op while the estimate runs in the request's second and
 * about 2,800 gas more once mined in the next, so an estimated response reverted now and then
 * ("mined but reverted" on a busy machine). Wallets add a margin for the same reason.
 */
const VALIDATION_RESPONSE_GAS = 200_000n;

let registered = 0;
/** An agent of the test's own, registered through Berth on the local devnet (Berth's signer owns it). */
async function freshAgent(): Promise<{ agentId: string; passport: string }> {
  const r = await b.request("POST", "/v2/agents/register", { key: b.testAdminKey, body: { chain_id: "local", metadata_uri: `ipfs://agent-${++registered}.json` } });
  expect(r.status, r.text).toBe(200);
  return { agentId: r.body.agent_id, passport: `local:${r.body.agent_id}` };
}

/** Feedback from Berth's client wallet; answers what Berth answered. */
async function berthFeedback(agentId: string, value: string): Promise<{ feedback_index: number; tx_hash: string }> {
  const given = await b.request("POST", "/v2/reputation/feedback", { key: b.testAdminKey, body: { chain_id: "local", agent_id: agentId, value, tag1: "starred", feedback_uri: "ipfs://fb" } });
  expect(given.status, given.text).toBe(200);
  return given.body;
}

/** Feedback ALICE gives directly on chain, never through Berth. */
async function aliceFeedback(agentId: string, value: bigint, decimals: number): Promise<void> {
  await mined(wallet(ALICE, local).writeContract({ address: local.reputation_registry, abi: reputationAbi, functionName: "giveFeedback", args: [BigInt(agentId), value, decimals, "starred", "", "", "", zeroHash] }));
}

/** A validation requested through Berth and answered by the validator's own signed transaction, relayed. */
async function validated(agentId: string, requestUri: string, response: number): Promise<void> {
  const requested = await b.request("POST", "/v2/reputation/validations/request", { key: b.testAdminKey, body: { chain_id: "local", agent_id: agentId, validator: VALIDATOR.address, request_uri: requestUri } });
  expect(requested.status, requested.text).toBe(200);
  const v = wallet(VALIDATOR, local);
  const data = encodeFunctionData({ abi: validationAbi, functionName: "validationResponse", args: [requested.body.request_hash, response, "ipfs://ok", zeroHash, "build"] });
  const signed = await v.signTransaction(await v.prepareTransactionRequest({ to: local.validation_registry, data, gas: VALIDATION_RESPONSE_GAS }));
  const relayed = await b.request("POST", "/v2/reputation/relay", { key: b.testAdminKey, body: { chain_id: "local", signed_transaction: signed } });
  expect(relayed.status, relayed.text).toBe(200);
}

const compute = (body: Record<string, unknown>, who = passport, key = b.testAdminKey) => b.request("POST", `/v2/reputation/${encodeURIComponent(who)}/compute`, { key, body });

beforeAll(async () => {
  second = await startChain({ chainId: 31_338 });
  clock = new ManualClock(Date.now() + 10 * 60_000);
  b = await startBerth({
    clock,
    env: {
      CHAINS: "local,second",
      CHAIN_SECOND_ID: "31338",
      CHAIN_SECOND_MODE: "test",
      CHAIN_SECOND_RPC_URL: second.anvil.rpcUrl,
      CHAIN_SECOND_SIGNER_KEY: ANVIL_DEV_KEY,
      CHAIN_SECOND_CLIENT_KEY: "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
      CHAIN_SECOND_IDENTITY_REGISTRY: second.addresses.identityRegistry,
      CHAIN_SECOND_REPUTATION_REGISTRY: second.addresses.reputationRegistry,
      CHAIN_SECOND_VALIDATION_REGISTRY: second.addresses.validationRegistry,
      CHAIN_SECOND_ESCROW: second.addresses.escrow,
      CHAIN_SECOND_CONFIRMATIONS: "0",
      REPUTATION_INDEX_INTERVAL_MS: "2000",
    },
  });
  const chains = (await b.request("GET", "/v2/chains", { key: b.testAdminKey })).body.chains as ChainView[];
  local = chains.find((c) => c.name === "local")!;
  const registered = await b.request("POST", "/v2/agents/register", { key: b.testAdminKey, body: { chain_id: "local", metadata_uri: "ipfs://ada.json", name: "Ada" } });
  expect(registered.status, registered.text).toBe(200);
  agentId = registered.body.agent_id;
  passport = `local:${agentId}`;
}, 60_000);

afterAll(async () => {
  await b?.stop();
  await second?.stop();
});

describe("the devnet's registries", () => {
  it("are the official ones behind proxies, and Berth's client wallet is not its signer", () => {
    expect(local.reputation_registry).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(local.validation_registry).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(local.client_wallet).not.toBe(local.signer);
  });
});

describe("feedback", () => {
  it("given through Berth and directly on chain by another wallet both count once indexed", async () => {
    const { agentId, passport } = await freshAgent();
    const before = await compute({ algorithm: "cross-chain-weighted-v1" }, passport);
    expect(before.status, before.text).toBe(200);
    expect(before.body.inputs.feedback).toBe(0);

    const given = await berthFeedback(agentId, "90");
    expect(given).toMatchObject({ action: "feedback", confirmed: true, from: local.client_wallet, client_address: local.client_wallet, feedback_index: 1, relayed: false, agent_id: agentId });

    await aliceFeedback(agentId, 700n, 1);
    await index();
    const after = await compute({ algorithm: "cross-chain-weighted-v1" }, passport);
    expect(after.status, after.text).toBe(200);
    expect(after.body.inputs).toMatchObject({ feedback: 2, clients: 2 });
    expect(after.body.score).toBe(80);
    expect(after.body.components["chain.local.feedback_mean"]).toBe(80);
    expect(after.body.as_of_block.local).toBeGreaterThan(0);

    const listed = await b.request("GET", `/v2/reputation/${passport}/feedback`, { key: b.testAdminKey });
    expect(listed.body.feedback.map((f: { client_address: string; value: string }) => [f.client_address, f.value])).toEqual([
      [local.client_wallet, "90"],
      [ALICE.address, "700"],
    ]);
    const events = await b.request("GET", "/v1/events?type=reputation.feedback_received", { key: b.testAdminKey });
    expect(events.body.events.filter((e: { subject: string }) => e.subject === passport)).toHaveLength(2);
  });

  it("answers the same score for the same as_of, from the cache until an event it counts arrives", async () => {
    const { agentId, passport } = await freshAgent();
    await berthFeedback(agentId, "60");
    await index();
    // The newest counted block's time: the indexer has read past it, so the score is final.
    const listed = await b.request("GET", `/v2/reputation/${passport}/feedback`, { key: b.testAdminKey });
    const asOf = Math.max(...listed.body.feedback.map((f: { block_time: number }) => f.block_time));
    const first = await compute({ algorithm: "stake-weighted-v1", as_of: asOf }, passport);
    const again = await compute({ algorithm: "stake-weighted-v1", as_of: asOf }, passport);
    expect(again.body.cached).toBe(true);
    expect({ ...again.body, cached: false }).toEqual(first.body);
    expect(first.body.final).toBe(true);
  });

  it("refuses self-feedback with a 4xx: Berth's client wallet rating an agent it owns, and the owner's own signed transaction", async () => {
    const client = privateKeyToAccount("0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6");
    const receipt = await mined(wallet(client, local).writeContract({ address: local.identity_registry, abi: identityAbi, functionName: "register", args: ["ipfs://own"] }));
    const [own] = parseEventLogs({ abi: identityAbi, eventName: "Registered", logs: receipt.logs as never });
    const self = await b.request("POST", "/v2/reputation/feedback", { key: b.testAdminKey, body: { chain_id: "local", agent_id: own!.args.agentId.toString(), value: "100" } });
    expect(self.status, self.text).toBe(409);
    expect(self.body.error_code).toBe("FEEDBACK_SELF_NOT_ALLOWED");

    const owner = privateKeyToAccount(ANVIL_DEV_KEY);
    const signed = await wallet(owner, local).signTransaction({
      to: local.reputation_registry,
      data: (await import("viem")).encodeFunctionData({ abi: reputationAbi, functionName: "giveFeedback", args: [BigInt(agentId), 100n, 0, "", "", "", "", zeroHash] }),
      nonce: 1_000_000,
      gas: 500_000n,
      maxFeePerGas: 10n ** 10n,
      maxPriorityFeePerGas: 1n,
    });
    const relayed = await b.request("POST", "/v2/reputation/relay", { key: b.testAdminKey, body: { chain_id: "local", signed_transaction: signed } });
    expect(relayed.status, relayed.text).toBe(409);
    expect(relayed.body.error_code).toBe("FEEDBACK_SELF_NOT_ALLOWED");

    const unknown = await b.request("POST", "/v2/reputation/feedback", { key: b.testAdminKey, body: { chain_id: "local", agent_id: "999999", value: "1" } });
    expect(unknown.status, unknown.text).toBe(404);
    expect(unknown.body.error_code).toBe("AGENT_NOT_REGISTERED");
  });

  it("a revoked feedback leaves the score; only its giver or an admin may revoke", async () => {
    const { agentId, passport } = await freshAgent();
    const berth = await berthFeedback(agentId, "90");
    await aliceFeedback(agentId, 700n, 1);
    const stranger = await b.key("agent", { mode: "test", passports: ["someone-else"] });
    const refused = await b.request("POST", "/v2/reputation/feedback/revoke", { key: stranger.token, body: { chain_id: "local", agent_id: agentId, feedback_index: berth.feedback_index } });
    expect(refused.status).toBe(403);
    expect(refused.body.error_code).toBe("FEEDBACK_REVOKE_NOT_ALLOWED");
    const revoked = await b.request("POST", "/v2/reputation/feedback/revoke", { key: b.testAdminKey, body: { chain_id: "local", agent_id: agentId, feedback_index: berth.feedback_index } });
    expect(revoked.status, revoked.text).toBe(200);
    const twice = await b.request("POST", "/v2/reputation/feedback/revoke", { key: b.testAdminKey, body: { chain_id: "local", agent_id: agentId, feedback_index: berth.feedback_index } });
    expect(twice.body.error_code).toBe("FEEDBACK_ALREADY_REVOKED");
    await index();
    const after = await compute({ algorithm: "cross-chain-weighted-v1" }, passport);
    expect(after.body.cached).toBe(false);
    expect(after.body.inputs.feedback).toBe(1);
    expect(after.body.score).toBe(70);
  });
});

describe("validations", () => {
  it("a request through Berth and the validator's relayed response move cross-chain-weighted-v1", async () => {
    const { agentId, passport } = await freshAgent();
    await aliceFeedback(agentId, 70n, 0);
    await index();
    const before = (await compute({ algorithm: "cross-chain-weighted-v1" }, passport)).body;
    const requested = await b.request("POST", "/v2/reputation/validations/request", {
      key: b.testAdminKey,
      body: { chain_id: "local", agent_id: agentId, validator: VALIDATOR.address, request_uri: "ipfs://build-42" },
    });
    expect(requested.status, requested.text).toBe(200);
    expect(requested.body.request_hash).toBe(keccak256(stringToHex("ipfs://build-42")));
    const wrong = await b.request("POST", "/v2/reputation/validations/respond", { key: b.testAdminKey, body: { chain_id: "local", request_hash: requested.body.request_hash, response: 100 } });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error_code).toBe("NOT_THE_VALIDATOR");

    const v = wallet(VALIDATOR, local);
    const signed = await v.signTransaction(
      await v.prepareTransactionRequest({ to: local.validation_registry, gas: VALIDATION_RESPONSE_GAS, data: encodeFunctionData({ abi: validationAbi, functionName: "validationResponse", args: [requested.body.request_hash, 100, "ipfs://ok", zeroHash, "build"] }) }),
    );
    // Signed with too little gas: refused before it is sent (it would revert when mined, its fee spent).
    const shortOfGas = await v.signTransaction(
      await v.prepareTransactionRequest({ to: local.validation_registry, gas: 30_000n, data: encodeFunctionData({ abi: validationAbi, functionName: "validationResponse", args: [requested.body.request_hash, 100, "ipfs://ok", zeroHash, "build"] }) }),
    );
    const refused = await b.request("POST", "/v2/reputation/relay", { key: b.testAdminKey, body: { chain_id: "local", signed_transaction: shortOfGas } });
    expect(refused.status, refused.text).toBeGreaterThanOrEqual(400);
    expect(refused.status, refused.text).toBeLessThan(500);
    // Not sent: neither mined and reverted, nor taking the nonce the real response needs below.
    expect(refused.body.error_code).not.toBe("TRANSACTION_REVERTED");
    const relayed = await b.request("POST", "/v2/reputation/relay", { key: b.testAdminKey, body: { chain_id: "local", signed_transaction: signed } });
    expect(relayed.status, relayed.text).toBe(200);
    expect(relayed.body).toMatchObject({ action: "validation_response", relayed: true, from: VALIDATOR.address, response: 100, agent_id: agentId });
    await index();
    const after = (await compute({ algorithm: "cross-chain-weighted-v1" }, passport)).body;
    expect(after.inputs.validations).toBe(1);
    // (1·1·70 + 3·1·100) / (1 + 3) = 92.5
    expect(after.score).toBe(92.5);
    expect(after.score).not.toBe(before.score);
    const events = await b.request("GET", "/v1/events?type=reputation.validation_responded", { key: b.testAdminKey });
    expect(events.body.events.some((e: { subject: string; data: { response: number } }) => e.subject === passport && e.data.response === 100)).toBe(true);
  });
});

describe("a reorganisation", () => {
  it("that drops a feedback's block drops the feedback from the score", async () => {
    const { agentId, passport } = await freshAgent();
    await aliceFeedback(agentId, 70n, 0);
    await index();
    const before = (await compute({ algorithm: "cross-chain-weighted-v1" }, passport)).body;
    const hash = await wallet(MALLORY, local).writeContract({ address: local.reputation_registry, abi: reputationAbi, functionName: "giveFeedback", args: [BigInt(agentId), 0n, 0, "starred", "", "", "", zeroHash] });
    const { blockNumber } = await mined(Promise.resolve(hash));
    await index();
    const counted = (await compute({ algorithm: "cross-chain-weighted-v1" }, passport)).body;
    expect(counted.inputs.feedback).toBe(before.inputs.feedback + 1);
    const head = Number(await rpc(local.rpc_url, "eth_blockNumber", []));
    await rpc(local.rpc_url, "anvil_reorg", [head - blockNumber + 1, []]);
    expect(await rpc(local.rpc_url, "eth_getTransactionReceipt", [hash])).toBeNull();
    await index();
    const after = (await compute({ algorithm: "cross-chain-weighted-v1" }, passport)).body;
    expect(after.inputs.feedback).toBe(before.inputs.feedback);
    expect(after.score).toBe(before.score);
  });
});

describe("stake and receipts", () => {
  it("an escrow a client locks for the agent's wallet makes it a staked client, and its release a checkable receipt", async () => {
    const { agentId, passport } = await freshAgent();
    await aliceFeedback(agentId, 70n, 0);
    const token = { address: local.test_token, abi: tokenAbi } as const;
    const alice = wallet(ALICE, local);
    const amount = 5n * 10n ** 18n;
    await mined(alice.writeContract({ ...token, functionName: "mint", args: [ALICE.address, amount] }));
    await mined(alice.writeContract({ address: local.test_token, abi: erc20Abi, functionName: "approve", args: [local.escrow, amount] }));
    const created = await mined(alice.writeContract({ address: local.escrow, abi: escrowAbi, functionName: "createEscrow", args: [local.signer, local.test_token, amount, 3600n, zeroHash] }));
    const [escrow] = parseEventLogs({ abi: escrowAbi, eventName: "EscrowCreated", logs: created.logs as never });
    await index();
    const staked = (await compute({ algorithm: "stake-weighted-v1" }, passport)).body;
    expect(staked.components.staked_clients).toBe(1);
    expect(staked.components.staked_weight).toBeCloseTo(Math.log1p(5), 3);

    await mined(alice.writeContract({ address: local.escrow, abi: escrowAbi, functionName: "release", args: [escrow!.args.escrowId] }));
    await index();
    const receipts = (await compute({ algorithm: "receipt-volume-v1" }, passport)).body;
    expect(receipts.components.escrow_receipts).toBe(1);
    expect(receipts.score).toBeGreaterThan(0);
    const id = `escrow:local:${escrow!.args.escrowId}`;
    const check = await b.request("GET", `/v2/reputation/${passport}/receipts/${id}`, { key: b.testAdminKey });
    expect(check.status, check.text).toBe(200);
    expect(check.body).toMatchObject({ valid: true, kind: "escrow", amount: amount.toString(), checks: { released: true, beneficiary_is_agent_wallet: true } });
  });
});

describe("two chains", () => {
  it("give one cross-chain score when the agent's identities on both are linked to one passport", async () => {
    const { agentId } = await freshAgent();
    await aliceFeedback(agentId, 70n, 0);
    const other = await b.request("POST", "/v2/agents/register", { key: b.testAdminKey, body: { chain_id: "second", metadata_uri: "ipfs://ada.json" } });
    expect(other.status, other.text).toBe(200);
    const linkA = await b.request("POST", "/v2/reputation/ada-two-chains/identities", { key: b.testAdminKey, body: { chain_id: "local", agent_id: agentId } });
    const linkB = await b.request("POST", "/v2/reputation/ada-two-chains/identities", { key: b.testAdminKey, body: { chain_id: "second", agent_id: other.body.agent_id } });
    expect(linkA.status, linkA.text).toBe(200);
    expect(linkB.body.identities).toEqual([
      { chain_id: "local", agent_id: agentId },
      { chain_id: "second", agent_id: other.body.agent_id },
    ]);
    const fb = await b.request("POST", "/v2/reputation/feedback", { key: b.testAdminKey, body: { chain_id: "second", agent_id: other.body.agent_id, value: "40", tag1: "starred" } });
    expect(fb.status, fb.text).toBe(200);
    await index();
    const local1 = (await compute({ algorithm: "cross-chain-weighted-v1", chains: ["local"] }, "ada-two-chains")).body;
    const both = (await compute({ algorithm: "cross-chain-weighted-v1" }, "ada-two-chains")).body;
    expect(both.identities).toHaveLength(2);
    expect(both.components["chain.second.score"]).toBe(40);
    expect(both.components["chain.second.weight_share"]).toBeGreaterThan(0);
    const { components: c } = both;
    const expected = (c["chain.local.weight"] * c["chain.local.score"] + c["chain.second.weight"] * 40) / (c["chain.local.weight"] + c["chain.second.weight"]);
    expect(both.score).toBeCloseTo(expected, 2);
    expect(both.score).toBeLessThan(local1.score);
  });
});

describe("the CloudEvents", () => {
  it("of every reputation type are in the log, each with data the event catalog's schema accepts", async () => {
    const { agentId } = await freshAgent();
    const given = await berthFeedback(agentId, "50");
    const revoked = await b.request("POST", "/v2/reputation/feedback/revoke", { key: b.testAdminKey, body: { chain_id: "local", agent_id: agentId, feedback_index: given.feedback_index } });
    expect(revoked.status, revoked.text).toBe(200);
    await validated(agentId, `ipfs://events-${agentId}`, 90);
    await index();
    const { Ajv } = await import("ajv");
    const catalog = (await b.request("GET", "/v1/event-types")).body.event_types as { type: string; data_schema: object }[];
    const ajv = new Ajv({ allErrors: true, strict: false });
    const types = catalog.filter((t) => t.type.startsWith("reputation.")).map((t) => t.type);
    expect(types.sort()).toEqual(["reputation.feedback_received", "reputation.feedback_revoked", "reputation.validation_responded"]);
    for (const type of types) {
      const validate = ajv.compile(catalog.find((t) => t.type === type)!.data_schema);
      const events = (await b.request("GET", `/v1/events?type=${type}&limit=1000`, { key: b.testAdminKey })).body.events as { data: unknown }[];
      expect(events.length, type).toBeGreaterThan(0);
      for (const e of events) expect(validate(e.data), `${type}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });
});

describe("the API around scores", () => {
  it("keeps GET /v2/reputation/algorithms answering beside the parametric routes", async () => {
    const a = await b.request("GET", "/v2/reputation/algorithms", { key: b.testAdminKey });
    expect(a.status).toBe(200);
    expect(a.body.algorithms.map((x: { id: string }) => x.id)).toEqual(["receipt-volume-v1", "cross-chain-weighted-v1", "stake-weighted-v1"]);
  });

  it("answers 404 for an unknown agent and 400 with the list for an unknown algorithm", async () => {
    const unknown = await compute({ algorithm: "cross-chain-weighted-v1" }, "nobody-at-all");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error_code).toBe("AGENT_NOT_FOUND");
    const bad = await compute({ algorithm: "page-rank" });
    expect(bad.status).toBe(400);
    expect(bad.body.error_code).toBe("UNKNOWN_ALGORITHM");
    expect(bad.body.details.known).toEqual(["receipt-volume-v1", "cross-chain-weighted-v1", "stake-weighted-v1"]);
  });

  it("combines the three in the composite with the documented weights", async () => {
    const a = await b.request("GET", `/v2/reputation/${passport}/composite`, { key: b.testAdminKey });
    expect(a.status, a.text).toBe(200);
    expect(a.body.weights).toEqual({ "receipt-volume-v1": 0.3, "cross-chain-weighted-v1": 0.4, "stake-weighted-v1": 0.3 });
    const expected = a.body.scores.reduce((sum: number, s: { algorithm: string; score: number }) => sum + a.body.weights[s.algorithm] * s.score, 0);
    expect(a.body.score).toBeCloseTo(expected, 3);
  });

  it("serves the agent's reputation on the GraphQL agent type", async () => {
    const { agentId, passport } = await freshAgent();
    await berthFeedback(agentId, "90");
    await aliceFeedback(agentId, 700n, 1);
    await index();
    const a = await b.graphql(
      `query($id: ID!) { agent(passportId: $id) { reputation { scores { algorithm score } feedback(limit: 1) { feedback { clientAddress value revoked } nextCursor } } } }`,
      { id: passport },
      b.testAdminKey,
    );
    expect(a.body.errors, a.text).toBeUndefined();
    const rep = a.body.data.agent.reputation;
    expect(rep.scores.map((s: { algorithm: string }) => s.algorithm)).toEqual(["receipt-volume-v1", "cross-chain-weighted-v1", "stake-weighted-v1"]);
    expect(rep.feedback.feedback).toHaveLength(1);
    expect(rep.feedback.nextCursor).not.toBeNull();
    const next = await b.graphql(`query($id: ID!, $c: String) { agent(passportId: $id) { reputation { feedback(limit: 1, cursor: $c) { feedback { clientAddress } } } } }`, { id: passport, c: rep.feedback.nextCursor }, b.testAdminKey);
    expect(next.body.data.agent.reputation.feedback.feedback[0].clientAddress).toBe(ALICE.address);
  });
});

describe("hostile callers", () => {
  it("an agent key links only identities it acts for: a key of another passport can neither take an agent's reputation nor act for it", async () => {
    const mallory = await b.key("agent", { mode: "test", passports: ["mallory"] });
    const link = await b.request("POST", "/v2/reputation/mallory/identities", { key: mallory.token, body: { chain_id: "local", agent_id: agentId } });
    expect(link.status, link.text).toBe(403);
    expect(link.body.error_code).toBe("IDENTITY_LINK_NOT_ALLOWED");
    expect((await b.request("GET", "/v2/reputation/mallory/identities", { key: mallory.token })).body.identities).toEqual([]);
    const respond = await b.request("POST", "/v2/reputation/feedback/respond", { key: mallory.token, body: { chain_id: "local", agent_id: agentId, client_address: ALICE.address, feedback_index: 1, response_uri: "ipfs://not-mine" } });
    expect(respond.status, respond.text).toBe(403);
    expect(respond.body.error_code).toBe("PASSPORT_NOT_ALLOWED");
    const request = await b.request("POST", "/v2/reputation/validations/request", { key: mallory.token, body: { chain_id: "local", agent_id: agentId, validator: VALIDATOR.address, request_uri: "ipfs://mallory" } });
    expect(request.status, request.text).toBe(403);

    // The agent's own key may link its identity to another passport of its own.
    const owner = await b.key("agent", { mode: "test", passports: [passport, "ada-own"] });
    const own = await b.request("POST", "/v2/reputation/ada-own/identities", { key: owner.token, body: { chain_id: "local", agent_id: agentId } });
    expect(own.status, own.text).toBe(200);
    expect(own.body.identities).toEqual([{ chain_id: "local", agent_id: agentId }]);
  });

  it("an agent's own keys may not rate it with Berth's client wallet (the registry cannot see that self-feedback)", async () => {
    const owner = await b.key("agent", { mode: "test", passports: [passport, "ada-linked"] });
    const link = await b.request("POST", "/v2/reputation/ada-linked/identities", { key: owner.token, body: { chain_id: "local", agent_id: agentId } });
    expect(link.status, link.text).toBe(200);
    const linked = await b.key("agent", { mode: "test", passports: ["ada-linked"] });
    for (const key of [owner.token, linked.token]) {
      const self = await b.request("POST", "/v2/reputation/feedback", { key, body: { chain_id: "local", agent_id: agentId, value: "100", tag1: "starred" } });
      expect(self.status, self.text).toBe(409);
      expect(self.body.error_code).toBe("FEEDBACK_SELF_NOT_ALLOWED");
    }
    const gql = await b.graphql(`mutation($a: String!) { giveFeedback(chainId: "local", agentId: $a, value: "100") { txHash } }`, { a: agentId }, owner.token);
    expect(gql.body.errors?.[0]?.extensions?.error_code, gql.text).toBe("FEEDBACK_SELF_NOT_ALLOWED");
  });

  it("answers a value beyond the registry's ±1e38 (and int128) with 400 FEEDBACK_VALUE_INVALID, not a 502", async () => {
    for (const value of ["999999999999999999999999999999999999999", "-170141183460469231731687303715884105729", "100000000000000000000000000000000000001"]) {
      const r = await b.request("POST", "/v2/reputation/feedback", { key: b.testAdminKey, body: { chain_id: "local", agent_id: agentId, value } });
      expect(r.status, r.text).toBe(400);
      expect(r.body.error_code).toBe("FEEDBACK_VALUE_INVALID");
    }
    const gql = await b.graphql(`mutation($a: String!) { giveFeedback(chainId: "local", agentId: $a, value: "999999999999999999999999999999999999999") { txHash } }`, { a: agentId }, b.testAdminKey);
    expect(gql.body.errors?.[0]?.extensions?.error_code, gql.text).toBe("FEEDBACK_VALUE_INVALID");
  });

  it("answers 404 AGENT_NOT_FOUND for an on-chain id no registry knows, not a score of nothing", async () => {
    const unknown = await compute({ algorithm: "stake-weighted-v1" }, "local:999999");
    expect(unknown.status, unknown.text).toBe(404);
    expect(unknown.body.error_code).toBe("AGENT_NOT_FOUND");
    const composite = await b.request("GET", "/v2/reputation/local:999999/composite", { key: b.testAdminKey });
    expect(composite.status, composite.text).toBe(404);
    const known = await compute({ algorithm: "stake-weighted-v1" });
    expect(known.status, known.text).toBe(200);
  });

  it("checks the composite's chains and as_of on REST and GraphQL alike", async () => {
    for (const q of ["chains=", "chains=,,"]) {
      const r = await b.request("GET", `/v2/reputation/${passport}/composite?${q}`, { key: b.testAdminKey });
      expect(r.status, `${q}: ${r.text}`).toBe(400);
      expect(r.body.error_code).toBe("VALIDATION_FAILED");
    }
    const huge = "99999999999999999999999";
    const composite = await b.graphql(`query($id: ID!, $t: BigIntString) { reputationComposite(agentId: $id, asOf: $t) { score } }`, { id: passport, t: huge }, b.testAdminKey);
    expect(composite.body.errors?.[0]?.extensions?.error_code, composite.text).toBe("VALIDATION_FAILED");
    const scores = await b.graphql(`query($id: ID!, $t: BigIntString) { agent(passportId: $id) { reputation { scores(asOf: $t) { score } } } }`, { id: passport, t: huge }, b.testAdminKey);
    expect(scores.body.errors?.[0]?.extensions?.error_code, scores.text).toBe("VALIDATION_FAILED");
    const none = await b.graphql(`query($id: ID!) { reputationComposite(agentId: $id, chains: []) { score } }`, { id: passport }, b.testAdminKey);
    expect(none.body.errors?.[0]?.extensions?.error_code, none.text).toBe("VALIDATION_FAILED");
  });
});
