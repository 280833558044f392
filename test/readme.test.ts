import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../core/host/host.ts";
import { projectDir, writePackage } from "./support/plugin-package.ts";
import { startBerth } from "./support/test-berth.ts";

const README = readFileSync(join(REPO_ROOT, "README.md"), "utf8");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : sourceFiles(path);
    return path.endsWith(".ts") && !path.endsWith(".test.ts") ? [path] : [];
  });
}

/** Codes the service can answer: thrown with an error class, or written into an error body. */
function codesInSource(): Map<string, string> {
  const found = new Map<string, string>();
  const patterns = [
    /new (?:InvalidRequest|Unauthorized|Forbidden|NotFound|Conflict|PayloadTooLarge|UnsupportedMediaType|Unprocessable|RateLimited|UpstreamFailure|NotReady)\(\s*"([A-Z][A-Z0-9_]+)"/g,
    /new BerthError\(\s*"[a-z_]+",\s*"([A-Z][A-Z0-9_]+)"/g,
    /error_code: "([A-Z][A-Z0-9_]+)"/g,
    /export const [A-Z_]+ = "([A-Z][A-Z0-9_]+)";/g,
  ];
  for (const folder of ["core", "plugins", "adapters", "schema"]) {
    for (const file of sourceFiles(join(REPO_ROOT, folder))) {
      const text = readFileSync(file, "utf8");
      for (const re of patterns) for (const m of text.matchAll(re)) found.set(m[1]!, relative(REPO_ROOT, file));
    }
  }
  return found;
}

function codesInReadme(): Set<string> {
  return new Set([...README.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \| \d{3} \|/gm)].map((m) => m[1]!));
}

describe("README", () => {
  it("has a row in the error table for every error code the code can answer, and no stale rows", () => {
    const inCode = codesInSource();
    const inReadme = codesInReadme();
    expect(inCode.size).toBeGreaterThan(20);
    const missing = [...inCode].filter(([code]) => !inReadme.has(code)).map(([code, file]) => `${code} (${file})`);
    expect(missing, "codes missing from the README error table").toEqual([]);
    const stale = [...inReadme].filter((code) => !inCode.has(code));
    expect(stale, "README rows for codes nothing answers").toEqual([]);
  });

  it("starts with the two commands: run, and test", () => {
    const firstScreen = README.split("\n").slice(0, 25).join("\n");
    expect(firstScreen).toContain("npm ci && npm start");
    expect(firstScreen).toContain("npm ci && npm test");
  });

  it("'Writing a plugin' example works as written, as an npm package", async () => {
    const section = README.slice(README.indexOf("## Writing a plugin"));
    const code = /```js\n([\s\S]*?)```/.exec(section)![1]!;
    const dir = projectDir("berth-readme-");
    writePackage(dir, "@acme/berth-uptime", code);
    const b = await startBerth({ env: { BERTH_PLUGINS: "@acme/berth-uptime", BERTH_PLUGIN_DIR: dir, UPTIME_WINDOW_DAYS: "3" } });
    try {
      const agent = await b.key("agent", { passports: ["agent-9"] });
      const a = await b.request("GET", "/v1/uptime/agent-9", { key: agent.token });
      expect(a.body).toEqual({ success: true, passport_id: "agent-9", pings: 0, window_days: 3 });
      expect((await b.request("GET", "/v1/uptime/agent-8", { key: agent.token })).body.error_code).toBe("PASSPORT_NOT_ALLOWED");
      const g = await b.graphql(`{ agent(passportId: "agent-9") { uptime } }`, {}, agent.token);
      expect(g.body.data.agent.uptime).toBe(0);
    } finally {
      await b.stop();
    }
  });
});
