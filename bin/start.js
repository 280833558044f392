// `npm start`: Berth from its build (bin/build.js), compiled first for whatever changed since the
// last build, so a start never runs older code than the checkout; and, when the build cannot be
// written (a read-only install), from the TypeScript sources through tsx.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { DIST, ROOT, build } from "./build.js";

let entry = pathToFileURL(join(DIST, "app", "main.js")).href;
try {
  await build();
} catch (err) {
  process.stderr.write(`berth: could not build into dist/ (${err instanceof Error ? err.message : String(err)}); running the TypeScript sources\n`);
  const { register } = await import("tsx/esm/api");
  register();
  entry = pathToFileURL(join(ROOT, "app", "main.ts")).href;
}
await import(entry);
