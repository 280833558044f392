import { defineRoute, type RouteDefinition } from "berth/plugin";
import type { EventsService } from "./events-service.ts";
import { EventsAnswer, EventsQuery } from "./schemas.ts";

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
  ];
}
