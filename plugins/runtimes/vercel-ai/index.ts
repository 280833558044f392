import { definePlugin } from "berth/plugin";
import previewPlugin, { previewRuntimes } from "berth/plugins/preview";
import { vercelAiRuntime } from "./runtime.ts";

/** The `vercel-ai` runtime of the agent code preview: a TypeScript agent on the Vercel AI SDK. */
export const vercelAiRuntimePlugin = definePlugin({
  name: "runtime-vercel-ai",
  description: "Preview runtime vercel-ai: TypeScript agents on the Vercel AI SDK.",
  needs: { plugins: [previewPlugin] },
  setup(ctx) {
    ctx.extend(previewRuntimes, "vercel-ai", vercelAiRuntime);
    return {};
  },
});

export default vercelAiRuntimePlugin;
