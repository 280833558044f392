// A cluster worker (WORKERS > 1): started by the primary (core/cluster/primary.ts), never by hand.
import { runWorker } from "../core/cluster/run-worker.ts";
import { BERTH } from "./composition.ts";

/** Settles once this worker serves. */
export const started = runWorker(BERTH);
