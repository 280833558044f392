import type { AdapterDefinition } from "../plugin/define-adapter.ts";

/**
 * What a Berth is made of: the adapters the host chooses from (one per port, by its variable), the
 * in-repo plugins it loads before BERTH_PLUGINS, and the entry a cluster's workers start from.
 * core/ names none of them; the composition root (app/composition.ts) does, and hands this to the
 * host, the CLI and the cluster.
 */
export interface Composition {
  adapters: readonly AdapterDefinition[];
  /** Specifiers relative to `pluginBase`, loaded exactly as third-party packages are. */
  builtinPlugins: readonly string[];
  /** The directory `builtinPlugins` are relative to (the repository root). */
  pluginBase: string;
  /** The file a cluster's primary forks its workers with (app/worker.ts): absolute path. */
  workerEntry: string;
}
