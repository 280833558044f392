import { definePlugin, env, eventLogPort, storePort } from "berth/plugin";
import { AnchorsService } from "./anchors-service.ts";
import { ContentStore } from "./content-store.ts";
import { anchorsGraphQL } from "./graphql.ts";
import { anchorsRoutes } from "./routes.ts";
import { ANCHOR_EVENTS } from "./events.ts";

export const anchorsPlugin = definePlugin({
  name: "anchors",
  description: "Anchored artifacts: records with verifiable lineage, content kept by CID, verification.",
  needs: { ports: [storePort, eventLogPort] },
  events: ANCHOR_EVENTS,
  config: {
    ANCHOR_LINEAGE_MAX_DEPTH: env.integer({ description: "Most records one lineage read answers (then `truncated`).", default: 1000, min: 1, max: 1_000_000 }),
    ANCHOR_MAX_CONTENT_BYTES: env.integer({ description: "Largest content sent with a record, bytes (also bounded by BODY_LIMIT_BYTES).", default: 524_288, min: 1 }),
    ANCHOR_FETCH_TIMEOUT_MS: env.integer({ description: "How long verify may spend fetching a url, ms (connect, redirects and body).", default: 5000, min: 1 }),
    ANCHOR_FETCH_MAX_BYTES: env.integer({ description: "Largest body verify reads from a url, bytes.", default: 16_777_216, min: 1 }),
    ANCHOR_FETCH_PRIVATE_ADDRESSES: env.boolean({ description: "Whether verify may fetch urls on loopback, private and link-local addresses.", default: false }),
    ANCHOR_PUBLIC_URL: env.url({ description: "Base URL of this Berth as clients reach it, for the `url` of content Berth keeps.", protocols: ["http", "https"] }),
  },
  setup: (ctx) => {
    const service = new AnchorsService(ctx.port(storePort), ctx.port(eventLogPort), new ContentStore(ctx.dataDir), {
      maxContentBytes: ctx.config.ANCHOR_MAX_CONTENT_BYTES,
      lineageMaxDepth: ctx.config.ANCHOR_LINEAGE_MAX_DEPTH,
      fetch: { timeoutMs: ctx.config.ANCHOR_FETCH_TIMEOUT_MS, maxBytes: ctx.config.ANCHOR_FETCH_MAX_BYTES, allowPrivate: ctx.config.ANCHOR_FETCH_PRIVATE_ADDRESSES },
      publicUrl: (ctx.config.ANCHOR_PUBLIC_URL ?? "").replace(/\/+$/, ""),
    });
    return { service, routes: anchorsRoutes(service), graphql: (kit) => anchorsGraphQL(kit, service) };
  },
});

export default anchorsPlugin;
