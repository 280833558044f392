import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { REPO_ROOT } from "../../core/host/host.ts";
import { freePort } from "../../test/support/free-port.ts";
import { berthEntry, cpuSeconds } from "../support/berth-process.ts";

/**
 * `node --import tsx bench/http/parts.ts [--repo DIR] [--seconds 8] [--url PATH] [--graphql]`: where one
 * authenticated REST read (`GET /v2/reputation/algorithms`) spends Berth's CPU, part by part. It
 * runs Berth (from this checkout, or from DIR: an older checkout, for before/after) under wrk with
 * V8's CPU profiler on, then attributes every profile sample to the innermost per-request part on
 * its stack: request id and security headers, auth, rate limit, input checks and validation, the
 * route handler, serialisation, the request log line, metrics, connection tracking; what is left is
 * Fastify and Node themselves (what a bare Fastify route pays too). Each part is printed as CPU µs
 * per request (its share of the samples × Berth's CPU per request, read from /proc).
 * `--graphql` sends the same read as a GraphQL POST to /graphql instead (its parts: the document
 * cache and limits, execution). Needs wrk (`apt-get install wrk`).
 */
const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1]! : fallback;
};
const REPO = resolve(arg("repo", REPO_ROOT));
const SECONDS = Number(arg("seconds", "8"));
const GRAPHQL = process.argv.includes("--graphql");
const PATH = GRAPHQL ? "/graphql" : arg("url", "/v2/reputation/algorithms");
const BODY = JSON.stringify({ query: "{ reputationAlgorithms { id name version description } }" });
const CONNECTIONS = 50;

interface CallFrame {
  functionName: string;
  url: string;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

type Part = string;

/** Frames of Fastify's request lifecycle: a part's callback (`done()`) runs the next stage from inside it, which is not that part's work. */
const LIFECYCLE = ["fastify/lib/hooks.js", "fastify/lib/handle-request.js", "fastify/lib/route.js", "fastify/lib/content-type-parser.js", "fastify/lib/wrap-thenable.js"];

const BY_NAME: [Part, string[], string[]][] = [
  // [part, function names, files the names must be in (any of)]
  ["auth", ["bearerToken", "cachedPrincipal", "authenticate", "authenticateRequest", "authorised", "lookupCache", "changeToken", "authFailed", "hashOfWellFormed"], ["http/server/auth", "api-keys", "sqlite-document-store"]],
  ["closures made per request (tsx names each)", ["__name"], ["http/server/", "validation", "register-route", "graphql"]],
  ["rate limit", ["admitRequest", "admit", "setRateLimitHeaders", "rateLimitHeaders", "take", "needsClaim", "touched", "current", "entry", "quota", "sweep", "budgetOf"], ["http/server/limits", "rate-limiter", "limit-ledger"]],
  ["input checks and validation", ["checkInputs", "checkInput", "inputProblems", "needsWords", "walk"], ["http/server/input", "validation"]],
  ["request log line", ["logRequest", "write", "redactQuerySecrets", "flushSync", "asJson", "_asJson", "LOG"], ["http/server/request-logging", "request-log", "redact-urls", "batched-log-stream", "pino"]],
  ["metrics", ["observe"], ["metrics"]],
  ["connection tracking (drain)", [""], ["drain-http"]],
  ["request id and security headers", ["requestIdOf", "identifyRequest"], ["http/server/request-identity"]],
  ["route handler", ["handler", "algorithms"], ["register-route", "plugins/"]],
  ["GraphQL: document cache, limits, plan", ["checkGraphQLRequest", "planRequest", "documentOf", "persistedHashOf", "checkLimits", "get", "touch", "operation", "operationNameOf"], ["graphql-request-hook", "persisted-query", "document-cache", "graphql-limits", "analyse-document"]],
  ["GraphQL: execution and answer", ["runFromCache", "execute", "answerType", "variablesOf", "compiledFor", "graphqlRoute"], ["cached-execution", "mount-graphql", "analyse-document"]],
];

function partOf(frame: CallFrame): Part | "barrier" | undefined {
  const { url, functionName } = frame;
  if (LIFECYCLE.some((f) => url.includes(f))) return "barrier";
  if (url.includes("fast-json-stringify") || (url.includes("fastify/lib/reply.js") && functionName === "serialize")) return "serialisation";
  // The answer's way out (onSend hooks, writing it) runs inside these: Fastify's and Node's work.
  if (url.includes("fastify/lib/reply.js") && /^(send|preSerializationHook|preSerializationHookEnd|onSendHook|onSendEnd|wrapOnSendEnd)$/.test(functionName)) return "barrier";
  if (url.includes("fastify/lib/validation.js") || url.includes("/ajv/")) return "input checks and validation";
  if (url.includes("pino") || url.includes("sonic-boom")) return "request log line";
  if (url.includes("/plugins/") || url.includes("register-route")) return "route handler";
  if (url.includes("mercurius") || url.includes("graphql-yoga") || url.includes("@whatwg-node") || url.includes("@envelop")) return "GraphQL engine";
  for (const [part, names, files] of BY_NAME) {
    if (!files.some((f) => url.includes(f))) continue;
    if (names.includes(functionName) || names.includes("")) return part;
  }
  return undefined;
}

/** The part a sample belongs to: the innermost part frame under the first lifecycle frame. Headers set directly by the onRequest hook are its own. */
function attribute(stack: CallFrame[]): Part {
  for (const frame of stack) {
    const part = partOf(frame);
    if (part === "barrier") return "Fastify and Node";
    if (part) return part;
  }
  return "Fastify and Node";
}

function analyse(profile: Profile, windowUs: number, tailUs: number): Map<Part, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const memo = new Map<number, Part>();
  const shares = new Map<Part, number>();
  let t = profile.startTime;
  const from = profile.endTime - tailUs - windowUs;
  const to = profile.endTime - tailUs;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i]!;
    if (t < from || t > to) continue;
    const id = profile.samples[i]!;
    const leaf = byId.get(id)!.callFrame.functionName;
    if (leaf === "(idle)" || leaf === "(program)") continue;
    let part = memo.get(id);
    if (!part) {
      const stack: CallFrame[] = [];
      for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) stack.push(byId.get(n)!.callFrame);
      part = leaf === "(garbage collector)" ? "garbage collection" : attribute(stack);
      memo.set(id, part);
    }
    shares.set(part, (shares.get(part) ?? 0) + profile.timeDeltas[i]!);
  }
  return shares;
}

