// Time to ready: `npm start` until `/health/ready` answers 200, on a new data folder and on an
// existing one, as a user runs it (npm included). Prints each run, the medians, and the `ready`
// line's own breakdown (startup_ms) of the median run.
//
//   npx tsx bench/startup/run.ts [--runs 10] [--poll-ms 5]
//
// The build in dist/ is brought up to date once before the runs (as `npm ci` does at install), so
// no run pays for compiling what changed in the checkout.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { REPO_ROOT } from "../../core/host/host.ts";
import { freePort } from "../../test/support/free-port.ts";
import { numberArg } from "../support/args.ts";

const RUNS = numberArg("runs", 10);
const POLL_MS = numberArg("poll-ms", 5);

interface Start {
  ms: number;
  startup: Record<string, unknown> | undefined;
}

/** One `npm start` on `dataDir`: ms from spawn until readiness answers 200, then SIGTERM and wait for the exit. */
async function timeOneStart(dataDir: string): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  // detached: npm and the node it starts are one process group, stopped together.
  const child = spawn("npm", ["start", "--silent"], {
    cwd: REPO_ROOT,
    env: { ...process.env, BERTH_DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: "info", LOG_FORMAT: "json" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let out = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  let ms = 0;
  for (;;) {
    if (gone) throw new Error(`Berth exited during start:\n${out}`);
    const ok = await fetch(`http://127.0.0.1:${port}/health/ready`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) {
      ms = performance.now() - started;
      break;
    }
    if (performance.now() - started > 60_000) throw new Error(`not ready within 60 s:\n${out}`);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  process.kill(-child.pid!, "SIGTERM");
  await exited;
  // npm exits on the signal before the Berth it started has finished stopping (and released the
  // data folder's devnet): the next run would measure waiting for that, not a start. So wait until
  // nothing of the process group is left, as a person does who starts Berth again later.
  for (;;) {
    try {
      process.kill(-child.pid!, 0);
    } catch {
      break;
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  const line = out.split("\n").find((l) => l.includes('"startup_ms"'));
  const startup = line ? ((JSON.parse(line) as { startup_ms?: Record<string, unknown> }).startup_ms ?? undefined) : undefined;
  return { ms, startup };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}

function report(name: string, starts: Start[]): void {
  const times = starts.map((s) => s.ms);
  const m = median(times);
  const closest = starts.reduce((a, b) => (Math.abs(b.ms - m) < Math.abs(a.ms - m) ? b : a));
  console.log(`${name}: median ${m.toFixed(0)} ms (runs: ${times.map((t) => t.toFixed(0)).join(", ")})`);
  console.log(`  startup_ms of the run nearest the median: ${JSON.stringify(closest.startup)}`);
}

const build = spawnSync(process.execPath, [join(REPO_ROOT, "bin", "build.js"), "--devnet"], { cwd: REPO_ROOT, stdio: "inherit" });
if (build.status !== 0) throw new Error("bin/build.js failed");

const folders: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), "berth-startup-"));
  folders.push(dir);
  return dir;
};
try {
  const newFolder: Start[] = [];
  for (let i = 0; i < RUNS; i++) newFolder.push(await timeOneStart(fresh()));
  const existing = fresh();
  await timeOneStart(existing); // made once: the runs below find it as a restart does
  const existingFolder: Start[] = [];
  for (let i = 0; i < RUNS; i++) existingFolder.push(await timeOneStart(existing));
  console.log(`npm start until /health/ready answers 200, ${RUNS} runs each, load average ${(await import("node:os")).loadavg()[0]!.toFixed(2)}`);
  report("new data folder", newFolder);
  report("existing data folder", existingFolder);
} finally {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
}
