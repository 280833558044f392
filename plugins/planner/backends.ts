/** A planning backend Berth knows, and whether this deployment has configured it. */
export interface PlannerBackend {
  id: string;
  name: string;
  configured: boolean;
  /** Environment variables that configure it (names only; values are never reported). */
  config_vars: string[];
  model: string | null;
}

export interface PlannerConfig {
  OPENAI_API_KEY: string | undefined;
  OPENAI_MODEL: string;
  ANTHROPIC_API_KEY: string | undefined;
  ANTHROPIC_MODEL: string;
  OLLAMA_URL: string | undefined;
  OLLAMA_MODEL: string;
}

export function plannerBackends(config: PlannerConfig): PlannerBackend[] {
  return [
    { id: "rule-based", name: "Rule-based planner (built in)", configured: true, config_vars: [], model: null },
    { id: "openai", name: "OpenAI", configured: Boolean(config.OPENAI_API_KEY), config_vars: ["OPENAI_API_KEY", "OPENAI_MODEL"], model: config.OPENAI_MODEL },
    {
      id: "anthropic",
      name: "Anthropic",
      configured: Boolean(config.ANTHROPIC_API_KEY),
      config_vars: ["ANTHROPIC_API_KEY", "ANTHROPIC_MODEL"],
      model: config.ANTHROPIC_MODEL,
    },
    { id: "ollama", name: "Ollama (local models)", configured: Boolean(config.OLLAMA_URL), config_vars: ["OLLAMA_URL", "OLLAMA_MODEL"], model: config.OLLAMA_MODEL },
  ];
}
