import { definePlugin, env } from "berth/plugin";
import { plannerGraphQL } from "./graphql.ts";
import { PlannerService } from "./planner-service.ts";
import { plannerRoutes } from "./routes.ts";

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

export const plannerPlugin = definePlugin({
  name: "planner",
  description: "GET /api/agents/planner/info (deprecated): planning backends and their configuration.",
  config,
  setup: (ctx) => {
    const service = new PlannerService(ctx.config);
    return { service, routes: plannerRoutes(service), graphql: (kit) => plannerGraphQL(kit, service) };
  },
});

export default plannerPlugin;
