import { definePlugin } from "berth/plugin";
import { previewGraphQL } from "./graphql.ts";
import { PreviewService } from "./preview-service.ts";
import { previewRoutes } from "./routes.ts";
import { previewRuntimes } from "./runtime-point.ts";

// The public entry (berth/plugins/preview): what a runtime plugin, in-repo or an npm package, imports.
export { previewRuntimes, type AgentDescriptor, type EnvVar, type GeneratedAgent, type PreviewInput, type PreviewRuntime, type ResolvedAgent, type ResolvedStep, type ResolvedTool } from "./runtime-point.ts";
export { execForm, indent, packageSlug, pyLiteral, stableJson, tsLiteral, type Literal } from "./codegen.ts";
export { agentEnvVars, agentReadme, fastApiAgentProject, PYTHON_HEALTHCHECK, pythonConfigPy, pythonDockerfile, pythonRequirements, type FastApiAgent } from "./python-project.ts";
export { ASYNC_HTTP_TOOL_PY, FASTAPI_MAIN_PY, GUARDRAILS_PY, HTTP_TOOL_PY, PARSE_RUN_PY, PYTHON_DOCKERIGNORE } from "./python-files.ts";

export const previewPlugin = definePlugin({
  name: "preview",
  description: "POST /v1/agents/preview: an agent's files generated from a descriptor by a runtime contributed to the `runtimes` extension point.",
  setup: (ctx) => {
    const service = new PreviewService(ctx.provide(previewRuntimes));
    return { service, routes: previewRoutes(service), graphql: (kit) => previewGraphQL(kit, service) };
  },
});

export default previewPlugin;
