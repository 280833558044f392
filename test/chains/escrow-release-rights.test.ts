import { createWalletClient, erc20Abi, http, keccak256, parseEventLogs, stringToHex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { foundry } from "viem/chains";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANVIL_DEV_KEY } from "../../adapters/evm/chains-config.ts";
import { abi as escrowAbi } from "../../contracts/artifacts/BerthEscrow.ts";
import { startBerth, type TestBerth } from "../support/test-berth.ts";
import { BENEFICIARY, client, localChain, type LocalChain } from "./chain-helpers.ts";

const RECEIPT = "delivered: order 7";
const RECEIPT_HASH = keccak256(stringToHex(RECEIPT));

async function rpc(url: string, method: string, params: unknown[] = []): Promise<void> {
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }) });
  const body = (await res.json()) as { error?: unknown };
  if (body.error) throw new Error(`${method}: ${JSON.stringify(body.error)}`);
}

describe("escrow release without a receipt belongs to the escrow's creator", () => {
  let b: TestBerth;
  let chain: LocalChain;
  let alice: string; // agent key for passport pa
  let alice2: string; // another key for passport pa
  let mallory: string; // agent key for passport pm: another tenant of the same test world
  beforeAll(async () => {
    b = await startBerth({ env: { CHAINS: "local", ESCROW_RECEIPT_TIMEOUT_MS: "1500" } });
    chain = await localChain(b);
    alice = (await b.key("agent", { mode: "test", passports: ["pa"] })).token;
    alice2 = (await b.key("agent", { mode: "test", passports: ["pa"] })).token;
    mallory = (await b.key("agent", { mode: "test", passports: ["pm"] })).token;
  });
  afterAll(() => b?.stop());

  const create = (key: string, body: Record<string, unknown> = {}) =>
    b.request("POST", "/v2/escrow/create", { key, body: { chainId: "local", beneficiary: BENEFICIARY, token: chain.testToken, amount: "100", duration: 3600, ...body } });
  const release = (key: string, id: string, body?: Record<string, unknown>) => b.request("POST", `/v2/escrow/local/${id}/release`, { key, body });
  const status = async (id: string) => (await b.request("GET", `/v2/escrow/local/${id}`, { key: b.testAdminKey })).body.escrow.status;

  it("another tenant's key cannot release it as the depositor (which would defeat expectedReceiptHash), but can with the receipt", async () => {
    const made = await create(alice, { expectedReceiptHash: RECEIPT_HASH });
    expect(made.status, made.text).toBe(200);
    const id = made.body.escrowId;
    for (const via of ["rest", "graphql"]) {
      if (via === "rest") {
        const stolen = await release(mallory, id);
        expect(stolen.status).toBe(403);
        expect(stolen.body).toMatchObject({ error: "forbidden", error_code: "ESCROW_RELEASE_NOT_ALLOWED", details: { chain_id: "local", escrow_id: id, creator_recorded: true } });
      } else {
        const stolen = await b.graphql(`mutation($id: ID!) { releaseEscrow(chainId: "local", escrowId: $id) { txHash } }`, { id }, mallory);
        expect(stolen.body.errors[0].extensions.error_code).toBe("ESCROW_RELEASE_NOT_ALLOWED");
      }
    }
    expect(await status(id)).toBe("Created");
    const withReceipt = await release(mallory, id, { receipt_text: RECEIPT });
    expect(withReceipt.status, withReceipt.text).toBe(200);
    expect(withReceipt.body.escrow.status).toBe("Released");
  });

  it("the creating key releases it; so does an admin; another key of the same passport does not unless the escrow names it", async () => {
    const mine = (await create(alice)).body.escrowId;
    expect((await release(alice2, mine)).body.error_code).toBe("ESCROW_RELEASE_NOT_ALLOWED");
    const ok = await release(alice, mine);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.escrow.status).toBe("Released");

    const byAdmin = (await create(alice)).body.escrowId;
    const admin = await release(b.testAdminKey, byAdmin);
    expect(admin.status, admin.text).toBe(200);

    const forPassport = await create(alice, { agent_passport_id: "pa" });
    expect(forPassport.status, forPassport.text).toBe(200);
    expect((await release(mallory, forPassport.body.escrowId)).status).toBe(403);
    const sibling = await release(alice2, forPassport.body.escrowId);
    expect(sibling.status, sibling.text).toBe(200);
  });

  it("a key cannot make an escrow for a passport it may not act for", async () => {
    const a = await create(mallory, { agent_passport_id: "pa" });
    expect(a.status).toBe(403);
    expect(a.body.error_code).toBe("PASSPORT_NOT_ALLOWED");
  });

  it("an escrow with no recorded creator (made outside Berth, or before creators were recorded) is admin-only without a receipt", async () => {
    // Berth's own wallet, used directly on the contract: the escrow Berth never saw made.
    const wallet = createWalletClient({ account: privateKeyToAccount(ANVIL_DEV_KEY), chain: foundry, transport: http(chain.rpcUrl) });
    const c = client(chain.rpcUrl);
    await c.waitForTransactionReceipt({ hash: await wallet.writeContract({ address: chain.testToken, abi: erc20Abi, functionName: "approve", args: [chain.escrow, 55n] }) });
    const receipt = await c.waitForTransactionReceipt({
      hash: await wallet.writeContract({ address: chain.escrow, abi: escrowAbi, functionName: "createEscrow", args: [BENEFICIARY, chain.testToken, 55n, 3600n, RECEIPT_HASH] }),
    });
    const [created] = parseEventLogs({ abi: escrowAbi, eventName: "EscrowCreated", logs: receipt.logs });
    const id = created!.args.escrowId.toString();
    for (const key of [alice, mallory]) {
      const a = await release(key, id);
      expect(a.status).toBe(403);
      expect(a.body).toMatchObject({ error_code: "ESCROW_RELEASE_NOT_ALLOWED", details: { creator_recorded: false } });
    }
    expect(await status(id)).toBe("Created");
    const admin = await release(b.testAdminKey, id);
    expect(admin.status, admin.text).toBe(200);
  });

  it("an escrow answered confirmed:false still belongs to its creator once it is mined", async () => {
    // The allowance is set beforehand, so the create sends one transaction, which the paused devnet does not mine.
    const wallet = createWalletClient({ account: privateKeyToAccount(ANVIL_DEV_KEY), chain: foundry, transport: http(chain.rpcUrl) });
    await client(chain.rpcUrl).waitForTransactionReceipt({ hash: await wallet.writeContract({ address: chain.testToken, abi: erc20Abi, functionName: "approve", args: [chain.escrow, 66n] }) });
    await rpc(chain.rpcUrl, "evm_setAutomine", [false]);
    let made;
    try {
      made = await create(alice, { amount: "66" });
    } finally {
      await rpc(chain.rpcUrl, "evm_setAutomine", [true]);
      await rpc(chain.rpcUrl, "evm_mine");
    }
    expect(made.status, made.text).toBe(200);
    expect(made.body).toMatchObject({ confirmed: false, escrowId: null });
    const mined = await client(chain.rpcUrl).waitForTransactionReceipt({ hash: made.body.txHash });
    const [created] = parseEventLogs({ abi: escrowAbi, eventName: "EscrowCreated", logs: mined.logs });
    const id = created!.args.escrowId.toString();
    expect((await release(mallory, id)).status).toBe(403);
    const ok = await release(alice, id);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.escrow.status).toBe("Released");
  });

  it("refund stays open to any key of the chain's mode: it only returns expired funds to Berth's wallet", async () => {
    const a = await b.request("POST", `/v2/escrow/local/${(await create(alice)).body.escrowId}/refund`, { key: mallory });
    expect(a.status).toBe(409);
    expect(a.body.error_code).toBe("ESCROW_NOT_EXPIRED");
  });
});

