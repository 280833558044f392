import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_ROOT } from "../../core/host/host.ts";
import { nodeWithTsx } from "../../app/start-command.ts";
import { freePort } from "../../test/support/free-port.ts";

export interface BerthProcess {
  url: string;
  pid: number;
  key: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** A checkout's entry point: app/main.ts since the composition root left core/ (older checkouts: core/main.ts). */
export function berthEntry(repo: string): string {
  return [join(repo, "app", "main.ts"), join(repo, "core", "main.ts")].find((f) => existsSync(f)) ?? join(repo, "app", "main.ts");
}

/**
 * Starts `npm start`'s command as its own process on a fresh data folder, with an admin key of
 * the given mode made by the CLI: benchmarks measure Berth as users run it. `repo` runs another
 * checkout's Berth (an older commit, for before and after figures).
 */
export async function startBerthProcess(env: Record<string, string>, mode: "live" | "test" = "live", repo = REPO_ROOT): Promise<BerthProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), "berth-bench-"));
  const fullEnv = { ...process.env, BERTH_DATA_DIR: dataDir, PORT: "0", RATE_LIMIT_MAX: "100000000", ...env };
  const made = spawnSync(process.execPath, [join(repo, "bin", "berth.js"), "keys", "create", "--role", "admin", ...(mode === "test" ? ["--test"] : [])], {
    env: fullEnv,
    encoding: "utf8",
  });
  const key = /^(bk_(?:live|test)_\S+)$/m.exec(made.stdout)?.[1];
  if (!key) throw new Error(`could not create a key: ${made.stderr}`);
  // A port picked here (not PORT=0) so readiness can be polled whatever LOG_LEVEL hides.
  const port = await freePort();
  // `npm start`'s command: the compiled build (bin/start.js), or, in a checkout from before it, tsx.
  const { command, args } = existsSync(join(repo, "bin", "start.js"))
    ? { command: process.execPath, args: ["--conditions=berth-build", join(repo, "bin", "start.js")] }
    : nodeWithTsx(berthEntry(repo));
  // BENCH_CPU_PROF=<dir>: Berth writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  if (process.env.BENCH_CPU_PROF) args.unshift("--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`);
  const child: ChildProcess = spawn(command, args, {
    cwd: repo,
    env: { ...fullEnv, PORT: String(port) },
    // Berth's logs go to /dev/null: still written (and paid for) by Berth, never read here.
    stdio: ["ignore", "ignore", "inherit"],
  });
  let exited = false;
  child.on("exit", () => (exited = true));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (exited) throw new Error("Berth exited during start");
    const ok = await fetch(`${url}/health/ready`).then((r) => r.status === 200, () => false);
    if (ok) break;
    // Two minutes: a start on a machine loaded by other work (tsx compiling, WordNet loading) can take over 30 s.
    if (i > 1200) throw new Error("Berth did not become ready");
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid!,
    key,
    dataDir,
    stop: async () => {
      const exited = new Promise((r) => child.on("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}


/**
 * CPU seconds (user + system) a process has used so far, from /proc (Linux). Per request, it
 * tells what the service costs even on a machine busy with other work, where rates do not.
 */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds of a process and all its descendants (a cluster's primary and its workers), from /proc. */
export function treeCpuSeconds(root: number): number {
  const parents = new Map<number, number>();
  const cpu = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]!.split(" ");
      parents.set(Number(entry), Number(fields[1]));
      cpu.set(Number(entry), (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // exited meanwhile
    }
  }
  let total = 0;
  for (const [pid, seconds] of cpu) {
    for (let p: number | undefined = pid; p && p > 1; p = parents.get(p)) {
      if (p === root) {
        total += seconds;
        break;
      }
    }
  }
  return total;
}
