// The build `npm start` runs from: Berth's TypeScript bundled into one CommonJS script in dist/,
// so a start compiles one file, with V8's code cache of the last start (the loader, dist/berth.cjs),
// instead of transpiling ~500 files through tsx's module hooks or loading modules one by one (Node
// pays per module, and has no code cache for ES modules on Node 20). Run at install (`npm ci` runs
// `prepare`) and again by `npm start` when a source changed (bin/start.js), so the build never runs
// older code than the checkout. `node bin/build.js` builds by hand; `--devnet` also saves the
// devnet template.
//
// Each module keeps its source file's `import.meta.url`, so everything a module finds next to
// itself (assets, data, package.json) is found where it always was; `berth/plugin` is a facade
// over the bundle's SDK, the same module instances in-repo plugins use.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const DIST = join(ROOT, "dist");
const MANIFEST = join(DIST, "manifest.json");
/** The folders of the code a server runs (tests, benchmarks and scripts run as TypeScript). */
const SOURCES = ["app", "core", "adapters", "plugins", "contracts"];
/** Bumped when the build's output changes shape, so older builds are rebuilt whole. */
const FORMAT = 4;

/**
 * Packages bundled in with Berth's code (with what they import), since Node pays per module loaded:
 * viem alone is 1,137 modules (about 200 ms of CPU to load; 36 ms bundled), typebox 373 (140 ms;
 * 6 ms); the HTTP and GraphQL stack's CommonJS (fastify, mercurius, ajv, pothos...) took ~150 ms
 * in Node's CommonJS loader at each start. Only packages whose values Berth's code alone uses at
 * run time belong here, and none that finds files next to itself at run time (KEEP).
 */
const VENDOR = new Set(["viem", "viem/accounts", "viem/chains", "typebox", "undici", "fastify", "fastify-plugin", "mercurius", "@pothos/core", "ajv", "ajv-formats", "graphql-jit", "@marcbachmann/cel-js", "prom-client", "canonicalize", "@fastify/swagger", "@fastify/swagger-ui", "@fastify/static", "@fastify/fast-json-stringify-compiler", "multiformats", "graphql-ws", "ws"]);
/** Never bundled, even when a bundled package imports them: one copy for everyone (graphql), or found on disk by path at run time. */
const KEEP = /^(graphql|pino|thread-stream|better-sqlite3|sqlite-vec)(\/|$)/;
/** Bundled packages that find their own files by `__dirname` (swagger-ui its pages): each of their modules keeps its own. */
const OWN_DIRNAME = /[\\/]node_modules[\\/]@fastify[\\/]swagger-ui[\\/].*\.js$/;
/** `berth/plugin...`: the SDK's sources (package.json "exports" for TypeScript), bundled. */
const SELF = {
  "berth/plugin": "core/plugin/sdk.ts",
  "berth/plugin/net": "core/net/address-policy.ts",
};

function sourceFiles() {
  const out = [];
  const walk = (dir) => {
    // Entries with their types: a stat per entry only for links (every start walks ~500 files).
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const { name } = entry;
      const path = join(dir, name);
      if (entry.isDirectory() || (entry.isSymbolicLink() && statSync(path).isDirectory())) walk(path);
      else if (name.endsWith(".ts") && !name.endsWith(".test.ts") && !name.endsWith(".d.ts")) out.push(relative(ROOT, path));
    }
  };
  for (const dir of SOURCES) if (existsSync(join(ROOT, dir))) walk(join(ROOT, dir));
  return out.sort();
}

function stamp(file) {
  const s = statSync(join(ROOT, file));
  return `${s.size}:${Math.trunc(s.mtimeMs)}`;
}

/**
 * What the bundled packages are: the lockfile (`npm ci` installs exactly it), the installed version
 * of each package named in VENDOR (an install that does not follow the lockfile), and the build's
 * format and script. The build is made again when any of them changes.
 */
