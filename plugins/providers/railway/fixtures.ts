/**
 * Railway deliveries as its webhooks send them, written for Berth's tests and for
 * `berth webhooks send railway <fixture>`.
 */
const project = { id: "7c3f1b52-2d8e-4d39-9a7e-8a1f0f1d2b10", name: "agent-fleet" };
const environment = { id: "0b1d6f3e-5a4c-4c2d-8e1f-2a3b4c5d6e7f", name: "production" };
const service = { id: "5e2a9c1d-7b3f-4a6e-9d8c-1f2e3d4c5b6a", name: "support-agent" };

function current(event: string, status: string, o: { provider_deployment_id: string; at: number }) {
  return {
    type: `Deployment.${event}`,
    severity: status === "FAILED" || status === "CRASHED" ? "ERROR" : "INFO",
    timestamp: new Date(o.at).toISOString(),
    details: { id: o.provider_deployment_id, status, source: "GitHub", branch: "main", commitHash: "4f1c2e9", commitAuthor: "ada" },
    resource: { workspace: { id: "ws_3a1b", name: "Acme" }, project, environment, service, deployment: { id: o.provider_deployment_id } },
  };
}

export const railwayFixtures = {
  building: (o: { provider_deployment_id: string; at: number }) => current("building", "BUILDING", o),
  deployed: (o: { provider_deployment_id: string; at: number }) => current("deployed", "SUCCESS", o),
  crashed: (o: { provider_deployment_id: string; at: number }) => current("crashed", "CRASHED", o),
  removed: (o: { provider_deployment_id: string; at: number }) => current("removed", "REMOVED", o),
  /** The older format: `type: "DEPLOY"`, the status at the top. */
  "legacy-success": (o: { provider_deployment_id: string; at: number }) => ({
    type: "DEPLOY",
    timestamp: new Date(o.at).toISOString(),
    status: "SUCCESS",
    project: { ...project, createdAt: "2026-01-05T10:00:00.000Z" },
    environment,
    deployment: { id: o.provider_deployment_id, creator: { id: "u_1", name: "Ada", avatar: "" }, meta: { branch: "main" } },
  }),
};
