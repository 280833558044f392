import childProcess from "node:child_process";
import { syncBuiltinESMExports } from "node:module";

// The quick lane (`npm run test:quick`) starts no process: a test file that does belongs to the
// full lane only (FULL_LANE_ONLY in vitest.config.ts). Every way of starting one fails loudly here.
const refuse = (name: string) =>
  function noChildProcess(): never {
    throw new Error(`the quick lane starts no child process (child_process.${name}); list this test file in FULL_LANE_ONLY (vitest.config.ts)`);
  };
for (const name of ["spawn", "spawnSync", "fork", "exec", "execSync", "execFile", "execFileSync"] as const) {
  (childProcess as unknown as Record<string, unknown>)[name] = refuse(name);
}
syncBuiltinESMExports();
