import type { CollectionSpec, Static, Stored } from "berth/plugin";
import type { DeploymentSchema } from "./schemas.ts";
import type { ActualState, DesiredState, Health, Slot } from "./state-machine.ts";

/** One deployment of an agent, in the caller's world. */
export interface DeploymentRecord {
  agent_passport_id: string;
  /** Where it runs: `railway`, `akash`, ... or any name an operator uses (`manual`). */
  provider: string;
  /** The provider's own id, once known: how webhooks find the deployment. */
  provider_deployment_id: string | null;
  revision: string | null;
  descriptor: Record<string, unknown>;
  slot: Slot;
  desired_state: DesiredState;
  actual_state: ActualState;
  health: Health;
  url: string | null;
  /** True once it has been the primary: only former primaries are rollback targets. */
  was_primary: boolean;
  /** The primary it replaced when it became primary: where a rollback from it returns to. */
  replaced_deployment_id: string | null;
  /** When the provider observed the state of the last report applied (Unix ms): older reports change nothing. */
  observed_at: number | null;
  created_at: number;
  updated_at: number;
  promoted_at: number | null;
  retired_at: number | null;
  terminated_at: number | null;
  restored_at: number | null;
  /**
   * `<passport>␀<slot>` while it holds the primary or blue slot, else null. Unique: the store
   * itself refuses a second live deployment in a slot, whatever the code around it does.
   */
  live_slot: string | null;
  /** `<provider>␀<provider_deployment_id>` when known; unique, so a delivery names one deployment. */
  provider_key: string | null;
}

export const DEPLOYMENTS: CollectionSpec = {
  name: "deployments",
  indexes: [
    { fields: ["live_slot"], unique: true },
    { fields: ["provider_key"], unique: true },
    { fields: ["agent_passport_id", "created_at"] },
    { fields: ["agent_passport_id", "slot"] },
    { fields: ["agent_passport_id", "actual_state"] },
    { fields: ["agent_passport_id", "retired_at"] },
  ],
};

/** The unique key of an agent's live primary or blue. */
export function slotKey(passport: string, slot: "primary" | "blue"): string {
  return `${passport}\u0000${slot}`;
}

/** The deployment's `live_slot`: its slot key while it holds primary or blue, else null. */
export function liveSlot(passport: string, slot: Slot, actual: ActualState): string | null {
  return slot === "retired" || actual === "terminated" ? null : slotKey(passport, slot);
}

export function providerKey(provider: string, providerDeploymentId: string | null): string | null {
  return providerDeploymentId === null ? null : `${provider}\u0000${providerDeploymentId}`;
}

/** A deployment as the API answers it: its id and version, without the store's keys. */
export type DeploymentView = Static<typeof DeploymentSchema>;

export function toView(stored: Stored<DeploymentRecord>): DeploymentView {
  const { id, version, live_slot: _slot, provider_key: _key, ...rest } = stored;
  return { deployment_id: id, version, ...rest };
}
