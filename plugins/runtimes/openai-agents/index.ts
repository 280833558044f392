import { definePlugin } from "berth/plugin";
import previewPlugin, { previewRuntimes } from "berth/plugins/preview";
import { openaiAgentsRuntime } from "./runtime.ts";

/** The `openai-agents` runtime of the agent code preview: a Python agent on the OpenAI Agents SDK. */
export const openaiAgentsRuntimePlugin = definePlugin({
  name: "runtime-openai-agents",
  description: "Preview runtime openai-agents: Python agents on the OpenAI Agents SDK.",
  needs: { plugins: [previewPlugin] },
  setup(ctx) {
    ctx.extend(previewRuntimes, "openai-agents", openaiAgentsRuntime);
    return {};
  },
});

export default openaiAgentsRuntimePlugin;
