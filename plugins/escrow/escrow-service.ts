import {
  awaitReceipt,
  chainFor,
  Conflict,
  escrowAbi,
  InvalidRequest,
  NotFound,
  requireActFor,
  toChainError,
  UpstreamFailure,
  type ChainHandle,
  type Chains,
  type Principal,
  type Static,
} from "berth/plugin";
import { erc20Abi, isAddress, parseEventLogs, stringToHex, TransactionReceiptNotFoundError, zeroHash, type Address, type Hex } from "viem";
import { ESCROW_REVERTS } from "./errors.ts";
import type { AllowanceTurns } from "./allowance-turns.ts";
import type { EscrowOwners } from "./escrow-owners.ts";
import { toEscrowView, type EscrowView, type OnChainEscrow } from "./escrow-view.ts";
import type { CreateEscrowBody, ReleaseBody } from "./schemas.ts";

export type CreateEscrowInput = Static<typeof CreateEscrowBody>;

/** A write's answer: the transaction, and the escrow as the chain has it afterwards. */
export interface EscrowWrite {
  success: true;
  escrowId: string | null;
  txHash: Hex;
  /** False when no receipt arrived within the timeout: the transaction may still be mined. */
  confirmed: boolean;
  escrow: EscrowView | null;
}

export type Receipt = { receipt: Hex } | { receipt_text: string };

/** The release body's receipt: bytes or text, not both; none releases as the depositor. */
export function receiptOf(body: Static<typeof ReleaseBody> | null | undefined): Receipt | null {
  if (body?.receipt !== undefined && body.receipt_text !== undefined) {
    throw new InvalidRequest("VALIDATION_FAILED", "send receipt or receipt_text, not both", [{ field: "receipt_text", problem: "must not be sent with receipt" }]);
  }
  if (body?.receipt !== undefined) return { receipt: body.receipt as Hex };
  if (body?.receipt_text !== undefined) return { receipt_text: body.receipt_text };
  return null;
}

const UINT256_MAX = 2n ** 256n - 1n;

/**
 * Time-locked ERC-20 escrow on a chain, with Berth's service wallet as the depositor. The chain
 * is the source of truth: reads go to the contract, so escrows made by any client are found.
 */
export class EscrowService {
  constructor(
    private readonly chains: Chains,
    private readonly receiptTimeoutMs: number,
    private readonly owners: EscrowOwners,
    // approve + createEscrow must not interleave with another create of the same token, in any
    // process, or one approval would overwrite the other before it is spent.
    private readonly allowances: AllowanceTurns,
  ) {}

  private escrowAddress(chain: ChainHandle): Address {
    if (!chain.contracts.escrow) {
      throw new InvalidRequest("ESCROW_NOT_CONFIGURED", `no escrow contract is configured on ${chain.name} (set CHAIN_<NAME>_ESCROW)`, { chain_id: chain.name });
    }
    return chain.contracts.escrow;
  }

