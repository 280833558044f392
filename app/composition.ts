// The composition root: the one place that knows core, the adapters and the plugins together.
// Entry points (app/main.ts, app/cli.ts, app/worker.ts) and tests hand this to the host.
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ADAPTERS } from "../adapters/index.ts";
import type { Composition } from "../core/host/composition.ts";
import { createHost, type Host, type HostOptions } from "../core/host/host.ts";
import { BUILTIN_PLUGINS } from "../plugins/index.ts";

// The folder of the compiled build (bin/build.js sets it there; `npm start` runs the build), or
// undefined when this runs as TypeScript (tests, tsx): the in-repo plugins and the cluster worker
// then load from the build too, as compiled files, or from the sources.
declare const BERTH_BUILD_DIR: string | undefined;
const BUILD_DIR = typeof BERTH_BUILD_DIR === "string" ? BERTH_BUILD_DIR : undefined;

/** Berth as shipped: every adapter of adapters/index.ts, every plugin of plugins/index.ts. */
export const BERTH: Composition = BUILD_DIR
  ? {
      adapters: ADAPTERS,
      builtinPlugins: BUILTIN_PLUGINS.map((specifier) => specifier.replace(/\.ts$/, ".js")),
      pluginBase: BUILD_DIR,
      workerEntry: join(BUILD_DIR, "app", "worker.js"),
    }
  : {
      adapters: ADAPTERS,
      builtinPlugins: BUILTIN_PLUGINS,
      pluginBase: fileURLToPath(new URL("..", import.meta.url)),
      workerEntry: fileURLToPath(new URL("./worker.ts", import.meta.url)),
    };

/** A host of Berth as shipped (tests, tools, the schema printer). */
export function createBerthHost(options: Omit<HostOptions, "composition"> = {}): Promise<Host> {
  return createHost({ ...options, composition: BERTH });
}
