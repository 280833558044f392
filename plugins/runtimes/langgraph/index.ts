import { definePlugin } from "berth/plugin";
import previewPlugin, { previewRuntimes } from "berth/plugins/preview";
import { langgraphRuntime } from "./runtime.ts";

/** The `langgraph` runtime of the agent code preview: a Python agent on LangGraph, the one with DAG workflows. */
export const langgraphRuntimePlugin = definePlugin({
  name: "runtime-langgraph",
  description: "Preview runtime langgraph: Python agents on LangGraph.",
  needs: { plugins: [previewPlugin] },
  setup(ctx) {
    ctx.extend(previewRuntimes, "langgraph", langgraphRuntime);
    return {};
  },
});

export default langgraphRuntimePlugin;
