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

/** Where planner clients should go instead. */
export const SUCCESSOR = "/v1/agents/preview";

export interface PlannerInfo {
  success: true;
  status: "deprecated";
  message: string;
  info: {
    backends: PlannerBackend[];
    default_backend: string;
    deprecated_at: string;
    sunset_at: string;
    successor: string;
  };
}

/** The deprecated planner info: the backends Berth knows and which of them are configured. */
export class PlannerService {
  readonly deprecatedAt: Date;
  readonly sunsetAt: Date;

  constructor(
    private readonly config: PlannerConfig & { PLANNER_DEPRECATED_AT: string; PLANNER_SUNSET_AT: string },
  ) {
    this.deprecatedAt = new Date(config.PLANNER_DEPRECATED_AT);
    this.sunsetAt = new Date(config.PLANNER_SUNSET_AT);
  }

  info(): PlannerInfo {
    const backends = plannerBackends(this.config);
    const preferred = ["openai", "anthropic", "ollama"].find((id) => backends.some((b) => b.id === id && b.configured)) ?? "rule-based";
    return {
      success: true,
      status: "deprecated",
      message: `Deprecated: this endpoint goes away on ${this.sunsetAt.toISOString()}; generate agents with POST ${SUCCESSOR} instead.`,
      info: {
        backends,
        default_backend: preferred,
        deprecated_at: this.deprecatedAt.toISOString(),
        sunset_at: this.sunsetAt.toISOString(),
        successor: SUCCESSOR,
      },
    };
  }

  /** RFC 9745 Deprecation (a structured date), RFC 8594 Sunset (an HTTP date), RFC 8288 Link. */
  headers(): Record<string, string> {
    return {
      deprecation: `@${Math.floor(this.deprecatedAt.getTime() / 1000)}`,
      sunset: this.sunsetAt.toUTCString(),
      link: `<${SUCCESSOR}>; rel="successor-version", </docs>; rel="deprecation"; type="text/html"`,
    };
  }
}
