import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { privateKeyToAccount } from "viem/accounts";
import type { Hex } from "viem";
import { bytecode as escrowBytecode } from "../../contracts/artifacts/BerthEscrow.ts";
import { bytecode as testTokenBytecode } from "../../contracts/artifacts/BerthTestToken.ts";
import { bytecode as registryBytecode } from "../../contracts/artifacts/IdentityRegistry.ts";
import { anvilBinaryPath } from "../anvil/anvil-process.ts";

/**
 * A new data folder's devnet starts from a saved state instead of deploying Berth's contracts
 * (three deployments and the test tokens' mint: most of a first start's devnet time). The
 * template is made once, at install (`npm ci` runs bin/build.js --devnet), by deploying on a
 * throwaway devnet exactly as a first boot does and keeping its state and deployment record.
 * It is used only when it was made for the same contracts, signer, chain id and anvil version;
 * otherwise the devnet deploys as it always did.
 */
const TEMPLATE_DIR = fileURLToPath(new URL("../../dist/devnet-template/", import.meta.url));
const STATE = "anvil-state.json";
const DEPLOYMENT = "deployment.json";
const KEY = "key.json";

/** What a template must have been made for: the contracts' bytecode, the signer, the chain id, anvil's version. */
function templateKey(signerKey: Hex, chainId: number): string {
  const anvilPackage = join(dirname(anvilBinaryPath()), "..", "package.json");
  const anvilVersion = existsSync(anvilPackage) ? (JSON.parse(readFileSync(anvilPackage, "utf8")) as { version: string }).version : "unknown";
  const hash = createHash("sha256");
  for (const part of [registryBytecode, escrowBytecode, testTokenBytecode, privateKeyToAccount(signerKey).address, String(chainId), anvilVersion]) hash.update(`${part}\n`);
  return hash.digest("hex");
}

/**
 * Puts the template's state and deployment record into a new devnet folder (`dir`, with neither
 * yet); true when it did, false when there is no template for this signer and chain id.
 */
export function seedFromTemplate(dir: string, signerKey: Hex, chainId: number): boolean {
  try {
    const saved = JSON.parse(readFileSync(join(TEMPLATE_DIR, KEY), "utf8")) as { key: string };
    if (saved.key !== templateKey(signerKey, chainId)) return false;
    copyFileSync(join(TEMPLATE_DIR, STATE), join(dir, STATE));
    copyFileSync(join(TEMPLATE_DIR, DEPLOYMENT), join(dir, DEPLOYMENT));
    return true;
  } catch {
    return false;
  }
}

/** Keeps a devnet folder's state and deployment record (`from`, a stopped devnet's) as the template for this signer and chain id. */
export function writeTemplate(from: string, signerKey: Hex, chainId: number): void {
  const staging = `${TEMPLATE_DIR.replace(/\/$/, "")}.${process.pid}.tmp`;
  mkdirSync(staging, { recursive: true });
  copyFileSync(join(from, STATE), join(staging, STATE));
  copyFileSync(join(from, DEPLOYMENT), join(staging, DEPLOYMENT));
  writeFileSync(join(staging, KEY), `${JSON.stringify({ key: templateKey(signerKey, chainId), made_at: Date.now() })}\n`);
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  renameSync(staging, TEMPLATE_DIR);
}
