import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { PLUGIN_API_VERSION, isBerthPlugin, type BerthPlugin } from "./define-plugin.ts";

export class PluginLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PluginLoadError";
  }
}

type Exports = string | null | { [condition: string]: Exports } | Exports[];

function pickExport(exp: Exports | undefined): string | undefined {
  if (typeof exp === "string") return exp;
  if (Array.isArray(exp)) {
    for (const e of exp) {
      const hit = pickExport(e);
      if (hit) return hit;
    }
    return undefined;
  }
  if (exp && typeof exp === "object") {
    if ("." in exp) return pickExport(exp["."]);
    for (const condition of ["import", "node", "default", "require"]) {
      if (condition in exp) {
        const hit = pickExport(exp[condition]);
        if (hit) return hit;
      }
    }
  }
  return undefined;
}

/** Finds an installed package's entry file the way `import` would, starting from `baseDir`. */
function resolvePackage(name: string, baseDir: string): string {
  try {
    return createRequire(join(baseDir, "noop.js")).resolve(name);
  } catch {
    // ESM-only packages have no "require" export: read their package.json ourselves.
  }
  for (let dir = baseDir; ; dir = dirname(dir)) {
    const pkgDir = join(dir, "node_modules", name);
    const pkgFile = join(pkgDir, "package.json");
    if (existsSync(pkgFile)) {
      const pkg = JSON.parse(readFileSync(pkgFile, "utf8")) as { exports?: Exports; main?: string; module?: string };
      const entry = pickExport(pkg.exports) ?? pkg.module ?? pkg.main ?? "index.js";
      return resolve(pkgDir, entry);
    }
    if (dirname(dir) === dir) break;
  }
  throw new PluginLoadError(`plugin package ${name} is not installed (looked in node_modules from ${baseDir} upwards)`);
}

let typeScriptHooks: Promise<void> | undefined;

// In the build's bundle (bin/build.js), the bundle's loader hands in its own import(): on Node 20,
// code that V8 restored from its code cache cannot import() (the bundle is loaded with that cache).
declare const __berthImport: ((specifier: string) => Promise<unknown>) | undefined;
const importer = (typeof __berthImport === "function" ? __berthImport : (specifier: string) => import(specifier)) as (specifier: string) => Promise<Record<string, unknown>>;

/** Modules the compiled build holds in its one bundle (bin/build.js), by the file each would be imported from. */
const bundled = new Map<string, Record<string, unknown>>();

/**
 * Called by the build's bundle as it loads: a plugin entry it holds is taken from it, not
 * imported again from its facade file (the same module, without a round through Node's loader).
 */
export function registerBundledModules(modules: Record<string, Record<string, unknown>>): void {
  for (const [file, mod] of Object.entries(modules)) bundled.set(file, mod);
}

/**
 * Imports a plugin's entry. A TypeScript entry in a process running compiled JavaScript (`npm
 * start` runs the build) gets tsx's module hooks first, registered once, as it would under tsx.
 */
async function importModule(file: string): Promise<Record<string, unknown>> {
  const held = bundled.get(file);
  if (held) return held;
  const url = pathToFileURL(file).href;
  try {
    return await importer(url);
  } catch (err) {
    if ((err as { code?: string }).code !== "ERR_UNKNOWN_FILE_EXTENSION" || !/\.[cm]?ts$/.test(file)) throw err;
  }
  typeScriptHooks ??= importer("tsx/esm/api").then((tsx) => void (tsx as typeof import("tsx/esm/api")).register());
  await typeScriptHooks;
  // The failed attempt stays in Node's module map under its URL: import it under another one.
  return await importer(`${url}?typescript`);
}

/**
 * Loads plugins by specifier: a path (`./plugins/compute/index.ts`, relative to `baseDir`) or
 * an npm package name (`@acme/berth-provider-vercel`). In-repo and third-party plugins take this
 * same path. A module's default export is its plugin; without one, every exported plugin counts.
 */
export async function loadPlugin(specifier: string, baseDir: string): Promise<BerthPlugin[]> {
  const isPath = specifier.startsWith(".") || isAbsolute(specifier);
  const file = isPath ? resolve(baseDir, specifier) : resolvePackage(specifier, baseDir);
  let mod: Record<string, unknown>;
  try {
    mod = await importModule(file);
  } catch (err) {
    throw new PluginLoadError(`plugin ${specifier} could not be imported: ${err instanceof Error ? err.message : String(err)}`);
  }
  const candidates = mod.default !== undefined ? [mod.default] : Object.values(mod);
  const plugins = candidates.filter(isBerthPlugin);
  if (plugins.length === 0) {
    throw new PluginLoadError(`plugin ${specifier} exports no plugin made by definePlugin`);
  }
  for (const p of plugins) {
    if (p.apiVersion !== PLUGIN_API_VERSION) {
      throw new PluginLoadError(
        `plugin ${p.name} (${specifier}) was made for plugin API ${p.apiVersion}; this Berth speaks ${PLUGIN_API_VERSION}`,
      );
    }
  }
  return plugins;
}
