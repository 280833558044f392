import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AgentConfigSchema, DeploymentConfigSchema, DescriptorSchema } from "../../plugins/preview/schemas.ts";
import { startBerth, type TestBerth } from "../support/test-berth.ts";
import { referenceDescriptor } from "./descriptors.ts";

/** The reference's descriptor with every field holding something (its `sub_agents` is an empty list). */
const full = {
  ...referenceDescriptor,
  agent_config: { ...referenceDescriptor.agent_config, sub_agents: [{ name: "billing", passport_id: "agent-billing" }] },
};

/** Berth's own agent_config fields, which the reference's descriptor does not have. */
const BERTH_ONLY = ["model", "tools", "max_steps", "workflow"];

type Json = Record<string, unknown>;

/** Every field of the descriptor's sections, as `ignored_fields` names them. */
function fieldsOf(descriptor: typeof full): string[] {
  return [
    ...Object.keys(descriptor.agent_config).map((k) => `descriptor.agent_config.${k}`),
    ...Object.keys(descriptor.deployment_config).map((k) => `descriptor.deployment_config.${k}`),
    ...Object.keys(descriptor)
      .filter((k) => k !== "agent_config" && k !== "deployment_config")
      .map((k) => `descriptor.${k}`),
  ];
}

/**
 * Other values of fields whose value here is what the generated agent does anyway (semi_autonomous
 * with a tool_approval guardrail is supervised, the default; "single" is the one react agent
 * generated without a workflow_type): left out, nothing changes, yet the code reads them.
 */
const ALTERNATIVES: Record<string, unknown[]> = {
  "descriptor.agent_config.autonomy_level": ["manual"],
  "descriptor.agent_config.workflow_type": ["sequential"],
};

/** The descriptor with one field set to another value. */
function withValue(descriptor: typeof full, field: string, value: unknown): Json {
  const copy = structuredClone(descriptor) as unknown as Json;
  const path = field.split(".").slice(1);
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Json;
  at[path.at(-1)!] = value;
  return copy;
}

/** The descriptor without one field. */
function without(descriptor: typeof full, field: string): Json {
  const copy = structuredClone(descriptor) as unknown as Json;
  const path = field.split(".").slice(1);
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Json;
  delete at[path.at(-1)!];
  return copy;
}

/**
 * The loose end of issue 37: `deployment_config.restart_policy` was neither used nor reported.
 * Every field of the reference's descriptor must be one or the other, on every runtime: a field
 * the generated agent uses changes what is generated when it is left out; a field reported in
 * `ignored_fields` (itself or a part of it) is one the generated agent may not use.
 */
describe("every field of the reference's descriptor is used or reported", () => {
  let b: TestBerth;
  beforeAll(async () => {
    b = await startBerth();
  });
  afterAll(() => b.stop());

  const preview = async (descriptor: Json, adapter: string) => {
    const res = await b.request("POST", "/v1/agents/preview", { key: b.adminKey, body: { descriptor, preferred_adapter: adapter, name: "Support triage" } });
    return res;
  };

  it("covers every field the schema takes: the descriptor here has each of them", () => {
    expect(Object.keys(full.agent_config).sort()).toEqual(Object.keys(AgentConfigSchema.properties).filter((k) => !BERTH_ONLY.includes(k)).sort());
    expect(Object.keys(full.deployment_config).sort()).toEqual(Object.keys(DeploymentConfigSchema.properties).sort());
    expect(Object.keys(full).sort()).toEqual(Object.keys(DescriptorSchema.properties).sort());
  });

  for (const adapter of ["vercel-ai", "langgraph", "openai-agents", "docker"]) {
    it(`${adapter}: each field changes the generated files when left out, or is in ignored_fields`, async () => {
      const base = await preview(full as unknown as Json, adapter);
      expect(base.status, base.text).toBe(200);
      const ignored = (base.body.preview.ignored_fields as { field: string }[]).map((f) => f.field);
      const generated = (res: { body: { preview: { files: unknown; env_vars: unknown } } }) => JSON.stringify([res.body.preview.files, res.body.preview.env_vars]);
      const answer = (res: { body: { preview: { ignored_fields: unknown } } }) => JSON.stringify([generated(res as never), res.body.preview.ignored_fields]);
      const neither: string[] = [];
      const ignoredButUsed: string[] = [];
      for (const field of fieldsOf(full)) {
        const reported = ignored.some((f) => f === field || f.startsWith(`${field}.`));
        const res = await preview(without(full, field), adapter);
        // A field the descriptor cannot go without (system_prompt, the model, the target) is needed by definition.
        let used = res.status !== 200 || generated(res) !== generated(base);
        for (const value of ALTERNATIVES[field] ?? []) {
          const other = await preview(withValue(full, field, value), adapter);
          expect(other.status, other.text).toBe(200);
          // Read by the code: another value changes what is generated, or is reported as not usable.
          if (answer(other) !== answer(base)) used = true;
        }
        if (!used && !reported) neither.push(field);
        // Reported as a whole and yet what is generated depends on it: the report would be wrong.
        if (used && res.status === 200 && ignored.includes(field)) ignoredButUsed.push(field);
      }
      expect(neither).toEqual([]);
      expect(ignoredButUsed).toEqual([]);
      // The field of the issue, in particular: docker-compose.yml's restart policy.
      expect(ignored).not.toContain("descriptor.deployment_config.restart_policy");
      expect(base.body.preview.files["docker-compose.yml"]).toContain('restart: "on-failure"');
    });
  }
});
