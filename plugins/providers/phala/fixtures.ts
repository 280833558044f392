/** Phala Cloud CVM events as its webhooks send them, written for Berth's tests and `berth webhooks send phala`. */
function event(name: string, status: string, o: { provider_deployment_id: string; at: number }, extra: Record<string, unknown> = {}) {
  return {
    id: `evt_${o.at.toString(36)}${name.replace(/\W/g, "")}`,
    event: name,
    version: "2026-01-01",
    created_at: new Date(o.at).toISOString(),
    workspace: { id: "ws_7f3a9c", name: "acme" },
    data: { cvm_id: o.provider_deployment_id, cvm_name: "support-agent-tee", app_id: "app_4b2e8d1c", status, ...extra },
  };
}

export const phalaFixtures = {
  created: (o: { provider_deployment_id: string; at: number }) => event("cvm.created", "creating", o),
  started: (o: { provider_deployment_id: string; at: number }) => event("cvm.started", "running", o),
  "create-failed": (o: { provider_deployment_id: string; at: number }) => event("cvm.create_failed", "failed", o, { error: "insufficient TDX capacity in the selected node" }),
  stopped: (o: { provider_deployment_id: string; at: number }) => event("cvm.stopped", "stopped", o),
  deleted: (o: { provider_deployment_id: string; at: number }) => event("cvm.deleted", "deleted", o),
};