function vendorKey() {
  const lock = join(ROOT, "package-lock.json");
  const digest = existsSync(lock) ? createHash("sha256").update(readFileSync(lock)).digest("hex").slice(0, 16) : "no-lockfile";
  const names = [...new Set([...VENDOR].map((spec) => spec.split("/").slice(0, spec.startsWith("@") ? 2 : 1).join("/")))];
  const versions = names.map((name) => {
    try {
      return `${name}@${JSON.parse(readFileSync(join(ROOT, "node_modules", name, "package.json"), "utf8")).version}`;
    } catch {
      return `${name}@missing`;
    }
  });
  // This script too: a change to how the build is made makes it again.
  const script = createHash("sha256").update(readFileSync(fileURLToPath(import.meta.url))).digest("hex").slice(0, 16);
  return [FORMAT, digest, script, ...versions].join(",");
}

function readManifest() {
  try {
    const m = JSON.parse(readFileSync(MANIFEST, "utf8"));
    return m.format === FORMAT && m.root === ROOT ? m : undefined;
  } catch {
    return undefined;
  }
}

/** Sources changed or removed since the last build: any of them means a new build, whole. */
export function staleness() {
  const manifest = readManifest();
  const files = sourceFiles();
  const known = manifest?.files ?? {};
  // Taken before the build reads the sources: a file saved during a build is stale at the next start.
  const stamps = Object.fromEntries(files.map((f) => [f, stamp(f)]));
  const changed = files.filter((f) => known[f] !== stamps[f]);
  const removed = Object.keys(known).filter((f) => !files.includes(f));
  const vendor = vendorKey();
  const vendorStale = manifest?.vendor !== vendor;
  return { files, stamps, changed, removed, whole: manifest === undefined || vendorStale, vendor, vendorStale, retired: manifest?.retired ?? {} };
}

function writeAtomically(path, text) {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, path);
}

/**
 * What other code reaches by path, each kept at its compiled path as a small module over the
 * bundle: the plugin SDK (package.json "exports": `berth/plugin`, `berth/plugin/net`) and every
 * plugin's entry (`berth/plugins/*`, and the host's in-repo plugins). Relative to the root.
 */
function facades(files) {
  const named = ["core/plugin/sdk.ts", "core/net/address-policy.ts"];
  return [...named, ...files.filter((f) => f.startsWith(`plugins${sep}`) && f.endsWith(`${sep}index.ts`))].map((f) => f.split(sep).join("/"));
}

/** What is started: each a small module at its compiled path that starts its part of the bundle. */
const STARTS = { "app/main.ts": "main", "app/worker.ts": "worker", "app/cli.ts": "cli" };

/** The bundle's own entry: every facade's module by its compiled file, registered with the plugin loader, and what is started, lazily. */
function bundleEntry(modules) {
  const lines = ['import { registerBundledModules } from "./core/plugin/load-plugins.ts";', 'export { loadPlugin } from "./core/plugin/load-plugins.ts";'];
  modules.forEach((m, i) => lines.push(`import * as m${i} from "./${m}";`));
  lines.push(`export const modules = { ${modules.map((m, i) => `${JSON.stringify(compiled(m))}: m${i}`).join(", ")} };`);
  lines.push(`registerBundledModules(Object.fromEntries(Object.entries(modules).map(([file, m]) => [${JSON.stringify(DIST)} + "/" + file, m])));`);
  for (const [source, name] of Object.entries(STARTS)) lines.push(`export const ${name} = () => import("./${source}");`);
  lines.push('export const devnetTemplate = () => import("./adapters/evm/save-devnet-template.ts");');
  return lines.join("\n");
}

/** `plugins/x/index.ts` -> `plugins/x/index.js`. */
function compiled(source) {
  return source.replace(/\.ts$/, ".js");
}

/** A module whose named exports are those of `source`'s module in the bundle (`names` from esbuild's metafile). */
function facadeText(source, names) {
  const up = "../".repeat(source.split("/").length - 1) || "./";
  const plain = names.filter((n) => n !== "default");
  return [
    `// Made by bin/build.js: ${source}, from Berth's bundle (the same module instances the host uses).`,
    `import berth from "${up}berth.cjs";`,
    `const m = berth.bundle.modules[${JSON.stringify(compiled(source))}];`,
    ...(plain.length > 0 ? [`export const { ${plain.join(", ")} } = m;`] : []),
    ...(names.includes("default") ? ["export default m.default;"] : []),
    "",
  ].join("\n");
}

