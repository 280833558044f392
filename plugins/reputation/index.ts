import { chainsPort, definePlugin, env, eventLogPort, storePort, type JobHandle } from "berth/plugin";
import { payoutsPlugin } from "berth/plugins/payouts";
import { AgentIdentities } from "./agent-identities.ts";
import { ChainIndexer } from "./chain-indexer.ts";
import { REPUTATION_EVENTS } from "./events.ts";
import { FeedbackGivers } from "./feedback-givers.ts";
import { reputationGraphQL } from "./graphql.ts";
import { RegistryWrites } from "./registry-writes.ts";
import { ReputationService, type Score } from "./reputation-service.ts";
import { reputationRoutes } from "./routes.ts";
import { ScoreCache } from "./score-cache.ts";
import { ScoreLoader } from "./score-loader.ts";

export const reputationPlugin = definePlugin({
  name: "reputation",
  description: "ERC-8004 reputation: the registries' events indexed from every chain, feedback and validations through Berth, and the three scoring algorithms.",
  needs: { ports: [chainsPort, storePort, eventLogPort], plugins: [payoutsPlugin] },
  events: REPUTATION_EVENTS,
  config: {
    REPUTATION_RECEIPT_TIMEOUT_MS: env.integer({ description: "How long feedback and validation writes wait for a receipt before answering confirmed:false, ms.", default: 30_000, min: 100 }),
    REPUTATION_INDEX_INTERVAL_MS: env.integer({ description: "How often the indexer looks for new blocks on each chain, ms (Berth's own writes wake it at once).", default: 2_000, min: 10 }),
    REPUTATION_INDEX_BATCH_BLOCKS: env.integer({ description: "Most blocks one eth_getLogs of the indexer asks for (halved while an RPC refuses the range).", default: 2_000, min: 1, max: 100_000 }),
    REPUTATION_INDEXER: env.oneOf({ description: "`on`: this process takes part in indexing the chains (one process per chain at a time, by lease); `off`: it never indexes (other instances do).", values: ["on", "off"] as const, default: "on" }),
    REPUTATION_CACHE_TTL_MS: env.integer({ description: "Longest a computed score is served from the cache (it is dropped sooner when an event it would count arrives), ms.", default: 60_000, min: 0 }),
  },
  setup: (ctx) => {
    const chains = ctx.port(chainsPort);
    const stores = ctx.port(storePort);
    const events = ctx.port(eventLogPort);
    const payouts = ctx.plugin(payoutsPlugin);
    const now = () => ctx.clock.now();
    const identities = new AgentIdentities(stores, chains, now);
    const jobs = new Map<string, JobHandle>();
    for (const chain of ctx.config.REPUTATION_INDEXER === "on" ? chains.list() : []) {
      const world = stores.world(chain.mode);
      const indexer = new ChainIndexer({ chain, world, events, batchBlocks: ctx.config.REPUTATION_INDEX_BATCH_BLOCKS, log: ctx.log });
      // One process per chain indexes it: the lease lives in the chain's world.
      jobs.set(chain.name, ctx.schedule({ name: `reputation-indexer:${chain.name}`, everyMs: ctx.config.REPUTATION_INDEX_INTERVAL_MS, lease: { store: world, ttlMs: 30_000 }, round: (round) => indexer.round(round) }));
    }
    const writes = new RegistryWrites(chains, ctx.config.REPUTATION_RECEIPT_TIMEOUT_MS, new FeedbackGivers(stores, now), (mode, chain, agentId) => identities.passportsOf(mode, chain, agentId), (chain) => jobs.get(chain)?.wake());
    const hasNewer = async (mode: "live" | "test", passport: string, type: string, after: string | null) => (await events.read(mode, { subject: passport, type, ...(after ? { after } : {}), limit: 1 })).events.length > 0;
    const service = new ReputationService({
      stores,
      chains,
      events,
      identities,
      loader: new ScoreLoader(stores, events),
      cache: new ScoreCache<Score>(stores, hasNewer, ctx.config.REPUTATION_CACHE_TTL_MS),
      writes,
      payoutVerdict: (mode, runId) => payouts.verdict(mode, runId),
      now,
    });
    return { service, routes: reputationRoutes(service), graphql: (kit) => reputationGraphQL(kit, service) };
  },
});

export default reputationPlugin;
