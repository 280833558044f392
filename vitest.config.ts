import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const require = createRequire(import.meta.url);

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
    include: ["test/**/*.test.ts", "core/**/*.test.ts", "plugins/**/*.test.ts", "adapters/**/*.test.ts", "schema/**/*.test.ts"],
    setupFiles: ["test/support/native-typescript.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ["default", "json"],
    outputFile: { json: ".vitest-report.json" },
  },
});
