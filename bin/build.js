// The build `npm start` runs from: Berth's TypeScript compiled to JavaScript in dist/, one file per
// source file, so a start loads plain modules instead of transpiling through tsx's module hooks
// (about half a second of the time to ready). Run at install (`npm ci` runs `prepare`) and again by
// `npm start` for whatever changed since (bin/start.js), so the build never runs older code than
// the checkout. `node bin/build.js` builds by hand; `--devnet` also saves the devnet template.
//
// Each compiled file keeps its source file's `import.meta.url`, so everything a module finds next
// to itself (assets, data, package.json) is found where it always was; relative imports of
// TypeScript files point at their compiled files, and `berth/plugin` at the compiled SDK.
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const DIST = join(ROOT, "dist");
const MANIFEST = join(DIST, "manifest.json");
/** The folders of the code a server runs (tests, benchmarks and scripts run as TypeScript). */
const SOURCES = ["app", "core", "adapters", "plugins", "contracts"];
/** Bumped when the build's output changes shape, so older builds are rebuilt whole. */
const FORMAT = 2;

/**
 * Packages made of many small modules, each bundled into a few files of dist/vendor/: Node pays
 * per module loaded, and viem alone is 1,137 of them (about 200 ms of CPU to load; 36 ms as one
 * file), typebox 373 (140 ms; 6 ms). Only packages whose values Berth's code alone uses at run
 * time belong here: a package another dependency also loads (graphql) must stay one copy.
 */
const VENDOR = { viem: "viem", "viem/accounts": "viem-accounts", "viem/chains": "viem-chains", typebox: "typebox", undici: "undici" };
/** Vendored CommonJS packages: `export *` cannot name their exports, so every one is listed from the loaded package. */
const COMMONJS = new Set(["undici"]);

/** A vendored package's bundle entry: all it exports (a CommonJS package's named exports read from the package itself, so no import is ever missing). */
function vendorEntry(spec) {
  if (!COMMONJS.has(spec)) return `export * from ${JSON.stringify(spec)};`;
  const names = Object.keys(createRequire(join(ROOT, "package.json"))(spec)).filter((n) => n !== "default" && /^[A-Za-z_$][\w$]*$/.test(n));
  return `export { ${names.join(", ")} } from ${JSON.stringify(spec)};`;
}

/** `berth/plugin...` as the compiled files name them (package.json "exports" for TypeScript). */
const SELF = {
  "berth/plugin": "core/plugin/sdk.js",
  "berth/plugin/net": "core/net/address-policy.js",
};

function sourceFiles() {
  const out = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
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

/** The vendored packages' versions: the vendor bundles are made again when one changes. */
function vendorKey() {
  const packages = [...new Set(Object.keys(VENDOR).map((spec) => spec.split("/")[0]))];
  const versions = packages.map((name) => `${name}@${JSON.parse(readFileSync(join(ROOT, "node_modules", name, "package.json"), "utf8")).version}`);
  return [FORMAT, ...versions, ...Object.keys(VENDOR)].join(",");
}

async function buildVendor(esbuild) {
  const result = await esbuild.build({
    write: false,
    absWorkingDir: ROOT,
    // CommonJS packages (undici) require Node's modules: give the bundles a real `require`.
    banner: { js: 'import { createRequire as __berthCreateRequire } from "node:module";\nconst require = __berthCreateRequire(import.meta.url);' },
    entryPoints: Object.fromEntries(Object.entries(VENDOR).map(([spec, name]) => [name, `vendor:${spec}`])),
    outdir: join(DIST, "vendor"),
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    logLevel: "error",
    plugins: [
      {
        name: "berth-vendor",
        setup(b) {
          b.onResolve({ filter: /^vendor:/ }, (args) => ({ path: args.path.slice("vendor:".length), namespace: "vendor" }));
          b.onLoad({ filter: /.*/, namespace: "vendor" }, (args) => ({ contents: vendorEntry(args.path), resolveDir: ROOT }));
        },
      },
    ],
  });
  for (const file of result.outputFiles) writeAtomically(file.path, file.text);
}

function readManifest() {
  try {
    const m = JSON.parse(readFileSync(MANIFEST, "utf8"));
    return m.format === FORMAT && m.root === ROOT ? m : undefined;
  } catch {
    return undefined;
  }
}

/** Sources whose compiled file is missing or older than they are, and compiled files whose source is gone. */
export function staleness() {
  const manifest = readManifest();
  const files = sourceFiles();
  const known = manifest?.files ?? {};
  const changed = files.filter((f) => known[f] !== stamp(f));
  const removed = Object.keys(known).filter((f) => !files.includes(f));
  const vendor = vendorKey();
  // Other vendored packages change how every file's imports are written: all are compiled again.
  const vendorStale = manifest?.vendor !== vendor;
  return { files, changed, removed, whole: manifest === undefined || vendorStale, vendor, vendorStale };
}

/** The compiled path of a relative module specifier from `from` (a source file, relative to the root). */
function rewriteSpecifier(spec, from) {
  if (spec in SELF) return relativeSpecifier(from, SELF[spec]);
  if (spec in VENDOR) return relativeSpecifier(from, `vendor/${VENDOR[spec]}.js`);
  const plugins = /^berth\/plugins\/([a-z0-9-]+)$/.exec(spec);
  if (plugins) return relativeSpecifier(from, `plugins/${plugins[1]}/index.js`);
  if (!spec.startsWith(".")) return spec;
  if (spec.endsWith(".ts")) return `${spec.slice(0, -3)}.js`;
  // A relative import of something not compiled (package.json, a JSON file) stays where it is.
  return pathToFileURL(resolve(ROOT, dirname(from), spec)).href;
}

function relativeSpecifier(from, target) {
  const rel = relative(dirname(from), target);
  return rel.startsWith(".") ? rel : `./${rel}`;
}

function writeAtomically(path, text) {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, path);
}

