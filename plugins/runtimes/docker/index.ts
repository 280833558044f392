import { definePlugin } from "berth/plugin";
import previewPlugin, { previewRuntimes } from "berth/plugins/preview";
import { dockerRuntime } from "./runtime.ts";

/** The `docker` runtime of the agent code preview: a plain image on Python's standard library, no framework. */
export const dockerRuntimePlugin = definePlugin({
  name: "runtime-docker",
  description: "Preview runtime docker: plain Docker images, Python standard library only.",
  needs: { plugins: [previewPlugin] },
  setup(ctx) {
    ctx.extend(previewRuntimes, "docker", dockerRuntime);
    return {};
  },
});

export default dockerRuntimePlugin;
