import { SuccessTrue, Type } from "berth/plugin";

/**
 * The agent descriptor (`descriptor.agent_config`), the reference's fields made exact. Every
 * object is closed (`additionalProperties: false`) so a misspelt field is a 400, not a silently
 * ignored setting in generated code. Defaults are filled in by validation, so `{}` and the same
 * defaults written out give the same preview bytes.
 */

/** Lowercase identifiers: valid as TypeScript and Python names and as JSON keys (reserved words are refused by descriptor-rules.ts). */
const IDENTIFIER = "^[a-z][a-z0-9_]{0,63}$";

export const MODEL_PROVIDERS = ["openai", "anthropic"] as const;
export const AUTONOMY_LEVELS = ["manual", "supervised", "autonomous"] as const;
export const WORKFLOW_TYPES = ["single", "react", "dag"] as const;
export const PARAMETER_TYPES = ["string", "number", "integer", "boolean"] as const;

export const ModelSchema = Type.Object(
  {
    provider: Type.Enum([...MODEL_PROVIDERS], { description: "Whose API the agent calls." }),
    name: Type.String({ minLength: 1, maxLength: 128, pattern: "^[A-Za-z0-9][A-Za-z0-9._:/-]{0,127}$", description: "The provider's model id, e.g. gpt-4o-mini." }),
    temperature: Type.Optional(Type.Number({ minimum: 0, maximum: 2 })),
    max_output_tokens: Type.Optional(Type.Integer({ minimum: 1, maximum: 200_000 })),
  },
  { additionalProperties: false },
);

export const ToolParameterSchema = Type.Object(
  {
    name: Type.String({ pattern: IDENTIFIER }),
    type: Type.Enum([...PARAMETER_TYPES]),
    description: Type.Optional(Type.String({ maxLength: 512 })),
    required: Type.Optional(Type.Boolean({ default: true })),
  },
  { additionalProperties: false },
);

export const ToolSchema = Type.Object(
  {
    name: Type.String({ pattern: IDENTIFIER, description: "What the model calls it; unique within the agent." }),
    description: Type.String({ minLength: 1, maxLength: 1024 }),
    parameters: Type.Optional(Type.Array(ToolParameterSchema, { maxItems: 16, default: [] })),
    url: Type.String({ maxLength: 2048, pattern: "^https?://[^\\s]+$", description: "The HTTP endpoint that carries the tool out." }),
    method: Type.Optional(Type.Enum(["GET", "POST"], { default: "POST", description: "POST sends the arguments as a JSON body, GET as query parameters." })),
    auth_env: Type.Optional(Type.String({ pattern: "^[A-Z][A-Z0-9_]{0,63}$", description: "Environment variable whose value is sent as `Authorization: Bearer <value>`." })),
  },
  { additionalProperties: false },
);

export const DagStepSchema = Type.Object(
  {
    id: Type.String({ pattern: IDENTIFIER }),
    prompt: Type.String({ minLength: 1, maxLength: 8000, description: "What this step asks the model, given the run's input and its dependencies' outputs." }),
    depends_on: Type.Optional(Type.Array(Type.String({ pattern: IDENTIFIER }), { maxItems: 32, default: [] })),
  },
  { additionalProperties: false },
);

export const GuardrailsSchema = Type.Object(
  {
    max_input_chars: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 20_000 })),
    blocked_terms: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 100, default: [] })),
  },
  { additionalProperties: false },
);

/**
 * The reference's own vocabulary (its Universal Agent Descriptor), accepted as written beside
 * Berth's: reference-descriptor.ts maps each field onto what the generated code does, or reports
 * it in `ignored_fields` with the reason.
 */
