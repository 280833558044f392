import { Type } from "typebox";
import { env } from "../../core/config/config-var.ts";
import { SuccessTrue } from "../../core/http/common-schemas.ts";
import { defineRoute } from "../../core/http/route.ts";
import { definePlugin } from "../../core/plugin/define-plugin.ts";
import { plannerBackends, type PlannerBackend } from "./backends.ts";

/** Where planner clients should go instead. */
const SUCCESSOR = "/v1/agents/preview";

const config = {
  OPENAI_API_KEY: env.optionalString({ description: "Enables the OpenAI planning backend.", secret: true }),
  OPENAI_MODEL: env.string({ description: "Model of the OpenAI planning backend.", default: "gpt-4o-mini" }),
  ANTHROPIC_API_KEY: env.optionalString({ description: "Enables the Anthropic planning backend.", secret: true }),
  ANTHROPIC_MODEL: env.string({ description: "Model of the Anthropic planning backend.", default: "claude-sonnet-4-5" }),
  OLLAMA_URL: env.url({ description: "Enables the Ollama planning backend at this URL.", protocols: ["http", "https"] }),
  OLLAMA_MODEL: env.string({ description: "Model of the Ollama planning backend.", default: "llama3.1" }),
  PLANNER_DEPRECATED_AT: env.string({
    description: "When the planner info endpoint was deprecated (ISO 8601), for the Deprecation header.",
    default: "2026-01-01T00:00:00Z",
    pattern: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/,
  }),
  PLANNER_SUNSET_AT: env.string({
    description: "When the planner info endpoint goes away (ISO 8601), for the Sunset header.",
    default: "2027-06-30T00:00:00Z",
    pattern: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/,
  }),
};

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

const Backend = Type.Object({
  id: Type.String(),
  name: Type.String(),
  configured: Type.Boolean(),
  config_vars: Type.Array(Type.String()),
  model: Type.Union([Type.String(), Type.Null()]),
});

export const plannerPlugin = definePlugin({
  name: "planner",
  description: "GET /api/agents/planner/info (deprecated): planning backends and their configuration.",
  config,
  setup: (ctx) => {
    const deprecatedAt = new Date(ctx.config.PLANNER_DEPRECATED_AT);
    const sunsetAt = new Date(ctx.config.PLANNER_SUNSET_AT);
    const info = (): PlannerInfo => {
      const backends = plannerBackends(ctx.config);
      const preferred = ["openai", "anthropic", "ollama"].find((id) => backends.some((b) => b.id === id && b.configured)) ?? "rule-based";
      return {
        success: true,
        status: "deprecated",
        message: `Deprecated: this endpoint goes away on ${sunsetAt.toISOString()}; generate agents with POST ${SUCCESSOR} instead.`,
        info: {
          backends,
          default_backend: preferred,
          deprecated_at: deprecatedAt.toISOString(),
          sunset_at: sunsetAt.toISOString(),
          successor: SUCCESSOR,
        },
      };
    };
    return {
      service: { info },
      routes: [
        defineRoute({
          method: "GET",
          url: "/api/agents/planner/info",
          auth: "key",
          deprecated: true,
          summary: "Planner service info (deprecated)",
          description: `Deprecated (Deprecation, Sunset and Link headers say when and what next). Use POST ${SUCCESSOR}.`,
          tags: ["planner"],
          response: {
            200: Type.Object({
              success: SuccessTrue,
              status: Type.String(),
              message: Type.String(),
              info: Type.Object({
                backends: Type.Array(Backend),
                default_backend: Type.String(),
                deprecated_at: Type.String({ format: "date-time" }),
                sunset_at: Type.String({ format: "date-time" }),
                successor: Type.String(),
              }),
            }),
          },
          handler: async (_req, res) => {
            // RFC 9745 Deprecation (a structured date), RFC 8594 Sunset (an HTTP date), RFC 8288 Link.
            res.header("deprecation", `@${Math.floor(deprecatedAt.getTime() / 1000)}`);
            res.header("sunset", sunsetAt.toUTCString());
            res.header("link", `<${SUCCESSOR}>; rel="successor-version", </docs>; rel="deprecation"; type="text/html"`);
            return info();
          },
        }),
      ],
      graphql: ({ builder }) => {
        const BackendRef = builder.objectRef<PlannerBackend>("PlannerBackend").implement({
          fields: (t) => ({
            id: t.exposeID("id"),
            name: t.exposeString("name"),
            configured: t.exposeBoolean("configured"),
            configVars: t.exposeStringList("config_vars"),
            model: t.exposeString("model", { nullable: true }),
          }),
        });
        const InfoRef = builder.objectRef<PlannerInfo>("PlannerInfo").implement({
          fields: (t) => ({
            status: t.exposeString("status"),
            message: t.exposeString("message"),
            backends: t.field({ type: [BackendRef], resolve: (p) => p.info.backends }),
            defaultBackend: t.string({ resolve: (p) => p.info.default_backend }),
            sunsetAt: t.field({ type: "DateTime", resolve: (p) => p.info.sunset_at }),
            successor: t.string({ resolve: (p) => p.info.successor }),
          }),
        });
        builder.queryField("plannerInfo", (t) =>
          t.field({ type: InfoRef, deprecationReason: `Use the agent preview (POST ${SUCCESSOR}).`, resolve: () => info() }),
        );
      },
    };
  },
});

export default plannerPlugin;
