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
      description:
        "The chains a key of this mode may use: a test key sees the test chains (such as the local devnet), a live key the live ones, so a live key may get an empty list. Each names its chain id, RPC and deployed contracts.",
      tags: ["chains"],
      response: { 200: ChainsAnswer },
      handler: async (req) => {
        const note = service.emptyWorldNote(req.caller.mode);
        return { success: true, chains: service.list(req.caller.mode), ...(note ? { note } : {}) };
      },
    }),
  ];
}