/** A started file: runs its part of the bundle (a process that comes to serve saves the code cache: bin/load-bundle.cjs). */
function startText(source, name) {
  const up = "../".repeat(source.split("/").length - 1);
  return [`// Made by bin/build.js: ${source}, started from Berth's bundle.`, `import berth from "${up}berth.cjs";`, `await (await berth.bundle.${name}()).started;`, ""].join("\n");
}

/**
 * The bundle in ASCII, which its loader reads as one-byte text: esbuild escapes what is not ASCII in
 * code, but keeps comments as written (a few dozen lines), and one such character made the whole
 * 7 MB a two-byte string, decoded from UTF-8 at every start (80-160 ms, against 7-15 as ASCII). Only
 * comments hold such characters: written as escapes there, they change nothing.
 */
function asciiOnly(text) {
  return text.replace(/[^\x00-\x7f]/gu, (c) => `\\u{${c.codePointAt(0).toString(16)}}`);
}

/** dist/berth.cjs: what starts, facades and tools load; the bundle with its code cache (bin/load-bundle.cjs). */
function loaderText(bundleName) {
  return [
    '"use strict";',
    `// Made by bin/build.js: Berth's bundle (${bundleName}), loaded with V8's code cache of the last start.`,
    `module.exports = require(${JSON.stringify(join(ROOT, "bin", "load-bundle.cjs"))}).loadBundle(__dirname, ${JSON.stringify(bundleName)});`,
    "",
  ].join("\n");
}

/** How long a file of an earlier build stays after a build replaced it: a process started from that build may still load it (a worker or thread started later). */
const RETIRE_MS = 600_000;

/**
 * Files of dist/ that this build did not write (earlier builds' chunks and entries, an older
 * format's files) are retired, when first seen, and removed RETIRE_MS later; never at once.
 * Answers the retired files still kept, with when each was retired (the manifest keeps them).
 */
function retire(current, retired) {
  const kept = {};
  const now = Date.now();
  const walk = (dir) => {
    let names = [];
    try {
      names = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of names) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (path !== join(DIST, "devnet-template")) walk(path);
        continue;
      }
      if (path === MANIFEST || current.has(path)) continue;
      const key = relative(DIST, path);
      const since = retired[key] ?? now;
      if (now - since < RETIRE_MS) kept[key] = since;
      else rmSync(path, { force: true });
    }
  };
  walk(DIST);
  return kept;
}

/** Resolves imports for the bundles: Berth's own modules and the vendored packages (with everything they import) in, the rest from node_modules at run time. */
function resolvePlugin(keepPackages = false) {
  return {
    name: "berth-build",
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === "entry-point") return undefined;
        if (args.path in SELF) return { path: join(ROOT, SELF[args.path]) };
        const plugins = /^berth\/plugins\/([a-z0-9-]+)$/.exec(args.path);
        if (plugins) return { path: join(ROOT, "plugins", plugins[1], "index.ts") };
        if (args.path.startsWith(".") || args.path.startsWith("/")) return undefined;
        if (keepPackages || KEEP.test(args.path)) return { path: args.path, external: true };
        if (VENDOR.has(packageOf(args.path)) || args.importer.includes(`${sep}node_modules${sep}`)) return undefined;
        return { path: args.path, external: true };
      });
      b.onLoad({ filter: OWN_DIRNAME }, (args) => ({ contents: readFileSync(args.path, "utf8").replaceAll("__dirname", JSON.stringify(dirname(args.path))), loader: "js" }));
      b.onLoad({ filter: /\.ts$/ }, (args) => ({
        // Each module keeps its source's import.meta.url; import.meta.resolve (the TypeScript paths only) resolves as require does.
        contents: readFileSync(args.path, "utf8")
          .replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href))
          .replaceAll("import.meta.resolve(", "__berthImportMetaResolve("),
        loader: "ts",
      }));
    },
  };
}

function packageOf(specifier) {
  return specifier.split("/").slice(0, specifier.startsWith("@") ? 2 : 1).join("/");
}

