import { defineRoute, type RouteDefinition } from "berth/plugin";
import type { RefusalLog } from "./refusal-log.ts";
import type { WebhooksService } from "./webhooks-service.ts";
import { DeliveryQuery, ProviderParams, ReceiptAnswer, RefusalsAnswer, RefusalsQuery } from "./schemas.ts";

export function webhooksRoutes(service: WebhooksService, refusals: RefusalLog): RouteDefinition[] {
  return [
    defineRoute({
      method: "GET",
      url: "/v1/webhooks/refusals",
      auth: "admin",
      summary: "List refused provider deliveries",
      description:
        "Deliveries the receiver refused (bad or missing signature or token, stale timestamp, unreadable payload, unknown provider, no secret configured), counted per provider, error code and minute, newest first, kept 7 days. Accepted deliveries are in the event log: the deployment events they caused (actor.type provider) and webhook.unmatched.",
      tags: ["webhooks"],
      querystring: RefusalsQuery,
      response: { 200: RefusalsAnswer },
      handler: async (req) => ({ success: true, refusals: await refusals.list(req.caller.mode, req.query.limit ?? 100) }),
    }),
    defineRoute({
      method: "POST",
      url: "/v1/webhooks/:provider",
      auth: "none",
      rawBody: "unparsed",
      summary: "Receive a deployment provider's webhook",
      description:
        "No API key: the delivery is authenticated by its provider's scheme (Standard Webhooks headers, Phala's X-Webhook-Signature, or Railway's ?token=) against WEBHOOK_SECRET_<PROVIDER> (live) or WEBHOOK_TEST_SECRET_<PROVIDER> (test), verified over the raw bytes before the body is read. The provider's status changes the deployment with that provider id and appends one event, whose id is answered; a redelivery answers the same event_id. A delivery for a deployment Berth does not have yet is kept (202, matched: false) and applied when one is created.",
      tags: ["webhooks"],
      params: ProviderParams,
      querystring: DeliveryQuery,
      response: { 200: ReceiptAnswer, 202: ReceiptAnswer },
      errors: [401, 404, 422, 503],
      handler: async (req, res) => {
        const receipt = await service
          .receive(req.params.provider, {
            headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : v])),
            query: Object.fromEntries(Object.entries(req.query as Record<string, unknown>).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : typeof v === "string" ? v : undefined])),
            body: req.rawBody,
            receivedAt: Date.now(),
          })
          .catch(async (err: unknown) => {
            await refusals.add(req.params.provider, err, req.requestId);
            throw err;
          });
        if (!receipt.matched) res.status(202);
        return { success: true, ...receipt };
      },
    }),
  ];
}
