import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const require = createRequire(import.meta.url);

/** Every test file. */
const ALL = ["test/**/*.test.ts", "core/**/*.test.ts", "plugins/**/*.test.ts", "adapters/**/*.test.ts"];

/**
 * Test files of the full lane only (`npm test` runs both lanes): they start processes (Berth,
 * anvil, npm, the CLI, a browser), or talk to servers that are not here. Everything else is the
 * quick lane (`npm run test:quick`): units, the contract suites on SQLite and in-process hosts.
 * The quick lane refuses to start a process (test/support/no-child-processes.ts), so a file that
 * does fails there until it is listed here.
 */
const FULL_LANE_ONLY = [
  "adapters/sqlite/wal-checkpointer.test.ts",
  "plugins/webhook-endpoints/send-delivery.test.ts",
  "test/abuse/guessable-secrets.test.ts",
  "test/abuse/long-words.test.ts",
  "test/browser-pages.test.ts",
  "test/build.test.ts",
  "test/chains/**/*.test.ts",
  "test/ci-summary.test.ts",
  "test/console-pages.test.ts",
  "test/cli.test.ts",
  "test/cluster/behind-a-proxy.test.ts",
  "test/cluster/client-address.test.ts",
  "test/cluster/instances.test.ts",
  "test/cluster/workers.test.ts",
  "test/contracts/**/*.test.ts",
  "test/docker-compose.test.ts",
  "test/docs-plugin-example.test.ts",
  "test/docs-walkthroughs.test.ts",
  "test/document-store.mongodb.test.ts",
  "test/event-log.kafka-mongodb.test.ts",
  "test/event-log.kafka.test.ts",
  "test/event-log.process.test.ts",
  "test/graphiql-key-log.test.ts",
  "test/graphql-subscription-flood.test.ts",
  "test/http-internals.test.ts",
  "test/memory/chain.test.ts",
  "test/memory/reindex-and-rerank.test.ts",
  "test/plugin-loading.test.ts",
  "test/plugin-sdk.test.ts",
  "test/preview/agent-run.test.ts",
  "test/preview/generated-files.test.ts",
  "test/preview/reference-descriptor-run.test.ts",
  "test/preview/third-party-runtime.test.ts",
  "test/process.test.ts",
  "test/reputation/devnet.test.ts",
  "test/reputation/indexer-restart.test.ts",
  "test/rollouts/prometheus-source.test.ts",
  "test/rollouts/two-instances.test.ts",
  "test/scale-stack.e2e.test.ts",
  "test/vector-index.elasticsearch.test.ts",
  "test/webhook-endpoints/lifecycle.test.ts",
  "test/webhook-endpoints/processes.test.ts",
  "test/webhook-endpoints/receiver-example.test.ts",
  "test/webhooks/cli-send.test.ts",
  "test/webhooks/hostile-deliveries.test.ts",
  "test/webhooks/third-party.test.ts",
];

/** The seeded property tests (issue 33's interleavings): their own project, see below. */
const PROPERTIES = "test/properties/**/*.test.ts";

export default defineConfig({
  resolve: {
    // graphql 16 ships CommonJS (main) and ESM (module) builds. Node, and so every dependency
    // loaded outside vitest (Pothos, mercurius), gets the CommonJS one; vite would hand our own
    // files the ESM one. Two copies of graphql cannot share a schema, so pin ours to Node's choice.
    // Plugins import Berth by its package name, as a third party's would; inside the repository
    // that is a self-reference, which Node and tsc resolve through package.json "exports".
    alias: [
      { find: /^graphql$/, replacement: require.resolve("graphql") },
      { find: /^berth\/plugin\/net$/, replacement: fileURLToPath(new URL("./core/net/address-policy.ts", import.meta.url)) },
      { find: /^berth\/plugin$/, replacement: fileURLToPath(new URL("./core/plugin/sdk.ts", import.meta.url)) },
      { find: /^berth\/plugins\/([a-z0-9-]+)$/, replacement: fileURLToPath(new URL("./plugins/$1/index.ts", import.meta.url)) },
    ],
  },
  test: {
    setupFiles: ["test/support/native-typescript.ts"],
    pool: "forks",
    // Two files at a time on these two cores: most of a test's time is waiting (on a child
    // process, a socket, a commit), and vitest's default here is one at a time.
    maxWorkers: 2,
    // Test files share their worker's modules: each one loading the whole of Berth again (the
    // composition, every plugin, Fastify, GraphQL) was about a fifth of the suite's time. Tests
    // keep no state in modules; each starts its own hosts and closes them.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ["default", "json"],
    outputFile: { json: ".vitest-report.json" },
    projects: [
      {
        extends: true,
        test: { name: "quick", include: ALL, exclude: [...FULL_LANE_ONLY, PROPERTIES], setupFiles: ["test/support/native-typescript.ts", "test/support/no-child-processes.ts"] },
      },
      // The seeded property tests, in-process like the quick lane: 10,000 seeds each under `npm test`
      // (CI), fewer in `npm run test:quick`, which sets PROPERTY_RUNS (test/support/property.ts).
      {
        extends: true,
        test: { name: "properties", include: [PROPERTIES], setupFiles: ["test/support/native-typescript.ts", "test/support/no-child-processes.ts"] },
      },
      { extends: true, test: { name: "full", include: FULL_LANE_ONLY } },
    ],
  },
});
