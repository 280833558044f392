import type { EventLog, StoreScope, WorldTransaction } from "berth/plugin";
import type { DeploymentsService, DeploymentView } from "berth/plugins/deployments";

/** What the routing table is made from and announced with. */
export interface RoutingDeps {
  deployments: DeploymentsService;
  events: EventLog;
}
import { collections, type RoutingRecord } from "./collections.ts";
import { isActive, type RolloutRecord } from "./rollout-record.ts";
import { SOURCE } from "./rollout-events.ts";
import type { RoutingView } from "./schemas.ts";

type Route = RoutingRecord["routes"][number];

function route(d: DeploymentView, slot: "primary" | "blue", weight: number): Route {
  return { deployment_id: d.deployment_id, slot, weight, url: d.url, revision: d.revision };
}

/**
 * The split Berth publishes for the agent's gateway: the primary gets what the blue does not. A
 * blue is listed (weight 0 outside a rollout, as a preview) so a gateway can offer it by header;
 * without a primary, the blue serves everything there is.
 */
export function routesFor(primary: DeploymentView | null, blue: DeploymentView | null, blueWeight: number): Route[] {
  if (!primary) return blue ? [route(blue, "blue", 100)] : [];
  if (!blue) return [route(primary, "primary", 100)];
  return [route(primary, "primary", 100 - blueWeight), route(blue, "blue", blueWeight)];
}

function same(a: readonly Route[], b: readonly Route[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A compare-and-set of the routing table lost a race: the transaction is done again. */
export class RoutingContended extends Error {}

/**
 * Recomputes the agent's table from its live deployments and its active rollout's weight, and
 * writes it, with a `rollout.routing_changed` event, when it changed. `rollout`: the rollout
 * being changed in this transaction (its draft), or undefined to look the active one up.
 */
export async function refreshRouting(tx: WorldTransaction, deps: RoutingDeps, passport: string, rollout: { id: string; record: RolloutRecord } | undefined, now: number): Promise<boolean> {
  const col = collections(tx);
  const active = rollout ?? (await col.rollouts.find({ where: { active_key: passport }, limit: 1 }).then((p) => (p.items[0] ? { id: p.items[0].id, record: p.items[0] } : undefined)));
  const [primary, blue] = [await deps.deployments.liveIn(tx, passport, "primary"), await deps.deployments.liveIn(tx, passport, "blue")];
  const weight = active && isActive(active.record.status) && blue?.deployment_id === active.record.deployment_id ? active.record.weight : 0;
  const routes = routesFor(primary, blue, weight);
  const current = await col.routing.get(passport);
  if (current && same(current.routes, routes)) return false;
  const next: RoutingRecord = { agent_passport_id: passport, routes, rollout_id: active?.id ?? null, updated_at: now };
  if (current) {
    if (!(await col.routing.update(passport, current.version, next))) throw new RoutingContended();
  } else await col.routing.insert(passport, next).catch(() => Promise.reject(new RoutingContended()));
  await deps.events.append(tx, { type: "rollout.routing_changed", source: SOURCE, subject: passport, data: { agent_passport_id: passport, rollout_id: next.rollout_id, routes, previous: current?.routes ?? null } });
  return true;
}

/** The table as answered: the stored one, or (never changed) the primary with everything. */
export async function readRouting(scope: StoreScope, deps: Pick<RoutingDeps, "deployments">, passport: string): Promise<RoutingView> {
  const stored = await collections(scope).routing.get(passport);
  if (stored) return { agent_passport_id: passport, routes: stored.routes, rollout_id: stored.rollout_id, version: stored.version, updated_at: stored.updated_at };
  const [primary, blue] = [await deps.deployments.liveIn(scope, passport, "primary"), await deps.deployments.liveIn(scope, passport, "blue")];
  return { agent_passport_id: passport, routes: routesFor(primary, blue, 0), rollout_id: null, version: 0, updated_at: null };
}
