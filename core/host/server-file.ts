import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { PortDescription } from "./port-set.ts";

/**
 * A listening server leaves a file in its data folder (`servers/<pid>-<port>.json`) and removes
 * it when it stops, so a CLI command can tell whether the store it just used is one a running
 * Berth serves. A file whose process is gone (a crash) is ignored. Separate from any lock the
 * devnet keeps there.
 */
export interface ServerRecord {
  pid: number;
  url: string;
  started_at: number;
  ports: PortDescription[];
}

const FOLDER = "servers";

export function writeServerFile(dataDir: string, record: ServerRecord): string {
  const dir = join(dataDir, FOLDER);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${record.pid}-${new URL(record.url).port}.json`);
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  return file;
}

export function removeServerFile(file: string): void {
  rmSync(file, { force: true });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists and belongs to someone else.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The servers whose file is in `dataDir` and whose process still runs. */
export function runningServers(dataDir: string): ServerRecord[] {
  let names: string[];
  try {
    names = readdirSync(join(dataDir, FOLDER)).filter((n) => n.endsWith(".json"));
  } catch {
    return [];
  }
  const out: ServerRecord[] = [];
  for (const name of names) {
    try {
      const record = JSON.parse(readFileSync(join(dataDir, FOLDER, name), "utf8")) as ServerRecord;
      if (typeof record.pid === "number" && alive(record.pid)) out.push(record);
    } catch {
      // Half-written or foreign: not a server we can vouch for.
    }
  }
  return out;
}
