import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Every running anvil whose command line names this data folder's state file: never more than one. */
export function anvilsOn(dataDir: string): number[] {
  const state = join(dataDir, "devnet", "anvil-state.json");
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const argv = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      // A zombie (exited, not yet reaped) has an empty command line.
      if (argv[0]?.endsWith("anvil") && argv.includes(state)) pids.push(Number(entry));
    } catch {
      // Exited while we looked.
    }
  }
  return pids;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").length > 0;
  } catch {
    return false;
  }
}

/** Waits until `check` holds, doing `meanwhile` (and a short pause) between looks. */
export async function until(what: string, check: () => boolean, ms = 15_000, meanwhile?: () => Promise<unknown>): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await meanwhile?.();
    await new Promise((r) => setTimeout(r, meanwhile ? 200 : 50));
  }
}

export function lockRecord(dataDir: string): { berth: { pid: number }; anvil: { pid: number } | null; rpc_url?: string } {
  return JSON.parse(readFileSync(join(dataDir, "devnet", "devnet.lock"), "utf8"));
}
