import { fileURLToPath } from "node:url";

/**
 * Runs a TypeScript file in its own Node process with tsx loaded as a module hook. tsx's own CLI
 * would put a parent process in front, and its child measurably slowed a fast request (about 15%
 * in bench/http), so tests and benchmarks never use it.
 */
export function nodeWithTsx(file: string): { command: string; args: string[] } {
  return { command: process.execPath, args: ["--import", import.meta.resolve("tsx"), file] };
}

/**
 * The command `npm start` runs (package.json), for tests and benchmarks that start Berth as its
 * own process: Node itself, without npm in front, so signals reach Berth.
 */
export function berthStartCommand(): { command: string; args: string[] } {
  return { command: process.execPath, args: ["--conditions=berth-build", fileURLToPath(new URL("../bin/start.js", import.meta.url))] };
}
