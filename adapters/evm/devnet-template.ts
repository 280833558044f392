import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { accountOf } from "./account-of.ts";
import type { Hex } from "viem";
import { anvilBinaryPath } from "../anvil/anvil-process.ts";

/**
 * A new data folder's devnet starts from a saved state instead of deploying Berth's contracts
 * (three deployments and the test tokens' mint: most of a first start's devnet time). The
 * template is made once, at install (`npm ci` runs bin/build.js --devnet), by deploying on a
 * throwaway devnet exactly as a first boot does and keeping its state and deployment record.
 * It is used only when it was made for the same contracts and first-boot code, signer, chain id
 * and anvil version (a change to them leaves new devnets deploying until the next install);
 * otherwise the devnet deploys as it always did.
 */
const TEMPLATE_DIR = fileURLToPath(new URL("../../dist/devnet-template/", import.meta.url));
const STATE = "anvil-state.json";
const DEPLOYMENT = "deployment.json";
const KEY = "key.json";

/** The code a first boot deploys and runs: a change to any of it makes the template stale. */
const FIRST_BOOT_SOURCES = [new URL("../../contracts/deploy.ts", import.meta.url), new URL("./local-devnet.ts", import.meta.url)];
const ARTIFACTS = new URL("../../contracts/artifacts/", import.meta.url);

/** What a template must have been made for: the contracts and the first boot's code, the signer, the chain id, anvil's version. */
function templateKey(signerKey: Hex, chainId: number): string {
  const anvilPackage = join(dirname(anvilBinaryPath()), "..", "package.json");
  const anvilVersion = existsSync(anvilPackage) ? (JSON.parse(readFileSync(anvilPackage, "utf8")) as { version: string }).version : "unknown";
  const hash = createHash("sha256");
  const artifacts = readdirSync(ARTIFACTS).filter((f) => f.endsWith(".ts")).sort().map((f) => new URL(f, ARTIFACTS));
  for (const file of [...FIRST_BOOT_SOURCES, ...artifacts]) hash.update(readFileSync(file));
  for (const part of [accountOf(signerKey).address, String(chainId), anvilVersion]) hash.update(`${part}\n`);
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
