import { erc20Abi, keccak256, stringToHex, zeroHash } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, tempDir, type TestBerth } from "../support/test-berth.ts";
import { BENEFICIARY, client, localChain, timeTravel, type LocalChain } from "./chain-helpers.ts";

const RECEIPT = "delivered: order 42";
const RECEIPT_HASH = keccak256(stringToHex(RECEIPT));

describe("escrow on the local devnet", () => {
  let b: TestBerth;
  let chain: LocalChain;
  beforeAll(async () => {
    b = await startBerth({ env: { CHAINS: "local" } });
    chain = await localChain(b);
  });
  afterAll(() => b.stop());

  const create = (body: Record<string, unknown>) =>
    b.request("POST", "/v2/escrow/create", {
      key: b.testAdminKey,
      body: { chainId: "local", beneficiary: BENEFICIARY, token: chain.testToken, amount: "1000", duration: 3600, ...body },
    });
  const balanceOf = (who: `0x${string}`) => client(chain.rpcUrl).readContract({ address: chain.testToken, abi: erc20Abi, functionName: "balanceOf", args: [who] });

  it("creates an escrow holding exactly the amount, and reads it back from the chain", async () => {
    const before = await balanceOf(chain.escrow);
    const a = await create({ amount: "123456789012345678901234", expectedReceiptHash: RECEIPT_HASH });
    expect(a.status, a.text).toBe(200);
    expect(a.body).toMatchObject({ success: true, confirmed: true, escrow: { status: "Created", amount: "123456789012345678901234", expectedReceiptHash: RECEIPT_HASH } });
    expect(a.body.escrowId).toMatch(/^\d+$/);
    expect(a.body.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    const escrow = a.body.escrow;
    expect(escrow.depositor).toBe(chain.signer);
    expect(escrow.beneficiary).toBe(BENEFICIARY);
    expect(Date.parse(escrow.expiresAt) - Date.parse(escrow.createdAt)).toBe(3600_000);
    expect((await balanceOf(chain.escrow)) - before).toBe(123456789012345678901234n);
    // No standing allowance is left behind: exactly what was needed was approved and spent.
    expect(await client(chain.rpcUrl).readContract({ address: chain.testToken, abi: erc20Abi, functionName: "allowance", args: [chain.signer, chain.escrow] })).toBe(0n);
    const read = await b.request("GET", `/v2/escrow/local/${a.body.escrowId}`, { key: b.testAdminKey });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ success: true, escrow });
  });

  it("releases with the receipt to the beneficiary, refuses a wrong receipt, and never pays twice", async () => {
    const { body } = await create({ expectedReceiptHash: RECEIPT_HASH });
    const id = body.escrowId;
    const wrong = await b.request("POST", `/v2/escrow/local/${id}/release`, { key: b.testAdminKey, body: { receipt_text: "forged" } });
    expect(wrong.status).toBe(409);
    expect(wrong.body).toMatchObject({ error_code: "RECEIPT_MISMATCH", details: { error_name: "InvalidReceipt" } });
    const before = await balanceOf(BENEFICIARY);
    const ok = await b.request("POST", `/v2/escrow/local/${id}/release`, { key: b.testAdminKey, body: { receipt: stringToHex(RECEIPT) } });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.escrow.status).toBe("Released");
    expect((await balanceOf(BENEFICIARY)) - before).toBe(1000n);
    const twice = await b.request("POST", `/v2/escrow/local/${id}/release`, { key: b.testAdminKey, body: { receipt_text: RECEIPT } });
    expect(twice.status).toBe(409);
    expect(twice.body.error_code).toBe("ESCROW_NOT_ACTIVE");
    const refund = await b.request("POST", `/v2/escrow/local/${id}/refund`, { key: b.testAdminKey });
    expect(refund.body.error_code).toBe("ESCROW_NOT_ACTIVE");
  });

  it("lets the depositor release without a receipt, and refuses receipt release when no hash was set", async () => {
    const { body } = await create({});
    expect(body.escrow.expectedReceiptHash).toBe(zeroHash);
    const byReceipt = await b.request("POST", `/v2/escrow/local/${body.escrowId}/release`, { key: b.testAdminKey, body: { receipt_text: "x" } });
    expect(byReceipt.body.error_code).toBe("RECEIPT_RELEASE_DISABLED");
    const released = await b.request("POST", `/v2/escrow/local/${body.escrowId}/release`, { key: b.testAdminKey });
    expect(released.status, released.text).toBe(200);
    expect(released.body.escrow.status).toBe("Released");
  });

  it("refunds only after expiry, to the depositor", async () => {
    const { body } = await create({ duration: 120, expectedReceiptHash: RECEIPT_HASH });
    const early = await b.request("POST", `/v2/escrow/local/${body.escrowId}/refund`, { key: b.testAdminKey });
    expect(early.status).toBe(409);
    expect(early.body.error_code).toBe("ESCROW_NOT_EXPIRED");
    await timeTravel(chain.rpcUrl, 121);
    const before = await balanceOf(chain.signer);
    const refunded = await b.request("POST", `/v2/escrow/local/${body.escrowId}/refund`, { key: b.testAdminKey });
    expect(refunded.status, refunded.text).toBe(200);
    expect(refunded.body.escrow.status).toBe("Refunded");
    expect((await balanceOf(chain.signer)) - before).toBe(1000n);
  });

  it("answers 404 for an unknown escrow, 400 for an unknown chain, 403 for a live key", async () => {
    const missing = await b.request("GET", "/v2/escrow/local/999999", { key: b.testAdminKey });
    expect(missing.status).toBe(404);
    expect(missing.body.error_code).toBe("ESCROW_NOT_FOUND");
    const unknownChain = await b.request("GET", "/v2/escrow/atlantis/1", { key: b.testAdminKey });
    expect(unknownChain.status).toBe(400);
    expect(unknownChain.body.error_code).toBe("UNKNOWN_CHAIN");
    const live = await b.request("GET", "/v2/escrow/local/1", { key: b.adminKey });
    expect(live.status).toBe(403);
    expect(live.body.error_code).toBe("CHAIN_MODE_MISMATCH");
    for (const id of ["0", "-1", "abc", "1e3", "01"]) {
      expect((await b.request("GET", `/v2/escrow/local/${id}`, { key: b.testAdminKey })).status, id).toBe(400);
    }
  });

  it("rejects every input rule with 400, and more tokens than the wallet holds with 409", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: "0" }, "amount"],
      [{ amount: "-5" }, "amount"],
      [{ amount: "1.5" }, "amount"],
      [{ amount: 1000 }, "amount"],
      [{ amount: "007" }, "amount"],
      [{ duration: 0 }, "duration"],
      [{ duration: 1.5 }, "duration"],
      [{ duration: 365 * 86400 + 1 }, "duration"],
      [{ duration: "60" }, "duration"],
      [{ beneficiary: "0x1234" }, "beneficiary"],
      [{ token: "not-an-address" }, "token"],
      [{ expectedReceiptHash: "0xabc" }, "expectedReceiptHash"],
      [{ chainId: "" }, "chainId"],
      [{ extra: 1 }, "extra"],
    ];
    for (const [body, field] of cases) {
      const a = await create(body);
      expect(a.status, JSON.stringify(body)).toBe(400);
      expect(a.body.details.map((d: { field: string }) => d.field), JSON.stringify(body)).toContain(field);
    }
    const notContract = await create({ token: "0x000000000000000000000000000000000000dEaD" });
    expect(notContract.status).toBe(400);
    expect(notContract.body.error_code).toBe("TOKEN_NOT_A_CONTRACT");
    const tooMuch = await create({ amount: (10n ** 30n).toString() });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({ error_code: "INSUFFICIENT_TOKEN_BALANCE", details: { required: (10n ** 30n).toString() } });
    const huge = await create({ amount: "9".repeat(78) });
    expect(huge.status).toBe(400);
  });

  it("creates 10 escrows of one token concurrently, each with its own id and funds", async () => {
    const before = await balanceOf(chain.escrow);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => create({ amount: String(100 + i) })));
    for (const a of answers) expect(a.status, a.text).toBe(200);
    expect(new Set(answers.map((a) => a.body.escrowId)).size).toBe(10);
    expect((await balanceOf(chain.escrow)) - before).toBe(BigInt(Array.from({ length: 10 }, (_, i) => 100 + i).reduce((x, y) => x + y)));
  });

  it("serves all four operations through GraphQL", async () => {
    const created = await b.graphql(
      `mutation($t: Address!, $b: Address!, $h: Hex) { createEscrow(chainId: "local", beneficiary: $b, token: $t, amount: "77", duration: 60, expectedReceiptHash: $h) { escrowId confirmed escrow { amount status expiresAt } } }`,
      { t: chain.testToken, b: BENEFICIARY, h: RECEIPT_HASH },
      b.testAdminKey,
    );
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data.createEscrow.escrowId;
    expect(created.body.data.createEscrow.escrow).toMatchObject({ amount: "77", status: "Created" });
    const read = await b.graphql(`query($id: ID!) { escrow(chainId: "local", escrowId: $id) { status beneficiary } }`, { id }, b.testAdminKey);
    expect(read.body.data.escrow).toEqual({ status: "Created", beneficiary: BENEFICIARY });
    const released = await b.graphql(`mutation($id: ID!) { releaseEscrow(chainId: "local", escrowId: $id, receiptText: "${RECEIPT}") { escrow { status } } }`, { id }, b.testAdminKey);
    expect(released.body.errors, JSON.stringify(released.body.errors)).toBeUndefined();
    expect(released.body.data.releaseEscrow.escrow.status).toBe("Released");
    const refund = await b.graphql(`mutation($id: ID!) { refundEscrow(chainId: "local", escrowId: $id) { txHash } }`, { id }, b.testAdminKey);
    expect(refund.body.errors[0].extensions.error_code).toBe("ESCROW_NOT_ACTIVE");
    const bad = await b.graphql(`mutation { createEscrow(chainId: "local", beneficiary: "0x1", token: "0x2", amount: "1", duration: 1) { txHash } }`, {}, b.testAdminKey);
    expect(bad.body.errors[0].extensions.error_code).toBe("GRAPHQL_VALIDATION_FAILED");
  });
});

