// BerthEscrow against a real anvil: every settlement path, every revert, expiry by time
// travel, fee-on-transfer and re-entrancy attacks, and no double payout.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  encodeFunctionData,
  keccak256,
  parseEventLogs,
  parseUnits,
  stringToHex,
  zeroAddress,
  zeroHash,
  type Address,
  type Hex,
} from "viem";
import * as escrowArtifact from "../../contracts/artifacts/BerthEscrow.ts";
import * as feeToken from "../../contracts/artifacts/FeeOnTransferToken.ts";
import * as reentrantToken from "../../contracts/artifacts/ReentrantToken.ts";
import * as testToken from "../../contracts/artifacts/BerthTestToken.ts";
import { deploy, mined, revertOf, startChain, type ChainFixture } from "./chain-fixture.ts";

const abi = escrowArtifact.abi;
const tokenAbi = testToken.abi;
const Status = { None: 0, Created: 1, Released: 2, Refunded: 3 } as const;
const HOUR = 3600n;
const AMOUNT = parseUnits("25", 18);
const RECEIPT = stringToHex('{"job":"42","result":"ok"}');
const RECEIPT_HASH = keccak256(RECEIPT);

let chain: ChainFixture;
let escrow: Address;
let token: Address;
let depositor: Address;
let beneficiary: Address;
let stranger: Address;

beforeAll(async () => {
  chain = await startChain();
  escrow = chain.addresses.escrow;
  token = chain.addresses.testToken;
  [depositor, beneficiary, stranger] = chain.accounts;
});

afterAll(async () => {
  await chain?.stop();
});

interface CreateOptions {
  tokenAddress?: Address;
  amount?: bigint;
  duration?: bigint;
  receiptHash?: Hex;
}

/** Mints, approves and creates an escrow from account 0 to account 1; returns its id. */
async function createEscrow(options: CreateOptions = {}): Promise<bigint> {
  const { tokenAddress = token, amount = AMOUNT, duration = HOUR, receiptHash = RECEIPT_HASH } = options;
  const wallet = chain.wallet(0);
  await mined(chain.publicClient, wallet.writeContract({ address: tokenAddress, abi: tokenAbi, functionName: "mint", args: [depositor, amount] }));
  await mined(chain.publicClient, wallet.writeContract({ address: tokenAddress, abi: tokenAbi, functionName: "approve", args: [escrow, amount] }));
  const receipt = await mined(
    chain.publicClient,
    wallet.writeContract({
      address: escrow,
      abi,
      functionName: "createEscrow",
      args: [beneficiary, tokenAddress, amount, duration, receiptHash],
    }),
  );
  return parseEventLogs({ abi, logs: receipt.logs, eventName: "EscrowCreated" })[0].args.escrowId;
}

function getEscrow(id: bigint) {
  return chain.publicClient.readContract({ address: escrow, abi, functionName: "getEscrow", args: [id] });
}

function balanceOf(owner: Address, tokenAddress: Address = token): Promise<bigint> {
  return chain.publicClient.readContract({ address: tokenAddress, abi: tokenAbi, functionName: "balanceOf", args: [owner] });
}

function simulate(from: number, functionName: "release" | "refund", id: bigint) {
  return chain.publicClient.simulateContract({ account: chain.accounts[from], address: escrow, abi, functionName, args: [id] });
}

function simulateReceipt(from: number, id: bigint, receipt: Hex) {
  return chain.publicClient.simulateContract({
    account: chain.accounts[from],
    address: escrow,
    abi,
    functionName: "releaseWithReceipt",
    args: [id, receipt],
  });
}

function simulateCreate(args: readonly [Address, Address, bigint, bigint, Hex]) {
  return chain.publicClient.simulateContract({ account: depositor, address: escrow, abi, functionName: "createEscrow", args });
}

/** Moves chain time so the next block is at `timestamp`, and mines it. */
async function travelTo(timestamp: bigint): Promise<void> {
  await chain.testClient.setNextBlockTimestamp({ timestamp });
  await chain.testClient.mine({ blocks: 1 });
}

