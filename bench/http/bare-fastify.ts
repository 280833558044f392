import { randomUUID } from "node:crypto";
import { openSync } from "node:fs";
import Fastify, { type FastifyReply, type FastifyRequest, type HookHandlerDoneFunction } from "fastify";
import { pino } from "pino";
import { ALGORITHMS } from "../../plugins/reputation/algorithms.ts";

const REPUTATION_ALGORITHMS = ALGORITHMS.map(({ id, name, version, description }) => ({ id, name, version, description }));
import { BatchedLogStream } from "../../core/host/batched-log-stream.ts";
import { API_SECURITY_HEADERS } from "../../core/http/security-headers.ts";
import { BARE_KEY } from "./bare-fastify-key.ts";

// The baselines: Fastify with nothing else, on the same machine. /hello is the hello-world the
// target is set against; /algorithms answers the same JSON as Berth's route, to separate the cost
// of the bigger answer from the cost of Berth's own work (auth, headers, limits, metrics, logs).
const app = Fastify({ logger: false });
app.get("/hello", async () => ({ hello: "world" }));
app.get("/algorithms", async () => ({ success: true, algorithms: REPUTATION_ALGORITHMS }));

// /required: the same JSON plus only the per-request work the host issue requires of every
// answer, written inline with nothing of Berth's: a request id (header and log line), a bearer key
// looked up in a Map, a per-key request counter with its headers, the security headers, a request
// counter for metrics and one pino log line. It shows what that work costs in plain
// Fastify, i.e. the floor under Berth's figure.
const keys = new Map([[BARE_KEY, { keyId: "bench" }]]);
const counts = new Map<string, number>();
/** Stands in for the metrics counters. */
let served = 0;
// Berth's own log sink (lines of a tick written together), so the floor is not a slow logger's,
// into /dev/null as Berth's logs are in the benchmark (stdout here is the runner's pipe).
const log = pino({ base: { service: "bare" } }, new BatchedLogStream(openSync("/dev/null", "w")));
function required(req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  reply.header("x-request-id", randomUUID());
  reply.headers(API_SECURITY_HEADERS);
  const key = keys.get(/^Bearer (\S+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "");
  if (!key) {
    reply.code(401).send({ success: false });
    return;
  }
  const count = (counts.get(key.keyId) ?? 0) + 1;
  counts.set(key.keyId, count);
  reply.header("x-ratelimit-limit", 1e9);
  reply.header("x-ratelimit-remaining", 1e9 - count);
  reply.header("x-ratelimit-reset", 60);
  done();
}
function logged(req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  served++;
  log.info({ reqId: reply.getHeader("x-request-id"), method: req.method, url: req.url, status: reply.statusCode, ms: reply.elapsedTime, key: "bench" }, "request");
  done();
}
app.get("/required", { onRequest: required, onResponse: logged }, async () => ({ success: true, algorithms: REPUTATION_ALGORITHMS }));

await app.listen({ host: "127.0.0.1", port: 0 });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === "object" && address ? address.port : 0}\n`);