/**
 * Compiles what changed (everything when there is no build yet, or it was made elsewhere) and
 * removes what was deleted. Safe to run by several processes at once: each file is written whole
 * under its final name, and the manifest last.
 */
export async function build({ quiet = false } = {}) {
  const { files, changed, removed, whole, vendor, vendorStale } = staleness();
  const todo = whole ? files : changed;
  if (todo.length === 0 && removed.length === 0 && !vendorStale) return { compiled: 0 };
  const esbuild = await import("esbuild");
  const started = performance.now();
  if (vendorStale) await buildVendor(esbuild);
  // Bundling with every import external compiles each file on its own and lets esbuild name each
  // real import (never text in a string that looks like one) to the plugin, which rewrites it.
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: todo,
    outbase: ROOT,
    outdir: DIST,
    bundle: true,
    write: false,
    format: "esm",
    platform: "node",
    target: "node20",
    logLevel: "error",
    define: { BERTH_BUILD_DIR: JSON.stringify(DIST) },
    plugins: [
      {
        name: "berth-build",
        setup(b) {
          b.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind === "entry-point") return undefined;
            const from = relative(ROOT, args.importer);
            return { path: rewriteSpecifier(args.path, from), external: true };
          });
          b.onLoad({ filter: /\.ts$/ }, (args) => ({
            contents: readFileSync(args.path, "utf8").replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href)),
            loader: "ts",
          }));
        },
      },
    ],
  });
  const compiled = new Map(result.outputFiles.map((f) => [relative(DIST, f.path).replace(/\.js$/, ".ts"), f.text]));
  for (const [file, code] of compiled) writeAtomically(join(DIST, file.replace(/\.ts$/, ".js")), code);
  for (const file of removed) rmSync(join(DIST, file.replace(/\.ts$/, ".js")), { force: true });
  const manifest = { format: FORMAT, root: ROOT, vendor, files: Object.fromEntries(files.map((f) => [f, stamp(f)])) };
  writeAtomically(MANIFEST, `${JSON.stringify(manifest)}\n`);
  if (!quiet) process.stderr.write(`berth: compiled ${compiled.size} file(s) into dist/ in ${Math.round(performance.now() - started)} ms\n`);
  return { compiled: compiled.size };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await build();
  if (process.argv.includes("--devnet")) {
    const { saveDevnetTemplate } = await import(pathToFileURL(join(DIST, "adapters/evm/save-devnet-template.js")).href);
    await saveDevnetTemplate();
    // anvil's watchdog and the clients' sockets would keep an install waiting: the template is saved.
    process.exit(0);
  }
}
