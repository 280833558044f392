import { randomUUID } from "node:crypto";
import { Parser } from "@asyncapi/parser";
import { Ajv } from "ajv";
import * as addFormatsModule from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EventCatalog } from "../core/events/event-catalog.ts";
import type { ConfigProblem } from "../core/config/config-var.ts";
import { defineEventType, definePlugin, defineRoute, eventLogPort, storePort, Type } from "../core/plugin/sdk.ts";
import { deploymentsOf } from "./deployments/deployment-helpers.ts";
import { ENDPOINT_ENV, register } from "./webhook-endpoints/endpoint-helpers.ts";
import { startReceiver, type Receiver } from "./webhook-endpoints/receiver.ts";
import { DEFAULT_SPLIT } from "./payouts/payout-helpers.ts";
import { deliver, SECRETS } from "./webhooks/webhook-helpers.ts";
import { startBerth, type TestBerth } from "./support/test-berth.ts";
import { emitRolloutEvents } from "./rollouts/catalog-flow.ts";

type AddFormats = (ajv: Ajv) => Ajv;
const addFormats = ((addFormatsModule as unknown as { default: { default?: AddFormats } & AddFormats }).default.default ??
  (addFormatsModule as unknown as { default: AddFormats }).default) as AddFormats;

// A plugin of the test's own: a declared type, and a route that appends whatever it is told to.
const probeNoted = defineEventType({
  type: "probe.noted",
  description: "Test only. Subject: as sent.",
  data: Type.Object({ n: Type.Integer() }, { additionalProperties: false }),
  example: { n: 1 },
});
const CHANGES = { name: "probe_notes" };
const probe = definePlugin({
  name: "catalog-probe",
  needs: { ports: [storePort, eventLogPort] },
  events: [probeNoted],
  setup: (ctx) => {
    const events = ctx.port(eventLogPort);
    const stores = ctx.port(storePort);
    return {
      routes: [
        defineRoute({
          method: "POST",
          url: "/v1/test/note",
          auth: "key",
          summary: "append an event",
          tags: ["test"],
          body: Type.Object({ type: Type.String(), data: Type.Unknown() }),
          response: { 200: Type.Object({ success: Type.Literal(true), notes: Type.Integer() }) },
          handler: async (req) => {
            await stores.world(req.caller.mode).transaction(async (tx) => {
              await tx.collection(CHANGES).insert(randomUUID(), { at: Date.now() });
              await events.append(tx, { type: req.body.type, source: "/test/probe", subject: "probe", data: req.body.data });
            });
            return { success: true, notes: await stores.world(req.caller.mode).collection(CHANGES).count() };
          },
        }),
      ],
    };
  },
});

interface CatalogEntry {
  type: string;
  family: string;
  description: string;
  data_schema: object;
  example: unknown;
  plugin: string;
}

/** The whole log of the live world, oldest first. */
async function wholeLog(b: TestBerth): Promise<{ id: string; type: string; subject: string; data: unknown }[]> {
  const out = [];
  let after = "";
  for (;;) {
    const page = await b.request("GET", `/v1/events?limit=1000${after ? `&after=${after}` : ""}`, { key: b.adminKey });
    expect(page.status, page.text).toBe(200);
    out.push(...page.body.events);
    if (!page.body.next_cursor) return out;
    after = page.body.next_cursor;
  }
}

