import { AddressPolicy, definePlugin, eventLogPort, storePort, type JobHandle } from "berth/plugin";
import { computePlugin } from "berth/plugins/compute";
import { deploymentsPlugin } from "berth/plugins/deployments";
import { ROLLOUTS_CONFIG } from "./config.ts";
import { ROLLOUT_EVENTS } from "./events.ts";
import { rolloutsGraphQL } from "./graphql.ts";
import { HttpClient } from "./http-client.ts";
import { MetricSources } from "./metric-sources.ts";
import { bucketRange, RolloutRunner } from "./rollout-runner.ts";
import { RolloutsService } from "./rollouts-service.ts";
import { rolloutsRoutes } from "./routes.ts";
import { BerthSource } from "./source-berth.ts";

export const rolloutsPlugin = definePlugin({
  name: "rollouts",
  description: "Progressive delivery: blue/green and canary rollouts that promote on analysis and roll back by themselves, a published routing table, analysis templates and runs.",
  needs: { ports: [storePort, eventLogPort], plugins: [deploymentsPlugin, computePlugin] },
  events: ROLLOUT_EVENTS,
  config: ROLLOUTS_CONFIG,
  setup: (ctx) => {
    const c = ctx.config;
    const stores = ctx.port(storePort);
    const events = ctx.port(eventLogPort);
    const deployments = ctx.plugin(deploymentsPlugin);
    const now = () => ctx.clock.now();
    const policy = new AddressPolicy({ allowed: c.ROLLOUTS_ALLOWED_HOSTS, hint: "ROLLOUTS_ALLOWED_HOSTS does not name it" });
    const http = new HttpClient(policy);
    const sources = new MetricSources(new BerthSource(stores, deployments, ctx.plugin(computePlugin)), http);
    const service = new RolloutsService({ stores, events, deployments, policy, log: ctx.log, now });
    const runner = new RolloutRunner({ stores, events, deployments, sources, http, log: ctx.log, concurrency: c.ROLLOUTS_CONCURRENCY, now });
    // Leases live in the live world's store; each shard's job runs both worlds' rollouts.
    const leaseStore = stores.world("live");
    const shards: JobHandle[] = Array.from({ length: c.ROLLOUTS_SHARDS }, (_, k) =>
      ctx.schedule({
        name: `rollouts:shard:${k}`,
        everyMs: c.ROLLOUTS_TICK_MS,
        // Taken only when the shard has work: an idle Berth writes nothing.
        lease: { store: leaseStore, ttlMs: c.ROLLOUTS_LEASE_MS, take: "demand" },
        round: (round) => runner.shardRound(k, c.ROLLOUTS_SHARDS, round, c.ROLLOUTS_TICK_MS),
      }),
    );
    service.onChange = (rollout) => {
      const k = shards.findIndex((_, i) => {
        const range = bucketRange(i, shards.length);
        return rollout.shard >= range.gte && rollout.shard < range.lt;
      });
      shards[k]?.wake();
    };
    ctx.schedule({
      name: "rollouts:traffic-prune",
      everyMs: 60_000,
      lease: { store: leaseStore, ttlMs: 120_000, take: "demand" },
      round: async (round) => {
        const cutoff = round.now - c.ROLLOUTS_TRAFFIC_RETENTION_MS;
        let more = false;
        for (const mode of ["live", "test"] as const) {
          if (!(await service.hasTrafficBefore(mode, cutoff))) continue;
          if (!(await round.hold()) || round.lost()) return;
          more = (await service.pruneTraffic(mode, cutoff, 500)) === 500 || more;
        }
        return more ? { again: true } : undefined;
      },
    });
    const subscription = events.subscribe("rollouts", (event) => service.onDeploymentEvent(event), { types: ["deployment"] });
    return {
      service,
      routes: rolloutsRoutes(service),
      graphql: (kit) => rolloutsGraphQL(kit, service),
      close: async () => {
        await subscription.close();
        await Promise.all(shards.map((s) => s.stop()));
        await http.close();
      },
    };
  },
});

export default rolloutsPlugin;

export { ROLLOUT_EVENTS } from "./events.ts";
export type { RolloutsService } from "./rollouts-service.ts";
