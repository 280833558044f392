import { defineRoute, type RouteDefinition } from "berth/plugin";
import type { RegistrationService } from "./identity-service.ts";
import { RegisterBody, RegistrationSchema } from "./schemas.ts";

export function identityRoutes(service: RegistrationService): RouteDefinition[] {
  return [
    defineRoute({
      method: "POST",
      url: "/v2/agents/register",
      auth: "key",
      idempotent: true,
      summary: "Register an agent on a chain's ERC-8004 IdentityRegistry",
      description:
        "Calls register(metadata_uri, metadata); name, description, endpoints, capabilities and wallets become metadata entries. Waits for the receipt up to CHAIN_RECEIPT_TIMEOUT_MS, else answers confirmed:false with the tx hash. Send Idempotency-Key to make retries safe.",
      tags: ["identity"],
      body: RegisterBody,
      response: { 200: RegistrationSchema },
      errors: [403, 409, 502],
      handler: async (req) => service.register(req.caller, req.body),
    }),
  ];
}
