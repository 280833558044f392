import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { REPO_ROOT } from "../core/host/host.ts";
import { readConfig, type ConfigProblem } from "../core/config/config-var.ts";
import { PROJECT, SCALE_ENV, SUITES } from "../scripts/test-scale.ts";
import { knownConfig } from "./support/config-vars.ts";
import { freePort } from "./support/free-port.ts";

// Docker is not available where the suite runs: these check the files' structure and that Berth's
// configuration in them is one Berth accepts, with the same readers Berth uses at start.

interface Service {
  build?: string;
  image?: string;
  environment?: Record<string, string | number>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  profiles?: string[];
  restart?: string;
  command?: string[];
  healthcheck?: { test: string[]; interval?: string; timeout?: string; retries?: number; start_period?: string };
}
interface Compose {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

const load = (file: string) => parse(readFileSync(join(REPO_ROOT, file), "utf8")) as Compose;
const hostPort = (s: Service) => Number(/^(\d+):3001$/.exec(s.ports?.find((p) => p.endsWith(":3001")) ?? "")?.[1]);
const CHAIN_VAR = /^CHAIN_[A-Z0-9_]+_(ID|MODE|RPC_URL|SIGNER_KEY|IDENTITY_REGISTRY|ESCROW)$/;

/** Every variable is one Berth reads, its value parses, and each adapter picked has what it needs. */
async function configProblems(environment: Record<string, string | number>): Promise<string[]> {
  const { vars, portVars } = await knownConfig();
  const source = Object.fromEntries(Object.entries(environment).map(([k, v]) => [k, String(v)]));
  const out: string[] = [];
  for (const [name, value] of Object.entries(source)) {
    const adapters = portVars.get(name);
    if (adapters) {
      const adapter = adapters.find((a) => a.name === value);
      if (!adapter) {
        out.push(`${name}=${value} names no adapter (${adapters.map((a) => a.name).join(", ")})`);
        continue;
      }
      const problems: ConfigProblem[] = [];
      const config = readConfig(adapter.config ?? {}, source, problems);
      adapter.prepare?.(config as never, source, problems);
      out.push(...problems.map((p) => `${p.variable}: ${p.problem}`));
    } else if (vars.has(name)) {
      const parsed = vars.get(name)!.parse(value);
      if (!parsed.ok) out.push(`${name}: ${parsed.problem}`);
    } else if (!CHAIN_VAR.test(name)) {
      out.push(`${name} is not a variable Berth reads`);
    }
  }
  return out;
}

/** The image's own ENV lines: part of the configuration the containers run with. */
function dockerfileEnv(): Record<string, string> {
  const text = readFileSync(join(REPO_ROOT, "Dockerfile"), "utf8").replace(/\\\n/g, " ");
  const runtime = text.slice(text.lastIndexOf("\nFROM "));
  const out: Record<string, string> = {};
  for (const line of runtime.split("\n").filter((l) => l.startsWith("ENV "))) {
    for (const m of line.slice(4).matchAll(/([A-Z_][A-Z0-9_]*)=(\S+)/g)) out[m[1]!] = m[2]!;
  }
  return out;
}

describe("Dockerfile", () => {
  const text = readFileSync(join(REPO_ROOT, "Dockerfile"), "utf8");
  it("is multi-stage, runs npm ci at build time, and runs as a non-root user", () => {
    expect(text.match(/^FROM /gm)!.length).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/^RUN npm ci\b/m);
    expect(text).toMatch(/^COPY --from=deps /m);
    expect(text).toMatch(/^USER node$/m);
    // Node itself is the command, so SIGTERM reaches Berth; never `npm ci` at start. It is npm start's.
    const start = (JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as { scripts: { start: string } }).scripts.start;
    const cmd = /^CMD (\[.*\])$/m.exec(text);
    expect(cmd && (JSON.parse(cmd[1]!) as string[]).join(" ")).toBe(start);
    // The build npm start runs is made in the image, where the source is.
    expect(text).toMatch(/^RUN node bin\/build\.js\b/m);
  });

  it("sets only variables Berth reads, with values it accepts", async () => {
    expect(await configProblems(dockerfileEnv())).toEqual([]);
  });

  it("keeps the build context small (.dockerignore)", () => {
    const ignored = readFileSync(join(REPO_ROOT, ".dockerignore"), "utf8").split("\n");
    for (const entry of ["node_modules", "data", ".git"]) expect(ignored).toContain(entry);
  });
});

