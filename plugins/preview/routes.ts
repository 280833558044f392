import { defineRoute, type RouteDefinition } from "berth/plugin";
import type { PreviewService } from "./preview-service.ts";
import { PreviewAnswer, PreviewBody } from "./schemas.ts";

export function previewRoutes(service: PreviewService): RouteDefinition[] {
  return [
    defineRoute({
      method: "POST",
      url: "/v1/agents/preview",
      auth: "admin",
      summary: "Preview agent code (dry run)",
      description:
        "Generates an agent's files from a descriptor without deploying or storing anything. `preferred_adapter` names the runtime; without it the first runtime that fits (by rank, then name). " +
        "400 for a bad descriptor or an unknown runtime, 422 when the runtime (or, unnamed, every runtime) cannot build it.",
      tags: ["deployments"],
      body: PreviewBody,
      response: { 200: PreviewAnswer },
      errors: [403, 422],
      handler: async (req) => ({ success: true, preview: service.preview(req.caller, req.body) }),
    }),
  ];
}
