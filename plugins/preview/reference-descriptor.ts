import type { FieldProblem } from "berth/plugin";
import type { AgentDescriptor, AutonomyLevel, ModelProvider, WorkflowType } from "./runtime-point.ts";

/**
 * The reference's Universal Agent Descriptor read as Berth's: every field of it either becomes
 * what the generated code does (the model and its fallbacks, temperature, max_tokens, a max_steps
 * stop condition, input and output filters, tool approval, HTTP channels; deployment_config
 * becomes docker-compose.yml: compose-file.ts) or is reported in `ignored_fields` with the reason.
 * Berth's own shape passes through unchanged.
 */

export interface IgnoredField {
  field: string;
  reason: string;
}

type Config = AgentDescriptor["agent_config"];
type BerthGuardrails = { max_input_chars?: number; blocked_terms?: string[] };

/** agent_config in Berth's terms, every reference field folded in. */
export interface BerthConfig {
  system_prompt: string;
  model: { provider: ModelProvider; name: string; temperature?: number; max_output_tokens?: number };
  fallback_models: string[];
  tools: NonNullable<Config["tools"]>;
  autonomy_level: AutonomyLevel;
  workflow_type: WorkflowType;
  max_steps?: number;
  workflow?: Config["workflow"];
  guardrails: BerthGuardrails;
}

const CONFIG = "descriptor.agent_config";
/** Channel types the generated agent serves: its HTTP API (`POST /run`). */
const HTTP_CHANNELS = new Set(["api", "http", "https", "rest", "webhook"]);
/** Keys of a filter guardrail's config that hold the terms it blocks. */
const TERM_KEYS = ["blocked_terms", "terms", "blocked", "keywords", "words"];
/** Keys of an input filter's config that bound the input's length. */
const LENGTH_KEYS = ["max_input_chars", "max_chars", "max_length"];

const REASONS = {
  tool_passport_ids: "a tool passport id names no endpoint the generated code could call; describe HTTP tools in agent_config.tools",
  skill_slugs: "the generated agent has no skill registry to load skills from",
  mcp_servers: "the generated agents have no MCP client",
  memory: "the generated agent keeps nothing between runs; store and recall memories through Berth's /v1/memory API",
  sub_agents: "the generated code is one agent; sub-agents are other agents' deployments",
  handoff_rules: "the generated code is one agent: there is no other agent to hand off to",
  a2a: "the generated agent serves no agent-to-agent endpoint (only GET /health and POST /run)",
  max_cost_usd: "the generated agent does not price its model calls",
  max_duration_ms: "the generated agent has no per-run deadline (its model calls have their own timeouts)",
  human_stop: "the generated agent has no endpoint to stop a run in progress",
  budget_limit: "the generated agent does not price its model calls",
  scope_restriction: "no classifier of the input's topic is generated; state the scope in system_prompt",
  wallet_config: "the generated code holds no wallet; use Berth's identity and escrow APIs",
  monetization: "the generated code does not bill its callers",
  compliance: "the generated code records no compliance settings",
  target: "the files are the same for every target (a deployment takes the target as its provider)",
  auto_scale: "no autoscaler is generated (docker-compose.yml sets a fixed number of replicas)",
  workflow: "the reference's multi-agent workflows run other agents; the generated agent runs one react loop",
};

/** Whose API serves a model id: Anthropic's for Claude models, else OpenAI's (and OpenAI-compatible ones). */
export function providerOf(modelId: string): ModelProvider {
  return /^(anthropic[/.:])?claude/i.test(modelId) ? "anthropic" : "openai";
}

function nonEmpty(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null;
}

function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && v.length > 0 && v.length <= 200) : [];
}