async function until<T>(what: string, probe: () => Promise<T | undefined | false>): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const got = await probe();
    if (got) return got;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe("the event catalog", { timeout: 120_000 }, () => {
  let b: TestBerth;
  let ok: Receiver;
  let failing: Receiver;
  let catalog: CatalogEntry[];
  const ajv = addFormats(new Ajv({ allErrors: true, strict: false }));

  beforeAll(async () => {
    [b, ok, failing] = await Promise.all([
      startBerth({
        env: { ...ENDPOINT_ENV, WEBHOOK_ENDPOINTS_RETRY_SCHEDULE: "100ms,100ms,100ms,100ms,100ms,100ms,100ms,100ms,100ms,100ms,100ms,100ms,100ms,100ms,100ms,100ms,100ms,100ms,100ms,100ms,100ms,100ms,100ms,100ms", WEBHOOK_ENDPOINTS_DISABLE_AFTER_MS: "1000", WEBHOOK_SECRET_RAILWAY: SECRETS.railway },
        extraPlugins: [probe],
      }),
      startReceiver(),
      startReceiver(() => 500),
    ]);
    const answer = await b.request("GET", "/v1/event-types");
    expect(answer.status, answer.text).toBe(200);
    catalog = answer.body.event_types;
  });

  afterAll(async () => {
    await b?.stop();
    await Promise.all([ok?.close(), failing?.close()]);
  });

  it("lists every type Berth emits, once, sorted, each with a description, a JSON Schema of its data and an example that matches it; one type, GraphQL and no key needed", async () => {
    const types = catalog.map((t) => t.type);
    expect(types).toEqual([...types].sort());
    expect(new Set(types).size).toBe(types.length);
    for (const expected of [
      "anchor.created",
      "anchor.verified",
      "berth.ping",
      "deployment.created",
      "deployment.health_changed",
      "deployment.promoted",
      "deployment.reported",
      "deployment.rolled_back",
      "deployment.state_changed",
      "deployment.terminated",
      "memory.corrected",
      "memory.reinstated",
      "memory.repeated",
      "memory.retracted",
      "memory.superseded",
      "payout.created",
      "webhook.unmatched",
      "webhook_endpoint.disabled",
      "probe.noted",
    ]) {
      expect(types).toContain(expected);
    }
    for (const t of catalog) {
      expect(t.description.length, t.type).toBeGreaterThan(20);
      expect(t.family).toBe(t.type.split(".")[0]);
      const validate = ajv.compile(t.data_schema);
      // Every in-repo type gives an example; the test plugin's too.
      expect(t.example, t.type).not.toBeNull();
      expect(validate(t.example), `${t.type}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
    const one = await b.request("GET", "/v1/event-types/deployment.promoted");
    expect(one.body.event_type).toEqual(catalog.find((t) => t.type === "deployment.promoted"));
    expect((await b.request("GET", "/v1/event-types/deployment.exploded")).body.error_code).toBe("EVENT_TYPE_NOT_FOUND");
    const g = await b.graphql("{ eventTypes { type plugin dataSchema example } }");
    expect(g.body.data.eventTypes.map((t: { type: string }) => t.type)).toEqual(types);
    expect(g.body.data.eventTypes.find((t: { type: string }) => t.type === "payout.created")).toMatchObject({ plugin: "payouts", dataSchema: { type: "object" } });
  });

  it("/asyncapi.json is an AsyncAPI 3.0 document the official parser reads without errors, with a message per type in both forms", async () => {
    const answer = await b.request("GET", "/asyncapi.json");
    expect(answer.status).toBe(200);
    const { document, diagnostics } = await new Parser().parse(answer.text);
    // Severity 0 is an error, 1 a warning; 2 (information) and 3 (hints) are advice, such as "3.1.0 exists".
    expect(diagnostics.filter((d) => d.severity <= 1).map((d) => `${d.code}: ${d.message} at ${d.path.join("/")}`)).toEqual([]);
    expect(document).toBeDefined();
    expect(document!.version()).toBe("3.0.0");
    const types = catalog.map((t) => t.type);
    for (const name of ["webhooks", "kafka"]) {
      const channel = document!.channels().get(name)!;
      expect(channel.messages().all().map((m) => m.id()).sort()).toEqual(types);
    }
    // Webhooks carry the whole CloudEvent; Kafka the data alone, the attributes in ce_ headers.
    const promoted = catalog.find((t) => t.type === "deployment.promoted")!;
    const structured = document!.channels().get("webhooks")!.messages().get("deployment.promoted")!;
    expect(structured.payload()!.properties()!.data!.json()).toMatchObject({ required: (promoted.data_schema as { required: string[] }).required });
    const binary = document!.channels().get("kafka")!.messages().get("deployment.promoted")!;
    expect(binary.payload()!.json()).toMatchObject({ required: (promoted.data_schema as { required: string[] }).required });
    expect(binary.headers()!.properties()!.ce_type!.const()).toBe("deployment.promoted");
  });

  it("outbound endpoints subscribe only to declared types or families: anything else is a 400 listing the known types", async () => {
    const refused = await b.request("POST", "/v1/webhook-endpoints", { key: b.adminKey, body: { url: ok.url, event_types: ["deployment.promoted", "deployment.promotd", "nothing.*"] } });
    expect(refused.status).toBe(400);
    expect(refused.body.error_code).toBe("WEBHOOK_EVENT_TYPE_UNKNOWN");
    expect(refused.body.details).toEqual([
      { field: "event_types", problem: expect.stringContaining("deployment.promotd matches no event type") },
      { field: "event_types", problem: expect.stringContaining("nothing.* matches no event type") },
    ]);
    for (const t of catalog) expect(refused.body.message).toContain(t.type);
    const made = await register(b, b.adminKey, { url: ok.url, event_types: ["deployment.*", "probe.noted"] });
    const patched = await b.request("PATCH", `/v1/webhook-endpoints/${made.id}`, { key: b.adminKey, body: { event_types: ["anchor.nope"] } });
    expect(patched.body.error_code).toBe("WEBHOOK_EVENT_TYPE_UNKNOWN");
    expect((await b.request("DELETE", `/v1/webhook-endpoints/${made.id}`, { key: b.adminKey })).status).toBe(200);
  });

  it("EVENT_DATA_CHECK=refuse (every test Berth): an event that is undeclared or does not match its schema fails the change it belongs to, which does not commit", async () => {
    const good = await b.request("POST", "/v1/test/note", { key: b.adminKey, body: { type: "probe.noted", data: { n: 1 } } });
    expect(good.status, good.text).toBe(200);
    const wrong = await b.request("POST", "/v1/test/note", { key: b.adminKey, body: { type: "probe.noted", data: { n: "one", extra: true } } });
    expect(wrong.status).toBe(500);
    expect(wrong.body.error_code).toBe("EVENT_DATA_INVALID");
    expect(wrong.body.message).toContain("probe.noted");
    const undeclared = await b.request("POST", "/v1/test/note", { key: b.adminKey, body: { type: "probe.unheard_of", data: {} } });
    expect(undeclared.body.error_code).toBe("EVENT_DATA_INVALID");
    expect(undeclared.body.message).toContain("not a declared event type");
    // Nothing of the refused changes was written: the next good one is the note after the first.
    expect((await b.request("POST", "/v1/test/note", { key: b.adminKey, body: { type: "probe.noted", data: { n: 2 } } })).body.notes).toBe(good.body.notes + 1);
  });

  it("a flow that emits every type: each event's data in the log (and the ping a receiver got) matches the catalog's schema", async () => {
    // The probe plugin's own type, whatever ran before (--sequence.shuffle).
    expect((await b.request("POST", "/v1/test/note", { key: b.adminKey, body: { type: "probe.noted", data: { n: 0 } } })).status).toBe(200);
    const watcher = await register(b, b.adminKey, { url: ok.url, event_types: ["webhook_endpoint.disabled", "deployment.promoted"] });
    const dead = await register(b, b.adminKey, { url: failing.url, event_types: ["payout.*"], subjects: ["agent-1"] });

    // Deployments: created, state_changed, health_changed, reported, promoted, terminated, rolled_back.
    const d = deploymentsOf(b, b.adminKey, "catalog-agent");
    const first = await d.live({ provider_deployment_id: "rw-catalog-1" });
    expect((await d.report(first, { url: "https://catalog-agent.example.com" })).status).toBe(200);
    expect((await d.report(first, { health: "degraded" })).status).toBe(200);
    expect((await d.report(first, { health: "healthy" })).status).toBe(200);
    expect((await d.promote()).status).toBe(200);
    await d.live();
    expect((await d.promote()).status).toBe(200);
    expect((await d.rollback()).status).toBe(200);
    // A provider's deliveries: one for the deployment (its events), one for an id nobody has (webhook.unmatched), one with a status nobody mapped.
    const railway = (id: string, status: string) =>
      JSON.stringify({ type: "Deployment.deployed", timestamp: new Date().toISOString(), details: { id, status }, resource: { deployment: { id } } });
    expect((await deliver(b, "railway", railway("rw-catalog-1", "SUCCESS"), {}, `?token=${SECRETS.railway}`)).status).toBe(200);
    expect((await deliver(b, "railway", railway("rw-nobody", "SUCCESS"), {}, `?token=${SECRETS.railway}`)).status).toBe(202);
    expect((await deliver(b, "railway", railway("rw-catalog-1", "HIBERNATING"), {}, `?token=${SECRETS.railway}`)).status).toBe(200);

    // Anchors and payouts.
    const anchored = await b.request("POST", "/v1/anchors", { key: b.adminKey, body: { artifact_type: "epoch_bundle", artifact_id: "catalog", agent_passport_id: "agent-1", content: { epoch: 1 } } });
    expect(anchored.status, anchored.text).toBe(201);
    expect((await b.request("POST", `/v1/anchors/${anchored.body.anchor.anchor_id}/verify`, { key: b.adminKey })).status).toBe(200);
    const paid = await b.request("POST", "/v1/payouts", { key: b.adminKey, body: { agent_id: "agent-1", total_amount_lamports: "1000", recipients: DEFAULT_SPLIT } });
    expect(paid.status, paid.text).toBe(201);

    // Memory: a fact superseded and repeated; the newer one retracted (the older reinstated), then corrected.
    const memory = (path: string, body: unknown) => b.request("POST", `/v1/memory/${path}`, { key: b.adminKey, headers: { "x-agent-passport-id": "agent-1" }, body });
    const fact = (f: string, valid_from: number) => memory("semantic", { fact: f, confidence: 0.9, key: "user/city", valid_from });
    const lisbon = await fact("The user lives in Lisbon", 1_735_689_600_000);
    const porto = await fact("The user lives in Porto", 1_740_000_000_000);
    expect((await fact("The user lives in Porto", 1_740_000_000_000)).body.data.outcome).toBe("repeated");
    expect((await memory(`${porto.body.data.memory_id}/retract`, { reason: "a trip" })).status).toBe(200);
    expect((await memory(`${lisbon.body.data.memory_id}/correct`, { fact: "The user lives in Braga", confidence: 0.9 })).status).toBe(200);

    // Rollouts: every rollout.* and analysis_run.* type.
    await emitRolloutEvents(b);

    // berth.ping goes to one endpoint and never into the log.
    expect((await b.request("POST", `/v1/webhook-endpoints/${watcher.id}/test`, { key: b.adminKey })).status).toBe(202);
    // The failing endpoint is disabled a second after its attempts started failing: webhook_endpoint.disabled.
    await until("the failing endpoint to be disabled", async () => (await b.request("GET", `/v1/webhook-endpoints/${dead.id}`, { key: b.adminKey })).body.endpoint.disabled);
    const ping = await until("the ping", async () => ok.deliveries.find((x) => x.event.type === "berth.ping"));

    const log = await wholeLog(b);
    const schemas = new Map(catalog.map((t) => [t.type, ajv.compile(t.data_schema)]));
    const mismatched = [...log, ping.event].flatMap((e) => {
      const validate = schemas.get(e.type);
      if (!validate) return [`${e.type}: not in the catalog`];
      return validate(e.data) ? [] : [`${e.type} ${e.id}: ${ajv.errorsText(validate.errors)}`];
    });
    expect(mismatched).toEqual([]);
    const seen = new Set([...log.map((e) => e.type), ping.event.type]);
    // reputation.* come from ERC-8004 registry events on a chain, which this flow has none of:
    // test/reputation/devnet.test.ts emits each on a devnet and checks it against this catalog.
    expect(catalog.map((t) => t.type).filter((t) => !seen.has(t) && !t.startsWith("reputation."))).toEqual([]);
    const reported = log.filter((e) => e.type === "deployment.reported").map((e) => (e.data as { reason?: string }).reason);
    expect(reported).toContain("unrecognized_status");
  });
});

describe("collecting the catalog at start", () => {
  const declared = (type: string) => defineEventType({ type, description: "Something happened here.", data: Type.Object({}) });

  it("names the plugins of a type declared twice, a bad name, a schema that is not JSON Schema and a value not made by defineEventType", () => {
    const problems: ConfigProblem[] = [];
    EventCatalog.collect(
      [
        definePlugin({ name: "one", events: [declared("thing.happened")] }),
        definePlugin({ name: "two", events: [declared("thing.happened"), declared("Thing"), defineEventType({ type: "thing.odd", description: "Odd data.", data: { type: 12 } as never })] }),
        definePlugin({ name: "three", events: [{ type: "thing.plain", description: "x", data: {} } as never] }),
      ],
      problems,
    );
    expect(problems.map((p) => p.problem)).toEqual([
      "event type thing.happened is declared by plugin one and by plugin two; one plugin owns each type",
      expect.stringContaining('plugin two declares event type "Thing": it must look like family.what_happened'),
      expect.stringContaining("plugin two declares event type thing.odd with a data schema that is not JSON Schema"),
      expect.stringContaining("plugin three lists"),
    ]);
  });

  it("matches filters by exact type or family, with or without .*", () => {
    const catalog = EventCatalog.collect([definePlugin({ name: "one", events: [declared("thing.happened")] })], []);
    expect(catalog.unknownFilters(["thing.happened", "thing.*", "thing", "thing.other", "other.*", "other"])).toEqual(["thing.other", "other.*", "other"]);
  });
});
