import { spawnSync } from "node:child_process";
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../core/host/host.ts";
import { projectDir, writePackage } from "./support/plugin-package.ts";
import { startBerth } from "./support/test-berth.ts";

// A plugin that others extend: its extension point is part of its public entry.
const HUB = `
import { defineExtensionPoint, definePlugin } from "berth/plugin";
export const ledgers = defineExtensionPoint({
  owner: "acme-hub",
  name: "ledgers",
  description: "Named ledgers and the currency each keeps.",
  keyPattern: /^[a-z]+$/,
  validate: (_key, value) => (typeof value?.currency === "string" ? null : "needs a currency"),
});
export default definePlugin({
  name: "acme-hub",
  setup(ctx) {
    const registry = ctx.provide(ledgers);
    return { service: { currencyOf: (name) => registry.get(name)?.currency } };
  },
});
`;

// The plugin under test, written as a third party would: only berth/plugin and the hub's entry.
const LEDGER = `
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { defineEventType, definePlugin, defineRoute, env, eventLogPort, storePort, callerOf, Type, Unauthorized, UsageError } from "berth/plugin";
import hub, { ledgers } from "@acme/berth-hub";

const ENTRIES = { name: "acme_ledger_entries" };

// Declared beside the code that appends it: the catalog (GET /v1/event-types, /asyncapi.json) lists it.
const ledgerRecorded = defineEventType({
  type: "ledger.recorded",
  description: "An entry was recorded in a ledger. Subject: the ledger's name.",
  data: Type.Object({ amount: Type.String() }, { additionalProperties: false }),
  example: { amount: "12.50" },
});

export default definePlugin({
  name: "acme-ledger",
  needs: { ports: [storePort, eventLogPort], plugins: [hub] },
  events: [ledgerRecorded],
  config: { ACME_LEDGER_SECRET: env.string({ description: "HMAC secret of signed entries.", default: "dev-secret", secret: true }) },
  commands: [
    {
      name: "ledger",
      summary: "Count ledger entries.",
      usage: "Usage:\\n  berth ledger count",
      async run(ctx, argv) {
        if (argv[0] !== "count") throw new UsageError("only count is known");
        const store = await ctx.port(storePort);
        return \`\${await store.world("live").collection(ENTRIES).count()} entries\`;
      },
    },
  ],
  setup(ctx) {
    ctx.extend(ledgers, "coffee", { currency: "EUR" });
    const store = ctx.port(storePort);
    const events = ctx.port(eventLogPort);
    const currency = ctx.plugin(hub).currencyOf("coffee");
    return {
      routes: [
        defineRoute({
          method: "POST",
          url: "/v1/acme/entries",
          auth: "key",
          rawBody: true,
          summary: "Record a signed entry",
          tags: ["acme"],
          body: Type.Object({ amount: Type.String() }),
          response: { 200: Type.Object({ success: Type.Literal(true), event_id: Type.String(), currency: Type.String(), bytes: Type.Integer() }) },
          async handler(req) {
            // Signed over the exact bytes sent: verify those, not a re-serialisation of the parsed JSON.
            const expected = createHmac("sha256", ctx.config.ACME_LEDGER_SECRET).update(req.rawBody).digest();
            const given = Buffer.from(String(req.headers["x-acme-signature"] ?? ""), "hex");
            if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Unauthorized("ACME_BAD_SIGNATURE", "bad signature");
            const event = await store.world(req.caller.mode).transaction(async (tx) => {
              await tx.collection(ENTRIES).insert(randomUUID(), { amount: req.body.amount });
              return events.append(tx, { type: ledgerRecorded.type, source: "/acme/ledger", subject: "coffee", data: { amount: req.body.amount } });
            });
            return { success: true, event_id: event.id, currency, bytes: req.rawBody.length };
          },
        }),
      ],
      graphql({ builder }) {
        builder.queryField("acmeLedgerEntries", (t) =>
          t.int({ resolve: async (_r, _a, gctx) => store.world(callerOf(gctx).mode).collection(ENTRIES).count() }),
        );
      },
    };
  },
});
`;

describe("a third-party plugin package written with berth/plugin only", () => {
  it("needs the store and event log, declares its event type, extends another plugin's point, takes raw bodies, adds GraphQL and a CLI command", async () => {
    const dir = projectDir("berth-sdk-");
    writePackage(dir, "@acme/berth-hub", HUB);
    const entry = writePackage(dir, "@acme/berth-ledger", LEDGER);
    const specifiers = [...readFileSync(entry, "utf8").matchAll(/from "([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(specifiers)).toEqual(new Set(["node:crypto", "berth/plugin", "@acme/berth-hub"]));

    const env = { BERTH_PLUGINS: "@acme/berth-ledger,@acme/berth-hub", BERTH_PLUGIN_DIR: dir, ACME_LEDGER_SECRET: "s3cret" };
    const b = await startBerth({ env });
    try {
      // Whitespace and key order the JSON parser would lose: the signature covers these bytes.
      const raw = Buffer.from('{ "amount" :  "12.50"\n}');
      const signature = createHmac("sha256", "s3cret").update(raw).digest("hex");
      const ok = await b.request("POST", "/v1/acme/entries", { key: b.adminKey, rawBody: raw, headers: { "x-acme-signature": signature } });
      expect(ok.status, ok.text).toBe(200);
      expect(ok.body).toMatchObject({ success: true, currency: "EUR", bytes: raw.length });
      const reserialised = createHmac("sha256", "s3cret").update(JSON.stringify({ amount: "12.50" })).digest("hex");
      const bad = await b.request("POST", "/v1/acme/entries", { key: b.adminKey, rawBody: raw, headers: { "x-acme-signature": reserialised } });
      expect(bad.body.error_code).toBe("ACME_BAD_SIGNATURE");
      // The route keeps every rule of a declared route: JSON only, validated, limited.
      expect((await b.request("POST", "/v1/acme/entries", { key: b.adminKey, rawBody: "{nope", headers: { "x-acme-signature": signature } })).body.error_code).toBe("MALFORMED_JSON");

      const events = await b.request("GET", "/v1/events?type=ledger", { key: b.adminKey });
      expect(events.body.events).toEqual([expect.objectContaining({ id: ok.body.event_id, type: "ledger.recorded", subject: "coffee", data: { amount: "12.50" } })]);
      const catalog = await b.request("GET", "/v1/event-types/ledger.recorded");
      expect(catalog.body.event_type).toMatchObject({ type: "ledger.recorded", plugin: "acme-ledger", data_schema: { type: "object", required: ["amount"] }, example: { amount: "12.50" } });
      const g = await b.graphql("{ acmeLedgerEntries }");
      expect(g.body.data.acmeLedgerEntries).toBe(1);
    } finally {
      await b.stop();
    }

    const cli = spawnSync(process.execPath, [join(REPO_ROOT, "bin", "berth.js"), "ledger", "count"], {
      env: { ...process.env, ...env, BERTH_DATA_DIR: b.dataDir, LOG_LEVEL: "silent" },
      encoding: "utf8",
      timeout: 30_000,
    });
    // Nothing on stderr but the store the command used (the server has stopped, so no one serves it).
    const lines = cli.stderr.trim().split("\n");
    expect(lines[0]).toBe(`berth: store: sqlite ${join(b.dataDir, "berth.sqlite")}`);
    expect(lines.slice(1)).toEqual([expect.stringMatching(/^berth: NOTE: no running Berth uses the data folder /)]);
    expect(cli.stdout.trim()).toBe("1 entries");
    expect(cli.status).toBe(0);
  });
});
