import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HTTP_METHODS } from "../core/http/openapi/document.ts";
import { startBerth, type TestBerth } from "./support/test-berth.ts";

/**
 * /docs is meant to be enough on its own: every operation has a description and an example of
 * its request and of each answer, and every example fits its own schema. A new route without
 * them fails here, naming the operation.
 */
interface Media {
  schema?: object;
  example?: unknown;
}
interface Operation {
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; schema?: object; example?: unknown }[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { description?: string; content?: Record<string, Media> }>;
}

describe("the API docs", () => {
  let b: TestBerth;
  let spec: { info: { title: string; description: string }; paths: Record<string, Record<string, Operation>> };
  const operations: [string, Operation][] = [];

  beforeAll(async () => {
    // Every plugin's routes are declared even with chains off (CHAINS=none answers UNKNOWN_CHAIN).
    b = await startBerth();
    spec = (await b.request("GET", "/openapi.json")).body;
    for (const [path, item] of Object.entries(spec.paths)) {
      for (const method of HTTP_METHODS) if (item[method]) operations.push([`${method.toUpperCase()} ${path}`, item[method]!]);
    }
  });
  afterAll(() => b.stop());

  it("is titled Berth API and explains keys, worlds, passports, errors and idempotency", async () => {
    expect(spec.info.title).toBe("Berth API");
    for (const topic of ["## Authentication", "npx berth keys create", "bk_test_", "X-Agent-Passport-Id", '"error_code"', "Idempotency-Key", "IDEMPOTENCY_KEY_REUSED"]) {
      expect(spec.info.description).toContain(topic);
    }
    const page = await b.request("GET", "/docs");
    expect(page.text).toContain("<title>Berth API</title>");
  });

  it("lists the API only: no route of the docs page, GraphiQL or metrics", () => {
    expect(operations.length).toBeGreaterThan(40);
    for (const [name] of operations) expect(name).not.toMatch(/ \/(docs|graphiql|openapi\.json|metrics)\b/);
    expect(Object.keys(spec.paths)).toContain("/graphql");
  });

  it("describes every operation, with an example for each request part and each answer", () => {
    const missing: string[] = [];
    for (const [name, op] of operations) {
      if (!op.summary?.trim()) missing.push(`${name}: summary`);
      if (!op.description?.trim()) missing.push(`${name}: description`);
      for (const p of op.parameters ?? []) if (p.example === undefined) missing.push(`${name}: example of ${p.in} ${p.name}`);
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) if (media.example === undefined) missing.push(`${name}: request example (${type})`);
      const statuses = Object.keys(op.responses);
      if (!statuses.some((s) => s.startsWith("2"))) missing.push(`${name}: a success answer`);
      for (const [status, response] of Object.entries(op.responses)) {
        if (!response.description || response.description === "Default Response") missing.push(`${name}: description of ${status}`);
        for (const [type, media] of Object.entries(response.content ?? {})) if (media.example === undefined) missing.push(`${name}: ${status} example (${type})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("gives examples that fit their own schemas", () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats.default(ajv);
    const wrong: string[] = [];
    const check = (where: string, schema: object | undefined, example: unknown) => {
      if (!schema || example === undefined) return;
      const validate = ajv.compile(schema);
      if (!validate(example)) wrong.push(`${where}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(example).slice(0, 200)}`);
    };
    for (const [name, op] of operations) {
      for (const p of op.parameters ?? []) check(`${name} ${p.in} ${p.name}`, p.schema, p.example);
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) check(`${name} request ${type}`, media.schema, media.example);
      for (const [status, response] of Object.entries(op.responses)) {
        for (const [type, media] of Object.entries(response.content ?? {})) check(`${name} ${status} ${type}`, media.schema, media.example);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("shows a request example that the server takes as valid", async () => {
    const admin = spec.paths["/v1/admin/keys"]!.post!;
    const made = await b.request("POST", "/v1/admin/keys", { key: b.adminKey, body: admin.requestBody!.content["application/json"]!.example });
    expect(made.status).toBe(201);
    const heartbeat = spec.paths["/v1/compute/nodes/{computePassportId}/heartbeat"]!.post!;
    const passport = heartbeat.parameters!.find((p) => p.name === "computePassportId")!.example as string;
    const beat = await b.request("POST", `/v1/compute/nodes/${passport}/heartbeat`, {
      key: b.adminKey,
      body: heartbeat.requestBody!.content["application/json"]!.example,
    });
    expect(beat.status).toBe(200);
    const memory = spec.paths["/v1/memory/semantic"]!.post!;
    const stored = await b.request("POST", "/v1/memory/semantic", {
      key: b.adminKey,
      headers: { "x-agent-passport-id": memory.parameters!.find((p) => p.name === "x-agent-passport-id")!.example as string },
      body: memory.requestBody!.content["application/json"]!.example,
    });
    expect(stored.status, stored.text).toBe(200);
  });
});
