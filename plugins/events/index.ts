import { definePlugin, eventLogPort } from "berth/plugin";
import { EventsService } from "./events-service.ts";
import { eventsGraphQL } from "./graphql.ts";
import { eventsRoutes } from "./routes.ts";

export const eventsPlugin = definePlugin({
  name: "events",
  description: "GET /v1/events: the event log, as CloudEvents; GET /v1/event-types: the event catalog.",
  needs: { ports: [eventLogPort] },
  setup: (ctx) => {
    const service = new EventsService(ctx.port(eventLogPort), ctx.eventTypes);
    return { service, routes: eventsRoutes(service), graphql: (kit) => eventsGraphQL(kit, service) };
  },
});

export default eventsPlugin;