describe("docker-compose.yml (the scale stack)", () => {
  const compose = load("docker-compose.yml");
  const instances = ["berth-1", "berth-2"].map((name) => compose.services[name]!);
  const lb = compose.services.lb!;

  it("builds two Berth instances from the Dockerfile and runs them against MongoDB, Elasticsearch, Kafka and the devnet with nothing else to set", async () => {
    expect(instances.every(Boolean)).toBe(true);
    // One service: every instance runs with the same configuration.
    expect(instances[1]!.environment).toEqual(instances[0]!.environment);
    for (const berth of instances) {
      expect(berth.build).toBe(".");
      expect(berth.image).toBeUndefined();
      // Only the load balancer is published: clients always reach Berth through it.
      expect(berth.ports).toBeUndefined();
      const env = { ...dockerfileEnv(), ...berth.environment };
      expect(env).toMatchObject({ STORE: "mongodb", VECTOR_INDEX: "elasticsearch", EVENT_LOG: "kafka", TRUST_PROXY: 1 });
      expect(await configProblems(env)).toEqual([]);
      // Each URL names a service of this file, which Berth waits for until it is healthy.
      const hosts = [String(env.MONGODB_URL), String(env.ELASTICSEARCH_URL), `kafka://${env.KAFKA_BROKERS}`, String(env.CHAIN_LOCAL_RPC_URL)].map((u) => new URL(u).hostname);
      expect(hosts).toEqual(["mongodb", "elasticsearch", "kafka", "devnet"]);
      for (const host of hosts) {
        expect(compose.services[host], host).toBeDefined();
        expect(berth.depends_on?.[host]).toEqual({ condition: "service_healthy" });
      }
      for (const host of hosts.slice(0, 3)) expect(compose.services[host]!.ports?.length, `${host} is reachable from the host`).toBeGreaterThan(0);
    }
  });

  it("puts both instances behind one port: the load balancer's configuration names them and passes the client's address", () => {
    const conf = readFileSync(join(REPO_ROOT, "docker", "nginx.conf"), "utf8");
    expect(lb.volumes).toContain("./docker/nginx.conf:/etc/nginx/nginx.conf:ro");
    for (const name of ["berth-1", "berth-2"]) expect(conf).toContain(`server ${name}:3001`);
    expect(conf).toMatch(/listen 3001;/);
    expect(conf).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    expect(conf).toMatch(/proxy_next_upstream error timeout;/);
  });

  it("deploys the devnet's contracts where the instances look for them (the development key's first deployments)", async () => {
    const { getContractAddress } = await import("viem");
    const { privateKeyToAccount } = await import("viem/accounts");
    const env = instances[0]!.environment!;
    const deployer = privateKeyToAccount(String(env.CHAIN_LOCAL_SIGNER_KEY) as `0x${string}`).address;
    // contracts/deploy.ts deploys the registry, then the escrow, from a fresh account.
    expect(String(env.CHAIN_LOCAL_IDENTITY_REGISTRY)).toBe(getContractAddress({ from: deployer, nonce: 0n }));
    expect(String(env.CHAIN_LOCAL_ESCROW)).toBe(getContractAddress({ from: deployer, nonce: 1n }));
  });

  it("does not take the host's port 3001, which `npm start` uses", () => {
    const port = hostPort(lb);
    expect(port).toBeGreaterThan(0);
    expect(port).not.toBe(3001);
    const header = readFileSync(join(REPO_ROOT, "docker-compose.yml"), "utf8");
    expect(header).toContain(`http://127.0.0.1:${port}`);
  });

  it("declares every named volume it mounts", () => {
    for (const [name, s] of Object.entries(compose.services)) {
      for (const v of s.volumes ?? []) {
        const source = v.split(":")[0]!;
        if (!source.startsWith(".") && !source.startsWith("/")) expect(Object.keys(compose.volumes ?? {}), `${name}: ${v}`).toContain(source);
      }
    }
  });
});

