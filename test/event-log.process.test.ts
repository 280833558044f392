import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../core/host/host.ts";
import { spawnBerth, type BerthChild } from "./support/spawn-berth.ts";
import { send, tempDir } from "./support/test-berth.ts";

const PROBE = join(REPO_ROOT, "test", "fixtures", "event-probe-plugin.ts");

/** Lines of the probe's delivery log: `<event id> <pid>`. */
function deliveries(file: string): { id: string; pid: string }[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [id, pid] = line.split(" ");
      return { id: id!, pid: pid! };
    });
}

async function untilWithin(what: string, check: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

function exited(child: BerthChild): Promise<NodeJS.Signals | number | null> {
  return new Promise((resolve) => {
    if (child.child.exitCode !== null || child.child.signalCode !== null) resolve(child.child.signalCode ?? child.child.exitCode);
    else child.child.once("exit", (code, signal) => resolve(signal ?? code));
  });
}

/**
 * Each adapter's processes; Kafka's only with a broker (KAFKA_BROKERS), as its contract suite. How
 * long a handover may take: the outbox's lease (500 ms here); with Kafka, a killed member keeps its
 * partitions until the group's session timeout (kafkajs's default, 30 s) ends, then the group
 * rebalances: 60 s to see a redelivery, 120 s for a test.
 */
const adapters: { name: string; env: Record<string, string>; waitMs: number; testMs: number }[] = [{ name: "outbox", env: { EVENT_LOG: "outbox" }, waitMs: 20_000, testMs: 60_000 }];
// Topics of their own per run (one broker: one copy).
const run = `probe-${Date.now().toString(36)}`;
if (process.env.KAFKA_BROKERS) {
  adapters.push({
    name: "kafka",
    env: { EVENT_LOG: "kafka", KAFKA_BROKERS: process.env.KAFKA_BROKERS, KAFKA_TOPIC: `${run}.events`, KAFKA_TEST_TOPIC: `${run}.test.events`, KAFKA_REPLICATION_FACTOR: "1" },
    waitMs: 60_000,
    testMs: 120_000,
  });
}

for (const adapter of adapters) {
  const until = (what: string, check: () => boolean) => untilWithin(what, check, adapter.waitMs);
  describe(`the event log across real Berth processes (${adapter.name})`, { timeout: adapter.testMs }, () => {
    const base = (dataDir: string, log: string) => ({ ...adapter.env, BERTH_DATA_DIR: dataDir, BERTH_PLUGINS: PROBE, PROBE_LOG: log, CHAINS: "none", EVENT_LOG_LEASE_MS: "500", EVENT_LOG_POLL_MS: "10" });

    it("delivers at least once across a kill -9 between commit and acknowledgement", async () => {
      const dir = tempDir();
      const log = join(dir, "deliveries.log");
      const first = await spawnBerth({ ...base(dir, log), PROBE_CRASH_ON_DELIVERY: "1" });
      const gone = exited(first);
      // The answer may be lost: the subscriber can get the committed event, and the process die,
      // before the response is written.
      const answer = await send(first.url, "POST", "/v1/test/emit", { body: { subject: "crash", n: 1 } }).catch(() => null);
      // The subscriber got the event and the process died (SIGKILL) before acknowledging it.
      expect(await gone).toBe("SIGKILL");
      const crashed = deliveries(log);
      expect(crashed).toHaveLength(1);
      const emitted = { body: { event_id: crashed[0]!.id } };
      if (answer) {
        expect(answer.status).toBe(200);
        expect(answer.body.event_id).toBe(emitted.body.event_id);
      }

      const second = await spawnBerth(base(dir, log));
      try {
        await until("the redelivery", () => deliveries(log).length >= 2);
        const seen = deliveries(log);
        expect(seen.map((d) => d.id)).toEqual([emitted.body.event_id, emitted.body.event_id]);
        expect(seen[1]!.pid).toBe(String(second.child.pid));
        // Acknowledged now: later events come once each, the first one never again.
        const more = await send(second.url, "POST", "/v1/test/emit", { body: { subject: "crash", n: 2 } });
        await until("the next event", () => deliveries(log).some((d) => d.id === more.body.event_id));
        await new Promise((r) => setTimeout(r, 300));
        expect(deliveries(log).map((d) => d.id)).toEqual([emitted.body.event_id, emitted.body.event_id, more.body.event_id]);
      } finally {
        second.child.kill("SIGTERM");
        await exited(second);
      }
    });

    it("delivers every event committed before a kill -9 once the service is back", async () => {
      const dir = tempDir();
      const log = join(dir, "deliveries.log");
      const first = await spawnBerth(base(dir, log));
      const ids: string[] = [];
      await Promise.all(
        Array.from({ length: 4 }, async (_, w) => {
          for (let n = 0; n < 25; n++) ids.push((await send(first.url, "POST", "/v1/test/emit", { body: { subject: `s${w}`, n } })).body.event_id);
        }),
      );
      first.child.kill("SIGKILL");
      await exited(first);
      const second = await spawnBerth(base(dir, log));
      try {
        await until("every committed event", () => ids.every((id) => deliveries(log).some((d) => d.id === id)));
      } finally {
        second.child.kill("SIGTERM");
        await exited(second);
      }
    });

    it("hands each event to the subscriber once when two processes share one data folder", async () => {
      const dir = tempDir();
      const log = join(dir, "deliveries.log");
      // Neither dies: a long lease keeps a loaded machine's stalls from passing the consumer between them mid-batch.
      const twin = { ...base(dir, log), EVENT_LOG_LEASE_MS: "10000" };
      const one = await spawnBerth(twin);
      const two = await spawnBerth(twin);
      try {
        const ids: string[] = [];
        for (let n = 0; n < 100; n++) {
          const target = n % 2 === 0 ? one : two;
          ids.push((await send(target.url, "POST", "/v1/test/emit", { body: { subject: `twin-${n % 3}`, n } })).body.event_id);
        }
        await until("every event", () => new Set(deliveries(log).map((d) => d.id)).size === ids.length);
        await new Promise((r) => setTimeout(r, 500));
        const seen = deliveries(log).map((d) => d.id);
        expect(seen).toHaveLength(ids.length);
        expect(new Set(seen)).toEqual(new Set(ids));
      } finally {
        one.child.kill("SIGTERM");
        two.child.kill("SIGTERM");
        await Promise.all([exited(one), exited(two)]);
      }
    });
  });
}