/** The reference's guardrails list, as Berth's guardrails and autonomy; what it cannot use, ignored. */
function readGuardrails(list: { type: string; config?: object }[], ignored: IgnoredField[]): { guardrails: BerthGuardrails; approval: boolean } {
  const terms: string[] = [];
  let maxChars: number | undefined;
  let approval = false;
  list.forEach((g, i) => {
    const field = `${CONFIG}.guardrails.${i}`;
    const config = (g.config ?? {}) as Record<string, unknown>;
    if (g.type === "tool_approval") approval = true;
    else if (g.type === "input_filter" || g.type === "output_filter") {
      for (const key of Object.keys(config)) {
        if (TERM_KEYS.includes(key)) terms.push(...stringsOf(config[key]));
        else if (g.type === "input_filter" && LENGTH_KEYS.includes(key) && Number.isInteger(config[key]) && (config[key] as number) >= 1) {
          maxChars = Math.min(maxChars ?? Infinity, Math.min(config[key] as number, 1_000_000));
        } else ignored.push({ field: `${field}.config.${key}`, reason: `${g.type} blocks terms (${TERM_KEYS.join(", ")})${g.type === "input_filter" ? ` and bounds the input's length (${LENGTH_KEYS.join(", ")})` : ""}; nothing else is generated` });
      }
    } else ignored.push({ field, reason: REASONS[g.type as "budget_limit" | "scope_restriction"] });
  });
  return { guardrails: { ...(maxChars !== undefined ? { max_input_chars: maxChars } : {}), ...(terms.length > 0 ? { blocked_terms: [...new Set(terms)].slice(0, 100) } : {}) }, approval };
}

/** agent_config (either shape) as Berth's, with what the generated code cannot use and what contradicts itself. */
export function readAgentConfig(descriptor: AgentDescriptor): { config: BerthConfig | null; ignored: IgnoredField[]; problems: FieldProblem[] } {
  const c = descriptor.agent_config;
  const ignored: IgnoredField[] = [];
  const problems: FieldProblem[] = [];
  const reference = c.model === undefined;

  if (c.model && c.model_passport_id !== undefined) problems.push({ field: `${CONFIG}.model_passport_id`, problem: "names the model a second time: send model (Berth's shape) or model_passport_id (the reference's), not both" });
  if (!c.model && c.model_passport_id === undefined) problems.push({ field: `${CONFIG}.model`, problem: "is required (or model_passport_id, as the reference's descriptor names the model)" });
  for (const [mine, theirs] of [["temperature", "temperature"], ["max_output_tokens", "max_tokens"]] as const) {
    if (c.model?.[mine] !== undefined && c[theirs] !== undefined && c.model[mine] !== c[theirs]) problems.push({ field: `${CONFIG}.${theirs}`, problem: `differs from model.${mine}; send one of them` });
  }

  let maxSteps = c.max_steps;
  (c.stop_conditions ?? []).forEach((s, i) => {
    const field = `${CONFIG}.stop_conditions.${i}`;
    if (s.type === "max_steps") {
      if (!Number.isInteger(s.value) || (s.value as number) < 1 || (s.value as number) > 50) problems.push({ field: `${field}.value`, problem: "must be an integer from 1 to 50 (the most model calls of one run)" });
      else if (maxSteps !== undefined && maxSteps !== s.value) problems.push({ field: `${field}.value`, problem: "differs from max_steps; send one of them" });
      else maxSteps = s.value as number;
    } else if (s.type !== "goal_achieved") ignored.push({ field, reason: REASONS[s.type] });
    // goal_achieved is how every run ends: when the model answers without asking for a tool.
  });

  const model = c.model ?? { provider: providerOf(c.model_passport_id ?? ""), name: c.model_passport_id ?? "" };
  const fallbacks: string[] = [];
  (c.fallback_model_ids ?? []).forEach((id, i) => {
    if (providerOf(id) === model.provider) fallbacks.push(id);
    else ignored.push({ field: `${CONFIG}.fallback_model_ids.${i}`, reason: `${id} is served by ${providerOf(id)}, the agent's model by ${model.provider}: the generated agent has one provider's client` });
  });

  let guardrails: BerthGuardrails = {};
  let approval = false;
  if (Array.isArray(c.guardrails)) ({ guardrails, approval } = readGuardrails(c.guardrails, ignored));
  else if (c.guardrails) guardrails = c.guardrails;

  const level = c.autonomy_level ?? "supervised";
  const autonomy: AutonomyLevel = approval ? (level === "manual" ? "manual" : "supervised") : level === "fully_autonomous" ? "autonomous" : level === "semi_autonomous" ? "supervised" : level;

  // The reference's "single" is one agent (which may call tools): Berth's react loop. Its other
  // workflows run sub-agents, which the generated code cannot.
  let workflow: WorkflowType;
  const type = c.workflow_type;
  if (type === undefined) workflow = "react";
  else if (type === "sequential" || type === "parallel" || (type === "dag" && reference && !c.workflow)) {
    ignored.push({ field: `${CONFIG}.workflow_type`, reason: REASONS.workflow });
    workflow = "react";
  } else workflow = type === "single" && reference ? "react" : type;

  const unless = (present: boolean, field: string, reason: string) => {
    if (present) ignored.push({ field: `${CONFIG}.${field}`, reason });
  };
  unless(nonEmpty(c.tool_passport_ids), "tool_passport_ids", REASONS.tool_passport_ids);
  unless(nonEmpty(c.skill_slugs), "skill_slugs", REASONS.skill_slugs);
  unless(nonEmpty(c.mcp_servers), "mcp_servers", REASONS.mcp_servers);
  unless(c.memory_enabled === true, "memory_enabled", REASONS.memory);
  unless(c.memory_enabled === true && c.memory_provider !== undefined, "memory_provider", REASONS.memory);
  unless(c.memory_enabled === true && c.memory_window_size !== undefined, "memory_window_size", REASONS.memory);
  unless(nonEmpty(c.sub_agents), "sub_agents", REASONS.sub_agents);
  unless(nonEmpty(c.handoff_rules), "handoff_rules", REASONS.handoff_rules);
  unless(c.a2a_enabled === true, "a2a_enabled", REASONS.a2a);
  unless(nonEmpty(c.a2a_capabilities), "a2a_capabilities", REASONS.a2a);
  (c.channels ?? []).forEach((ch, i) => {
    if (!HTTP_CHANNELS.has(ch.type.toLowerCase())) ignored.push({ field: `${CONFIG}.channels.${i}`, reason: `the generated agent serves HTTP only (POST /run): no ${ch.type} connector is generated` });
  });
  for (const key of ["wallet_config", "monetization", "compliance"] as const) {
    if (descriptor[key] !== undefined) ignored.push({ field: `descriptor.${key}`, reason: REASONS[key] });
  }
  const d = descriptor.deployment_config;
  if (d) ignored.push({ field: "descriptor.deployment_config.target", reason: REASONS.target });
  if (d?.auto_scale !== undefined) ignored.push({ field: "descriptor.deployment_config.auto_scale", reason: REASONS.auto_scale });

  if (problems.length > 0) return { config: null, ignored, problems };
  const temperature = c.model?.temperature ?? c.temperature;
  const maxOutputTokens = c.model?.max_output_tokens ?? c.max_tokens;
  return {
    ignored,
    problems,
    config: {
      system_prompt: c.system_prompt,
      model: {
        provider: model.provider,
        name: model.name,
        ...(temperature !== undefined ? { temperature } : {}),
        ...(maxOutputTokens !== undefined ? { max_output_tokens: maxOutputTokens } : {}),
      },
      fallback_models: fallbacks,
      tools: c.tools ?? [],
      autonomy_level: autonomy,
      workflow_type: workflow,
      ...(maxSteps !== undefined ? { max_steps: maxSteps } : {}),
      ...(c.workflow ? { workflow: c.workflow } : {}),
      guardrails,
    },
  };
}
