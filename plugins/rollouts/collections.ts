import type { Collection, CollectionSpec, StoreScope } from "berth/plugin";
import { ROLLOUTS, type RolloutRecord } from "./rollout-record.ts";
import { MEASUREMENTS, RUNS, type MeasurementRecord, type RunRecord } from "./run-record.ts";
import type { StrategyInput, TemplateInput } from "./schemas.ts";
import { TRAFFIC, type TrafficRecord } from "./traffic-record.ts";

/** An agent's strategy, by passport. */
export interface StrategyRecord {
  agent_passport_id: string;
  strategy: StrategyInput;
  updated_at: number;
}

/** A template, by name. */
export interface TemplateRecord extends TemplateInput {
  created_at: number;
  updated_at: number;
}

/** The routing table of an agent, by passport. */
export interface RoutingRecord {
  agent_passport_id: string;
  routes: { deployment_id: string; slot: "primary" | "blue"; weight: number; url: string | null; revision: string | null }[];
  rollout_id: string | null;
  updated_at: number;
}

const STRATEGIES: CollectionSpec = { name: "rollout_strategies" };
const TEMPLATES: CollectionSpec = { name: "analysis_templates", indexes: [{ fields: ["updated_at"] }] };
const ROUTING: CollectionSpec = { name: "rollout_routing" };

/** The collections of this plugin, in one scope (a world's store or a transaction). */
export function collections(scope: StoreScope) {
  return {
    rollouts: scope.collection<RolloutRecord>(ROLLOUTS) as Collection<RolloutRecord>,
    runs: scope.collection<RunRecord>(RUNS) as Collection<RunRecord>,
    measurements: scope.collection<MeasurementRecord>(MEASUREMENTS) as Collection<MeasurementRecord>,
    strategies: scope.collection<StrategyRecord>(STRATEGIES) as Collection<StrategyRecord>,
    templates: scope.collection<TemplateRecord>(TEMPLATES) as Collection<TemplateRecord>,
    routing: scope.collection<RoutingRecord>(ROUTING) as Collection<RoutingRecord>,
    traffic: scope.collection<TrafficRecord>(TRAFFIC) as Collection<TrafficRecord>,
  };
}

export type Collections = ReturnType<typeof collections>;
