// A live chain never runs on a key anyone can read: anvil's development keys are public, as
// signer and as the client wallet that gives feedback, whatever the case of their hex.
import { describe, expect, it } from "vitest";
import type { ConfigProblem } from "../../core/config/config-var.ts";
import { ANVIL_CLIENT_KEY, ANVIL_DEV_KEY, readChainsConfig } from "./chains-config.ts";

const OWN_KEY = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";
const OTHER_KEY = "0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a";

function problemsOf(env: Record<string, string>): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  readChainsConfig(["base"], { CHAIN_BASE_RPC_URL: "https://rpc.example", ...env }, problems);
  return problems;
}

describe("a live chain's keys", () => {
  it("refuses anvil's public keys as the client wallet, and as the signer in any case of hex", () => {
    for (const key of [ANVIL_CLIENT_KEY, ANVIL_DEV_KEY, ANVIL_CLIENT_KEY.toUpperCase().replace("0X", "0x")]) {
      expect(problemsOf({ CHAIN_BASE_SIGNER_KEY: OWN_KEY, CHAIN_BASE_CLIENT_KEY: key }).map((p) => p.variable)).toEqual(["CHAIN_BASE_CLIENT_KEY"]);
    }
    expect(problemsOf({ CHAIN_BASE_SIGNER_KEY: ANVIL_DEV_KEY.toUpperCase().replace("0X", "0x") }).map((p) => p.variable)).toEqual(["CHAIN_BASE_SIGNER_KEY"]);
  });

  it("takes keys of the operator's own", () => {
    expect(problemsOf({ CHAIN_BASE_SIGNER_KEY: OWN_KEY, CHAIN_BASE_CLIENT_KEY: OTHER_KEY })).toEqual([]);
  });
});
