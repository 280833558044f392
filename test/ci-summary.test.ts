import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../core/host/host.ts";
import { tempDir } from "./support/test-berth.ts";

const SKIPPABLE = ["test/document-store.mongodb.test.ts", "test/vector-index.elasticsearch.test.ts", "test/event-log.kafka.test.ts", "test/event-log.kafka-mongodb.test.ts", "test/scale-stack.e2e.test.ts"];

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === "node_modules" ? [] : testFiles(path);
    return e.name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("the CI summary (.ci/run)", () => {
  it("every conditionally skipped suite names the variable that enables it", () => {
    const conditional = testFiles(REPO_ROOT)
      .flatMap((file) => readFileSync(file, "utf8").split("\n").map((line) => ({ file: relative(REPO_ROOT, file), line })))
      .filter(({ line }) => /\.(skipIf|runIf)\(/.test(line));
    expect(conditional.map((c) => c.file).sort()).toEqual(expect.arrayContaining(SKIPPABLE));
    for (const { file, line } of conditional) expect(line, file).toMatch(/\(needs [A-Z][A-Z0-9_]+/);
  });

  // Runs vitest itself on three files: seconds when idle, much longer next to the whole suite.
  it("lists skipped files with their variable before the closing `N passed, N failed, N skipped` line", { timeout: 150_000 }, () => {
    const report = join(tempDir(), "report.json");
    const env = { ...process.env };
    for (const name of ["MONGODB_URL", "ELASTICSEARCH_URL", "KAFKA_BROKERS"]) delete env[name];
    const run = spawnSync(process.execPath, [join(REPO_ROOT, "node_modules", "vitest", "vitest.mjs"), "run", ...SKIPPABLE, "--reporter=json", `--outputFile=${report}`], { cwd: REPO_ROOT, env, encoding: "utf8", timeout: 120_000 });
    expect(run.status, run.stderr).toBe(0);
    const summary = spawnSync(process.execPath, [join(REPO_ROOT, ".ci", "summary.mjs"), report], { cwd: REPO_ROOT, encoding: "utf8" });
    expect(summary.status).toBe(0);
    const lines = summary.stdout.trimEnd().split("\n");
    const skipped = (JSON.parse(readFileSync(report, "utf8")) as { numPendingTests: number }).numPendingTests;
    expect(skipped).toBeGreaterThan(0);
    expect(lines.at(-1)).toBe(`0 passed, 0 failed, ${skipped} skipped`);
    expect(lines[0]).toBe("Skipped tests:");
    for (const [file, variable] of [[SKIPPABLE[0], "MONGODB_URL"], [SKIPPABLE[1], "ELASTICSEARCH_URL"], [SKIPPABLE[2], "KAFKA_BROKERS"]]) {
      expect(lines.find((l) => l.includes(file!))).toMatch(new RegExp(`: \\d+ skipped — set ${variable} to run$`));
    }
  });
});
