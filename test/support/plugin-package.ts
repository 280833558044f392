import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../../core/host/host.ts";
import { tempDir } from "./test-berth.ts";

/** A project folder with `berth` installed in its node_modules, as a third party's would have it. */
export function projectDir(prefix = "berth-plugins-"): string {
  const dir = tempDir(prefix);
  mkdirSync(join(dir, "node_modules"), { recursive: true });
  symlinkSync(REPO_ROOT, join(dir, "node_modules", "berth"), "dir");
  return dir;
}

/**
 * Writes an npm package into `<dir>/node_modules/<name>` the way `npm install` would leave it: an
 * ES module package whose entry is index.js (`source`). Answers the entry's path.
 */
export function writePackage(dir: string, name: string, source: string, files: Record<string, string> = {}, pkg: Record<string, unknown> = {}): string {
  const root = join(dir, "node_modules", name);
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, "package.json"), JSON.stringify({ name, version: "1.0.0", type: "module", exports: "./index.js", ...pkg }));
  writeFileSync(join(root, "index.js"), source);
  for (const [file, text] of Object.entries(files)) writeFileSync(join(root, file), text);
  return join(root, "index.js");
}
