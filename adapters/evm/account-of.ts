import type { Hex } from "viem";
import { privateKeyToAccount, type PrivateKeyAccount } from "viem/accounts";

const accounts = new Map<Hex, PrivateKeyAccount>();

/**
 * The account of a private key, derived once per process: deriving it is an elliptic-curve
 * multiplication (the first also builds the curve's tables, ~40 ms), and a start derives the
 * service's and the client's keys in several places (the devnet's check, the chain handles).
 */
export function accountOf(key: Hex): PrivateKeyAccount {
  let account = accounts.get(key);
  if (account === undefined) {
    account = privateKeyToAccount(key);
    accounts.set(key, account);
  }
  return account;
}
