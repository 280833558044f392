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

export const AgentConfigSchema = Type.Object(
  {
    system_prompt: Type.String({ minLength: 1, maxLength: 32_000 }),
    model: ModelSchema,
    tools: Type.Optional(Type.Array(ToolSchema, { maxItems: 32, default: [] })),
    autonomy_level: Type.Optional(Type.Enum([...AUTONOMY_LEVELS], { default: "supervised" })),
    workflow_type: Type.Optional(Type.Enum([...WORKFLOW_TYPES], { default: "react" })),
    max_steps: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 8, description: "Most model calls of one react run." })),
    workflow: Type.Optional(Type.Object({ steps: Type.Array(DagStepSchema, { minItems: 1, maxItems: 32 }) }, { additionalProperties: false })),
    guardrails: Type.Optional(GuardrailsSchema),
  },
  { additionalProperties: false },
);

export const DescriptorSchema = Type.Object({ agent_config: AgentConfigSchema }, { additionalProperties: false, description: "The agent descriptor: see the README, \"Agent code preview\"." });

export const PreviewBody = Type.Object(
  {
    descriptor: DescriptorSchema,
    name: Type.Optional(Type.String({ pattern: "^[A-Za-z0-9][A-Za-z0-9 ._-]{0,63}$", description: "The agent's name (default `agent`); its package name is derived from it." })),
    owner: Type.Optional(Type.String({ pattern: "^[A-Za-z0-9][A-Za-z0-9._:@-]{0,127}$", description: "Who runs it: a passport id, an address, a team." })),
    preferred_adapter: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: "The runtime to generate for; absent: the first that fits (see the README)." })),
  },
  { additionalProperties: false },
);

export const EnvVarSchema = Type.Object({
  name: Type.String(),
  required: Type.Boolean(),
  secret: Type.Boolean(),
  description: Type.String(),
});

export const PreviewSchema = Type.Object(
  {
    adapter: Type.String({ description: "The runtime that generated the files." }),
    files: Type.Record(Type.String(), Type.String(), { description: "Relative path → file content, paths sorted." }),
    entrypoint: Type.String({ description: "The file (a key of files) that starts the agent's HTTP server." }),
    dependencies: Type.Record(Type.String(), Type.String(), { description: "Package → exact pinned version (npm or PyPI, by the runtime's language)." }),
    env_vars: Type.Array(EnvVarSchema, { description: "Environment variables the agent reads, by name." }),
  },
  { description: "The files of an agent, generated without deploying anything." },
);

export const PreviewAnswer = Type.Object({ success: SuccessTrue, preview: PreviewSchema });
