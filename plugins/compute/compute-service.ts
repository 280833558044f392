import { InvalidRequest, NotFound, NotReady, requireActFor, type Principal, type Static, type WorldStores } from "berth/plugin";
import { toState, type NodeRecord, type NodeState } from "./node-state.ts";
import type { HeartbeatBody } from "./schemas.ts";

export type HeartbeatInput = Static<typeof HeartbeatBody>;

const NODES = { name: "compute_nodes", indexes: [{ fields: ["last_heartbeat_at"] }] };

/** Heartbeats and health of compute nodes, kept in the caller's world of the DocumentStore. */
export class ComputeService {
  constructor(
    private readonly stores: WorldStores,
    private readonly expiryMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private nodes(caller: Principal) {
    return this.stores.world(caller.mode).collection<NodeRecord>(NODES);
  }

  /** Records a heartbeat; only a key allowed to act for the node's passport (or admin) may send it. */
  async heartbeat(caller: Principal, id: string, input: HeartbeatInput): Promise<NodeState> {
    requireActFor(caller, id);
    if (input.compute_passport_id !== undefined && input.compute_passport_id !== id) {
      throw new InvalidRequest("VALIDATION_FAILED", "compute_passport_id in the body differs from the path", [
        { field: "compute_passport_id", problem: `must equal the path's computePassportId (${id})` },
      ]);
    }
    const nodes = this.nodes(caller);
    const now = this.now();
    for (;;) {
      const previous = await nodes.get(id);
      const record: NodeRecord = {
        status: input.status,
        queue_depth: input.queue_depth ?? null,
        price_per_1k_tokens_estimate: input.price_per_1k_tokens_estimate ?? null,
        p95_ms_estimate: input.p95_ms_estimate ?? null,
        last_heartbeat_at: now,
        first_seen_at: previous?.first_seen_at ?? now,
        heartbeat_count: (previous?.heartbeat_count ?? 0) + 1,
      };
      // Compare-and-set, so concurrent heartbeats never lose a count or resurrect an older state.
      const saved = previous ? await nodes.update(id, previous.version, record) : await nodes.insert(id, record).catch(() => null);
      if (saved) return toState(id, saved, now, this.expiryMs);
    }
  }

  /** The node's last state, or null when it never sent a heartbeat. */
  async read(caller: Principal, id: string): Promise<NodeState | null> {
    const record = await this.nodes(caller).get(id);
    return record ? toState(id, record, this.now(), this.expiryMs) : null;
  }

  /** The health read: 404 for a node never seen, 503 (with the state) once its heartbeat expired. */
  async health(caller: Principal, id: string): Promise<NodeState> {
    const state = await this.read(caller, id);
    if (!state) throw new NotFound("COMPUTE_NODE_NOT_FOUND", `compute node ${id} has never sent a heartbeat in the ${caller.mode} world (a ${caller.mode} key sees only ${caller.mode} data)`, { world: caller.mode });
    if (state.expired) {
      throw new NotReady("COMPUTE_NODE_EXPIRED", `compute node ${id} last sent a heartbeat ${Math.round(state.age_ms / 1000)} s ago`, {
        state,
      });
    }
    return state;
  }
}
