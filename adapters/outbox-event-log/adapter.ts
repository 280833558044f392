import { env } from "../../core/config/config-var.ts";
import { defineAdapter } from "../../core/plugin/define-adapter.ts";
import { storePort } from "../../core/ports/document-store.ts";
import { eventLogPort } from "../../core/ports/event-log.ts";

/** Shared by both event-log adapters: how delivery finds other processes' events and hands over. */
export const DELIVERY_CONFIG = {
  EVENT_LOG_POLL_MS: env.integer({ description: "How often event consumers look for events committed by other processes, ms.", default: 25, min: 1, max: 60_000 }),
  EVENT_LOG_LEASE_MS: env.integer({ description: "How long a consumer's lease lasts: another process takes over a dead one's consumers after this, ms.", default: 5000, min: 100 }),
};

export const outboxEventLogAdapter = defineAdapter({
  port: eventLogPort,
  name: "outbox",
  description: "Events in a transactional outbox in the DocumentStore, delivered in process with durable consumer positions.",
  deps: [storePort],
  config: DELIVERY_CONFIG,
  open: async ({ config, dep, log, schedule, clock }) =>
    new (await import("./outbox-event-log.ts")).OutboxEventLog(dep(storePort), { pollMs: config.EVENT_LOG_POLL_MS, leaseMs: config.EVENT_LOG_LEASE_MS, log, schedule, clock }),
});
