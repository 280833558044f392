import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { docSection } from "../support/docs.ts";
import { startBerth, type TestBerth } from "../support/test-berth.ts";
import { anthropicDag, anthropicSingle, minimalAgent, minimalAgentExplicit, researchDag, weatherAgent } from "./descriptors.ts";

const RUNTIMES = ["docker", "langgraph", "openai-agents", "vercel-ai"];

describe("POST /v1/agents/preview over real HTTP", () => {
  let b: TestBerth;
  const preview = (body: unknown, key?: string) => b.request("POST", "/v1/agents/preview", { key: key ?? b.adminKey, body });
  beforeAll(async () => {
    b = await startBerth();
  });
  afterAll(() => b.stop());

  it("answers the files of the named runtime, for each of the four", async () => {
    for (const adapter of RUNTIMES) {
      const a = await preview({ descriptor: weatherAgent, name: "Weather bot", owner: "team-sky", preferred_adapter: adapter });
      expect(a.status, a.text).toBe(200);
      expect(Object.keys(a.body)).toEqual(["success", "preview"]);
      const p = a.body.preview;
      expect(p.adapter).toBe(adapter);
      expect(Object.keys(p).sort()).toEqual(["adapter", "dependencies", "entrypoint", "env_vars", "files", "ignored_fields"]);
      expect(p.ignored_fields).toEqual([]);
      expect(Object.keys(p.files)).toEqual(Object.keys(p.files).sort());
      expect(p.files).toHaveProperty(p.entrypoint);
      expect(p.files).toHaveProperty("Dockerfile");
      expect(p.env_vars.map((v: { name: string }) => v.name)).toEqual(expect.arrayContaining(["OPENAI_API_KEY", "PORT", "WEATHER_API_TOKEN"]));
      expect(p.env_vars.find((v: { name: string }) => v.name === "OPENAI_API_KEY")).toMatchObject({ required: true, secret: true });
      for (const version of Object.values(p.dependencies)) expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    }
  });

  it("pins each runtime's dependencies in its manifest, the versions the answer lists", async () => {
    const ts = (await preview({ descriptor: weatherAgent, preferred_adapter: "vercel-ai" })).body.preview;
    expect(ts.dependencies).toEqual({ "@ai-sdk/openai": "4.0.118", ai: "7.0.173", zod: "4.6.7" });
    expect(JSON.parse(ts.files["package.json"]).dependencies).toEqual(ts.dependencies);
    const lg = (await preview({ descriptor: weatherAgent, preferred_adapter: "langgraph" })).body.preview;
    expect(lg.files["requirements.txt"]).toBe(
      Object.entries(lg.dependencies)
        .map(([n, v]) => `${n}==${v}\n`)
        .join(""),
    );
    expect(Object.keys(lg.dependencies)).toEqual(["fastapi", "langchain-core", "langchain-openai", "langgraph", "uvicorn"]);
    const oa = (await preview({ descriptor: weatherAgent, preferred_adapter: "openai-agents" })).body.preview;
    expect(Object.keys(oa.dependencies)).toEqual(["fastapi", "openai-agents", "uvicorn"]);
    const plain = (await preview({ descriptor: weatherAgent, preferred_adapter: "docker" })).body.preview;
    expect(plain.dependencies).toEqual({});
  });

  it("without preferred_adapter picks the first runtime that fits, by rank: vercel-ai, then langgraph for a DAG", async () => {
    expect((await preview({ descriptor: weatherAgent })).body.preview.adapter).toBe("vercel-ai");
    expect((await preview({ descriptor: anthropicSingle })).body.preview.adapter).toBe("vercel-ai");
    expect((await preview({ descriptor: researchDag })).body.preview.adapter).toBe("langgraph");
  });

  it("is deterministic: the same request gives the same bytes, and written-out defaults give the same bytes as none", async () => {
    for (const adapter of RUNTIMES) {
      const body = { descriptor: weatherAgent, name: "Weather bot", preferred_adapter: adapter };
      const [one, two] = [await preview(body), await preview(body)];
      expect(one.status).toBe(200);
      expect(two.text).toBe(one.text);
      const implicit = await preview({ descriptor: minimalAgent, preferred_adapter: adapter });
      const explicit = await preview({ descriptor: minimalAgentExplicit, preferred_adapter: adapter });
      expect(explicit.text).toBe(implicit.text);
    }
  });

  it("stores and deploys nothing: no event is appended", async () => {
    await preview({ descriptor: weatherAgent });
    const events = await b.request("GET", "/v1/events", { key: b.adminKey });
    expect(events.body.events).toEqual([]);
  });

  it("is admin only: 401 without a key, 403 ADMIN_REQUIRED for an agent key, on REST and GraphQL", async () => {
    const none = await b.request("POST", "/v1/agents/preview", { body: { descriptor: minimalAgent } });
    expect(none.status).toBe(401);
    expect(none.body.error_code).toBe("API_KEY_MISSING");
    const agent = await b.key("agent", { passports: ["agent-1"] });
    const forbidden = await preview({ descriptor: minimalAgent }, agent.token);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error_code).toBe("ADMIN_REQUIRED");
    const g = await b.graphql("mutation($d: JSON!) { previewAgent(descriptor: $d) { adapter } }", { d: minimalAgent }, agent.token);
    expect(g.body.errors[0].extensions.error_code).toBe("ADMIN_REQUIRED");
    const testAdmin = await preview({ descriptor: minimalAgent }, b.testAdminKey);
    expect(testAdmin.status).toBe(200);
  });

  it("answers 400 VALIDATION_FAILED with details for unknown fields and wrong types, at any depth", async () => {
    const cases: [unknown, { field: string; problem: string }][] = [
      [{}, { field: "descriptor", problem: "is required" }],
      [{ descriptor: minimalAgent, colour: "blue" }, { field: "colour", problem: "is not a known field" }],
      [{ descriptor: { ...minimalAgent, extra: 1 } }, { field: "descriptor.extra", problem: "is not a known field" }],
      [{ descriptor: { agent_config: { ...minimalAgent.agent_config, sytem_prompt: "typo" } } }, { field: "descriptor.agent_config.sytem_prompt", problem: "is not a known field; did you mean `system_prompt`?" }],
      [{ descriptor: { agent_config: { ...minimalAgent.agent_config, max_steps: "8" } } }, { field: "descriptor.agent_config.max_steps", problem: "must be integer" }],
      [{ descriptor: { agent_config: { ...minimalAgent.agent_config, autonomy_level: "yolo" } } }, { field: "descriptor.agent_config.autonomy_level", problem: "must be one of: manual, supervised, autonomous, semi_autonomous, fully_autonomous" }],
      [{ descriptor: { agent_config: { ...minimalAgent.agent_config, model: { provider: "openai" } } } }, { field: "descriptor.agent_config.model.name", problem: "is required" }],
      [
        { descriptor: { agent_config: { ...weatherAgent.agent_config, tools: [{ ...weatherAgent.agent_config.tools[1], parameters: [{ name: "q", type: "date" }] }] } } },
        { field: "descriptor.agent_config.tools.0.parameters.0.type", problem: "must be one of: string, number, integer, boolean" },
      ],
      [{ descriptor: minimalAgent, name: "../etc" }, { field: "name", problem: 'must match pattern "^[A-Za-z0-9][A-Za-z0-9 ._-]{0,63}$"' }],
      [{ descriptor: "agent" }, { field: "descriptor", problem: "must be object" }],
    ];
    for (const [body, problem] of cases) {
      const a = await preview(body);
      expect(a.status, JSON.stringify(body)).toBe(400);
      expect(a.body.error_code).toBe("VALIDATION_FAILED");
      expect(a.body.details).toContainEqual(problem);
    }
  });

  it("answers 400 VALIDATION_FAILED for the rules a schema cannot say", async () => {
    const config = weatherAgent.agent_config;
    const tool = config.tools[1]!;
    const cases: [unknown, { field: string; problem: string }][] = [
      [{ ...config, tools: [tool, tool] }, { field: "descriptor.agent_config.tools.1.name", problem: 'tool name "list_alerts" is already used at index 0' }],
      [{ ...config, tools: [{ ...tool, parameters: [{ name: "from", type: "string" }] }] }, { field: "descriptor.agent_config.tools.0.parameters.0.name", problem: '"from" is a Python keyword; choose another name' }],
      [{ ...config, tools: [{ ...tool, auth_env: "OPENAI_API_KEY" }] }, { field: "descriptor.agent_config.tools.0.auth_env", problem: "OPENAI_API_KEY is read by the agent itself; name the tool's own token" }],
      [{ ...config, workflow_type: "single" }, { field: "descriptor.agent_config.tools", problem: "tools need workflow_type react (a single workflow makes plain model calls)" }],
      [{ ...researchDag.agent_config, workflow: undefined }, { field: "descriptor.agent_config.workflow", problem: "is required when workflow_type is dag" }],
      [{ ...minimalAgent.agent_config, workflow: researchDag.agent_config.workflow }, { field: "descriptor.agent_config.workflow", problem: "is only for workflow_type dag" }],
      [
        { ...researchDag.agent_config, workflow: { steps: [{ id: "a", prompt: "p", depends_on: ["b"] }, { id: "b", prompt: "p", depends_on: ["a"] }, { id: "c", prompt: "p", depends_on: ["a"] }] } },
        { field: "descriptor.agent_config.workflow.steps", problem: "steps a, b, c wait on a cycle of dependencies" },
      ],
      [{ ...researchDag.agent_config, workflow: { steps: [{ id: "a", prompt: "p", depends_on: ["nope"] }] } }, { field: "descriptor.agent_config.workflow.steps.0.depends_on.0", problem: 'no step has the id "nope"' }],
      [
        { ...researchDag.agent_config, workflow: { steps: [{ id: "a", prompt: "p" }, { id: "b", prompt: "p" }] } },
        { field: "descriptor.agent_config.workflow.steps", problem: "needs exactly one final step (one no other step depends on); found a, b" },
      ],
    ];
    for (const [agentConfig, problem] of cases) {
      const a = await preview({ descriptor: { agent_config: agentConfig } });
      expect(a.status, JSON.stringify(problem)).toBe(400);
      expect(a.body.error_code).toBe("VALIDATION_FAILED");
      expect(a.body.details).toContainEqual(problem);
    }
  });

  it("answers 400 PREVIEW_ADAPTER_UNKNOWN for a runtime nobody registered, listing the known ones", async () => {
    const a = await preview({ descriptor: minimalAgent, preferred_adapter: "crewai" });
    expect(a.status).toBe(400);
    expect(a.body).toMatchObject({ success: false, error: "invalid_request", error_code: "PREVIEW_ADAPTER_UNKNOWN" });
    expect(a.body.details).toEqual({ preferred_adapter: "crewai", known: ["vercel-ai", "langgraph", "openai-agents", "docker"] });
  });

  it("answers 422 PREVIEW_ADAPTER_UNSUITABLE when the named runtime cannot build the agent, saying which can", async () => {
    const dag = await preview({ descriptor: researchDag, preferred_adapter: "vercel-ai" });
    expect(dag.status).toBe(422);
    expect(dag.body).toMatchObject({ success: false, error: "unprocessable", error_code: "PREVIEW_ADAPTER_UNSUITABLE" });
    expect(dag.body.details).toEqual({ adapter: "vercel-ai", problem: expect.stringContaining("workflow_type dag"), adapters_that_can: ["langgraph"] });
    expect(dag.body.message).toContain("runtimes that can: langgraph");
    const claude = await preview({ descriptor: anthropicSingle, preferred_adapter: "openai-agents" });
    expect(claude.status).toBe(422);
    expect(claude.body.details.adapters_that_can).toEqual(["vercel-ai"]);
  });

  it("answers 422 PREVIEW_NO_ADAPTER_FITS when none is named and none can build it, with each runtime's reason", async () => {
    const a = await preview({ descriptor: anthropicDag });
    expect(a.status).toBe(422);
    expect(a.body.error_code).toBe("PREVIEW_NO_ADAPTER_FITS");
    expect(Object.keys(a.body.details.problems).sort()).toEqual(RUNTIMES);
    expect(a.body.details.adapters_that_can).toEqual([]);
    const named = await preview({ descriptor: anthropicDag, preferred_adapter: "langgraph" });
    expect(named.body).toMatchObject({ error_code: "PREVIEW_ADAPTER_UNSUITABLE", details: { adapters_that_can: [] } });
  });
});