/** Runs a CMD-SHELL healthcheck the way Docker does (`/bin/sh -c`); answers its exit code. */
function runShellCheck(command: string): Promise<number> {
  return new Promise((resolve) => {
    execFile("/bin/sh", ["-c", command], { timeout: 20_000 }, (err) => resolve(err ? (typeof err.code === "number" ? err.code : -1) : 0));
  });
}

/** What MongoDB's shell helpers answer, per the server's documentation, in one member state. */
interface ShellAnswers {
  status(): unknown;
  hello(): { isWritablePrimary: boolean };
}

/**
 * Runs the mongosh script of the healthcheck with the shell's `rs` and `db` helpers answering as
 * given. mongosh exits non-zero when its script throws, which Docker counts as unhealthy.
 */
function mongoCheckPasses(script: string, answers: ShellAnswers): { healthy: boolean; initiated: boolean } {
  let initiated = false;
  const rs = { status: answers.status, initiate: () => ((initiated = true), { ok: 1 }) };
  try {
    runInNewContext(script, { rs, db: { hello: answers.hello }, Error });
    return { healthy: true, initiated };
  } catch {
    return { healthy: false, initiated };
  }
}

/** A MongoServerError as mongosh throws it: `rs.status()` before `rs.initiate` (code 94). */
function serverError(codeName: string): Error {
  return Object.assign(new Error(`MongoServerError: ${codeName}`), { codeName });
}

describe("docker-compose.yml: the servers' own settings", () => {
  const compose = load("docker-compose.yml");

  it("restarts every service after a failure (Berth exits when a server is not reachable at start)", () => {
    for (const [name, s] of Object.entries(compose.services)) expect(["always", "unless-stopped", "on-failure"], name).toContain(s.restart);
  });

  it("reports Elasticsearch healthy only when its health endpoint answers: sh runs the whole check, not curl in the background", async () => {
    const [kind, command] = compose.services.elasticsearch!.healthcheck!.test;
    expect(kind).toBe("CMD-SHELL");
    // The same command against a port where nothing listens: curl's exit code 7 (could not connect),
    // where an unquoted `&` would have made the check exit 0 (the status of `timeout=5s`).
    const port = await freePort();
    expect(command).toContain("localhost:9200");
    expect(await runShellCheck(command!.replaceAll("localhost:9200", `127.0.0.1:${port}`))).toBe(7);
  });

  it("reports MongoDB healthy only once the member is the writable primary, initiating the replica set on first start", () => {
    const test = compose.services.mongodb!.healthcheck!.test;
    expect(test.slice(0, 2)).toEqual(["CMD", "mongosh"]);
    const script = test[test.indexOf("--eval") + 1]!;
    const initiated = { status: () => ({ ok: 1, myState: 1 }) };
    // First start: not initiated yet; rs.initiate answers ok before the election ends.
    expect(mongoCheckPasses(script, { status: () => { throw serverError("NotYetInitialized"); }, hello: () => ({ isWritablePrimary: false }) })).toEqual({ healthy: false, initiated: true });
    // Initiated, still a secondary (rs.status().ok is 1 in every member state).
    expect(mongoCheckPasses(script, { ...initiated, hello: () => ({ isWritablePrimary: false }) })).toEqual({ healthy: false, initiated: false });
    expect(mongoCheckPasses(script, { ...initiated, hello: () => ({ isWritablePrimary: true }) })).toEqual({ healthy: true, initiated: false });
    // Any other failure (no rights, a network error) is unhealthy and never re-initiates.
    expect(mongoCheckPasses(script, { status: () => { throw serverError("Unauthorized"); }, hello: () => ({ isWritablePrimary: true }) })).toEqual({ healthy: false, initiated: false });
  });

  it("runs an Elasticsearch of the client's major and at least its minor (the client supports only those)", () => {
    const client = (createRequire(join(REPO_ROOT, "package.json"))("@elastic/elasticsearch/package.json") as { version: string }).version;
    const image = compose.services.elasticsearch!.image!;
    const [major, minor] = /:(\d+)\.(\d+)\.\d+$/.exec(image)!.slice(1).map(Number);
    const [clientMajor, clientMinor] = client.split(".").map(Number);
    expect(major).toBe(clientMajor);
    expect(minor).toBeGreaterThanOrEqual(clientMinor!);
  });

  it("keeps Kafka's log in a named volume, as MongoDB keeps the relay's position: `down` then `up` loses neither", () => {
    const kafka = compose.services.kafka!;
    const logDirs = String(kafka.environment?.KAFKA_LOG_DIRS ?? "");
    expect(logDirs).not.toBe("");
    const mount = kafka.volumes?.find((v) => v.split(":")[1] === logDirs);
    expect(mount, `a volume mounted at ${logDirs}`).toBeDefined();
    expect(Object.keys(compose.volumes ?? {})).toContain(mount!.split(":")[0]);
    expect(compose.services.mongodb!.volumes?.some((v) => v.endsWith(":/data/db"))).toBe(true);
  });
});

