import { fileURLToPath } from "node:url";

/**
 * Runs a TypeScript file in its own Node process with tsx loaded as a module hook. tsx's own CLI
 * would put a parent process in front, and its child measurably slowed a fast request (about 15%
 * in bench/http), so tests and benchmarks never use it.
 */
export function nodeWithTsx(file: string): { command: string; args: string[] } {
  return { command: process.execPath, args: ["--import", import.meta.resolve("tsx"), file] };
}

/** The command `npm start` runs, for tests and benchmarks that start Berth as its own process. */
export function berthStartCommand(): { command: string; args: string[] } {
  return nodeWithTsx(fileURLToPath(new URL("./main.ts", import.meta.url)));
}
