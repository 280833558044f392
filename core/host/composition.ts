import type { AdapterDefinition } from "../plugin/define-adapter.ts";

/**
 * What a Berth is made of: the adapters the host chooses from (one per port, by its variable) and
 * the in-repo plugins it loads before BERTH_PLUGINS. core/ names none of them; the composition root
 * (app/composition.ts) does, and hands this to the host, the CLI and the cluster.
 */
export interface Composition {
  adapters: readonly AdapterDefinition[];
  /** Specifiers relative to the repository root, loaded exactly as third-party packages are. */
  builtinPlugins: readonly string[];
}
