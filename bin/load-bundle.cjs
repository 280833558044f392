"use strict";
// Loads Berth's bundle (bin/build.js makes it: dist/berth-<hash>.cjs, one CommonJS script) with
// V8's code cache of the last start, so a start neither parses nor compiles again what the last one
// did; Node 20 has no such cache for ES modules, nor for CommonJS it compiles itself. The packages
// kept out of the bundle for being shared (graphql: one copy for Berth and every plugin) are
// compiled here with their cache too. dist/berth.cjs calls this with the bundle's name.
//
// The cache file (`<bundle>.v8cache`) is named by the bundle, which is named by its content: V8
// checks its own version and flags, not the source's bytes. It is written by the first server or
// worker that comes up after a build (the "berth:serving" process event), and again when V8 refused
// it or it lacked a file (another Node, other flags, another graphql).
// V8 checks no more of the source than its length: code cached for one source runs for another of
// the same length (a package's patch release: version.js). So each package file's entry keeps a
// digest of the source it was made from, and is used only for that source.
const { createHash } = require("node:crypto");
const { readFileSync, renameSync, writeFileSync } = require("node:fs");
const { dirname, join, sep } = require("node:path");
const Module = require("node:module");
const vm = require("node:vm");

/** Packages compiled with the cache when Node loads them (CommonJS, outside the bundle). */
const CACHED_PACKAGES = ["graphql"];

/** The cache file: a JSON index (file, offset, length, digest of a package file's source), its length first, then each file's cached data. */
function readCaches(path) {
  const caches = new Map();
  let bytes;
  try {
    bytes = readFileSync(path);
  } catch {
    return caches;
  }
  try {
    const indexLength = bytes.readUInt32LE(0);
    const index = JSON.parse(bytes.subarray(4, 4 + indexLength).toString("utf8"));
    for (const { file, offset, length, source } of index) caches.set(file, { data: bytes.subarray(4 + indexLength + offset, 4 + indexLength + offset + length), source });
  } catch {
    caches.clear(); // Unreadable: as if there were none.
  }
  return caches;
}

function writeCaches(path, scripts) {
  const index = [];
  const parts = [];
  let offset = 0;
  for (const [file, { script, source }] of scripts) {
    const data = script.createCachedData();
    index.push({ file, offset, length: data.length, source });
    parts.push(data);
    offset += data.length;
  }
  const head = Buffer.from(JSON.stringify(index), "utf8");
  const length = Buffer.alloc(4);
  length.writeUInt32LE(head.length, 0);
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, Buffer.concat([length, head, ...parts]));
  renameSync(tmp, path);
}

/** CommonJS's require for a module compiled here, as Node makes it. */
function requireOf(mod) {
  const require = (id) => mod.require(id);
  require.resolve = (request, options) => Module._resolveFilename(request, mod, false, options);
  require.main = process.mainModule;
  require.extensions = Module._extensions;
  require.cache = Module._cache;
  return require;
}

exports.loadBundle = function loadBundle(dir, bundleName) {
  const file = join(dir, bundleName);
  const cacheFile = `${file}.v8cache`;
  const caches = readCaches(cacheFile);
  /** What this process compiled, by file: what the cache is made of. */
  const scripts = new Map();
  let status = caches.size === 0 ? "missing" : "used";
  /** `digest`: false for the bundle (its name is its content's digest), else the source's. */
  const compile = (source, filename, digest = true) => {
    const sourceDigest = digest ? createHash("sha1").update(source).digest("base64") : undefined;
    const cached = caches.get(filename);
    const cachedData = cached !== undefined && cached.source === sourceDigest ? cached.data : undefined;
    const script = new vm.Script(source, { filename, cachedData });
    if (cachedData === undefined) status = status === "used" ? "partial" : status;
    else if (script.cachedDataRejected === true) status = "rejected";
    scripts.set(filename, { script, source: sourceDigest });
    return script.runInThisContext();
  };

  const packageDirs = CACHED_PACKAGES.map((name) => {
    try {
      return dirname(require.resolve(`${name}/package.json`, { paths: [dir] })) + sep;
    } catch {
      return undefined;
    }
  }).filter((d) => d !== undefined);
  const compileModule = Module.prototype._compile;
  Module.prototype._compile = function (content, filename) {
    if (!packageDirs.some((d) => filename.startsWith(d))) return compileModule.call(this, content, filename);
    const fn = compile(Module.wrap(content), filename);
    return fn.call(this.exports, this.exports, requireOf(this), this, filename, dirname(filename));
  };

  // CommonJS's wrapper, with this module's import() for the bundle's: on Node 20, code V8 restored
  // from its cache cannot import() ("A dynamic import callback was not specified").
  // ASCII (bin/build.js writes it so): read as latin1, a one-byte string without UTF-8's decoding.
  const wrapped = `(function (exports, require, module, __filename, __dirname, __berthImport) {${readFileSync(file, "latin1")}\n})`;
  const bundle = new Module(file, module);
  bundle.filename = file;
  bundle.paths = Module._nodeModulePaths(dir);
  compile(wrapped, file, false).call(bundle.exports, bundle.exports, Module.createRequire(file), bundle, file, dir, (specifier) => import(specifier));
  bundle.loaded = true;

  const loaded = {
    bundle: bundle.exports,
    /** How this process's start compiled: "used" (every file from the cache), "partial" (some were not in it), "missing" or "rejected" (another bundle, Node or flags). */
    get codeCache() {
      return status;
    },
    /** Once a server is up: keeps what this start compiled for the next one, unless the cache had it all. */
    saveCodeCache() {
      if (status === "used") return;
      try {
        writeCaches(cacheFile, scripts);
        status = "used";
      } catch {
        // A read-only install starts without a cache, as the first start did.
      }
    },
  };
  // Once this process serves (npm start, berth start, a cluster's worker: core/host/start-host.ts),
  // what it compiled is what a server needs; written after the answer that it listens.
  process.once("berth:serving", () => setImmediate(() => loaded.saveCodeCache()));
  return loaded;
};
