// The build `npm start` runs (bin/build.js): one bundle, loaded with V8's code cache, and the
// facades third-party plugins import. Each check runs in a fresh Node process, as a start does.
import { execFileSync, spawn } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, watch, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: the build script is plain JavaScript without types.
import { DIST, ROOT, build } from "../bin/build.js";
import * as sdk from "../core/plugin/sdk.ts";

/** Runs `code` (an ES module) in a new Node process with npm start's conditions; answers its JSON output. */
function inNode(code: string, cwd: string): unknown {
  const out = execFileSync(process.execPath, ["--conditions=berth-build", "--input-type=module", "-e", code], { cwd, encoding: "utf8" });
  return JSON.parse(out);
}

describe("the build", () => {
  let copy: string;
  let bundleName: string;

  beforeAll(async () => {
    await (build as (o: { quiet: boolean }) => Promise<unknown>)({ quiet: true });
    bundleName = /"(berth-[0-9a-f]{16}\.cjs)"/.exec(readFileSync(join(DIST as string, "berth.cjs"), "utf8"))![1]!;
    // The loader and its bundle in a folder of their own, so the shared cache of dist/ is not touched.
    copy = mkdtempSync(join(tmpdir(), "berth-build-"));
    for (const file of ["berth.cjs", bundleName]) copyFileSync(join(DIST as string, file), join(copy, file));
    symlinkSync(join(ROOT as string, "node_modules"), join(copy, "node_modules"));
  }, 120_000);

  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  const load = `import { createRequire } from "node:module";
const berth = createRequire(import.meta.url)("./berth.cjs");
const works = typeof berth.bundle.modules["core/plugin/sdk.js"].definePlugin === "function";
// As the host's GraphQL does: graphql from node_modules, compiled by the loader.
createRequire(import.meta.url)("graphql");`;

  it("a start without a cache compiles the bundle (and graphql) and saves one; the next start uses it; one that does not fit is replaced", () => {
    const cacheFile = join(copy, `${bundleName}.v8cache`);
    expect(existsSync(cacheFile)).toBe(false);
    const first = inNode(`${load}\nconst cache = berth.codeCache;\nberth.saveCodeCache();\nconsole.log(JSON.stringify({ cache, works }));`, copy);
    expect(first).toEqual({ cache: "missing", works: true });
    expect(existsSync(cacheFile)).toBe(true);
    // The bundle's compiled code, and graphql's modules (kept in node_modules, compiled by the loader).
    const saved = readFileSync(cacheFile);
    const files = (JSON.parse(saved.subarray(4, 4 + saved.readUInt32LE(0)).toString("utf8")) as { file: string }[]).map((e) => e.file);
    expect(files).toContain(join(copy, bundleName));
    expect(files.filter((f) => f.includes(`${join("node_modules", "graphql")}`)).length).toBeGreaterThan(50);

    const second = inNode(`${load}\nconsole.log(JSON.stringify({ cache: berth.codeCache, works }));`, copy);
    expect(second).toEqual({ cache: "used", works: true });

    // Each file's cached data kept in place, but not what V8 wrote: V8 refuses it.
    const cache = readFileSync(cacheFile);
    const payload = 4 + cache.readUInt32LE(0);
    writeFileSync(cacheFile, Buffer.concat([cache.subarray(0, payload), Buffer.alloc(cache.length - payload, 7)]));
    const corrupt = inNode(`${load}\nconst cache = berth.codeCache;\nberth.saveCodeCache();\nconsole.log(JSON.stringify({ cache, works }));`, copy);
    expect(corrupt).toEqual({ cache: "rejected", works: true });
    const after = inNode(`${load}\nconsole.log(JSON.stringify({ cache: berth.codeCache, works }));`, copy);
    expect(after).toEqual({ cache: "used", works: true });

    // Not a cache file at all: a start compiles as without one, and replaces it.
    writeFileSync(cacheFile, "not a cache");
    const unreadable = inNode(`${load}\nconst cache = berth.codeCache;\nberth.saveCodeCache();\nconsole.log(JSON.stringify({ cache, works }));`, copy);
    expect(unreadable).toEqual({ cache: "missing", works: true });
    expect(inNode(`${load}\nconsole.log(JSON.stringify({ cache: berth.codeCache, works }));`, copy)).toEqual({ cache: "used", works: true });
  }, 60_000);

  it("a package file changed since the cache was written (an upgrade; same length, which is all V8 checks) is compiled from its source, not run from the cache", () => {
    // The loader and bundle with a graphql of their own (the rest of node_modules linked), so it can be changed.
    const dir = mkdtempSync(join(tmpdir(), "berth-build-upgrade-"));
    try {
      for (const file of ["berth.cjs", bundleName]) copyFileSync(join(DIST as string, file), join(dir, file));
      mkdirSync(join(dir, "node_modules"));
      for (const name of readdirSync(join(ROOT as string, "node_modules"))) {
        if (name === "graphql") cpSync(join(ROOT as string, "node_modules", name), join(dir, "node_modules", name), { recursive: true });
        else symlinkSync(join(ROOT as string, "node_modules", name), join(dir, "node_modules", name));
      }
      const versionFile = join(dir, "node_modules", "graphql", "version.js");
      const before = inNode(`${load}\nconst version = createRequire(import.meta.url)("graphql").version;\nberth.saveCodeCache();\nconsole.log(JSON.stringify({ version }));`, dir) as { version: string };
      // Another version of the same length, as a patch release's version.js is.
      const upgraded = before.version.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
      writeFileSync(versionFile, readFileSync(versionFile, "utf8").replaceAll(`'${before.version}'`, `'${upgraded}'`));
      const after = inNode(`${load}\nconsole.log(JSON.stringify({ version: createRequire(import.meta.url)("graphql").version, cache: berth.codeCache }));`, dir);
      expect(after).toEqual({ version: upgraded, cache: "partial" });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("code restored from the cache imports plugins by path (Node 20 cannot import() from cached code: the loader does it for it)", () => {
    // A folder of its own, whose cache this test writes first: the test holds in any order.
    const own = mkdtempSync(join(tmpdir(), "berth-build-plugin-"));
    try {
      for (const file of ["berth.cjs", bundleName]) copyFileSync(join(DIST as string, file), join(own, file));
      symlinkSync(join(ROOT as string, "node_modules"), join(own, "node_modules"));
      mkdirSync(join(own, "core", "plugin"), { recursive: true });
      copyFileSync(join(DIST as string, "core", "plugin", "sdk.js"), join(own, "core", "plugin", "sdk.js"));
      writeFileSync(join(own, "hello-plugin.mjs"), 'import { definePlugin } from "./core/plugin/sdk.js";\nexport default definePlugin({ name: "hello", setup: () => ({}) });\n');
      expect(inNode(`${load}\nconst cache = berth.codeCache;\nberth.saveCodeCache();\nconsole.log(JSON.stringify({ cache, works }));`, own)).toEqual({ cache: "missing", works: true });
      const result = inNode(
        `${load}
const plugins = await berth.bundle.loadPlugin("./hello-plugin.mjs", ${JSON.stringify(own)});
console.log(JSON.stringify({ cache: berth.codeCache, names: plugins.map((p) => p.name) }));`,
        own,
      );
      expect(result).toEqual({ cache: "used", names: ["hello"] });
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  }, 60_000);

  it("a server that comes up writes the cache for the next start (npm start's shim, in a folder with no cache yet)", async () => {
    const own = mkdtempSync(join(tmpdir(), "berth-build-serve-"));
    const dataDir = mkdtempSync(join(tmpdir(), "berth-build-data-"));
    try {
      for (const file of ["berth.cjs", bundleName]) copyFileSync(join(DIST as string, file), join(own, file));
      mkdirSync(join(own, "app"));
      copyFileSync(join(DIST as string, "app", "main.js"), join(own, "app", "main.js"));
      symlinkSync(join(ROOT as string, "node_modules"), join(own, "node_modules"));
      const cacheFile = join(own, `${bundleName}.v8cache`);
      // The loader writes the cache by renaming it into place: watched from before the start, so
      // its arrival is an event, not something polled for.
      let arrived: () => void = () => undefined;
      const written = new Promise<void>((resolve) => (arrived = resolve));
      const watcher = watch(own, (_event, name) => {
        if (name === basename(cacheFile) && existsSync(cacheFile)) arrived();
      });
      const child = spawn(process.execPath, ["--conditions=berth-build", join(own, "app", "main.js")], {
        env: { ...process.env, BERTH_DATA_DIR: dataDir, PORT: "0", CHAINS: "none", LOG_LEVEL: "info" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let out = "";
      child.stdout.on("data", (d: Buffer) => (out += d.toString()));
      child.stderr.on("data", (d: Buffer) => (out += d.toString()));
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      try {
        // The cache is written right after the server says it listens; a server that exits first fails the test.
        await Promise.race([written, exited.then(() => Promise.reject(new Error(`Berth exited before writing a code cache:\n${out}`)))]);
        expect(out).toContain("Berth listening on");
      } finally {
        watcher.close();
        child.kill("SIGTERM");
        await exited;
      }
      const saved = readFileSync(cacheFile);
      const files = (JSON.parse(saved.subarray(4, 4 + saved.readUInt32LE(0)).toString("utf8")) as { file: string }[]).map((e) => e.file);
      expect(files).toContain(join(own, bundleName));
      expect(files.some((f) => f.includes(join("node_modules", "graphql")))).toBe(true);
    } finally {
      rmSync(own, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it("the bundle is ASCII: its loader reads it as one-byte text (latin1), which is the same text only then", () => {
    const bytes = readFileSync(join(DIST as string, bundleName));
    expect(bytes.findIndex((b) => b > 0x7f)).toBe(-1);
  });

  it("berth/plugin is the bundle's SDK: every export of core/plugin/sdk.ts, the same values the host uses", () => {
    const result = inNode(
      `import * as facade from "berth/plugin";
import { createRequire } from "node:module";
const berth = createRequire(${JSON.stringify(join(DIST as string, "berth.cjs"))})(${JSON.stringify(join(DIST as string, "berth.cjs"))});
const held = berth.bundle.modules["core/plugin/sdk.js"];
console.log(JSON.stringify({ names: Object.keys(facade).sort(), same: Object.keys(held).every((k) => held[k] === facade[k]) }));`,
      ROOT as string,
    );
    expect(result).toEqual({ names: Object.keys(sdk).sort(), same: true });
  }, 60_000);
});
