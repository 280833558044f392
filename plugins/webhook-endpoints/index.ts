import { AddressPolicy, definePlugin, eventLogPort, storePort } from "berth/plugin";
import { WEBHOOK_ENDPOINTS_CONFIG } from "./config.ts";
import { EndpointDirectory } from "./endpoint-directory.ts";
import { DeliveryQueue } from "./endpoint-lane.ts";
import { webhookEndpointsGraphQL } from "./graphql.ts";
import { ThreadedSender } from "./delivery-thread.ts";
import { OutboundDelivery } from "./outbound-delivery.ts";
import { webhookEndpointsRoutes } from "./routes.ts";
import { webhookEndpointsCommand } from "./webhook-endpoints-command.ts";
import { WebhookEndpointsService } from "./webhook-endpoints-service.ts";
import { berthPing, webhookEndpointDisabled } from "./events.ts";

export const webhookEndpointsPlugin = definePlugin({
  name: "webhook-endpoints",
  description: "Outbound webhooks: Berth's events POSTed, signed (Standard Webhooks), retried and replayable, to endpoints its users register.",
  needs: { ports: [storePort, eventLogPort] },
  events: [webhookEndpointDisabled, berthPing],
  config: WEBHOOK_ENDPOINTS_CONFIG,
  commands: [webhookEndpointsCommand],
  setup: (ctx) => {
    const c = ctx.config;
    const stores = ctx.port(storePort);
    const events = ctx.port(eventLogPort);
    const policyOptions = { allowed: c.WEBHOOK_ENDPOINTS_ALLOWED_HOSTS, hint: "WEBHOOK_ENDPOINTS_ALLOWED_HOSTS does not name it" };
    const policy = new AddressPolicy(policyOptions);
    const directory = new EndpointDirectory(stores);
    const queue = new DeliveryQueue(c.WEBHOOK_ENDPOINTS_GROUPS);
    const delivery = new OutboundDelivery({
      stores,
      events,
      directory,
      queue,
      sender: new ThreadedSender({ policy: policyOptions, timeoutMs: c.WEBHOOK_ENDPOINTS_TIMEOUT_MS }, ctx.log),
      schedule: c.WEBHOOK_ENDPOINTS_RETRY_SCHEDULE,
      disableAfterMs: c.WEBHOOK_ENDPOINTS_DISABLE_AFTER_MS,
      leaseMs: c.WEBHOOK_ENDPOINTS_LEASE_MS,
      pollMs: c.WEBHOOK_ENDPOINTS_POLL_MS,
      concurrency: c.WEBHOOK_ENDPOINTS_CONCURRENCY,
      retentionMs: c.WEBHOOK_ENDPOINTS_RETENTION_MS,
      log: ctx.log,
      clock: ctx.clock,
      jobs: (spec) => ctx.schedule(spec),
    });
    const service = new WebhookEndpointsService(stores, events, {
      urls: { policy, allowHttp: c.WEBHOOK_ENDPOINTS_ALLOW_HTTP, resolveTimeoutMs: 3000 },
      overlapMs: c.WEBHOOK_ENDPOINTS_SECRET_OVERLAP_MS,
      queue,
      notice: delivery.notice,
      eventTypes: ctx.eventTypes,
      log: ctx.log,
      now: () => ctx.clock.now(),
    });
    delivery.start();
    const attempts = {
      name: "berth_webhook_attempts_total",
      help: "Outbound webhook delivery attempts this process made, by outcome (delivered: a 2xx answer).",
      type: "counter" as const,
      samples: () => [
        { labels: { status: "delivered" }, value: delivery.attempts.delivered },
        { labels: { status: "failed" }, value: delivery.attempts.failed },
      ],
    };
    return { service, routes: webhookEndpointsRoutes(service), graphql: (kit) => webhookEndpointsGraphQL(kit, service), metrics: [attempts], close: () => delivery.close() };
  },
});

export default webhookEndpointsPlugin;
