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
  "./plugins/anchors/index.ts",
  "./plugins/payouts/index.ts",
];
