import { join } from "node:path";
import { REPO_ROOT } from "./host.ts";

/**
 * The command `npm start` runs, for tests and benchmarks that start Berth as its own process.
 * Node loads tsx as a module hook in the same process; tsx's own CLI would put a parent process
 * in front, and its child measurably slowed a fast request (about 15% in bench/http).
 */
export function berthStartCommand(): { command: string; args: string[] } {
  return { command: process.execPath, args: ["--import", import.meta.resolve("tsx"), join(REPO_ROOT, "core", "main.ts")] };
}
