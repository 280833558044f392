/**
 * Berth's CPU per signed webhook delivery, without the network and without a load generator
 * competing for the cores: the host runs in this process and deliveries go through Fastify's
 * inject (routing, hooks, verification, the transaction with its event, the group commit and its
 * fsync), 50 in flight, over 1,000 deployments. CPU time (process.cpuUsage, all threads) moves
 * far less than rates do when the machine is busy, so this is the figure to compare before and
 * after a change to the delivery path; bench/webhooks/run.ts gives the end-to-end rate.
 *
 *   npx tsx bench/webhooks/in-process.ts [--deliveries 20000] [--in-flight 50] [--deployments 1000]
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createBerthHost as createHost } from "../../app/composition.ts";
import { numberArg } from "../support/args.ts";
import { SECRET, signedDelivery } from "./signed-delivery.ts";

const DELIVERIES = numberArg("deliveries", 20000);
const IN_FLIGHT = numberArg("in-flight", 50);
const DEPLOYMENTS = numberArg("deployments", 1000);

const host = await createHost({
  env: { BERTH_DATA_DIR: mkdtempSync(join(tmpdir(), "berth-bench-")), LOG_LEVEL: "warn", CHAINS: "none", RATE_LIMIT_MAX: "100000000", WEBHOOK_SECRET_NOSANA: SECRET },
});
const admin = await host.keys.create({ role: "admin", mode: "live" });

try {
  for (let n = 0; n < DEPLOYMENTS; n++) {
    const res = await host.app.inject({
      method: "POST",
      url: `/v1/agents/bench-agent-${n}/deployments`,
      headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json" },
      payload: JSON.stringify({ provider: "nosana", descriptor: {}, slot: "primary", provider_deployment_id: `nosana-${n}` }),
    });
    if (res.statusCode !== 201) throw new Error(`create ${n}: ${res.statusCode} ${res.body}`);
  }

  let sent = 0;
  const running = new Map<number, boolean>();
  async function sender(count: number): Promise<void> {
    while (sent < count) {
      const n = sent++ % DEPLOYMENTS;
      const up = !(running.get(n) ?? false);
      running.set(n, up);
      const { body, headers } = signedDelivery(n, up);
      const res = await host.app.inject({ method: "POST", url: "/v1/webhooks/nosana", headers, payload: body });
      if (res.statusCode !== 200) throw new Error(`delivery: ${res.statusCode} ${res.body}`);
    }
  }
  async function run(count: number): Promise<void> {
    await Promise.all(Array.from({ length: IN_FLIGHT }, () => sender(count)));
  }

  await run(Math.min(2000, DELIVERIES));
  sent = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await run(DELIVERIES);
  const used = process.cpuUsage(cpu);
  const seconds = (performance.now() - started) / 1000;
  const cpuMs = (used.user + used.system) / 1000 / DELIVERIES;
  console.log(
    `in-process deliveries, ${IN_FLIGHT} in flight over ${DEPLOYMENTS} deployments: CPU per delivery ${cpuMs.toFixed(3)} ms (user ${(used.user / 1000 / DELIVERIES).toFixed(3)}, system ${(used.system / 1000 / DELIVERIES).toFixed(3)}); ${(DELIVERIES / seconds).toFixed(0)}/s on the wall clock`,
  );
} finally {
  await host.close();
}
