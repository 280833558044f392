import { Type } from "typebox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineRoute } from "../core/http/route.ts";
import { definePlugin } from "../core/plugin/define-plugin.ts";
import { startBerth, type TestBerth } from "./support/test-berth.ts";

let created = 0;
// A creating POST, as registration and escrow creation are: each real run makes a new thing.
const counter = definePlugin({
  name: "counter",
  setup: () => ({
    routes: [
      defineRoute({
        method: "POST",
        url: "/v1/test/things",
        auth: "key",
        idempotent: true,
        summary: "make a thing",
        tags: ["test"],
        body: Type.Object({ name: Type.String(), slow: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
        response: { 201: Type.Object({ success: Type.Literal(true), thing: Type.Integer(), name: Type.String() }) },
        handler: async (req) => {
          if (req.body.slow) await new Promise((r) => setTimeout(r, 300));
          if (req.body.name === "fail") throw new Error("boom");
          return { success: true, thing: ++created, name: req.body.name };
        },
      }),
    ],
  }),
});

describe("Idempotency-Key", () => {
  let b: TestBerth;
  beforeAll(async () => {
    b = await startBerth({ extraPlugins: [counter] });
  });
  afterAll(() => b.stop());

  const post = (body: unknown, key?: string, apiKey?: string) =>
    b.request("POST", "/v1/test/things", { key: apiKey ?? b.adminKey, body, headers: key ? { "idempotency-key": key } : {} });

  it("replays the first answer for a retry with the same key and body", async () => {
    const first = await post({ name: "a" }, "k-1");
    const again = await post({ name: "a" }, "k-1");
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const fresh = await post({ name: "a" }, "k-2");
    expect(fresh.body.thing).toBe(first.body.thing + 1);
  });

  it("answers 409 IDEMPOTENCY_KEY_REUSED for the same key with another body", async () => {
    await post({ name: "x" }, "k-3");
    const other = await post({ name: "y" }, "k-3");
    expect(other.status).toBe(409);
    expect(other.body.error_code).toBe("IDEMPOTENCY_KEY_REUSED");
  });

  it("runs once when two retries race: the other gets 409 IDEMPOTENCY_IN_PROGRESS or the replay", async () => {
    const before = created;
    const [a, c] = await Promise.all([post({ name: "race", slow: true }, "k-4"), post({ name: "race", slow: true }, "k-4")]);
    expect(created).toBe(before + 1);
    const statuses = [a.status, c.status].sort();
    expect(statuses[0]).toBe(201);
    expect([201, 409]).toContain(statuses[1]);
  });

  it("forgets a key whose request failed, so the retry runs", async () => {
    const failed = await post({ name: "fail" }, "k-5");
    expect(failed.status).toBe(500);
    expect(failed.body.error_code).toBe("INTERNAL_ERROR");
    const before = created;
    const retried = await post({ name: "fail-no-more" }, "k-5");
    expect(retried.status).toBe(201);
    expect(created).toBe(before + 1);
  });

  it("keeps keys per API key: another key's same Idempotency-Key is a new request", async () => {
    const other = await b.key("admin");
    const mine = await post({ name: "z" }, "k-6");
    const theirs = await post({ name: "z" }, "k-6", other.token);
    expect(theirs.body.thing).not.toBe(mine.body.thing);
  });

  it("rejects an unusable key with 400", async () => {
    const a = await post({ name: "q" }, "x".repeat(300));
    expect(a.status).toBe(400);
    expect(a.body.details[0].field).toBe("headers.idempotency-key");
  });
});
