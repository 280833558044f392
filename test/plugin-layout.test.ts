import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../core/host/host.ts";

function files(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, keep);
    return keep(path) ? [path] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+["']([^"']+)["']/gm), ...text.matchAll(/^\s*import\s+["']([^"']+)["']/gm)].map((m) => m[1]!);
}

const PLUGINS = join(REPO_ROOT, "plugins");
const isDir = (path: string) => statSync(path).isDirectory();
/** Plugin folders: `plugins/<name>`, and `plugins/<group>/<name>` for groups of small plugins (providers, runtimes). */
const pluginFolders = readdirSync(PLUGINS)
  .filter((name) => isDir(join(PLUGINS, name)))
  .flatMap((name) =>
    readdirSync(join(PLUGINS, name)).includes("index.ts")
      ? [name]
      : readdirSync(join(PLUGINS, name))
          .filter((sub) => isDir(join(PLUGINS, name, sub)))
          .map((sub) => join(name, sub)),
  );
const sources = (folder: string) => files(join(PLUGINS, folder), (p) => p.endsWith(".ts") && !p.endsWith(".test.ts"));

describe("the plugin contract, as the code keeps it", () => {
  it("plugins import only berth/plugin (or its light berth/plugin/net), other plugins' public entries, packages and their own folder", () => {
    const wrong: string[] = [];
    for (const folder of pluginFolders) {
      for (const file of sources(folder)) {
        for (const spec of imports(file)) {
          const ok = spec === "berth/plugin" || spec === "berth/plugin/net" || /^berth\/plugins\/[a-z0-9-]+$/.test(spec) || spec.startsWith("./") || (!spec.startsWith(".") && !spec.startsWith("/") && !spec.startsWith("berth"));
          if (!ok) wrong.push(`${relative(REPO_ROOT, file)} imports ${spec}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("every plugin has the layout of plugins/compute: index.ts defines it; routes and GraphQL never import each other", () => {
    const problems: string[] = [];
    for (const folder of pluginFolders) {
      const dir = join(PLUGINS, folder);
      const index = join(dir, "index.ts");
      if (!readdirSync(dir).includes("index.ts") || !readFileSync(index, "utf8").includes("definePlugin(")) problems.push(`${folder}: no index.ts with definePlugin`);
      const has = (name: string) => readdirSync(dir).includes(name);
      if (has("routes.ts") && imports(join(dir, "routes.ts")).includes("./graphql.ts")) problems.push(`${folder}: routes.ts imports graphql.ts`);
      if (has("graphql.ts") && imports(join(dir, "graphql.ts")).includes("./routes.ts")) problems.push(`${folder}: graphql.ts imports routes.ts`);
      if ((has("routes.ts") || has("graphql.ts")) && !has("schemas.ts")) problems.push(`${folder}: routes without schemas.ts`);
      if (has("routes.ts") && !readdirSync(dir).some((f) => f.endsWith("-service.ts"))) problems.push(`${folder}: no <area>-service.ts`);
    }
    expect(problems).toEqual([]);
  });

  it("core/ imports no adapter and no plugin: only the composition root (app/) names them", () => {
    const wrong = files(join(REPO_ROOT, "core"), (p) => p.endsWith(".ts"))
      .flatMap((file) => imports(file).map((spec) => ({ file, spec })))
      .filter(({ spec }) => /(^|\/)(adapters|plugins)\//.test(spec))
      .map(({ file, spec }) => `${relative(REPO_ROOT, file)} imports ${spec}`);
    expect(wrong).toEqual([]);
    // The lists themselves are read by the composition root alone (tests may read them too).
    const readers = ["app", "bin", "core", "adapters", "plugins", "schema", "scripts"]
      .flatMap((dir) => files(join(REPO_ROOT, dir), (p) => /\.(ts|js)$/.test(p)))
      .filter((file) => imports(file).some((spec) => /(^|\/)(adapters|plugins)\/index\.ts$/.test(spec)))
      .map((file) => relative(REPO_ROOT, file));
    expect(readers).toEqual(["app/composition.ts"]);
  });
});
