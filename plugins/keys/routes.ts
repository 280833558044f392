import { defineRoute, type RouteDefinition } from "berth/plugin";
import type { KeysService } from "./keys-service.ts";
import { CreateKeyBody, IssuedKeyAnswer, KeyAnswer, KeyParams, KeysAnswer, ListKeysQuery } from "./schemas.ts";

export function keysRoutes(service: KeysService): RouteDefinition[] {
  return [
    defineRoute({
      method: "POST",
      url: "/v1/admin/keys",
      auth: "admin",
      summary: "Issue an API key",
      description: "Answers the key once, in `token`; only its hash is stored.",
      tags: ["keys"],
      body: CreateKeyBody,
      response: { 201: IssuedKeyAnswer },
      errors: [403],
      handler: async (req) => ({ success: true, ...(await service.create(req.caller, req.body)) }),
    }),
    defineRoute({
      method: "GET",
      url: "/v1/admin/keys",
      auth: "admin",
      summary: "List API keys of the caller's world",
      description:
        "Admin only. Keys of the calling key's mode (test or live), oldest first, never their secrets: `hint` is the last four characters. Revoked keys only with `include_revoked=true`.",
      tags: ["keys"],
      querystring: ListKeysQuery,
      response: { 200: KeysAnswer },
      errors: [403],
      handler: async (req) => ({ success: true, keys: await service.list(req.caller, req.query.include_revoked === true) }),
    }),
    defineRoute({
      method: "DELETE",
      url: "/v1/admin/keys/:keyId",
      auth: "admin",
      summary: "Revoke an API key",
      description: "Takes effect on the next request. Revoking a revoked key answers it unchanged.",
      tags: ["keys"],
      params: KeyParams,
      response: { 200: KeyAnswer },
      errors: [403, 404],
      handler: async (req) => ({ success: true, key: await service.revoke(req.caller, req.params.keyId) }),
    }),
  ];
}
