import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ANVIL_DEV_KEY } from "./chains-config.ts";
import { writeTemplate } from "./devnet-template.ts";
import { KNOWN_CHAINS } from "./known-chains.ts";
import { startLocalDevnet } from "./local-devnet.ts";

/**
 * Makes the devnet template (devnet-template.ts) for the default local chain: anvil's development
 * key and chain id, deployed on a throwaway devnet exactly as a first boot deploys. Run at install
 * (bin/build.js --devnet). Never throws: without a template, new devnets deploy their contracts.
 */
export async function saveDevnetTemplate(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "berth-devnet-template-"));
  try {
    const chainId = KNOWN_CHAINS.local?.chainId ?? 31337;
    const devnet = await startLocalDevnet({ dataDir, signerKey: ANVIL_DEV_KEY, chainId, fromTemplate: false });
    await devnet.stop();
    writeTemplate(join(dataDir, "devnet"), ANVIL_DEV_KEY, chainId);
    process.stderr.write("berth: saved the devnet template (new data folders start their devnet from it)\n");
  } catch (err) {
    process.stderr.write(`berth: no devnet template (${err instanceof Error ? err.message : String(err)}); new data folders deploy their contracts\n`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
