import { defineConfig } from "vitest/config";

export default defineConfig({
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