export const REFERENCE_AUTONOMY_LEVELS = ["semi_autonomous", "fully_autonomous"] as const;
export const REFERENCE_WORKFLOW_TYPES = ["sequential", "parallel"] as const;
export const STOP_CONDITION_TYPES = ["max_steps", "max_cost_usd", "max_duration_ms", "goal_achieved", "human_stop"] as const;
export const REFERENCE_GUARDRAIL_TYPES = ["input_filter", "output_filter", "tool_approval", "budget_limit", "scope_restriction"] as const;
export const DEPLOYMENT_TARGETS = ["railway", "akash", "phala", "ionet", "nosana", "vercel_edge", "docker", "aws_bedrock", "self_hosted"] as const;
export const RESTART_POLICIES = ["always", "on_failure", "never"] as const;

const MODEL_ID = "^[A-Za-z0-9][A-Za-z0-9._:/-]{0,127}$";
const ENV_NAME = "^[A-Za-z_][A-Za-z0-9_]{0,127}$";
const Open = (description: string) => Type.Object({}, { additionalProperties: true, description });
const Ids = (description: string, maxItems = 64) => Type.Array(Type.String({ minLength: 1, maxLength: 128 }), { maxItems, description });

const ReferenceGuardrailSchema = Type.Object(
  { type: Type.Enum([...REFERENCE_GUARDRAIL_TYPES]), config: Type.Optional(Open("The guardrail's settings.")) },
  { additionalProperties: false },
);

/** The reference's fields of `agent_config`, all optional. */
const referenceAgentFields = {
  model_passport_id: Type.Optional(Type.String({ pattern: MODEL_ID, description: "The reference's name for the model: a model id (gpt-4o-mini, claude-sonnet-4-5)." })),
  fallback_model_ids: Type.Optional(Type.Array(Type.String({ pattern: MODEL_ID }), { maxItems: 8, description: "Models tried in turn when the one before fails." })),
  temperature: Type.Optional(Type.Number({ minimum: 0, maximum: 2 })),
  max_tokens: Type.Optional(Type.Integer({ minimum: 1, maximum: 200_000 })),
  tool_passport_ids: Type.Optional(Ids("Tools by passport id.")),
  skill_slugs: Type.Optional(Ids("Skills by slug.")),
  mcp_servers: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 32, description: "MCP servers the agent connects to." })),
  stop_conditions: Type.Optional(
    Type.Array(Type.Object({ type: Type.Enum([...STOP_CONDITION_TYPES]), value: Type.Optional(Type.Unknown()) }, { additionalProperties: false }), { maxItems: 16 }),
  ),
  memory_enabled: Type.Optional(Type.Boolean()),
  memory_provider: Type.Optional(Type.String({ maxLength: 64 })),
  memory_window_size: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  sub_agents: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 32 })),
  handoff_rules: Type.Optional(
    Type.Array(
      Type.Object({ from_agent: Type.String({ maxLength: 128 }), to_agent: Type.String({ maxLength: 128 }), condition: Type.String({ maxLength: 2000 }) }, { additionalProperties: false }),
      { maxItems: 32 },
    ),
  ),
  channels: Type.Optional(Type.Array(Type.Object({ type: Type.String({ minLength: 1, maxLength: 64 }), config: Type.Optional(Open("The channel's settings.")) }, { additionalProperties: false }), { maxItems: 16 })),
  a2a_enabled: Type.Optional(Type.Boolean()),
  a2a_capabilities: Type.Optional(Ids("Agent-to-agent capabilities.")),
};

export const AgentConfigSchema = Type.Object(
  {
    system_prompt: Type.String({ minLength: 1, maxLength: 32_000 }),
    model: Type.Optional(ModelSchema),
    tools: Type.Optional(Type.Array(ToolSchema, { maxItems: 32, default: [] })),
    autonomy_level: Type.Optional(Type.Enum([...AUTONOMY_LEVELS, ...REFERENCE_AUTONOMY_LEVELS], { default: "supervised" })),
    workflow_type: Type.Optional(Type.Enum([...WORKFLOW_TYPES, ...REFERENCE_WORKFLOW_TYPES])),
    max_steps: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, description: "Most model calls of one react run (default 8)." })),
    workflow: Type.Optional(Type.Object({ steps: Type.Array(DagStepSchema, { minItems: 1, maxItems: 32 }) }, { additionalProperties: false })),
    guardrails: Type.Optional(Type.Union([GuardrailsSchema, Type.Array(ReferenceGuardrailSchema, { maxItems: 32 })])),
    ...referenceAgentFields,
  },
  { additionalProperties: false },
);