describe("npm run test:scale", () => {
  const compose = load("docker-compose.yml");
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };

  it("runs every suite that needs the scale servers", () => {
    expect(pkg.scripts["test:scale"]).toBe("node --import tsx scripts/test-scale.ts");
    const needing = testFiles(join(REPO_ROOT, "test")).filter((file) => /\(needs [^)]*\b(MONGODB_URL|ELASTICSEARCH_URL|KAFKA_BROKERS)\b/.test(readFileSync(join(REPO_ROOT, file), "utf8")));
    expect(needing.length).toBeGreaterThanOrEqual(4);
    expect(SUITES).toEqual(expect.arrayContaining(needing));
    for (const file of SUITES) expect(() => readFileSync(join(REPO_ROOT, file)), file).not.toThrow();
    expect(PROJECT).not.toBe("");
  });

  it("reaches the servers on the ports the compose file publishes", () => {
    const published = (service: string) => compose.services[service]!.ports!.map((p) => p.split(":")[0]);
    expect(published("mongodb")).toContain(new URL(SCALE_ENV.MONGODB_URL).port);
    expect(published("elasticsearch")).toContain(new URL(SCALE_ENV.ELASTICSEARCH_URL).port);
    expect(published("kafka")).toContain(SCALE_ENV.KAFKA_BROKERS.split(":")[1]);
    expect(published("lb")).toContain(new URL(SCALE_ENV.BERTH_SCALE_URL).port);
  });
});

/** Test files under `dir`, relative to the repository. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return testFiles(path);
    return e.name.endsWith(".test.ts") ? [relative(REPO_ROOT, path)] : [];
  });
}

describe("docker-compose.embedded.yml (the embedded setup)", () => {
  const compose = load("docker-compose.embedded.yml");
  const berth = compose.services.berth!;

  it("runs Berth alone on its embedded adapters, keeping its data folder in a volume", async () => {
    expect(Object.keys(compose.services)).toEqual(["berth"]);
    expect(berth.build).toBe(".");
    const env = { ...dockerfileEnv(), ...berth.environment };
    expect(await configProblems(env)).toEqual([]);
    for (const scale of ["STORE", "VECTOR_INDEX", "EVENT_LOG"]) expect(env[scale as keyof typeof env]).toBeUndefined();
    const [volume, target] = berth.volumes![0]!.split(":");
    expect(target).toBe(env.BERTH_DATA_DIR);
    expect(Object.keys(compose.volumes ?? {})).toContain(volume);
  });

  it("takes a host port of its own, neither 3001 nor the scale stack's", () => {
    const port = hostPort(berth);
    expect(port).toBeGreaterThan(0);
    expect([3001, hostPort(load("docker-compose.yml").services.lb!)]).not.toContain(port);
  });
});

describe("configProblems", () => {
  it("catches an unknown variable, a bad value and a missing companion variable", async () => {
    expect(await configProblems({ STORAGE: "mongodb", PORT: "-1", EVENT_LOG: "kafka" })).toEqual([
      "STORAGE is not a variable Berth reads",
      "PORT: must be at least 0",
      "KAFKA_BROKERS: is required when EVENT_LOG=kafka",
    ]);
  });
});
