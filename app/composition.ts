// The composition root: the one place that knows core, the adapters and the plugins together.
// Entry points (app/main.ts, app/cli.ts, app/worker.ts) and tests hand this to the host.
import { fileURLToPath } from "node:url";
import { ADAPTERS } from "../adapters/index.ts";
import type { Composition } from "../core/host/composition.ts";
import { createHost, type Host, type HostOptions } from "../core/host/host.ts";
import { BUILTIN_PLUGINS } from "../plugins/index.ts";

/** Berth as shipped: every adapter of adapters/index.ts, every plugin of plugins/index.ts. */
export const BERTH: Composition = {
  adapters: ADAPTERS,
  builtinPlugins: BUILTIN_PLUGINS,
  pluginBase: fileURLToPath(new URL("..", import.meta.url)),
  workerEntry: fileURLToPath(new URL("./worker.ts", import.meta.url)),
};

/** A host of Berth as shipped (tests, tools, the schema printer). */
export function createBerthHost(options: Omit<HostOptions, "composition"> = {}): Promise<Host> {
  return createHost({ ...options, composition: BERTH });
}