  async create(caller: Principal, input: CreateEscrowInput): Promise<EscrowWrite> {
    const chain = chainFor(this.chains, input.chainId, caller);
    const passport = input.agent_passport_id ?? null;
    if (passport !== null) requireActFor(caller, passport);
    const escrow = this.escrowAddress(chain);
    const beneficiary = checkAddress("beneficiary", input.beneficiary);
    const token = checkAddress("token", input.token);
    const amount = BigInt(input.amount);
    if (amount > UINT256_MAX) throw new InvalidRequest("VALIDATION_FAILED", "amount does not fit in uint256", [{ field: "amount", problem: "must be below 2^256" }]);
    const receiptHash = (input.expectedReceiptHash ?? zeroHash) as Hex;
    const release = await this.allowances.acquire(chain, token);
    let hash: Hex;
    try {
      const code = await chain.publicClient.getCode({ address: token });
      if (!code || code === "0x") throw new InvalidRequest("TOKEN_NOT_A_CONTRACT", `${token} has no contract code on ${chain.name}`, { chain_id: chain.name, token });
      const balance = await chain.publicClient.readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [chain.signer] });
      if (balance < amount) {
        throw new Conflict("INSUFFICIENT_TOKEN_BALANCE", `Berth's wallet holds ${balance} of ${token} on ${chain.name}, less than ${amount}`, {
          chain_id: chain.name,
          token,
          balance: balance.toString(),
          required: amount.toString(),
          wallet: chain.signer,
        });
      }
      const allowance = await chain.publicClient.readContract({ address: token, abi: erc20Abi, functionName: "allowance", args: [chain.signer, escrow] });
      if (allowance !== amount) {
        // Exactly what this escrow needs, no standing allowance left behind.
        const { request } = await chain.publicClient.simulateContract({ address: token, abi: erc20Abi, functionName: "approve", args: [escrow, amount], account: chain.walletClient.account });
        const approveHash = await chain.send((nonce) => chain.walletClient.writeContract({ ...request, nonce }));
        if (!(await awaitReceipt(chain, approveHash, this.receiptTimeoutMs))) {
          throw new UpstreamFailure("CHAIN_TIMEOUT", `the approval ${approveHash} was not mined within ${this.receiptTimeoutMs} ms; no escrow was created`, {
            chain_id: chain.name,
            tx_hash: approveHash,
          });
        }
      }
      const { request } = await chain.publicClient.simulateContract({
        address: escrow,
        abi: escrowAbi,
        functionName: "createEscrow",
        args: [beneficiary, token, amount, BigInt(input.duration), receiptHash],
        account: chain.walletClient.account,
      });
      hash = await chain.send((nonce) => chain.walletClient.writeContract({ ...request, nonce }));
    } catch (err) {
      throw toChainError(err, chain.name, ESCROW_REVERTS);
    } finally {
      await release();
    }
    await this.owners.recordSent(caller, chain, hash, passport);
    const written = await this.finish(chain, escrow, hash, createdId);
    if (written.escrowId !== null) await this.owners.recordConfirmed(caller, chain, hash, BigInt(written.escrowId));
    return written;
  }

  async get(caller: Principal, chainName: string, escrowId: string): Promise<EscrowView> {
    const chain = chainFor(this.chains, chainName, caller);
    const escrow = this.escrowAddress(chain);
    const id = checkEscrowId(escrowId);
    try {
      const view = await this.read(chain, escrow, id);
      if (!view) throw new NotFound("ESCROW_NOT_FOUND", `no escrow ${escrowId} on ${chain.name}`, { chain_id: chain.name, escrow_id: escrowId });
      return view;
    } catch (err) {
      throw toChainError(err, chain.name, ESCROW_REVERTS);
    }
  }

  /**
   * With a receipt: releaseWithReceipt (anyone holding the receipt may). Without: release as the
   * depositor, which only the escrow's creator (key or passport) or an admin may ask for.
   */
  async release(caller: Principal, chainName: string, escrowId: string, receipt: Receipt | null): Promise<EscrowWrite> {
    const chain = chainFor(this.chains, chainName, caller);
    if (receipt === null) {
      const escrow = this.escrowAddress(chain);
      await this.owners.requireMayRelease(caller, chain, checkEscrowId(escrowId), (tx) => this.idOfCreate(chain, escrow, tx));
    }
    const bytes = receipt === null ? null : "receipt" in receipt ? receipt.receipt : stringToHex(receipt.receipt_text);
    return this.write(chain, escrowId, bytes === null ? { functionName: "release" } : { functionName: "releaseWithReceipt", receipt: bytes });
  }

  async refund(caller: Principal, chainName: string, escrowId: string): Promise<EscrowWrite> {
    const chain = chainFor(this.chains, chainName, caller);
    return this.write(chain, escrowId, { functionName: "refund" });
  }

  private async write(chain: ChainHandle, escrowId: string, call: { functionName: "release" | "refund" } | { functionName: "releaseWithReceipt"; receipt: Hex }): Promise<EscrowWrite> {
    const escrow = this.escrowAddress(chain);
    const id = checkEscrowId(escrowId);
    let hash: Hex;
    const account = chain.walletClient.account;
    try {
      // Simulate first: a revert comes back decoded (NotExpired, InvalidReceipt, ...) instead of mined.
      if (call.functionName === "releaseWithReceipt") {
        const { request } = await chain.publicClient.simulateContract({ address: escrow, abi: escrowAbi, functionName: "releaseWithReceipt", args: [id, call.receipt], account });
        hash = await chain.send((nonce) => chain.walletClient.writeContract({ ...request, nonce }));
      } else {
        const { request } = await chain.publicClient.simulateContract({ address: escrow, abi: escrowAbi, functionName: call.functionName, args: [id], account });
        hash = await chain.send((nonce) => chain.walletClient.writeContract({ ...request, nonce }));
      }
    } catch (err) {
      throw toChainError(err, chain.name, ESCROW_REVERTS);
    }
    return this.finish(chain, escrow, hash, () => id);
  }

  private async finish(chain: ChainHandle, escrow: Address, hash: Hex, idFrom: (logs: Parameters<typeof parseEventLogs>[0]["logs"]) => bigint | undefined): Promise<EscrowWrite> {
    try {
      const receipt = await awaitReceipt(chain, hash, this.receiptTimeoutMs);
      if (!receipt) return { success: true, escrowId: null, txHash: hash, confirmed: false, escrow: null };
      const id = idFrom(receipt.logs.filter((l) => l.address.toLowerCase() === escrow.toLowerCase()));
      if (id === undefined) throw new UpstreamFailure("ESCROW_EVENT_MISSING", `transaction ${hash} emitted no EscrowCreated event`, { chain_id: chain.name, tx_hash: hash });
      return { success: true, escrowId: id.toString(), txHash: hash, confirmed: true, escrow: await this.read(chain, escrow, id) };
    } catch (err) {
      throw toChainError(err, chain.name, ESCROW_REVERTS);
    }
  }

  /** The escrow id a create transaction made, or null while it is not mined (or did not create one). */
  private async idOfCreate(chain: ChainHandle, escrow: Address, hash: Hex): Promise<bigint | null> {
    try {
      const receipt = await chain.publicClient.getTransactionReceipt({ hash });
      if (receipt.status !== "success") return null;
      return createdId(receipt.logs.filter((l) => l.address.toLowerCase() === escrow.toLowerCase())) ?? null;
    } catch (err) {
      if (err instanceof TransactionReceiptNotFoundError) return null;
      throw toChainError(err, chain.name, ESCROW_REVERTS);
    }
  }

  private async read(chain: ChainHandle, escrow: Address, id: bigint): Promise<EscrowView | null> {
    const e = (await chain.publicClient.readContract({ address: escrow, abi: escrowAbi, functionName: "getEscrow", args: [id] })) as OnChainEscrow;
    return toEscrowView(id, e);
  }
}

function createdId(logs: Parameters<typeof parseEventLogs>[0]["logs"]): bigint | undefined {
  const [created] = parseEventLogs({ abi: escrowAbi, eventName: "EscrowCreated", logs });
  return created?.args.escrowId;
}

function checkAddress(field: string, value: string): Address {
  if (!isAddress(value, { strict: false })) throw new InvalidRequest("VALIDATION_FAILED", `${field} is not an address`, [{ field, problem: "must be 0x followed by 40 hex digits" }]);
  return value as Address;
}

function checkEscrowId(value: string): bigint {
  if (!/^[1-9][0-9]{0,76}$/.test(value)) {
    throw new InvalidRequest("VALIDATION_FAILED", "escrowId must be a positive decimal integer", [{ field: "params.escrowId", problem: "must be a positive decimal integer" }]);
  }
  return BigInt(value);
}
