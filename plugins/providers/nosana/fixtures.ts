/** What a Nosana relay forwards, for tests and `berth webhooks send nosana`. */
function deployment(o: { provider_deployment_id: string; at: number }, status: string) {
  return {
    observed_at: new Date(o.at).toISOString(),
    deployment: {
      id: o.provider_deployment_id,
      name: "support-agent-gpu",
      status,
      strategy: "SIMPLE",
      replicas: 1,
      market: "97G9NnvBDQ2WpKu6fasoMsAKmfj63C9rhysJnkeWodAf",
      endpoints: status === "RUNNING" ? [{ opId: "agent", port: 8000, url: `https://${o.provider_deployment_id.toLowerCase()}.node.k8s.prd.nos.ci` }] : [],
      updated_at: new Date(o.at).toISOString(),
    },
  };
}

export const nosanaFixtures = {
  starting: (o: { provider_deployment_id: string; at: number }) => deployment(o, "STARTING"),
  running: (o: { provider_deployment_id: string; at: number }) => deployment(o, "RUNNING"),
  "out-of-funds": (o: { provider_deployment_id: string; at: number }) => deployment(o, "INSUFFICIENT_FUNDS"),
  archived: (o: { provider_deployment_id: string; at: number }) => deployment(o, "ARCHIVED"),
  "job-queued": (o: { provider_deployment_id: string; at: number }) => ({
    observed_at: new Date(o.at).toISOString(),
    job: { address: o.provider_deployment_id, state: "QUEUED", market: "97G9NnvBDQ2WpKu6fasoMsAKmfj63C9rhysJnkeWodAf", ipfsJob: "QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG" },
  }),
};
