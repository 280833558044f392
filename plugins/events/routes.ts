import { defineRoute, type RouteDefinition } from "berth/plugin";
import type { EventsService } from "./events-service.ts";
import { EventsAnswer, EventsQuery, EventTypeAnswer, EventTypeParams, EventTypesAnswer } from "./schemas.ts";

export function eventsRoutes(service: EventsService): RouteDefinition[] {
  return [
    defineRoute({
      method: "GET",
      url: "/v1/events",
      auth: "key",
      summary: "Read the event log",
      description:
        "Events of the key's world, oldest first, as CloudEvents. An admin key reads every subject; an agent key only the passports it may act for (a `subject` it may not: 403). Page with `after`=`next_cursor`.",
      tags: ["events"],
      querystring: EventsQuery,
      response: { 200: EventsAnswer },
      errors: [403],
      handler: async (req) => ({ success: true, ...(await service.list(req.caller, req.query)) }),
    }),
    defineRoute({
      method: "GET",
      url: "/v1/event-types",
      auth: "none",
      summary: "List the event catalog",
      description:
        "Every event type this Berth emits (its plugins' included), with a description and the JSON Schema of its `data`: what `GET /v1/events`, outbound webhooks and Kafka carry. No key needed. The same catalog as an AsyncAPI 3.0 document: `/asyncapi.json`.",
      tags: ["events"],
      response: { 200: EventTypesAnswer },
      handler: async () => ({ success: true, event_types: service.eventTypes() }),
    }),
    defineRoute({
      method: "GET",
      url: "/v1/event-types/:type",
      auth: "none",
      summary: "Read one event type",
      description: "One entry of the event catalog; 404 for a type no plugin declares.",
      tags: ["events"],
      params: EventTypeParams,
      response: { 200: EventTypeAnswer },
      errors: [404],
      handler: async (req) => ({ success: true, event_type: service.eventType(req.params.type) }),
    }),
  ];
}
