import { env } from "../../core/config/config-var.ts";
import { defineAdapter } from "../../core/plugin/define-adapter.ts";
import { storePort } from "../../core/ports/document-store.ts";
import { redactUrl } from "../../core/util/redact-urls.ts";

export const mongoStoreAdapter = defineAdapter({
  port: storePort,
  name: "mongodb",
  description: "MongoDB (a replica set, for transactions).",
  config: {
    MONGODB_URL: env.url({ description: "MongoDB connection string (with STORE=mongodb).", protocols: ["mongodb", "mongodb+srv"], secret: true }),
  },
  prepare: (c, _env, problems) => {
    if (!c.MONGODB_URL) problems.push({ variable: "MONGODB_URL", problem: "is required when STORE=mongodb" });
  },
  describe: ({ config }) => (config.MONGODB_URL ? redactUrl(config.MONGODB_URL) : undefined),
  open: async ({ config }) => new (await import("./mongo-document-store.ts")).MongoDocumentStore({ url: config.MONGODB_URL!, serverSelectionTimeoutMs: 3000 }),
});
