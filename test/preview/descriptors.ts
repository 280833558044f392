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
