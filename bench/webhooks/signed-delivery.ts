import { createHmac, randomUUID } from "node:crypto";

/** The relay secret both webhook benchmarks configure as WEBHOOK_SECRET_NOSANA. */
export const SECRET = `whsec_${Buffer.from("bench relay secret, 32 bytes long").toString("base64")}`;
const KEY = Buffer.from(SECRET.slice(6), "base64");

/**
 * A new Standard Webhooks message from a Nosana relay (its own webhook-id, signed now) saying
 * deployment `nosana-<n>` is RUNNING or STOPPED.
 */
export function signedDelivery(n: number, running: boolean): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify({ observed_at: new Date().toISOString(), deployment: { id: `nosana-${n}`, status: running ? "RUNNING" : "STOPPED" } });
  const id = `msg_${randomUUID()}`;
  const ts = Math.floor(Date.now() / 1000);
  const signature = createHmac("sha256", KEY).update(`${id}.${ts}.${body}`).digest("base64");
  return { body, headers: { "content-type": "application/json", "webhook-id": id, "webhook-timestamp": String(ts), "webhook-signature": `v1,${signature}` } };
}

/** Creates deployments `nosana-0` … `nosana-<count-1>` (agents `bench-agent-<n>`), 20 at a time. */
export async function createNosanaDeployments(berth: { url: string; key: string }, count: number): Promise<void> {
  const headers = { authorization: `Bearer ${berth.key}`, "content-type": "application/json" };
  for (let i = 0; i < count; i += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, count - i) }, async (_, j) => {
        const n = i + j;
        const res = await fetch(`${berth.url}/v1/agents/bench-agent-${n}/deployments`, {
          method: "POST",
          headers,
          body: JSON.stringify({ provider: "nosana", descriptor: {}, slot: "primary", provider_deployment_id: `nosana-${n}` }),
        });
        if (res.status !== 201) throw new Error(`create ${n}: ${res.status} ${await res.text()}`);
      }),
    );
  }
}

/** Deliveries over `count` deployments in turn, each one's status flipping between RUNNING and STOPPED: every delivery a state change. */
export function deliveryStream(count: number): () => { body: string; headers: Record<string, string> } {
  let next = 0;
  const running = new Map<number, boolean>();
  return () => {
    const n = next++ % count;
    const up = !(running.get(n) ?? false);
    running.set(n, up);
    return signedDelivery(n, up);
  };
}
