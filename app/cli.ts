// `npx berth ...` (bin/berth.js): the command line, over Berth as shipped.
import { runCli } from "../core/cli/main.ts";
import { BERTH } from "./composition.ts";

/** Settles when the command is done. */
export const started = runCli(process.argv.slice(2), BERTH);
