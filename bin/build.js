// The build `npm start` runs from: Berth's TypeScript bundled into JavaScript in dist/, so a start
// loads a few plain modules instead of transpiling ~500 files through tsx's module hooks (about
// half a second of the time to ready) or loading them one by one (Node pays per module). Run at
// install (`npm ci` runs `prepare`) and again by `npm start` when a source changed (bin/start.js),
// so the build never runs older code than the checkout. `node bin/build.js` builds by hand;
// `--devnet` also saves the devnet template.
//
// Each module keeps its source file's `import.meta.url`, so everything a module finds next to
// itself (assets, data, package.json) is found where it always was; `berth/plugin` is the bundled
// SDK, the same module instances in-repo plugins use.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const DIST = join(ROOT, "dist");
const MANIFEST = join(DIST, "manifest.json");
/** The folders of the code a server runs (tests, benchmarks and scripts run as TypeScript). */
const SOURCES = ["app", "core", "adapters", "plugins", "contracts"];
/** Bumped when the build's output changes shape, so older builds are rebuilt whole. */
const FORMAT = 3;

/**
 * Packages bundled in with Berth's code (with what they import), since Node pays per module loaded:
 * viem alone is 1,137 modules (about 200 ms of CPU to load; 36 ms bundled), typebox 373 (140 ms;
 * 6 ms); the HTTP and GraphQL stack's CommonJS (fastify, mercurius, ajv, pothos...) took ~150 ms
 * in Node's CommonJS loader at each start. Only packages whose values Berth's code alone uses at
 * run time belong here, and none that finds files next to itself at run time (KEEP).
 */
const VENDOR = new Set(["viem", "viem/accounts", "viem/chains", "typebox", "undici", "fastify", "fastify-plugin", "mercurius", "@pothos/core", "ajv", "ajv-formats", "graphql-jit", "@marcbachmann/cel-js", "prom-client", "canonicalize", "@fastify/swagger"]);
/** Never bundled, even when a bundled package imports them: one copy for everyone (graphql), or found on disk by path at run time. */
const KEEP = /^(graphql|pino|thread-stream|better-sqlite3|sqlite-vec|@fastify\/static|@fastify\/swagger-ui)(\/|$)/;
/** `berth/plugin...`: the SDK's sources (package.json "exports" for TypeScript), bundled. */
const SELF = {
  "berth/plugin": "core/plugin/sdk.ts",
  "berth/plugin/net": "core/net/address-policy.ts",
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

/**
 * What the bundled packages are: the lockfile (`npm ci` installs exactly it), the installed version
 * of each package named in VENDOR (an install that does not follow the lockfile), and the build's
 * format. The build is made again when any of them changes.
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
  return [FORMAT, digest, ...versions].join(",");
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
 * What is started or loaded by path, each kept at its compiled path: the entry files (server,
 * worker, command line), the plugin SDK (package.json "exports"), every plugin's entry (loaded by
 * path, and `berth/plugins/*` for third parties), a thread's code, and the devnet template maker.
 */
function entryPoints(files) {
  const named = ["app/main.ts", "app/worker.ts", "app/cli.ts", "core/plugin/sdk.ts", "core/net/address-policy.ts", "plugins/webhook-endpoints/delivery-thread-worker.ts", "adapters/evm/save-devnet-template.ts"];
  return [...named, ...files.filter((f) => f.startsWith(`plugins${sep}`) && f.endsWith(`${sep}index.ts`))].map((f) => f.split(sep).join("/"));
}

/** How long a file of an earlier build stays after a build replaced it: a process started from that build may still load it (a lazy chunk, a worker or thread started later). */
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

/**
 * Bundles Berth again when a source changed since the last build (or there is none, or it was made
 * elsewhere). Safe to run by several processes at once: each file is written whole under its final
 * name, chunks before the entries that import them, and the manifest last.
 */
export async function build({ quiet = false } = {}) {
  const { files, stamps, changed, removed, whole, vendor, vendorStale, retired } = staleness();
  if (!whole && changed.length === 0 && removed.length === 0 && !vendorStale) return { compiled: 0 };
  const esbuild = await import("esbuild");
  const started = performance.now();
  // Bundled with splitting: each entry point (what is started, or loaded by path: the plugins,
  // the SDK, threads' and workers' code) is a small file at its compiled path, importing chunks
  // shared by all; a module exists once, whichever entry loads it. Packages stay in node_modules,
  // but those of VENDOR, bundled in.
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: entryPoints(files),
    outbase: ROOT,
    outdir: DIST,
    bundle: true,
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    write: false,
    format: "esm",
    platform: "node",
    target: "node20",
    logLevel: "error",
    // Vendored CommonJS (undici) requires Node's modules: give the bundle a real `require`.
    banner: { js: 'import { createRequire as __berthCreateRequire } from "node:module";\nconst require = __berthCreateRequire(import.meta.url);' },
    define: { BERTH_BUILD_DIR: JSON.stringify(DIST) },
    plugins: [
      {
        name: "berth-build",
        setup(b) {
          b.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind === "entry-point") return undefined;
            if (args.path in SELF) return { path: join(ROOT, SELF[args.path]) };
            const plugins = /^berth\/plugins\/([a-z0-9-]+)$/.exec(args.path);
            if (plugins) return { path: join(ROOT, "plugins", plugins[1], "index.ts") };
            // Berth's own modules and the vendored packages (with everything they import) are bundled.
            if (KEEP.test(args.path)) return { path: args.path, external: true };
            if (VENDOR.has(args.path) || args.path.startsWith(".") || args.path.startsWith("/") || args.importer.includes(`${sep}node_modules${sep}`)) return undefined;
            return { path: args.path, external: true };
          });
          b.onLoad({ filter: /\.ts$/ }, (args) => ({
            contents: readFileSync(args.path, "utf8").replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href)),
            loader: "ts",
          }));
        },
      },
    ],
  });
  // Chunks first (named by their content: none overwrites one in use), then the entries that import
  // them, then the manifest: a process starting meanwhile loads the old build or the new one, and
  // what the old build had is removed only RETIRE_MS later.
  const chunks = result.outputFiles.filter((f) => relative(DIST, f.path).startsWith(`chunks${sep}`));
  const entries = result.outputFiles.filter((f) => !chunks.includes(f));
  for (const file of [...chunks, ...entries]) writeAtomically(file.path, file.text);
  const manifest = { format: FORMAT, root: ROOT, vendor, files: stamps, retired: retire(new Set(result.outputFiles.map((f) => f.path)), retired) };
  writeAtomically(MANIFEST, `${JSON.stringify(manifest)}\n`);
  if (!quiet) process.stderr.write(`berth: bundled ${files.length} source file(s) into dist/ (${result.outputFiles.length} files) in ${Math.round(performance.now() - started)} ms\n`);
  return { compiled: files.length };
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