const COMMON = { absWorkingDir: ROOT, bundle: true, write: false, platform: "node", target: "node20", logLevel: "error", define: { BERTH_BUILD_DIR: JSON.stringify(DIST) } };
const RESOLVE_BANNER = 'const __berthImportMetaResolve = (s) => require("node:url").pathToFileURL(require.resolve(s)).href;';

/**
 * Bundles Berth again when a source changed since the last build (or there is none, or it was made
 * elsewhere). Safe to run by several processes at once: each file is written whole under its final
 * name, the bundle (named by its content) before what loads it, and the manifest last.
 */
export async function build({ quiet = false } = {}) {
  const { files, stamps, changed, removed, whole, vendor, vendorStale, retired } = staleness();
  if (!whole && changed.length === 0 && removed.length === 0 && !vendorStale) return { compiled: 0 };
  const esbuild = await import("esbuild");
  const started = performance.now();
  const modules = facades(files);
  const [bundle, names, thread] = await Promise.all([
    // Berth in one CommonJS script: one compile with V8's code cache (dist/berth.cjs), where Node
    // has none for ES modules; every module once, whichever facade or start reaches it.
    esbuild.build({
      ...COMMON,
      stdin: { contents: bundleEntry(modules), resolveDir: ROOT, sourcefile: "berth-bundle.js", loader: "js" },
      outfile: join(DIST, "berth.bundle.cjs"),
      format: "cjs",
      banner: { js: RESOLVE_BANNER },
      plugins: [resolvePlugin()],
    }),
    // Only for the facades' export names (the metafile of an ES module build; nothing written).
    esbuild.build({ ...COMMON, entryPoints: modules, outbase: ROOT, outdir: DIST, splitting: true, format: "esm", metafile: true, plugins: [resolvePlugin(true)] }),
    // The delivery thread's code: its own small module (a thread loads it, not the whole bundle).
    esbuild.build({
      ...COMMON,
      entryPoints: ["plugins/webhook-endpoints/delivery-thread-worker.ts"],
      outbase: ROOT,
      outdir: DIST,
      format: "esm",
      banner: { js: `import { createRequire as __berthCreateRequire } from "node:module";\nconst require = __berthCreateRequire(import.meta.url);\n${RESOLVE_BANNER}` },
      plugins: [resolvePlugin()],
    }),
  ]);
  const exportsOf = new Map(Object.values(names.metafile.outputs).filter((o) => o.entryPoint).map((o) => [o.entryPoint, o.exports]));
  const text = asciiOnly(bundle.outputFiles[0].text);
  const bundleName = `berth-${createHash("sha256").update(text).digest("hex").slice(0, 16)}.cjs`;
  const out = [
    [join(DIST, bundleName), text],
    ...thread.outputFiles.map((f) => [f.path, f.text]),
    ...modules.map((m) => [join(DIST, compiled(m)), facadeText(m, exportsOf.get(m) ?? [])]),
    ...Object.entries(STARTS).map(([source, name]) => [join(DIST, compiled(source)), startText(source, name)]),
    // Last: a start from here on loads the new bundle.
    [join(DIST, "berth.cjs"), loaderText(bundleName)],
  ];
  for (const [path, content] of out) writeAtomically(path, content);
  const current = new Set([...out.map(([path]) => path), join(DIST, `${bundleName}.v8cache`)]);
  const manifest = { format: FORMAT, root: ROOT, vendor, files: stamps, retired: retire(current, retired) };
  writeAtomically(MANIFEST, `${JSON.stringify(manifest)}\n`);
  if (!quiet) process.stderr.write(`berth: bundled ${files.length} source file(s) into dist/${bundleName} in ${Math.round(performance.now() - started)} ms\n`);
  return { compiled: files.length };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await build();
  if (process.argv.includes("--devnet")) {
    const berth = createRequire(import.meta.url)(join(DIST, "berth.cjs"));
    await (await berth.bundle.devnetTemplate()).saveDevnetTemplate();
    // A first code cache (the bundle's top level, the devnet's code), for an install whose dist/ the
    // server cannot write (a container's image); where it can, its first start writes a whole one.
    berth.saveCodeCache();
    // anvil's watchdog and the clients' sockets would keep an install waiting: the template is saved.
    process.exit(0);
  }
}
