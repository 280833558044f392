import { spawnSync } from "node:child_process";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../core/host/host.ts";
import { send, startBerth, tempDir, type TestBerth } from "../support/test-berth.ts";
import { startAgent, type RunningAgent } from "./run-agent.ts";
import { writeFiles } from "./ts-project.ts";

/**
 * Generated agents, started and asked over HTTP. The plain Docker runtime's agent needs only
 * Python's standard library, so it runs here in full: against a stand-in for the OpenAI Chat
 * Completions API (an external service) and a tool endpoint, both local HTTP servers. The
 * TypeScript agent's server runs too; its SDK packages cannot be installed here, so it is run
 * with packages that fail when called, which covers everything but the model call itself.
 */

async function listen(handler: (req: IncomingMessage, body: string) => { status: number; body: unknown }): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (d) => (body += String(d)));
    req.on("end", () => {
      const out = handler(req, body);
      res.writeHead(out.status, { "content-type": "application/json" });
      res.end(JSON.stringify(out.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
}

function healthcheckOf(dockerfile: string): string[] {
  return JSON.parse(/^HEALTHCHECK .* CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[];
}

describe("the plain Docker runtime's agent, run with Python", () => {
  let b: TestBerth;
  let agent: RunningAgent;
  let model: { server: Server; url: string };
  let tools: { server: Server; url: string };
  let healthcheck: string[];
  const modelCalls: { messages: { role: string; content: string | null }[]; tools?: unknown[] }[] = [];
  const toolCalls: { url: string; authorization: string | undefined }[] = [];
  // What each test's run called, whatever ran before it (--sequence.shuffle).
  beforeEach(() => {
    modelCalls.length = 0;
    toolCalls.length = 0;
  });

  beforeAll(async () => {
    tools = await listen((req) => {
      toolCalls.push({ url: req.url!, authorization: req.headers.authorization });
      return { status: 200, body: { forecast: "sunny, 24 C" } };
    });
    // The stand-in model: asks for the forecast, then answers with what the tool said.
    model = await listen((req, body) => {
      const call = JSON.parse(body);
      modelCalls.push(call);
      const last = call.messages[call.messages.length - 1];
      const message =
        last.role === "tool"
          ? { role: "assistant", content: `Here is the forecast: ${last.content}` }
          : { role: "assistant", content: null, tool_calls: [{ id: "call_1", type: "function", function: { name: "get_forecast", arguments: '{"city": "Paris", "days": 2}' } }] };
      return { status: req.url === "/v1/chat/completions" && req.headers.authorization === "Bearer sk-test" ? 200 : 401, body: { choices: [{ message }] } };
    });
    const descriptor = {
      agent_config: {
        system_prompt: "You answer questions about the weather.",
        model: { provider: "openai", name: "gpt-4o-mini", temperature: 0 },
        tools: [
          {
            name: "get_forecast",
            description: "Forecast for a city",
            url: `${tools.url}/forecast`,
            method: "GET",
            auth_env: "WEATHER_API_TOKEN",
            parameters: [
              { name: "city", type: "string" },
              { name: "days", type: "integer", required: false },
            ],
          },
        ],
        autonomy_level: "supervised",
        guardrails: { blocked_terms: ["password"], max_input_chars: 100 },
      },
    };
    b = await startBerth();
    const p = (await b.request("POST", "/v1/agents/preview", { key: b.adminKey, body: { descriptor, name: "Plain bot", preferred_adapter: "docker" } })).body.preview;
    healthcheck = healthcheckOf(p.files.Dockerfile);
    const dir = tempDir("berth-preview-run-");
    writeFiles(dir, p.files);
    agent = await startAgent(dir, ["python3", "-m", "app.main"], { OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: `${model.url}/v1`, WEATHER_API_TOKEN: "tok-123" });
  });
  afterAll(async () => {
    await agent?.stop();
    await b?.stop();
    model?.server.close();
    tools?.server.close();
  });

  it("serves GET /health, and the Dockerfile's HEALTHCHECK command passes against it", async () => {
    const a = await send(agent.url, "GET", "/health");
    expect(a.status).toBe(200);
    expect(a.body).toEqual({ status: "ok", agent: "Plain bot", runtime: "docker" });
    expect(healthcheck[0]).toBe("python");
    const run = spawnSync("python3", healthcheck.slice(1), { env: { ...process.env, PORT: String(agent.port) }, timeout: 20_000 });
    expect(run.status).toBe(0);
    const nobody = spawnSync("python3", healthcheck.slice(1), { env: { ...process.env, PORT: "9" }, timeout: 20_000 });
    expect(nobody.status).not.toBe(0);
  });

  it("POST /run at autonomy supervised: a tool the run did not approve is not called", async () => {
    const a = await send(agent.url, "POST", "/run", { body: { input: "Weather in Paris?" } });
    expect(a.status, a.text).toBe(200);
    expect(a.body.steps).toBe(2);
    expect(a.body.output).toContain("Tool get_forecast was not run: it needs approval (autonomy level supervised).");
    expect(toolCalls).toEqual([]);
    expect(modelCalls[0]).toMatchObject({ model: "gpt-4o-mini", temperature: 0, messages: [{ role: "system", content: "You answer questions about the weather." }, { role: "user", content: "Weather in Paris?" }] });
  });

  it("POST /run with the tool approved: the tool endpoint is called with the arguments and its token", async () => {
    const a = await send(agent.url, "POST", "/run", { body: { input: "Weather in Paris?", approved_tools: ["get_forecast"] } });
    expect(a.status, a.text).toBe(200);
    expect(a.body).toEqual({ output: 'Here is the forecast: {"forecast":"sunny, 24 C"}', steps: 2 });
    expect(toolCalls).toEqual([{ url: "/forecast?city=Paris&days=2", authorization: "Bearer tok-123" }]);
  });

  it("applies the guardrails and refuses bad bodies", async () => {
    expect((await send(agent.url, "POST", "/run", { body: { input: "What is the admin PASSWORD?" } })).status).toBe(422);
    expect((await send(agent.url, "POST", "/run", { body: { input: "x".repeat(101) } })).body).toEqual({ error: "the input is longer than 100 characters" });
    expect((await send(agent.url, "POST", "/run", { body: { input: 5 } })).status).toBe(400);
    expect((await send(agent.url, "POST", "/run", { rawBody: "{not json" })).status).toBe(400);
    expect((await send(agent.url, "GET", "/nope")).status).toBe(404);
  });
});

/** Packages named like the SDK's, whose functions fail when called: the server runs, the model call fails. */
const FAILING_SDK: Record<string, string> = {
  "node_modules/ai/index.js": 'export function generateText() { throw new Error("no model in this test"); }\nexport function stepCountIs() { return {}; }\nexport function tool(t) { return t; }\n',
  "node_modules/ai/package.json": '{"name":"ai","type":"module","exports":"./index.js"}',
  "node_modules/@ai-sdk/openai/index.js": "export function openai(id) { return { modelId: id }; }\n",
  "node_modules/@ai-sdk/openai/package.json": '{"name":"@ai-sdk/openai","type":"module","exports":"./index.js"}',
};

describe("the Vercel AI SDK runtime's server, run with Node", () => {
  it("serves GET /health (and its Dockerfile's HEALTHCHECK passes), checks bodies and guardrails, and answers 502 when the model call fails", async () => {
    const b = await startBerth();
    const descriptor = { agent_config: { system_prompt: "Hi", model: { provider: "openai", name: "gpt-4o-mini" }, workflow_type: "single", guardrails: { blocked_terms: ["secret"] } } };
    const p = (await b.request("POST", "/v1/agents/preview", { key: b.adminKey, body: { descriptor, name: "TS bot", preferred_adapter: "vercel-ai" } })).body.preview;
    await b.stop();
    const dir = tempDir("berth-preview-ts-run-");
    writeFiles(dir, { ...p.files, ...FAILING_SDK });
    const tsx = join(REPO_ROOT, "node_modules", "tsx", "dist", "cli.mjs");
    const agent = await startAgent(dir, [process.execPath, tsx, p.entrypoint], {});
    try {
      expect((await send(agent.url, "GET", "/health")).body).toEqual({ status: "ok", agent: "TS bot", runtime: "vercel-ai" });
      const [program, flag, code] = healthcheckOf(p.files.Dockerfile);
      expect([program, flag]).toEqual(["node", "-e"]);
      expect(spawnSync(process.execPath, ["-e", code!], { env: { ...process.env, PORT: String(agent.port) }, timeout: 20_000 }).status).toBe(0);
      expect(spawnSync(process.execPath, ["-e", code!], { env: { ...process.env, PORT: "9" }, timeout: 20_000 }).status).not.toBe(0);
      expect((await send(agent.url, "POST", "/run", { body: { input: "" } })).body).toEqual({ error: "input must be a non-empty string" });
      expect((await send(agent.url, "POST", "/run", { rawBody: "{" })).status).toBe(400);
      expect((await send(agent.url, "POST", "/run", { body: { input: "tell me the SECRET" } })).status).toBe(422);
      const run = await send(agent.url, "POST", "/run", { body: { input: "Hello" } });
      expect(run.status).toBe(502);
      expect(run.body.error).toBe("the run failed: no model in this test");
    } finally {
      await agent.stop();
    }
  });
});
