import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, type TestBerth } from "../support/test-berth.ts";
import { referenceDescriptor, weatherAgent } from "./descriptors.ts";

/**
 * Finding 8 of issue 25: clients of the reference were refused. Its Universal Agent Descriptor
 * (`model_passport_id` instead of `model`, and a dozen fields of its own) got 400 from preview.
 * Now it is accepted as written: each field is used by the generated code or listed in
 * `ignored_fields` with the reason; Berth's own shape answers as before; deployments take the
 * same descriptor and read their provider from it.
 */
describe("the reference's agent descriptor (issue 25, finding 8)", () => {
  let b: TestBerth;
  beforeAll(async () => {
    b = await startBerth();
  });
  afterAll(() => b.stop());
  const preview = (body: Record<string, unknown>) => b.request("POST", "/v1/agents/preview", { key: b.adminKey, body });

  it("previews the issue's descriptor as written, with nothing ignored", async () => {
    const res = await preview({ descriptor: { agent_config: { system_prompt: "You help.", model_passport_id: "gpt-4o-mini" } } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.preview).toMatchObject({ adapter: "vercel-ai", ignored_fields: [] });
    expect(res.body.preview.files["src/config.ts"]).toContain('export const MODEL_NAME = "gpt-4o-mini";');
    const claude = await preview({ descriptor: { agent_config: { system_prompt: "You help.", model_passport_id: "claude-sonnet-4-5" } } });
    expect(claude.body.preview.files["src/agent.ts"]).toContain('import { anthropic } from "@ai-sdk/anthropic";');
  });

  it("uses or reports every field of a full reference descriptor, on every runtime", async () => {
    for (const adapter of ["vercel-ai", "langgraph", "openai-agents", "docker"]) {
      const res = await preview({ descriptor: referenceDescriptor, preferred_adapter: adapter, name: "Support triage" });
      expect(res.status, `${adapter}: ${res.text}`).toBe(200);
      const p = res.body.preview;
      const ignored = (p.ignored_fields as { field: string; reason: string }[]).map((f) => f.field.replace("descriptor.agent_config.", ""));
      expect(ignored).toEqual([
        "stop_conditions.1",
        "stop_conditions.3",
        "stop_conditions.4",
        "fallback_model_ids.1",
        "guardrails.0.config.pii",
        "guardrails.3",
        "guardrails.4",
        "tool_passport_ids",
        "skill_slugs",
        "mcp_servers",
        "memory_enabled",
        "memory_provider",
        "memory_window_size",
        "handoff_rules",
        "a2a_enabled",
        "a2a_capabilities",
        "channels.1",
        "descriptor.wallet_config",
        "descriptor.monetization",
        "descriptor.compliance",
        "descriptor.deployment_config.target",
        "descriptor.deployment_config.auto_scale",
      ]);
      for (const f of p.ignored_fields) expect(f.reason.length, f.field).toBeGreaterThan(20);
      // Used: the model and its same-provider fallback, temperature, max_tokens, the max_steps stop
      // condition, the filters' terms and length, tool approval (supervised), and deployment_config.
      const config = p.files["src/config.ts"] ?? p.files["app/config.py"];
      for (const expected of ['"gpt-4o"', '"gpt-4o-mini"', "0.3", "1200", "12", '"supervised"', "8000", '"password"', '"ssn"']) expect(config, `${adapter}: ${expected}`).toContain(expected);
      expect(config).not.toContain("claude-3-5-haiku");
      const compose = p.files["docker-compose.yml"];
      expect(compose).toContain('restart: "on-failure"');
      expect(compose).toContain("replicas: 2");
      expect(compose).toContain("interval: 15000ms");
      expect(compose).toContain('LOG_LEVEL: "info"');
      expect(compose).toContain('GREETING: "Hi $$USER \\"quoted\\""');
      expect(compose).toContain("SUPPORT_API_TOKEN: ${SUPPORT_API_TOKEN:?SUPPORT_API_TOKEN must be set}");
      expect(p.env_vars).toEqual(expect.arrayContaining([{ name: "SUPPORT_API_TOKEN", required: true, secret: true, description: expect.any(String) }, expect.objectContaining({ name: "LOG_LEVEL", secret: false })]));
    }
  });

  it("keeps Berth's own shape as it was: nothing ignored, no compose file", async () => {
    const res = await preview({ descriptor: weatherAgent });
    expect(res.status).toBe(200);
    expect(res.body.preview.ignored_fields).toEqual([]);
    expect(res.body.preview.files["docker-compose.yml"]).toBeUndefined();
  });

  it("refuses a descriptor that names its model twice, or not at all, or contradicts itself", async () => {
    const both = await preview({ descriptor: { agent_config: { system_prompt: "x", model: { provider: "openai", name: "gpt-4o" }, model_passport_id: "gpt-4o" } } });
    expect(both.body).toMatchObject({ error_code: "VALIDATION_FAILED", details: [{ field: "descriptor.agent_config.model_passport_id" }] });
    const none = await preview({ descriptor: { agent_config: { system_prompt: "x" } } });
    expect(none.body.details).toEqual([{ field: "descriptor.agent_config.model", problem: expect.stringContaining("model_passport_id") }]);
    const steps = await preview({ descriptor: { agent_config: { system_prompt: "x", model_passport_id: "gpt-4o", max_steps: 5, stop_conditions: [{ type: "max_steps", value: 9 }] } } });
    expect(steps.body.details).toEqual([{ field: "descriptor.agent_config.stop_conditions.0.value", problem: expect.stringContaining("max_steps") }]);
    const typo = await preview({ descriptor: { agent_config: { system_prompt: "x", model_passport_id: "gpt-4o", autonomy_level: "semi-autonomous" } } });
    expect(typo.status).toBe(400);
  });

  it("deployments take the same descriptor, and their provider from deployment_config.target", async () => {
    const made = await b.request("POST", "/v1/agents/agent-reference/deployments", { key: b.adminKey, body: { descriptor: referenceDescriptor } });
    expect(made.status, made.text).toBe(201);
    expect(made.body.deployment).toMatchObject({ provider: "railway", descriptor: referenceDescriptor });
    const edge = await b.request("POST", "/v1/agents/agent-reference/deployments", {
      key: b.adminKey,
      body: { descriptor: { ...referenceDescriptor, deployment_config: { target: { type: "vercel_edge" } } }, slot: "primary" },
    });
    expect(edge.body.deployment.provider).toBe("vercel-edge");
    const none = await b.request("POST", "/v1/agents/agent-reference/deployments", { key: b.adminKey, body: { descriptor: { agent_config: {} } } });
    expect(none.body).toMatchObject({ error_code: "VALIDATION_FAILED", details: [{ field: "provider" }] });
  });
});
