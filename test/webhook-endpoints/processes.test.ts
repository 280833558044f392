import { spawn } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../core/host/host.ts";
import { spawnBerth, type BerthChild } from "../support/spawn-berth.ts";
import { send, tempDir } from "../support/test-berth.ts";
import { startReceiver, until } from "./receiver.ts";

const PROBE = join(REPO_ROOT, "test", "fixtures", "event-probe-plugin.ts");
const BIN = join(REPO_ROOT, "bin", "berth.js");
const SLOW = 240_000;

function exited(child: BerthChild): Promise<unknown> {
  return new Promise((resolve) => {
    if (child.child.exitCode !== null || child.child.signalCode !== null) resolve(child.child.signalCode ?? child.child.exitCode);
    else child.child.once("exit", (code, signal) => resolve(signal ?? code));
  });
}

async function stop(...children: BerthChild[]): Promise<void> {
  for (const c of children) c.child.kill("SIGTERM");
  await Promise.all(children.map(exited));
}

/** `berth webhook-endpoints ...` (or another command) on the data folder (no key needed, no server): what it printed. */
function cli(env: Record<string, string>, args: string[], command = "webhook-endpoints"): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, command, ...args], { env: { ...process.env, LOG_LEVEL: "silent", ...env } });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    child.on("close", (status) => (status === 0 ? resolve(out) : reject(new Error(`${command} ${args[0]}: ${status} ${err}`))));
  });
}

/** The endpoint, made by the CLI: its id and secret. */
async function createEndpoint(env: Record<string, string>, url: string): Promise<{ id: string; secret: string }> {
  const out = await cli(env, ["create", url, "--type", "probe.*"]);
  const secret = /^(whsec_\S+)$/m.exec(out)?.[1];
  const id = /^endpoint_id\t.*\n(\S+)\t/m.exec(out)?.[1];
  if (!secret || !id) throw new Error(`create printed no id and secret: ${out}`);
  return { id, secret };
}

/** A change and its event (probe.emitted, live world), committed by the probe plugin: its event id. */
async function emit(berth: BerthChild, subject: string, n: number): Promise<string> {
  const a = await send(berth.url, "POST", "/v1/test/emit", { body: { subject, n } });
  if (a.status !== 200) throw new Error(`emit: ${a.status} ${a.text}`);
  return a.body.event_id as string;
}

function base(dir: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    BERTH_DATA_DIR: dir,
    BERTH_PLUGINS: PROBE,
    CHAINS: "none",
    WEBHOOK_ENDPOINTS_ALLOWED_HOSTS: "127.0.0.1",
    WEBHOOK_ENDPOINTS_ALLOW_HTTP: "true",
    WEBHOOK_ENDPOINTS_POLL_MS: "20",
    WEBHOOK_ENDPOINTS_LEASE_MS: "1000",
    EVENT_LOG_LEASE_MS: "500",
    EVENT_LOG_POLL_MS: "10",
    ...extra,
  };
}

describe("outbound webhooks across real Berth processes", () => {
  it(
    "loses no delivery to kill -9: one waiting for its retry and one in flight are made after the restart",
    async () => {
      const dir = tempDir();
      // The first request fails (500), the second hangs until Berth dies; everything after is accepted.
      const r = await startReceiver((n) => (n === 1 ? 500 : n === 2 ? "hang" : 204));
      try {
        // A retry 3 s after a failure: the kill comes while it waits.
        const env = base(dir, { WEBHOOK_ENDPOINTS_RETRY_SCHEDULE: "3s,3s,3s", WEBHOOK_ENDPOINTS_TIMEOUT_MS: "60000" });
        const { id: endpointId, secret } = await createEndpoint(env, r.url);
        const key = /^(bk_live_\S+)$/m.exec(await cli(env, ["create", "--role", "admin"], "keys"))?.[1];
        if (!key) throw new Error("no admin key made");
        const first = await spawnBerth(env);
        const gone = exited(first);
        // The first attempt starts after this, so its retry is due no earlier than 2.4 s after it (3 s − 20% jitter).
        const emittedAt = Date.now();
        const waiting = await emit(first, "crash-a", 1);
        await until("the failed first attempt", () => r.deliveries.length >= 1);
        const inFlight = await emit(first, "crash-b", 2);
        await until("the second event in flight", () => r.deliveries.length >= 2);
        expect(r.deliveries.map((d) => d.id)).toEqual([waiting, inFlight]);
        // Once the failure and its retry (due 3 s later) are written, kill.
        await until("the failed attempt recorded with its retry", async () => {
          const page = await send(first.url, "GET", `/v1/webhook-endpoints/${endpointId}/attempts?event_id=${waiting}`, { key });
          return page.body.attempts?.some((a: { status: string; next_attempt_at: number | null }) => a.status === "failed" && a.next_attempt_at !== null) === true;
        });
        // The retry is still waiting when the process dies (else the check below would prove nothing).
        expect(r.deliveries).toHaveLength(2);
        first.child.kill("SIGKILL");
        expect(await gone).toBe("SIGKILL");

        const second = await spawnBerth(env);
        try {
          await until("both events accepted after the restart", () => [waiting, inFlight].every((id) => r.accepted().some((d) => d.id === id)), 30_000);
          for (const d of r.deliveries) expect(r.verify(d, secret)).toMatchObject({ type: "probe.emitted" });
          // Made by the new process: after its start, the waiting one no earlier than its retry was due.
          const retried = r.accepted().find((d) => d.id === waiting)!;
          expect(retried.receivedAt - emittedAt).toBeGreaterThanOrEqual(2400);
        } finally {
          await stop(second);
        }
      } finally {
        await r.close();
      }
    },
    SLOW,
  );

  it(
    "has each event delivered once when two processes share one data folder",
    async () => {
      const dir = tempDir();
      const r = await startReceiver();
      try {
        const env = base(dir, { WEBHOOK_ENDPOINTS_LEASE_MS: "10000", EVENT_LOG_LEASE_MS: "10000" });
        const { secret } = await createEndpoint(env, r.url);
        const one = await spawnBerth(env);
        const two = await spawnBerth(env);
        try {
          const ids: string[] = [];
          for (let n = 0; n < 60; n++) ids.push(await emit(n % 2 === 0 ? one : two, `twin-${n % 3}`, n));
          await until("every event", () => new Set(r.deliveries.map((d) => d.id)).size === ids.length, 30_000);
          await new Promise((resolve) => setTimeout(resolve, 500));
          expect(r.deliveries).toHaveLength(ids.length);
          expect(new Set(r.deliveries.map((d) => d.id))).toEqual(new Set(ids));
          for (const subject of ["twin-0", "twin-1", "twin-2"]) {
            const got = r.deliveries.filter((d) => d.event.subject === subject).map((d) => (d.event.data as { n: number }).n);
            expect(got).toEqual([...got].sort((a, b) => a - b));
          }
          for (const d of r.deliveries) r.verify(d, secret);
        } finally {
          await stop(one, two);
        }
      } finally {
        await r.close();
      }
    },
    SLOW,
  );
});
