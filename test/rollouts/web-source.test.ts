import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AddressPolicy } from "../../core/net/address-policy.ts";
import { HttpClient } from "../../plugins/rollouts/http-client.ts";
import { measureWeb } from "../../plugins/rollouts/source-web.ts";
import { deploy, railway, rolloutBerth, type RolloutBerth } from "./rollout-helpers.ts";

/** A metrics endpoint that answers well, slowly (never, within any timeout here), with errors and with things that are not numbers. */
let server: Server;
let base: string;
const hanging: ServerResponse[] = [];
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.url!);
    const json = (status: number, body: unknown) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (req.url!.startsWith("/ok/")) return json(200, { data: { error_rate: 0.01, agent: req.url!.slice(4) } });
    if (req.url === "/slow") return void hanging.push(res);
    if (req.url === "/error") return json(500, { error: "backend down" });
    if (req.url === "/text") return res.writeHead(200, { "content-type": "text/plain" }).end("all good");
    if (req.url === "/string") return json(200, { data: { error_rate: "n/a" } });
    if (req.url === "/missing") return json(200, { data: {} });
    if (req.url === "/redirect") return res.writeHead(302, { location: "/ok/x" }).end();
    if (req.url === "/huge") return json(200, { data: "x".repeat(300_000) });
    json(404, { error: "no such metric" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const res of hanging) res.destroy();
  await new Promise((resolve) => server.close(resolve));
});

const target = { agent_passport_id: "agent-web", deployment_id: "3f0c1b9e-8a4d-4c2e-9b7a-2d5e6f7a8b9c", revision: "v 2/β", rollout_id: "5e2a9c1d-7b3f-4a6e-9d8c-1f2e3d4c5b6a" };

describe("the web source against a local HTTP server", () => {
  const http = new HttpClient(new AddressPolicy({ allowed: ["127.0.0.1"], hint: "test" }));
  afterAll(() => http.close());
  const read = (path: string, o: { json_path?: string; timeout?: string } = {}) => measureWeb(http, { url: `${base}${path}`, json_path: o.json_path ?? "$.data.error_rate", timeout: o.timeout ?? "2s" }, target);

  it("reads the value at the path; placeholders are URL-encoded into the URL", async () => {
    expect(await read("/ok/{{revision}}")).toEqual({ value: 0.01 });
    expect(seen).toContain("/ok/v%202%2F%CE%B2");
    expect(await read("/ok/{{agent_passport_id}}", { json_path: "{$.data.agent}" })).toEqual({ value: "agent-web" });
  });

  it("a slow answer, an error status, a body that is not JSON, a missing value, a redirect and a huge answer are error readings", async () => {
    expect(await read("/slow", { timeout: "200ms" })).toEqual({ error: "no answer within 200 ms" });
    expect(await read("/error")).toEqual({ error: "HTTP 500" });
    expect(await read("/text")).toMatchObject({ error: expect.stringContaining("not JSON") });
    expect(await read("/missing")).toEqual({ error: "the answer has no value at $.data.error_rate" });
    expect(await read("/redirect")).toEqual({ error: "HTTP 302 (redirects are not followed)" });
    expect(await read("/huge", { json_path: "$.data" })).toMatchObject({ error: expect.stringContaining("larger than") });
  });

  it("a value that is not a number is kept as it is (a condition on it then errs)", async () => {
    expect(await read("/string")).toEqual({ value: "n/a" });
  });

  it("a source that is down is an error reading; loopback is refused unless allowed", async () => {
    const closed = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, "127.0.0.1", () => {
        const port = (s.address() as AddressInfo).port;
        s.close(() => resolve(port));
      });
    });
    expect(await measureWeb(http, { url: `http://127.0.0.1:${closed}/x`, json_path: "$.v" }, target)).toEqual({ error: "request failed: ECONNREFUSED" });
    const strict = new HttpClient(new AddressPolicy({ hint: "ROLLOUTS_ALLOWED_HOSTS does not name it" }));
    expect(await measureWeb(strict, { url: `${base}/ok/x`, json_path: "$.data.error_rate" }, target)).toEqual({ error: "127.0.0.1 is not a public address (ROLLOUTS_ALLOWED_HOSTS does not name it)" });
    expect(await measureWeb(strict, { url: "http://localhost:9/x", json_path: "$.v" }, target)).toMatchObject({ error: expect.stringContaining("not a public address") });
    await strict.close();
  });
});

