import { defineRoute, type RouteDefinition } from "berth/plugin";
import type { ChainsService } from "./chains-service.ts";
import { ChainsAnswer } from "./schemas.ts";

export function chainsRoutes(service: ChainsService): RouteDefinition[] {
  return [
    defineRoute({
      method: "GET",
      url: "/v2/chains",
      auth: "key",
      summary: "List configured chains of the caller's world",
      tags: ["chains"],
      response: { 200: ChainsAnswer },
      handler: async (req) => {
        const note = service.emptyWorldNote(req.caller.mode);
        return { success: true, chains: service.list(req.caller.mode), ...(note ? { note } : {}) };
      },
    }),
  ];
}
