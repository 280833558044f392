import { definePlugin, eventLogPort, storePort } from "berth/plugin";
import { DeploymentsService } from "./deployments-service.ts";
import { deploymentsGraphQL } from "./graphql.ts";
import { deploymentsRoutes } from "./routes.ts";
import { DEPLOYMENT_EVENTS } from "./events.ts";

export const deploymentsPlugin = definePlugin({
  name: "deployments",
  description: "Blue/green deployments of agents: records, status reports, promote, rollback, deployment events.",
  needs: { ports: [storePort, eventLogPort] },
  events: DEPLOYMENT_EVENTS,
  setup: (ctx) => {
    const service = new DeploymentsService(ctx.port(storePort), ctx.port(eventLogPort));
    return { service, routes: deploymentsRoutes(service), graphql: (kit) => deploymentsGraphQL(kit, service) };
  },
});

export default deploymentsPlugin;

// The public face other plugins (webhooks, third-party providers) build on.
export type { Actor, DeploymentsService, ProviderIdHook, ReportNote, ReportResult } from "./deployments-service.ts";
export { MAX_PROVIDER_DEPLOYMENT_ID, PROVIDER_DEPLOYMENT_ID_PATTERN } from "./schemas.ts";
export type { DeploymentRecord, DeploymentView } from "./deployment-record.ts";
export { MAX_OBSERVED_AHEAD_MS, type StatusReport } from "./status-report.ts";
export { ACTUAL_STATES, HEALTHS, type ActualState, type Health } from "./state-machine.ts";
