import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, type TestBerth } from "../support/test-berth.ts";
import { deploymentsOf } from "../deployments/deployment-helpers.ts";
import { deliverStandard, webhookEnv } from "./webhook-helpers.ts";

/**
 * Finding 9 of issue 25: Akash's provider reports a lease's services as an object keyed by service
 * name; a relay forwarding it unchanged got 200 `applied: true` while the deployment stayed
 * deploying with no url (only a list was read; anything else counted as zero replicas). Both forms
 * are read now, and a shape that cannot be read is refused with 422.
 */
const lease = (dseq: string, services: unknown) => ({ dseq, observed_at: new Date().toISOString(), deployment: { state: "active" }, lease: { state: "active" }, services });

describe("Akash's lease status (issue 25, finding 9)", () => {
  let b: TestBerth;
  beforeAll(async () => {
    b = await startBerth({ env: webhookEnv() });
  });
  afterAll(() => b.stop());

  async function deployment(dseq: string) {
    const d = deploymentsOf(b, b.adminKey, `agent-akash-${dseq}`);
    const id = (await d.create({ provider: "akash", provider_deployment_id: dseq, slot: "primary" })).body.deployment.deployment_id as string;
    return async () => (await d.get(id)).body.deployment;
  }

  it("reads the provider's services object, keyed by service name, as it answers it", async () => {
    const read = await deployment("5550001");
    const native = {
      web: { name: "web", available: 1, total: 1, uris: ["web.ingress.provider.example"], observed_generation: 1, replicas: 1, updated_replicas: 1, ready_replicas: 1, available_replicas: 1 },
      worker: { name: "worker", available: 2, total: 2, uris: [], observed_generation: 1, replicas: 2, updated_replicas: 2, ready_replicas: 2, available_replicas: 2 },
    };
    const res = await deliverStandard(b, "akash", lease("5550001", native));
    expect(res.body).toMatchObject({ matched: true, applied: true });
    expect(await read()).toMatchObject({ actual_state: "running", health: "healthy", url: "https://web.ingress.provider.example" });
    const partly = await deliverStandard(b, "akash", lease("5550001", { ...native, worker: { ...native.worker, ready_replicas: 1, available_replicas: 1, available: 1 } }));
    expect(partly.body.applied).toBe(true);
    expect(await read()).toMatchObject({ actual_state: "running", health: "degraded" });
  });

  it("still reads a relay's list of services", async () => {
    const read = await deployment("5550002");
    await deliverStandard(b, "akash", lease("5550002", [{ name: "web", ready_replicas: 0, total: 1 }]));
    expect((await read()).actual_state).toBe("deploying");
    await deliverStandard(b, "akash", lease("5550002", [{ name: "web", ready_replicas: "1", total: "1", uris: ["https://web.example.org"] }]));
    expect(await read()).toMatchObject({ actual_state: "running", health: "healthy", url: "https://web.example.org" });
  });

  it("refuses a services shape it cannot read with 422 and changes nothing", async () => {
    const read = await deployment("5550003");
    for (const [services, field] of [
      ["ready", "services"],
      [42, "services"],
      [{ web: "up" }, "services.web"],
      [{ web: { status: "ready" } }, "services.web"],
      [[{ name: "web", ready_replicas: -1, total: 1 }], "services.0"],
      [[{ name: "web", ready_replicas: 1.5, total: 2 }], "services.0"],
      [undefined, "services"],
    ] as const) {
      const res = await deliverStandard(b, "akash", lease("5550003", services));
      expect(res.status, JSON.stringify(services)).toBe(422);
      expect(res.body, JSON.stringify(services)).toMatchObject({ error_code: "WEBHOOK_PAYLOAD_UNREADABLE", details: [{ field }] });
    }
    expect(await read()).toMatchObject({ actual_state: "pending", url: null });
  });
});