describe("createEscrow", () => {
  it("pulls the tokens, records the escrow and emits EscrowCreated", async () => {
    const countBefore = await chain.publicClient.readContract({ address: escrow, abi, functionName: "escrowCount" });
    const escrowBalanceBefore = await balanceOf(escrow);
    await mined(chain.publicClient, chain.wallet(0).writeContract({ address: token, abi: tokenAbi, functionName: "mint", args: [depositor, AMOUNT] }));
    await mined(chain.publicClient, chain.wallet(0).writeContract({ address: token, abi: tokenAbi, functionName: "approve", args: [escrow, AMOUNT] }));
    const receipt = await mined(
      chain.publicClient,
      chain.wallet(0).writeContract({
        address: escrow,
        abi,
        functionName: "createEscrow",
        args: [beneficiary, token, AMOUNT, 2n * HOUR, RECEIPT_HASH],
      }),
    );
    const block = await chain.publicClient.getBlock({ blockNumber: receipt.blockNumber });
    const [created] = parseEventLogs({ abi, logs: receipt.logs, eventName: "EscrowCreated" });
    const id = countBefore + 1n;
    expect(created.args).toEqual({
      escrowId: id,
      depositor,
      beneficiary,
      token,
      amount: AMOUNT,
      expiresAt: block.timestamp + 2n * HOUR,
      expectedReceiptHash: RECEIPT_HASH,
    });
    expect(await getEscrow(id)).toEqual({
      depositor,
      beneficiary,
      token,
      amount: AMOUNT,
      createdAt: block.timestamp,
      expiresAt: block.timestamp + 2n * HOUR,
      expectedReceiptHash: RECEIPT_HASH,
      status: Status.Created,
    });
    expect(await chain.publicClient.readContract({ address: escrow, abi, functionName: "escrowCount" })).toBe(id);
    expect(await balanceOf(escrow)).toBe(escrowBalanceBefore + AMOUNT);
  });

  it("starts ids at 1 and reports unknown ids as status None", async () => {
    const fresh = await deploy(chain, escrowArtifact);
    expect(await chain.publicClient.readContract({ address: fresh, abi, functionName: "escrowCount" })).toBe(0n);
    const empty = await chain.publicClient.readContract({ address: fresh, abi, functionName: "getEscrow", args: [0n] });
    expect(empty).toMatchObject({ depositor: zeroAddress, amount: 0n, status: Status.None });
    const id = await createEscrow();
    expect(id).toBeGreaterThanOrEqual(1n);
    expect((await getEscrow(id + 1n)).status).toBe(Status.None);
  });

  it("accepts exactly the maximum duration of 365 days", async () => {
    expect(await chain.publicClient.readContract({ address: escrow, abi, functionName: "MAX_DURATION" })).toBe(365n * 24n * HOUR);
    const id = await createEscrow({ duration: 365n * 24n * HOUR });
    const record = await getEscrow(id);
    expect(record.expiresAt - record.createdAt).toBe(365n * 24n * HOUR);
  });

  it("rejects invalid arguments", async () => {
    await mined(chain.publicClient, chain.wallet(0).writeContract({ address: token, abi: tokenAbi, functionName: "mint", args: [depositor, AMOUNT] }));
    await mined(chain.publicClient, chain.wallet(0).writeContract({ address: token, abi: tokenAbi, functionName: "approve", args: [escrow, AMOUNT] }));
    const cases: [readonly [Address, Address, bigint, bigint, Hex], string, readonly unknown[]][] = [
      [[zeroAddress, token, AMOUNT, HOUR, RECEIPT_HASH], "ZeroAddress", []],
      [[beneficiary, zeroAddress, AMOUNT, HOUR, RECEIPT_HASH], "ZeroAddress", []],
      [[escrow, token, AMOUNT, HOUR, RECEIPT_HASH], "InvalidBeneficiary", [escrow]],
      [[beneficiary, stranger, AMOUNT, HOUR, RECEIPT_HASH], "TokenNotContract", [stranger]],
      [[beneficiary, token, 0n, HOUR, RECEIPT_HASH], "ZeroAmount", []],
      [[beneficiary, token, AMOUNT, 0n, RECEIPT_HASH], "ZeroDuration", []],
      [[beneficiary, token, AMOUNT, 365n * 24n * HOUR + 1n, RECEIPT_HASH], "DurationTooLong", [365n * 24n * HOUR + 1n, 365n * 24n * HOUR]],
    ];
    for (const [args, name, errorArgs] of cases) {
      expect(await revertOf(simulateCreate(args))).toEqual({ name, args: errorArgs });
    }
  });

  it("bubbles up the token's own error when the allowance or balance is short", async () => {
    await mined(chain.publicClient, chain.wallet(0).writeContract({ address: token, abi: tokenAbi, functionName: "approve", args: [escrow, 0n] }));
    expect((await revertOf(simulateCreate([beneficiary, token, AMOUNT, HOUR, RECEIPT_HASH]))).name).toBe("ERC20InsufficientAllowance");
    const huge = (await balanceOf(depositor)) + 1n;
    await mined(chain.publicClient, chain.wallet(0).writeContract({ address: token, abi: tokenAbi, functionName: "approve", args: [escrow, huge] }));
    expect((await revertOf(simulateCreate([beneficiary, token, huge, HOUR, RECEIPT_HASH]))).name).toBe("ERC20InsufficientBalance");
  });

  it("rejects fee-on-transfer tokens", async () => {
    const fot = await deploy(chain, feeToken);
    await mined(chain.publicClient, chain.wallet(0).writeContract({ address: fot, abi: feeToken.abi, functionName: "mint", args: [depositor, AMOUNT] }));
    await mined(chain.publicClient, chain.wallet(0).writeContract({ address: fot, abi: feeToken.abi, functionName: "approve", args: [escrow, AMOUNT] }));
    expect(await revertOf(simulateCreate([beneficiary, fot, AMOUNT, HOUR, RECEIPT_HASH]))).toEqual({
      name: "FeeOnTransferNotSupported",
      args: [fot, AMOUNT, AMOUNT - AMOUNT / 100n],
    });
  });
});

