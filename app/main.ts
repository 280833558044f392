// `npm start`: Berth on HOST:PORT, in one process or, with WORKERS > 1, as a cluster (core/cluster/run-server.ts).
import { runServer } from "../core/cluster/run-server.ts";
import { BERTH } from "./composition.ts";

/** Settles once this process serves, or supervises a cluster's workers. */
export const started = runServer(process.env, BERTH);
