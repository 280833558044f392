#!/usr/bin/env node
// `npx berth ...`: the command line, from the compiled build (bin/build.js), compiled first for
// whatever changed, as `npm start` runs it. With third-party plugins (BERTH_PLUGINS), or when the
// build cannot be written, it runs the TypeScript sources through tsx: a plugin package resolves
// `berth/plugin` to the sources unless Node is told otherwise (`npm start`'s --conditions).
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { DIST, ROOT, build } from "./build.js";

let entry;
if (!process.env.BERTH_PLUGINS?.trim()) {
  try {
    await build({ quiet: true });
    entry = pathToFileURL(join(DIST, "app", "cli.js")).href;
  } catch {
    entry = undefined;
  }
}
if (entry === undefined) {
  const { register } = await import("tsx/esm/api");
  register();
  entry = pathToFileURL(join(ROOT, "app", "cli.ts")).href;
}
await import(entry);
