/**
 * Signed, durable webhook deliveries per second: 50 concurrent senders over 1,000 deployments,
 * against Berth as its own process. Every delivery is a new Standard Webhooks message (its own
 * webhook-id, signed by the sender as a Nosana relay would), verified over the raw bytes, recorded
 * and applied to its deployment (RUNNING and STOPPED in turn, each a state change with its event)
 * in one committed transaction before the answer.
 *
 *   npx tsx bench/webhooks/run.ts [--seconds 10] [--connections 50] [--deployments 1000]
 */
import autocannon from "autocannon";
import { cpuSeconds, startBerthProcess } from "../support/berth-process.ts";
import { numberArg } from "../support/args.ts";
import { createNosanaDeployments, deliveryStream, SECRET } from "./signed-delivery.ts";

const SECONDS = numberArg("seconds", 10);
const CONNECTIONS = numberArg("connections", 50);
const DEPLOYMENTS = numberArg("deployments", 1000);

const berth = await startBerthProcess({ LOG_LEVEL: "warn", CHAINS: "none", WEBHOOK_SECRET_NOSANA: SECRET });
const headers = { authorization: `Bearer ${berth.key}`, "content-type": "application/json" };

try {
  await createNosanaDeployments(berth, DEPLOYMENTS);
  const nextDelivery = deliveryStream(DEPLOYMENTS);
  const options: autocannon.Options = {
    url: `${berth.url}/v1/webhooks/nosana`,
    connections: CONNECTIONS,
    requests: [
      {
        method: "POST",
        setupRequest: (req) => {
          const { body, headers } = nextDelivery();
          return { ...req, body, headers };
        },
      },
    ],
  };
  await autocannon({ ...options, duration: 2 });
  const cpuBefore = cpuSeconds(berth.pid);
  const result = await autocannon({ ...options, duration: SECONDS });
  const cpuMs = ((cpuSeconds(berth.pid) - cpuBefore) * 1000) / result.requests.total;
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `signed deliveries, ${CONNECTIONS} senders over ${DEPLOYMENTS} deployments: ${result.requests.average.toFixed(0)}/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (${result.requests.total} in ${SECONDS} s${errors ? `, ERRORS ${errors} ${JSON.stringify(result.statusCodeStats)}` : ""}); Berth's CPU per delivery ${cpuMs.toFixed(2)} ms`,
  );
  const events = await fetch(`${berth.url}/v1/events?type=deployment.state_changed&limit=1`, { headers });
  if (events.status !== 200) throw new Error("events unreadable");
} finally {
  await berth.stop();
}