describe("web measurements in a rollout", () => {
  let r: RolloutBerth;
  beforeAll(async () => {
    r = await rolloutBerth();
  });
  afterAll(() => r?.b.stop());

  it("templates are checked: CEL, JSON paths, URLs and their hosts; every problem listed", async () => {
    const bad = await r.api("PUT", "/v1/analysis-templates/bad", {
      metrics: [
        { name: "a", count: 3, failure_condition: "result >", provider: { web: { url: "ftp://example.com/x", json_path: "data.x" } } },
        { name: "a", interval: "10s", success_condition: "latency < 5", failure_limit: -1, provider: { prometheus: { address: `${base}/`, query: 'up{job="{{args.job}}"}' } } },
      ],
    });
    expect(bad.status).toBe(400);
    const fields = bad.body.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(
      expect.arrayContaining(["metrics[0].failure_condition", "metrics[0].interval", "metrics[0].provider.web.url", "metrics[0].provider.web.json_path", "metrics[1].success_condition", "metrics[1].failure_limit", "metrics[1].provider.prometheus.query", "metrics[1].name"]),
    );
    const privateHost = await r.api("PUT", "/v1/analysis-templates/private", { metrics: [{ name: "a", provider: { web: { url: "http://10.1.2.3/metrics", json_path: "$.v" } } }] });
    expect(privateHost.status).toBe(400);
    expect(privateHost.body.error_code).toBe("ROLLOUT_ADDRESS_NOT_ALLOWED");
    const agentKey = await r.b.key("agent", { passports: ["agent-web"] });
    expect((await r.b.request("PUT", "/v1/analysis-templates/mine", { key: agentKey.token, body: { metrics: [{ name: "a", provider: { berth: { metric: "error_rate" } } }] } })).status).toBe(403);
  });

  it("errors and non-numbers are Error measurements; past consecutive_error_limit the run is Error and the rollout aborts, saying why", async () => {
    await r.ok("PUT", "/v1/analysis-templates/flaky", {
      metrics: [
        { name: "down", interval: "10s", count: 10, consecutive_error_limit: 2, failure_condition: "result > 0.05", provider: { web: { url: `${base}/error`, json_path: "$.data.error_rate", timeout: "1s" } } },
        { name: "words", interval: "10s", count: 10, failure_condition: "result > 0.05", dry_run: true, provider: { web: { url: `${base}/string`, json_path: "$.data.error_rate" } } },
      ],
    }, 201);
    await r.ok("PUT", "/v1/agents/agent-web/rollout-strategy", { blue_green: { pre_promotion_analysis: { templates: ["flaky"] } } });
    await deploy(r, "agent-web", "agent-web-v1", { slot: "primary", revision: "v1" });
    await railway(r, "agent-web-v1", "deployed");
    const started = r.next("rollout.started", "agent-web");
    await deploy(r, "agent-web", "agent-web-v2", { revision: "v2" });
    const rolloutId = ((await started).data as { rollout_id: string }).rollout_id;
    const aborted = r.next("rollout.aborted", "agent-web");
    const runStarted = r.next("analysis_run.started", "agent-web");
    await railway(r, "agent-web-v2", "deployed");
    await runStarted;
    // Measured at once, then every 10 s after an error: the third error in a row passes the limit of 2.
    await r.advance(0);
    await r.advance(10_000);
    await r.advance(10_000);
    const event = await aborted;
    expect(event.data).toMatchObject({ reason: "analysis_error" });
    const { rollout } = await r.ok("GET", `/v1/rollouts/${rolloutId}`);
    expect(rollout.decision).toMatchObject({ metric: "down", phase: "Error", limit: "consecutive_error (3) > consecutive_error_limit (2)" });
    expect(rollout.decision.measurements.map((m: { error: string; error_kind: string }) => [m.error, m.error_kind])).toEqual([
      ["HTTP 500", "source"],
      ["HTTP 500", "source"],
      ["HTTP 500", "source"],
    ]);
    const { run } = await r.ok("GET", `/v1/analysis-runs/${rollout.decision.run_id}`);
    const words = run.measurements.filter((m: { metric: string }) => m.metric === "words");
    expect(words[0]).toMatchObject({ phase: "Error", value: "n/a", error_kind: "condition" });
    expect(words[0].error).toContain("result > 0.05");
    expect(run.results.find((x: { name: string }) => x.name === "words")).toMatchObject({ dry_run: true });
    expect((await r.ok("GET", `/v1/analysis-runs/${run.run_id}/replay`)).replay).toMatchObject({ same: true, replayed_phase: "Error" });
  });
});
