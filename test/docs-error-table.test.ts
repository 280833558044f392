import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../core/host/host.ts";
import { documentedErrorCodes } from "./support/docs.ts";

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

describe("the error table (docs/errors.md)", () => {
  it("has a row for every error code the code can answer, and no stale rows", () => {
    const inCode = codesInSource();
    const documented = documentedErrorCodes();
    expect(inCode.size).toBeGreaterThan(20);
    const missing = [...inCode].filter(([code]) => !documented.has(code)).map(([code, file]) => `${code} (${file})`);
    expect(missing, "codes missing from the error table in docs/errors.md").toEqual([]);
    const stale = [...documented].filter((code) => !inCode.has(code));
    expect(stale, "rows of docs/errors.md for codes nothing answers").toEqual([]);
  });
});