export const DeploymentConfigSchema = Type.Object(
  {
    target: Type.Object({ type: Type.Enum([...DEPLOYMENT_TARGETS]) }, { additionalProperties: true, description: "Where it runs, with the target's own settings." }),
    replicas: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    auto_scale: Type.Optional(Type.Unknown()),
    health_check_interval_ms: Type.Optional(Type.Integer({ minimum: 1000, maximum: 86_400_000 })),
    restart_policy: Type.Optional(Type.Enum([...RESTART_POLICIES])),
    env_vars: Type.Optional(Type.Record(Type.String({ pattern: ENV_NAME }), Type.String({ maxLength: 4096 }), { maxProperties: 64 })),
    secrets: Type.Optional(
      Type.Union([Type.Array(Type.String({ pattern: ENV_NAME }), { maxItems: 64 }), Type.Record(Type.String({ pattern: ENV_NAME }), Type.Unknown(), { maxProperties: 64 })], {
        description: "The names of secret variables (their values are never written into files).",
      }),
    ),
  },
  { additionalProperties: false },
);

export const DescriptorSchema = Type.Object(
  {
    agent_config: AgentConfigSchema,
    wallet_config: Type.Optional(Open("The reference's wallet settings.")),
    deployment_config: Type.Optional(DeploymentConfigSchema),
    monetization: Type.Optional(Open("The reference's monetization settings.")),
    compliance: Type.Optional(Open("The reference's compliance settings.")),
  },
  { additionalProperties: false, description: "The agent descriptor, Berth's shape or the reference's: see docs/preview.md." },
);

export const PreviewBody = Type.Object(
  {
    descriptor: DescriptorSchema,
    name: Type.Optional(Type.String({ pattern: "^[A-Za-z0-9][A-Za-z0-9 ._-]{0,63}$", description: "The agent's name (default `agent`); its package name is derived from it." })),
    owner: Type.Optional(Type.String({ pattern: "^[A-Za-z0-9][A-Za-z0-9._:@-]{0,127}$", description: "Who runs it: a passport id, an address, a team." })),
    preferred_adapter: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: "The runtime to generate for; absent: the first that fits (see docs/preview.md)." })),
  },
  { additionalProperties: false },
);

export const EnvVarSchema = Type.Object({
  name: Type.String(),
  required: Type.Boolean(),
  secret: Type.Boolean(),
  description: Type.String(),
});

export const IgnoredFieldSchema = Type.Object({
  field: Type.String({ description: "The descriptor field, as a path." }),
  reason: Type.String({ description: "Why the generated code does not use it." }),
});

export const PreviewSchema = Type.Object(
  {
    adapter: Type.String({ description: "The runtime that generated the files." }),
    files: Type.Record(Type.String(), Type.String(), { description: "Relative path → file content, paths sorted." }),
    entrypoint: Type.String({ description: "The file (a key of files) that starts the agent's HTTP server." }),
    dependencies: Type.Record(Type.String(), Type.String(), { description: "Package → exact pinned version (npm or PyPI, by the runtime's language)." }),
    env_vars: Type.Array(EnvVarSchema, { description: "Environment variables the agent reads, by name." }),
    ignored_fields: Type.Array(IgnoredFieldSchema, { description: "Descriptor fields the generated code does not use, each with the reason (fields of the reference's descriptor)." }),
  },
  { description: "The files of an agent, generated without deploying anything." },
);

export const PreviewAnswer = Type.Object({ success: SuccessTrue, preview: PreviewSchema });
