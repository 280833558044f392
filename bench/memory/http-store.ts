/**
 * Durable memory writes per second over HTTP: 32 concurrent clients storing semantic memories
 * into one hash chain (one passport, one namespace), then into 32 chains (one namespace each).
 *
 *   npx tsx bench/memory/http-store.ts [--seconds 10] [--connections 32] [--exact] [--lifecycle]
 *
 * --exact runs Berth with VECTOR_QUANTIZATION=none (vec0 float vectors) instead of the default bit.
 * --lifecycle adds two runs into one chain: keyed facts (1,000 keys, so each write closes the
 * fact before it of its key) and repeats (every other write repeats one of the last 1,000, which
 * folds it onto the memory stored then). Every run folds duplicates: the plain runs' texts are all
 * distinct, so they measure what checking for a duplicate costs a write that is none.
 *
 * Berth runs as its own process (`node --import tsx app/main.ts`, LOG_LEVEL=warn, SQLite store with
 * synchronous=FULL, sqlite-vec index, the default embedder) on a fresh data folder; autocannon drives
 * it from this process. "Durable" means every answered write is committed (fsync'd) in the store,
 * with its index update committed or queued in the same transaction. Afterwards the chains are
 * verified through GET /v1/memory/chain/verify.
 */
import autocannon from "autocannon";
import { startBerthProcess } from "../support/berth-process.ts";
import { numberArg } from "../support/args.ts";

const SECONDS = numberArg("seconds", 10);
const CONNECTIONS = numberArg("connections", 32);
const PASSPORT = "bench-agent";

const berth = await startBerthProcess({ LOG_LEVEL: "warn", CHAINS: "none", ...(process.argv.includes("--exact") ? { VECTOR_QUANTIZATION: "none" } : {}) });
let counter = 0;
let clients = 0;

type Body = (namespace: string | undefined) => string;

function body(namespace: string | undefined): string {
  counter++;
  return JSON.stringify({
    fact: `The user asked about invoice ${counter} and prefers answers within ${counter % 60} minutes`,
    confidence: 0.8,
    ...(namespace ? { namespace } : {}),
  });
}

/** A fact of one of 1,000 keys: each write closes the key's fact before it. */
function keyed(): string {
  counter++;
  return JSON.stringify({ fact: `Customer ${counter % 1000} is on plan ${counter}`, confidence: 0.8, key: `customer-${counter % 1000}/plan` });
}

/** Every other write says again what one of the last 1,000 writes said: folded onto it. */
function repeating(): string {
  counter++;
  const n = counter % 2 === 0 && counter > 1000 ? counter - 1 - Math.floor(Math.random() * 999) : counter;
  return JSON.stringify({ fact: `The user asked about invoice ${n} and prefers answers within ${n % 60} minutes`, confidence: 0.8 });
}

async function run(name: string, namespaceOf: (client: number) => string | undefined, make: Body = body): Promise<void> {
  const options: autocannon.Options = {
    url: `${berth.url}/v1/memory/semantic`,
    method: "POST",
    connections: CONNECTIONS,
    headers: { authorization: `Bearer ${berth.key}`, "content-type": "application/json", "x-agent-passport-id": PASSPORT },
    // Each connection is one client with its own chain (or all share one).
    setupClient: (client) => {
      const ns = namespaceOf(clients++ % CONNECTIONS);
      client.setBody(make(ns));
      client.on("response", () => client.setBody(make(ns)));
    },
  };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: SECONDS });
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `${name.padEnd(40)} ${result.requests.average.toFixed(0).padStart(6)} writes/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   ` +
      `(${result.requests.total} writes in ${SECONDS} s${errors ? `, ERRORS ${errors}` : ""})`,
  );
}

async function verify(namespace: string | undefined): Promise<string> {
  const q = namespace ? `?namespace=${namespace}` : "";
  const res = await fetch(`${berth.url}/v1/memory/chain/verify${q}`, { headers: { authorization: `Bearer ${berth.key}`, "x-agent-passport-id": PASSPORT } });
  const answer = (await res.json()) as { data: { valid: boolean; length: number } };
  return `${answer.data.valid ? "valid" : "BROKEN"} (${answer.data.length})`;
}

try {
  console.log(`memory store over HTTP: ${CONNECTIONS} connections, ${SECONDS} s per run (+2 s warm-up)`);
  await run("32 clients → 1 chain", () => undefined);
  await run("32 clients → 32 chains", (client) => `ns-${client}`);
  if (process.argv.includes("--lifecycle")) {
    await run("32 clients → 1 chain, keyed facts", () => "keyed", () => keyed().replace("{", '{"namespace":"keyed",'));
    await run("32 clients → 1 chain, half repeats", () => "repeats", () => repeating().replace("{", '{"namespace":"repeats",'));
  }
  console.log(`verify: one chain ${await verify(undefined)}; ns-0 ${await verify("ns-0")}; ns-31 ${await verify("ns-31")}`);
} finally {
  await berth.stop();
}
