import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADAPTERS } from "../adapters/index.ts";
import { REPO_ROOT } from "../core/host/host.ts";
import { hostConfigSpec } from "../core/host/host-config.ts";
import { loadPlugin } from "../core/plugin/load-plugins.ts";
import { BUILTIN_PLUGINS } from "../plugins/index.ts";
import { startBerth, tempDir, type TestBerth } from "./support/test-berth.ts";

const BIN = join(REPO_ROOT, "bin", "berth.js");
// Each CLI process loads every plugin (about 2 s alone, much more on a busy machine).
const SLOW = 180_000;
const FIXTURE = join(REPO_ROOT, "test", "fixtures", "cli-plugin.ts");

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** `npx berth ...` as a real process. Asynchronous, so a test can run several at once. */
function cli(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: { ...process.env, LOG_LEVEL: "silent", ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

describe("berth --help and --version", () => {
  it("prints the version of package.json", async () => {
    const pkg = JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as { version: string };
    for (const flag of ["--version", "-v"]) {
      const r = await cli([flag]);
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toContain(`berth ${pkg.version}`);
    }
  }, SLOW);

  it("explains every command and subcommand, a third-party plugin's included, exit 0", async () => {
    const env = { BERTH_DATA_DIR: tempDir(), BERTH_PLUGINS: FIXTURE };
    const cases: [string[], string[]][] = [
      [["--help"], ["keys", "memory", "webhooks", "config", "acme", "Acme's own tools."]],
      [["keys", "--help"], ["berth keys create --role ROLE [--test] [--passport ID]... [--label TEXT]", "berth keys revoke KEY_ID", "berth keys list"]],
      [["keys", "create", "-h"], ["--role ROLE", "Required.", "--passport ID", "May be repeated.", "--label TEXT", "-h, --help"]],
      [["help", "memory"], ["berth memory reindex [--fresh]"]],
      [["memory", "reindex", "--help"], ["--fresh", "vectors.sqlite"]],
      [["webhooks", "send", "--help"], ["berth webhooks send PROVIDER FIXTURE|FILE.json", "--deployment PROVIDER_DEPLOYMENT_ID", "WEBHOOK_SECRET_<PROVIDER>"]],
      [["acme", "count", "--help"], ["berth acme count COLLECTION [--world WORLD]", "live or test."]],
    ];
    const runs = await Promise.all(cases.map(([args]) => cli(args, env)));
    cases.forEach(([args, expected], i) => {
      const r = runs[i]!;
      expect(r.status, `${args.join(" ")}: ${r.stderr}`).toBe(0);
      for (const text of expected) expect(r.stdout, args.join(" ")).toContain(text);
      // Help runs nothing: no store was opened.
      expect(r.stderr, args.join(" ")).not.toContain("store:");
    });
  }, SLOW);

  it("shows the subcommand's help with a usage mistake, exit 64; parses a third party's options", async () => {
    const env = { BERTH_DATA_DIR: tempDir(), BERTH_PLUGINS: FIXTURE };
    const [missing, unknown, acme] = await Promise.all([cli(["keys", "create"], env), cli(["acme", "count", "--colour", "red"], env), cli(["acme", "count", "widgets", "--world", "test"], env)]);
    expect(missing.status).toBe(64);
    expect(missing.stderr).toContain("create needs --role");
    expect(missing.stderr).toContain("--passport ID");
    expect(unknown.status).toBe(64);
    expect(unknown.stderr).toContain("--colour");
    expect(unknown.stderr).toContain("berth acme count COLLECTION");
    expect(acme.status, acme.stderr).toBe(0);
    expect(acme.stdout.trim()).toBe("0 widgets");
  }, SLOW);
});

describe("berth config", () => {
  it("lists every variable the host, adapters and plugins declare, with default and current value, secrets hidden", async () => {
    const r = await cli(["config"], {
      BERTH_DATA_DIR: "/srv/berth-data",
      MONGODB_URL: "mongodb://admin:hunter2@db.example:27017/berth",
      WEBHOOK_SECRET_RAILWAY: "railway-token-xyz",
      RATE_LIMIT_MAX: "lots",
    });
    expect(r.status, r.stderr).toBe(0);
    const names = new Set(Object.keys(hostConfigSpec));
    for (const adapter of ADAPTERS) {
      for (const name of Object.keys(adapter.config ?? {})) names.add(name);
      if (adapter.port.variable) names.add(adapter.port.variable);
    }
    for (const specifier of BUILTIN_PLUGINS) for (const plugin of await loadPlugin(specifier, REPO_ROOT)) for (const name of Object.keys(plugin.config ?? {})) names.add(name);
    for (const name of names) expect(r.stdout, name).toMatch(new RegExp(`^[ *] ${name} = `, "m"));
    expect(r.stdout).toMatch(/^\* BERTH_DATA_DIR = \/srv\/berth-data$/m);
    expect(r.stdout).toMatch(/^ {2}HOST = 127\.0\.0\.1$/m);
    expect(r.stdout).toContain("Interface to listen on. Default: 127.0.0.1.");
    expect(r.stdout).toMatch(/^\* MONGODB_URL = \(set, hidden\)$/m);
    expect(r.stdout).toMatch(/^\* WEBHOOK_SECRET_RAILWAY = \(set, hidden\)$/m);
    expect(r.stdout).toMatch(/^\* RATE_LIMIT_MAX = INVALID: must be a whole number$/m);
    expect(r.stdout).not.toContain("hunter2");
    expect(r.stdout).not.toContain("railway-token-xyz");
  }, SLOW);
});

describe("commands that touch the store name it, and say whether a running Berth uses it", () => {
  let b: TestBerth;
  beforeAll(async () => {
    b = await startBerth();
  }, SLOW);
  afterAll(() => b.stop());

  it("a key made in another data folder says no running Berth uses it; in the server's folder, that the server does", async () => {
    const elsewhere = tempDir();
    const [lonely, shared] = await Promise.all([
      cli(["keys", "create", "--role", "admin"], { BERTH_DATA_DIR: elsewhere }),
      cli(["keys", "create", "--role", "admin"], { BERTH_DATA_DIR: b.dataDir }),
    ]);
    expect(lonely.status, lonely.stderr).toBe(0);
    expect(lonely.stderr).toContain(`store: sqlite ${join(elsewhere, "berth.sqlite")}`);
    expect(lonely.stderr).toContain(`NOTE: no running Berth uses the data folder ${elsewhere}`);
    expect(shared.status, shared.stderr).toBe(0);
    expect(shared.stderr).toContain(`store: sqlite ${join(b.dataDir, "berth.sqlite")}`);
    expect(shared.stderr).toContain(`the Berth running at ${b.url}`);
    // And the server does know that key.
    const key = /^(bk_live_\S+)$/m.exec(shared.stdout)![1]!;
    expect((await b.request("GET", "/v2/reputation/algorithms", { key })).status).toBe(200);
  }, SLOW);
});
