import { createPublicClient, http, type Address } from "viem";
import type { TestBerth } from "../support/test-berth.ts";

export interface LocalChain {
  rpcUrl: string;
  identityRegistry: Address;
  escrow: Address;
  testToken: Address;
  signer: Address;
}

/** The local devnet as Berth reports it (GET /v2/chains), for reading the chain directly. */
export async function localChain(b: TestBerth, key = b.testAdminKey): Promise<LocalChain> {
  const a = await b.request("GET", "/v2/chains", { key });
  const c = a.body.chains.find((x: { name: string }) => x.name === "local");
  return { rpcUrl: c.rpc_url, identityRegistry: c.identity_registry, escrow: c.escrow, testToken: c.test_token, signer: c.signer };
}

export function client(rpcUrl: string) {
  return createPublicClient({ transport: http(rpcUrl) });
}

/** Moves the devnet's clock forward and mines a block, as time passing would. */
export async function timeTravel(rpcUrl: string, seconds: number): Promise<void> {
  for (const [method, params] of [["evm_increaseTime", [seconds]], ["evm_mine", []]] as const) {
    const res = await fetch(rpcUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }) });
    const body = (await res.json()) as { error?: unknown };
    if (body.error) throw new Error(`${method}: ${JSON.stringify(body.error)}`);
  }
}

export const BENEFICIARY: Address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