describe("releaseWithReceipt", () => {
  it("pays the beneficiary when anyone presents the matching receipt", async () => {
    const id = await createEscrow();
    const before = await balanceOf(beneficiary);
    const receipt = await mined(
      chain.publicClient,
      chain.wallet(2).writeContract({ address: escrow, abi, functionName: "releaseWithReceipt", args: [id, RECEIPT] }),
    );
    const [released] = parseEventLogs({ abi, logs: receipt.logs, eventName: "EscrowReleased" });
    expect(released.args).toEqual({ escrowId: id, beneficiary, releasedBy: stranger, amount: AMOUNT, byReceipt: true });
    expect(await balanceOf(beneficiary)).toBe(before + AMOUNT);
    expect((await getEscrow(id)).status).toBe(Status.Released);
  });

  it("rejects a wrong receipt, a disabled receipt path and unknown ids", async () => {
    const id = await createEscrow();
    expect(await revertOf(simulateReceipt(2, id, stringToHex("forged")))).toEqual({ name: "InvalidReceipt", args: [id] });
    const noReceipt = await createEscrow({ receiptHash: zeroHash });
    expect(await revertOf(simulateReceipt(2, noReceipt, "0x"))).toEqual({ name: "ReceiptReleaseDisabled", args: [noReceipt] });
    expect(await revertOf(simulateReceipt(2, 0n, RECEIPT))).toEqual({ name: "EscrowNotFound", args: [0n] });
    expect(await revertOf(simulateReceipt(2, 1_000_000n, RECEIPT))).toEqual({ name: "EscrowNotFound", args: [1_000_000n] });
  });

  it("still works after expiry as long as nobody refunded", async () => {
    const id = await createEscrow();
    await travelTo((await getEscrow(id)).expiresAt + 10n);
    await mined(chain.publicClient, chain.wallet(2).writeContract({ address: escrow, abi, functionName: "releaseWithReceipt", args: [id, RECEIPT] }));
    expect((await getEscrow(id)).status).toBe(Status.Released);
  });
});

describe("release by the depositor", () => {
  it("pays the beneficiary at any time", async () => {
    const id = await createEscrow({ receiptHash: zeroHash });
    const before = await balanceOf(beneficiary);
    const receipt = await mined(chain.publicClient, chain.wallet(0).writeContract({ address: escrow, abi, functionName: "release", args: [id] }));
    const [released] = parseEventLogs({ abi, logs: receipt.logs, eventName: "EscrowReleased" });
    expect(released.args).toEqual({ escrowId: id, beneficiary, releasedBy: depositor, amount: AMOUNT, byReceipt: false });
    expect(await balanceOf(beneficiary)).toBe(before + AMOUNT);
  });

  it("is refused to anyone else, including the beneficiary", async () => {
    const id = await createEscrow();
    expect(await revertOf(simulate(1, "release", id))).toEqual({ name: "NotDepositor", args: [id, beneficiary] });
    expect(await revertOf(simulate(2, "release", id))).toEqual({ name: "NotDepositor", args: [id, stranger] });
    expect(await revertOf(simulate(0, "release", 1_000_000n))).toEqual({ name: "EscrowNotFound", args: [1_000_000n] });
  });
});

