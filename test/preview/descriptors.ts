/** Agent descriptors the preview tests send: each a realistic agent, with text that is hard to quote. */

/** Quotes, backslashes, template and f-string syntax, triple quotes, a line separator, an emoji, non-Latin text. */
export const TRICKY_TEXT = 'You are "careful" \\ with ${x}, {y}, `z`, """docs""", \'q\'\u2028 next line\n and 😀 and こんにちは';

export const weatherAgent = {
  agent_config: {
    system_prompt: `You answer questions about the weather. ${TRICKY_TEXT}`,
    model: { provider: "openai", name: "gpt-4o-mini", temperature: 0.2, max_output_tokens: 800 },
    tools: [
      {
        name: "get_forecast",
        description: `Forecast for a city. ${TRICKY_TEXT}`,
        url: "https://weather.example.com/v1/forecast",
        method: "GET",
        auth_env: "WEATHER_API_TOKEN",
        parameters: [
          { name: "days", type: "integer", description: "How many days ahead", required: false },
          { name: "city", type: "string", description: `The city. ${TRICKY_TEXT}` },
          { name: "metric", type: "boolean", required: false },
          { name: "min_confidence", type: "number", required: false },
        ],
      },
      { name: "list_alerts", description: "Weather alerts now in force", url: "https://weather.example.com/v1/alerts?region=eu" },
    ],
    autonomy_level: "supervised",
    workflow_type: "react",
    max_steps: 6,
    guardrails: { max_input_chars: 4000, blocked_terms: ["password", TRICKY_TEXT] },
  },
};

/** The smallest descriptor: every default applies. */
export const minimalAgent = {
  agent_config: { system_prompt: "You are a helpful assistant.", model: { provider: "openai", name: "gpt-4o-mini" } },
};

/** The same agent with every default written out: it must give the same bytes. */
export const minimalAgentExplicit = {
  agent_config: {
    system_prompt: "You are a helpful assistant.",
    model: { provider: "openai", name: "gpt-4o-mini" },
    tools: [],
    autonomy_level: "supervised",
    workflow_type: "react",
    max_steps: 8,
    guardrails: { max_input_chars: 20000, blocked_terms: [] },
  },
};

export const anthropicSingle = {
  agent_config: {
    system_prompt: `Summarise the text you are given. ${TRICKY_TEXT}`,
    model: { provider: "anthropic", name: "claude-sonnet-4-5", max_output_tokens: 1024 },
    workflow_type: "single",
    guardrails: { blocked_terms: ["ssn"] },
  },
};

/** Tools described, but never offered: autonomy manual. */
export const manualWithTools = {
  agent_config: {
    ...weatherAgent.agent_config,
    autonomy_level: "manual",
  },
};

/** A research DAG: two independent steps joined by a third (a fan-in), then a final one. */
export const researchDag = {
  agent_config: {
    system_prompt: `You write short research briefs. ${TRICKY_TEXT}`,
    model: { provider: "openai", name: "gpt-4o", temperature: 0 },
    workflow_type: "dag",
    workflow: {
      steps: [
        { id: "review", prompt: "Review the draft for errors.", depends_on: ["draft"] },
        { id: "facts", prompt: "List the key facts about the topic." },
        { id: "angles", prompt: `List three angles on the topic. ${TRICKY_TEXT}` },
        { id: "draft", prompt: "Write a brief from the facts and angles.", depends_on: ["facts", "angles"] },
      ],
    },
  },
};

export const anthropicDag = { agent_config: { ...researchDag.agent_config, model: { provider: "anthropic", name: "claude-sonnet-4-5" } } };

/**
 * The reference's Universal Agent Descriptor with every field it has (issue 25, finding 8):
 * accepted as written, each field used by the generated code or reported in ignored_fields.
 */
export const referenceDescriptor = {
  agent_config: {
    system_prompt: `You triage support tickets. ${TRICKY_TEXT}`,
    model_passport_id: "gpt-4o",
    fallback_model_ids: ["gpt-4o-mini", "claude-3-5-haiku"],
    temperature: 0.3,
    max_tokens: 1200,
    tool_passport_ids: ["tool-passport-search"],
    skill_slugs: ["summarise"],
    mcp_servers: [{ name: "files", url: "http://localhost:9000/mcp" }],
    autonomy_level: "semi_autonomous",
    stop_conditions: [
      { type: "max_steps", value: 12 },
      { type: "max_cost_usd", value: 0.5 },
      { type: "goal_achieved", value: true },
      { type: "max_duration_ms", value: 60_000 },
      { type: "human_stop" },
    ],
    guardrails: [
      { type: "input_filter", config: { blocked_terms: ["password"], max_length: 8000, pii: true } },
      { type: "output_filter", config: { blocked_terms: ["ssn"] } },
      { type: "tool_approval", config: { tools: ["*"] } },
      { type: "budget_limit", config: { max_usd: 10 } },
      { type: "scope_restriction", config: { topics: ["support"] } },
    ],
    memory_enabled: true,
    memory_provider: "supabase",
    memory_window_size: 20,
    workflow_type: "single",
    sub_agents: [],
    handoff_rules: [{ from_agent: "triage", to_agent: "billing", condition: "the ticket is about an invoice" }],
    channels: [{ type: "api", config: {} }, { type: "telegram", config: { bot: "support_bot" } }],
    a2a_enabled: true,
    a2a_capabilities: ["triage"],
  },
  wallet_config: { enabled: true, provider: "privy", chains: ["base"], spending_limits: { per_tx_usd: 5, daily_usd: 50 }, auto_fund: false },
  deployment_config: {
    target: { type: "railway", region: "us-west" },
    replicas: 2,
    auto_scale: { min: 1, max: 4 },
    health_check_interval_ms: 15_000,
    restart_policy: "on_failure",
    env_vars: { LOG_LEVEL: "info", GREETING: 'Hi $USER "quoted"' },
    secrets: ["SUPPORT_API_TOKEN"],
  },
  monetization: { enabled: true, price_per_call_usd: 0.01 },
  compliance: { gdpr: true },
};
