// One devnet per state file. Two anvils on one --state file overwrite each other's dumps (a
// Berth killed with SIGKILL used to leave its anvil running, and the restart started a second one:
// escrows confirmed on one were gone after the next restart). The lock file names the Berth that
// owns the devnet, its anvil and, once its contracts are deployed, its RPC URL: every other Berth
// on the folder (a cluster's workers, a second instance) uses that devnet instead of starting one.
// A lock whose Berth is gone is stale, and an anvil it names that still runs is stopped with
// SIGTERM (anvil dumps its state on the way out) before a new one starts.
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";

export const LOCK_FILE = "devnet.lock";

interface ProcessRef {
  pid: number;
  /** Linux: the process's start time in clock ticks since boot (/proc/PID/stat field 22), so a reused pid is not mistaken for it. */
  started: string | null;
}

export interface LockRecord {
  berth: ProcessRef;
  anvil: ProcessRef | null;
  /** The devnet's JSON-RPC, once anvil listens: other Berths on the data folder use it. */
  rpc_url?: string | null;
  /** Set once Berth's contracts are deployed and recorded: the devnet can be shared from then on. */
  ready?: boolean;
  state_file: string;
  locked_at: string;
}

/** What was found and done about a previous owner when the lock was taken. */
export interface StaleDevnet {
  berthPid: number;
  /** The anvil that was still running and was stopped; null when it had already exited. */
  stoppedAnvilPid: number | null;
}

export interface DevnetLock {
  readonly path: string;
  /** Set when a previous Berth left the lock (and perhaps its anvil) behind. */
  readonly stale: StaleDevnet | null;
  /** Records the anvil started under this lock, so a later start can stop it if we die. */
  setAnvil(pid: number): void;
  /** Records that the devnet at `rpcUrl` is ready (contracts deployed): other Berths may use it. */
  setReady(rpcUrl: string): void;
  /** Removes the lock if it is still ours; safe to call twice. */
  release(): void;
}

/** Another running Berth (or a cluster's primary) owns the devnet: use it, do not start another. */
export class DevnetLockedError extends Error {
  constructor(
    readonly path: string,
    readonly berthPid: number,
  ) {
    super(`the devnet's data folder is in use by another Berth (pid ${berthPid}, lock ${path})`);
    this.name = "DevnetLockedError";
  }
}

/** The owner's devnet, when it runs and is ready to share: what a second Berth on the folder connects to. */
export interface SharedDevnet {
  rpcUrl: string;
  berthPid: number;
  anvilPid: number;
}

/**
 * The devnet a running Berth owns in this folder: undefined while it is still starting (no
 * anvil, or contracts not deployed yet); null when no running Berth owns one (the lock is missing
 * or stale: the caller may take it).
 */
export function sharedDevnet(path: string): SharedDevnet | undefined | null {
  const found = readLock(path);
  if (found === "missing" || found === null || !isRunning(found.berth)) return null;
  if (!found.ready || !found.rpc_url || !found.anvil) return undefined;
  if (!isRunning(found.anvil)) return null;
  return { rpcUrl: found.rpc_url, berthPid: found.berth.pid, anvilPid: found.anvil.pid };
}

function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: count fields after the last ')'.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function refOf(pid: number): ProcessRef {
  return { pid, started: startTimeOf(pid) };
}

/** Is the process this reference names still running (and not a new one with its pid)? */
function isRunning(ref: ProcessRef): boolean {
  try {
    process.kill(ref.pid, 0);
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    if ((err as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  if (ref.started === null) return true;
  return startTimeOf(ref.pid) === ref.started;
}

function readLock(path: string): LockRecord | null | "missing" {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return "missing";
    throw err;
  }
  try {
    const record = JSON.parse(text) as LockRecord;
    return typeof record?.berth?.pid === "number" ? record : null;
  } catch {
    return null;
  }
}

function writeAtomically(path: string, record: LockRecord): void {
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(record, null, 2)}\n`);
  renameSync(tmp, path);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** SIGTERM (anvil dumps its state), then SIGKILL after the grace period. */
async function stopProcess(ref: ProcessRef, graceMs: number): Promise<void> {
  try {
    process.kill(ref.pid, "SIGTERM");
  } catch {
    return;
  }
  const deadline = Date.now() + graceMs;
  while (isRunning(ref)) {
    if (Date.now() > deadline) {
      try {
        process.kill(ref.pid, "SIGKILL");
      } catch {
        return;
      }
    }
    await sleep(50);
  }
}

/**
 * Takes the lock `path` for the devnet whose state lives in `stateFile`. Throws DevnetLockedError
 * when a running Berth holds it; recovers from a dead one (stopping its anvil) otherwise.
 */
export async function lockDevnet(path: string, stateFile: string, graceMs = 10_000): Promise<DevnetLock> {
  let stale: StaleDevnet | null = null;
  for (let attempt = 0; attempt < 5; attempt++) {
    const record: LockRecord = { berth: refOf(process.pid), anvil: null, state_file: stateFile, locked_at: new Date().toISOString() };
    try {
      // O_EXCL: of two Berths starting at once exactly one creates the file.
      writeFileSync(path, `${JSON.stringify(record, null, 2)}\n`, { flag: "wx" });
      return ownLock(path, record, stale);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    const found = readLock(path);
    if (found === "missing") continue;
    if (found === null) {
      // Just created by another starter and not yet written, or garbage: look again shortly.
      await sleep(100);
      if (readLock(path) === null) rmSync(path, { force: true });
      continue;
    }
    // A running holder, this very process included (two devnets on one folder), keeps it; a holder
    // whose pid now names another process (a reboot, a new container) is gone.
    if (isRunning(found.berth)) throw new DevnetLockedError(path, found.berth.pid);
    let stoppedAnvilPid: number | null = null;
    if (found.anvil && isRunning(found.anvil)) {
      await stopProcess(found.anvil, graceMs);
      stoppedAnvilPid = found.anvil.pid;
    }
    stale = { berthPid: found.berth.pid, stoppedAnvilPid };
    rmSync(path, { force: true });
  }
  throw new Error(`could not take the devnet lock ${path}`);
}

function ownLock(path: string, record: LockRecord, stale: StaleDevnet | null): DevnetLock {
  let released = false;
  return {
    path,
    stale,
    setAnvil(pid) {
      record.anvil = refOf(pid);
      writeAtomically(path, record);
    },
    setReady(rpcUrl) {
      record.rpc_url = rpcUrl;
      record.ready = true;
      writeAtomically(path, record);
    },
    release() {
      if (released) return;
      released = true;
      const found = readLock(path);
      if (found !== "missing" && found !== null && found.berth.pid === record.berth.pid && found.locked_at === record.locked_at) rmSync(path, { force: true });
    },
  };
}