for (const engine of ["mercurius", "yoga"] as const) {
  describe(`Mutation.previewAgent on ${engine}`, () => {
    let b: TestBerth;
    beforeAll(async () => {
      b = await startBerth({ env: { GRAPHQL_ENGINE: engine } });
    });
    afterAll(() => b.stop());

    const MUTATION = `mutation($d: JSON!, $n: String, $o: String, $a: String) {
      previewAgent(descriptor: $d, name: $n, owner: $o, preferredAdapter: $a) {
        adapter files entrypoint dependencies envVars { name required secret description } ignoredFields { field reason }
      }
    }`;

    it("answers what REST answers, field for field", async () => {
      for (const adapter of ["vercel-ai", "langgraph"]) {
        const rest = (await b.request("POST", "/v1/agents/preview", { key: b.adminKey, body: { descriptor: weatherAgent, name: "Weather bot", owner: "team-sky", preferred_adapter: adapter } })).body.preview;
        const g = await b.graphql(MUTATION, { d: weatherAgent, n: "Weather bot", o: "team-sky", a: adapter });
        expect(g.body.errors).toBeUndefined();
        const { envVars, ignoredFields, ...rest2 } = g.body.data.previewAgent;
        expect({ ...rest2, env_vars: envVars, ignored_fields: ignoredFields }).toEqual(rest);
      }
    });

    it("answers the same error codes and details", async () => {
      const bad = await b.graphql(MUTATION, { d: { agent_config: { ...minimalAgent.agent_config, sytem_prompt: "x" } } });
      expect(bad.body.errors[0].extensions).toMatchObject({ error_code: "VALIDATION_FAILED", details: [{ field: "descriptor.agent_config.sytem_prompt", problem: "is not a known field; did you mean `system_prompt`?" }] });
      const unsuitable = await b.graphql(MUTATION, { d: researchDag, a: "docker" });
      expect(unsuitable.body.errors[0].extensions).toMatchObject({ error_code: "PREVIEW_ADAPTER_UNSUITABLE", details: { adapters_that_can: ["langgraph"] } });
      const unknown = await b.graphql(MUTATION, { d: minimalAgent, a: "nope" });
      expect(unknown.body.errors[0].extensions.error_code).toBe("PREVIEW_ADAPTER_UNKNOWN");
    });
  });
}

describe("the preview walkthrough of docs/preview.md", () => {
  it("answers as the page says", async () => {
    const section = docSection("docs/preview.md", "## Walkthrough");
    const bodies = [...section.matchAll(/ -d '(\{[\s\S]*?\})'/g)].map((m) => JSON.parse(m[1]!)).filter((body) => "descriptor" in body);
    expect(bodies.length).toBe(2);
    const b = await startBerth();
    try {
      const made = await b.request("POST", "/v1/agents/preview", { key: b.adminKey, body: bodies[0] });
      expect(made.status, made.text).toBe(200);
      expect(made.body.preview).toMatchObject({ adapter: "vercel-ai", entrypoint: "src/server.ts", dependencies: { "@ai-sdk/openai": "4.0.118", ai: "7.0.173", zod: "4.6.7" } });
      expect(section).toContain(`"dependencies":${JSON.stringify(made.body.preview.dependencies)}`);
      const refused = await b.request("POST", "/v1/agents/preview", { key: b.adminKey, body: bodies[1] });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ error_code: "PREVIEW_ADAPTER_UNSUITABLE", details: { adapters_that_can: ["langgraph"] } });
    } finally {
      await b.stop();
    }
  });
});
