import { env } from "../../core/config/config-var.ts";
import { defineAdapter } from "../../core/plugin/define-adapter.ts";
import { apiKeysPort } from "../../core/ports/api-keys.ts";
import { storePort } from "../../core/ports/document-store.ts";
import { KEY_PREFIX_PATTERN } from "./api-key.ts";

export const storeApiKeysAdapter = defineAdapter({
  port: apiKeysPort,
  name: "store",
  description: "Keys kept as SHA-256 hashes in the DocumentStore, resolved keys cached until the store changes.",
  deps: [storePort],
  config: {
    API_KEY_PREFIX: env.string({ description: "Prefix of API keys: <prefix>_live_<secret>.", default: "bk", pattern: KEY_PREFIX_PATTERN }),
  },
  open: async ({ config, dep }) => new (await import("./store-api-keys.ts")).StoreApiKeys(dep(storePort), config.API_KEY_PREFIX),
});
