import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { OutboxEventLog } from "../../adapters/outbox-event-log/outbox-event-log.ts";
import { SqliteDocumentStore } from "../../adapters/sqlite/sqlite-document-store.ts";
import type { EventLog } from "../../core/ports/event-log.ts";
import { worldStores, type WorldStores } from "../../core/ports/document-store.ts";
import { percentile } from "../support/berth-process.ts";

/**
 * `npx tsx bench/events/run.ts [--seconds 5]`: the embedded EventLog on a real SQLite file.
 * 1. Durable appends/s: 32 concurrent writers, each appending its event inside a real state
 *    change (read a document, write it back with compare-and-set) in one store transaction.
 * 2. Commit-to-subscriber latency at a fixed offered load (1,000 events/s): from the moment the
 *    transaction committed to the moment a durable subscriber's handler has the event.
 */
const flag = process.argv.indexOf("--seconds");
const SECONDS = flag > 0 ? Number(process.argv[flag + 1]) : 5;
const WRITERS = 32;
const OFFERED_PER_SECOND = 1000;

interface Agent {
  state: string;
  changes: number;
}
const AGENTS = { name: "bench_agents" };

async function change(stores: WorldStores, log: EventLog, agent: string, onCommit?: (eventId: string) => void): Promise<void> {
  await stores.world("live").transaction(async (tx) => {
    const agents = tx.collection<Agent>(AGENTS);
    const current = await agents.get(agent);
    const next = { state: current?.state === "running" ? "stopped" : "running", changes: (current?.changes ?? 0) + 1 };
    if (current) {
      if (!(await agents.update(agent, current.version, next))) throw new Error("lost update");
    } else await agents.insert(agent, next);
    let id = "";
    // Registered before the append's own hook: the timestamp is taken first, right after COMMIT.
    if (onCommit) tx.afterCommit(() => onCommit(id));
    id = (await log.append(tx, { type: "bench.state_changed", source: "/bench", subject: agent, data: next })).id;
  });
}

const dir = mkdtempSync(join(tmpdir(), "berth-bench-events-"));
const store = new SqliteDocumentStore({ file: join(dir, "berth.sqlite") });
const log = new OutboxEventLog(store, { pollMs: 25, leaseMs: 5000, log: pino({ level: "warn" }) });
const stores = worldStores(store);

// 1. Throughput.
let appended = 0;
const until = Date.now() + SECONDS * 1000;
const started = performance.now();
await Promise.all(
  Array.from({ length: WRITERS }, async (_, w) => {
    while (Date.now() < until) {
      await change(stores, log, `agent-${w}`);
      appended++;
    }
  }),
);
const elapsed = (performance.now() - started) / 1000;
console.log(`durable appends: ${appended} in ${elapsed.toFixed(1)} s = ${Math.round(appended / elapsed)} events/s (${WRITERS} writers, one state change + one event per transaction)`);

// 2. Latency at a fixed offered load.
const committedAt = new Map<string, number>();
const latencies: number[] = [];
const run = randomUUID().slice(0, 8);
let seen = 0;
const sub = log.subscribe(`bench-${run}`, async (event) => {
  seen++;
  const at = committedAt.get(event.id);
  if (at !== undefined) {
    latencies.push(performance.now() - at);
    committedAt.delete(event.id);
  }
});
// The new subscriber starts at the beginning: let it pass over the events of part 1 first.
const catchUpStarted = performance.now();
while (seen < appended && performance.now() - catchUpStarted < 120_000) await new Promise((r) => setTimeout(r, 20));
const catchUpS = (performance.now() - catchUpStarted) / 1000;
console.log(`a new subscriber read the ${appended} events of part 1 in ${catchUpS.toFixed(1)} s = ${Math.round(seen / catchUpS)} events/s delivered`);
const total = OFFERED_PER_SECOND * SECONDS;
const tickMs = 10;
const perTick = (OFFERED_PER_SECOND * tickMs) / 1000;
let sent = 0;
const writes: Promise<void>[] = [];
await new Promise<void>((resolve) => {
  const timer = setInterval(() => {
    for (let i = 0; i < perTick && sent < total; i++, sent++) {
      writes.push(change(stores, log, `agent-${sent % 200}`, (id) => committedAt.set(id, performance.now())));
    }
    if (sent >= total) {
      clearInterval(timer);
      resolve();
    }
  }, tickMs);
});
await Promise.all(writes);
const deadline = Date.now() + 10_000;
while (latencies.length < total && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
await sub.close();
latencies.sort((a, b) => a - b);
console.log(
  `commit-to-subscriber at ${OFFERED_PER_SECOND} events/s offered: ${latencies.length}/${total} delivered, p50 ${percentile(latencies, 50).toFixed(2)} ms, p99 ${percentile(latencies, 99).toFixed(2)} ms, max ${latencies[latencies.length - 1]!.toFixed(2)} ms`,
);
await log.close();
await store.close();