function wrk(url: string, key: string, seconds: number): number {
  const script = join(mkdtempSync(join(tmpdir(), "berth-parts-")), "auth.lua");
  const post = GRAPHQL ? `wrk.method = "POST"\nwrk.headers["content-type"] = "application/json"\nwrk.body = ${JSON.stringify(BODY)}\n` : "";
  writeFileSync(script, `wrk.headers["authorization"] = "Bearer ${key}"\n${post}`);
  const out = spawnSync("wrk", ["-t", "1", "-c", String(CONNECTIONS), "-d", `${seconds}s`, "-s", script, url], { encoding: "utf8" }).stdout;
  const total = Number(/(\d+) requests in/.exec(out)?.[1] ?? NaN);
  if (!Number.isFinite(total) || /Non-2xx/.test(out)) throw new Error(`wrk failed:\n${out}`);
  return total;
}

const dataDir = mkdtempSync(join(tmpdir(), "berth-parts-data-"));
const profiles = mkdtempSync(join(tmpdir(), "berth-parts-prof-"));
const env = { ...process.env, BERTH_DATA_DIR: dataDir, CHAINS: "none", RATE_LIMIT_MAX: "100000000", PORT: String(await freePort()) };
const made = spawnSync(process.execPath, [join(REPO, "bin", "berth.js"), "keys", "create", "--role", "admin"], { env, encoding: "utf8" });
const key = /^(bk_live_\S+)$/m.exec(made.stdout)?.[1];
if (!key) throw new Error(`no key: ${made.stderr}`);
const child = spawn(process.execPath, ["--cpu-prof", `--cpu-prof-dir=${profiles}`, "--import", "tsx", berthEntry(REPO)], { env, cwd: REPO, stdio: ["ignore", "ignore", "inherit"] });
const base = `http://127.0.0.1:${env.PORT}`;
for (let i = 0; !(await fetch(`${base}/health/ready`).then((r) => r.ok, () => false)); i++) {
  if (i > 1200) throw new Error("Berth did not become ready");
  await new Promise((r) => setTimeout(r, 100));
}
wrk(`${base}${PATH}`, key, 3);
const cpuBefore = cpuSeconds(child.pid!);
const requests = wrk(`${base}${PATH}`, key, SECONDS);
const cpuUsPerRequest = ((cpuSeconds(child.pid!) - cpuBefore) * 1e6) / requests;
const stopAt = performance.now();
const exited = new Promise((r) => child.once("exit", r));
child.kill("SIGTERM");
await exited;
const tailUs = (performance.now() - stopAt) * 1000 + 200_000;
const file = readdirSync(profiles)
  .map((f) => join(profiles, f))
  .sort((a, b) => readFileSync(b).length - readFileSync(a).length)[0]!;
const shares = analyse(JSON.parse(readFileSync(file, "utf8")) as Profile, (SECONDS - 1) * 1e6, tailUs);
const busy = [...shares.values()].reduce((a, b) => a + b, 0);
console.log(`${REPO}: ${GRAPHQL ? "POST" : "GET"} ${PATH}, ${requests} requests in ${SECONDS} s, ${cpuUsPerRequest.toFixed(1)} µs of Berth's CPU per request`);
for (const [part, us] of [...shares].sort((a, b) => b[1] - a[1])) {
  console.log(`  ${part.padEnd(34)} ${((us / busy) * cpuUsPerRequest).toFixed(1).padStart(7)} µs  (${((us / busy) * 100).toFixed(1)}%)`);
}
