import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 ships CommonJS (main) and ESM (module) builds. Node, and so every dependency
    // loaded outside vitest (Pothos, mercurius), gets the CommonJS one; vite would hand our own
    // files the ESM one. Two copies of graphql cannot share a schema, so pin ours to Node's choice.
    alias: [{ find: /^graphql$/, replacement: require.resolve("graphql") }],
  },
  test: {
    include: ["test/**/*.test.ts", "core/**/*.test.ts", "plugins/**/*.test.ts", "adapters/**/*.test.ts", "schema/**/*.test.ts"],
    setupFiles: ["test/support/native-typescript.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ["default", "json"],
    outputFile: { json: ".vitest-report.json" },
  },
});
