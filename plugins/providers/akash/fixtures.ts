/** What an Akash relay forwards (the deployment, lease and services it polled), for tests and `berth webhooks send akash`. */
function state(o: { provider_deployment_id: string; at: number }, deployment: string, lease: string | null, ready: number) {
  return {
    dseq: o.provider_deployment_id,
    owner: "akash1q8w5p0f7v5x2l6k3j4h9g8f7d6s5a4z3x2c1v0",
    observed_at: new Date(o.at).toISOString(),
    deployment: { state: deployment, version: "c3b2a1f0e9d8" },
    ...(lease ? { lease: { state: lease, provider: "akash1provider0hurricane9x8y7z6w5v4u3t2s1r0q", price: { denom: "uakt", amount: "1.25" } } } : {}),
    // The provider's lease status as it answers it: services keyed by name.
    services: { agent: { name: "agent", available: ready, total: 2, uris: ready > 0 ? ["agent-7.provider.hurricane.akash.pub"] : [], replicas: 2, ready_replicas: ready, available_replicas: ready } },
  };
}

export const akashFixtures = {
  "waiting-for-bids": (o: { provider_deployment_id: string; at: number }) => state(o, "active", null, 0),
  starting: (o: { provider_deployment_id: string; at: number }) => state(o, "active", "active", 0),
  ready: (o: { provider_deployment_id: string; at: number }) => state(o, "active", "active", 2),
  "out-of-funds": (o: { provider_deployment_id: string; at: number }) => state(o, "active", "insufficient_funds", 0),
  closed: (o: { provider_deployment_id: string; at: number }) => state(o, "closed", "closed", 0),
};