describe("refund", () => {
  it("is refused before expiry and pays the depositor from the expiry second on, whoever calls", async () => {
    const id = await createEscrow();
    const { expiresAt } = await getEscrow(id);
    expect(await revertOf(simulate(2, "refund", id))).toEqual({ name: "NotExpired", args: [id, expiresAt] });

    // One second early the transaction is mined but reverts (explicit gas skips estimation).
    await chain.testClient.setNextBlockTimestamp({ timestamp: expiresAt - 1n });
    const early = await chain.wallet(2).writeContract({ address: escrow, abi, functionName: "refund", args: [id], gas: 200_000n });
    expect((await chain.publicClient.waitForTransactionReceipt({ hash: early })).status).toBe("reverted");

    const before = await balanceOf(depositor);
    await chain.testClient.setNextBlockTimestamp({ timestamp: expiresAt });
    const receipt = await mined(
      chain.publicClient,
      chain.wallet(2).writeContract({ address: escrow, abi, functionName: "refund", args: [id], gas: 200_000n }),
    );
    const [refunded] = parseEventLogs({ abi, logs: receipt.logs, eventName: "EscrowRefunded" });
    expect(refunded.args).toEqual({ escrowId: id, depositor, refundedBy: stranger, amount: AMOUNT });
    expect(await balanceOf(depositor)).toBe(before + AMOUNT);
    expect((await getEscrow(id)).status).toBe(Status.Refunded);
  });

  it("rejects unknown ids", async () => {
    expect(await revertOf(simulate(2, "refund", 1_000_000n))).toEqual({ name: "EscrowNotFound", args: [1_000_000n] });
  });
});

describe("settling twice", () => {
  it("never pays out an escrow twice, whichever way it was settled", async () => {
    const released = await createEscrow();
    const refunded = await createEscrow();
    const untouched = await createEscrow();
    await mined(chain.publicClient, chain.wallet(0).writeContract({ address: escrow, abi, functionName: "release", args: [released] }));
    await travelTo((await getEscrow(refunded)).expiresAt);
    await mined(chain.publicClient, chain.wallet(2).writeContract({ address: escrow, abi, functionName: "refund", args: [refunded] }));
    const escrowBalance = await balanceOf(escrow);

    for (const [id, status] of [[released, Status.Released], [refunded, Status.Refunded]] as const) {
      const notActive = { name: "NotActive", args: [id, status] };
      expect(await revertOf(simulate(0, "release", id))).toEqual(notActive);
      expect(await revertOf(simulate(2, "refund", id))).toEqual(notActive);
      expect(await revertOf(simulateReceipt(2, id, RECEIPT))).toEqual(notActive);
    }
    // The other escrows' funds are untouched and still claimable exactly once.
    expect(await balanceOf(escrow)).toBe(escrowBalance);
    await mined(chain.publicClient, chain.wallet(2).writeContract({ address: escrow, abi, functionName: "releaseWithReceipt", args: [untouched, RECEIPT] }));
    expect(await balanceOf(escrow)).toBe(escrowBalance - AMOUNT);
  });
});

describe("re-entrancy", () => {
  let evil: Address;
  let victim: bigint;

  beforeAll(async () => {
    evil = await deploy(chain, reentrantToken);
    victim = await createEscrow({ tokenAddress: evil });
  });

  async function arm(call: Hex, target: Address = escrow): Promise<void> {
    await mined(chain.publicClient, chain.wallet(0).writeContract({ address: evil, abi: reentrantToken.abi, functionName: "arm", args: [target, call] }));
  }

  // A test that only simulates the attacked call leaves the token armed: disarmed after each, so
  // the next one's deposits go through whatever the order.
  afterEach(() => arm("0x", zeroAddress));

  const stealVictim = (): Hex => encodeFunctionData({ abi, functionName: "releaseWithReceipt", args: [victim, RECEIPT] });

  it("blocks a token that re-enters during a payout", async () => {
    const bait = await createEscrow({ tokenAddress: evil });
    await arm(stealVictim());
    expect(await revertOf(simulate(0, "release", bait))).toEqual({ name: "ReentrancyGuardReentrantCall", args: [] });
    await arm(encodeFunctionData({ abi, functionName: "refund", args: [victim] }));
    expect(await revertOf(simulate(0, "release", bait))).toEqual({ name: "ReentrancyGuardReentrantCall", args: [] });
    expect((await getEscrow(victim)).status).toBe(Status.Created);
    expect((await getEscrow(bait)).status).toBe(Status.Created);
  });

  it("blocks a token that re-enters while being deposited", async () => {
    await mined(chain.publicClient, chain.wallet(0).writeContract({ address: evil, abi: reentrantToken.abi, functionName: "mint", args: [depositor, AMOUNT] }));
    await mined(chain.publicClient, chain.wallet(0).writeContract({ address: evil, abi: reentrantToken.abi, functionName: "approve", args: [escrow, AMOUNT] }));
    await arm(stealVictim());
    expect(await revertOf(simulateCreate([beneficiary, evil, AMOUNT, HOUR, RECEIPT_HASH]))).toEqual({
      name: "ReentrancyGuardReentrantCall",
      args: [],
    });
    expect((await getEscrow(victim)).status).toBe(Status.Created);
  });
});
