/**
 * The in-repo plugins, as specifiers relative to the repository root. The host loads them
 * exactly as it loads third-party packages named in BERTH_PLUGINS.
 */
export const BUILTIN_PLUGINS: readonly string[] = [
  "./plugins/keys/index.ts",
  "./plugins/health/index.ts",
  "./plugins/reputation/index.ts",
  "./plugins/planner/index.ts",
  "./plugins/compute/index.ts",
  "./plugins/chains/index.ts",
  "./plugins/identity/index.ts",
  "./plugins/escrow/index.ts",
  "./plugins/memory/index.ts",
  "./plugins/events/index.ts",
  "./plugins/deployments/index.ts",
  "./plugins/webhooks/index.ts",
  "./plugins/providers/railway/index.ts",
  "./plugins/providers/phala/index.ts",
  "./plugins/providers/akash/index.ts",
  "./plugins/providers/nosana/index.ts",
  "./plugins/providers/ionet/index.ts",
  "./plugins/preview/index.ts",
  "./plugins/runtimes/vercel-ai/index.ts",
  "./plugins/runtimes/langgraph/index.ts",
  "./plugins/runtimes/openai-agents/index.ts",
  "./plugins/runtimes/docker/index.ts",
  "./plugins/anchors/index.ts",
  "./plugins/payouts/index.ts",
  "./plugins/webhook-endpoints/index.ts",
  "./plugins/rollouts/index.ts",
];
