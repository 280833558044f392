/** What an io.net relay forwards, for tests and `berth webhooks send ionet`. */
function deployment(o: { provider_deployment_id: string; at: number }, status: string, extra: Record<string, unknown> = {}) {
  return {
    observed_at: new Date(o.at).toISOString(),
    deployment: {
      id: o.provider_deployment_id,
      status,
      name: "support-agent-inference",
      brand_name: "NVIDIA A100",
      hardware_quantity: 2,
      started_at: new Date(o.at - 60_000).toISOString(),
      finished_at: null,
      ...extra,
    },
  };
}

export const ionetFixtures = {
  deploying: (o: { provider_deployment_id: string; at: number }) => deployment(o, "Deploying"),
  running: (o: { provider_deployment_id: string; at: number }) => deployment(o, "running", { url: `https://${o.provider_deployment_id}.vms.io.net` }),
  failed: (o: { provider_deployment_id: string; at: number }) => deployment(o, "Failed - container exited"),
  completed: (o: { provider_deployment_id: string; at: number }) => deployment(o, "completed", { finished_at: new Date(o.at).toISOString() }),
  "unknown-status": (o: { provider_deployment_id: string; at: number }) => deployment(o, "rebalancing"),
};