describe("escrow across a restart of Berth", () => {
  it("an escrow created before a restart is found and released after it (chain state persists)", async () => {
    const dataDir = tempDir();
    const first = await startBerth({ dataDir, env: { CHAINS: "local" } });
    const chain = await localChain(first);
    const created = await first.request("POST", "/v2/escrow/create", {
      key: first.testAdminKey,
      body: { chainId: "local", beneficiary: BENEFICIARY, token: chain.testToken, amount: "500", duration: 600, expectedReceiptHash: RECEIPT_HASH },
    });
    expect(created.status, created.text).toBe(200);
    const registered = await first.request("POST", "/v2/agents/register", { key: first.testAdminKey, body: { chain_id: "local", metadata_uri: "ipfs://persist" } });
    await first.stop();

    const second = await startBerth({ dataDir, env: { CHAINS: "local" } });
    try {
      const again = await localChain(second, first.testAdminKey);
      // Same contracts: nothing was redeployed.
      expect(again.escrow).toBe(chain.escrow);
      expect(again.identityRegistry).toBe(chain.identityRegistry);
      const read = await second.request("GET", `/v2/escrow/local/${created.body.escrowId}`, { key: first.testAdminKey });
      expect(read.body.escrow).toEqual(created.body.escrow);
      const released = await second.request("POST", `/v2/escrow/local/${created.body.escrowId}/release`, { key: first.testAdminKey, body: { receipt_text: RECEIPT } });
      expect(released.status, released.text).toBe(200);
      expect(released.body.escrow.status).toBe("Released");
      const next = await second.request("POST", "/v2/agents/register", { key: first.testAdminKey, body: { chain_id: "local", metadata_uri: "ipfs://after" } });
      expect(BigInt(next.body.agent_id)).toBe(BigInt(registered.body.agent_id) + 1n);
    } finally {
      await second.stop();
    }
  });
});
