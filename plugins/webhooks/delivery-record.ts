import { createHash } from "node:crypto";
import type { CollectionSpec } from "berth/plugin";
import type { ReportNote, StatusReport } from "berth/plugins/deployments";

/** One delivery, per world: how redeliveries are recognised and unmatched ones kept. */
export interface DeliveryRecord {
  provider: string;
  delivery_id: string;
  provider_deployment_id: string;
  report: StatusReport;
  note: ReportNote;
  event_id: string;
  matched: boolean;
  applied: boolean;
  deployment_id: string | null;
  /** `<provider>␀<provider deployment id>` while it waits for its deployment, else null. */
  pending_key: string | null;
  received_at: number;
  observed_at: number;
}

export const DELIVERIES: CollectionSpec = {
  name: "webhook_deliveries",
  // Only what is looked up: the id (redeliveries) and the deliveries waiting for a deployment.
  // Every index is written by every delivery, the hottest write path there is.
  indexes: [{ fields: ["pending_key", "observed_at"] }],
};

/** The record's id: ids of any length and alphabet become one fixed-size key, per provider. */
export function deliveryKey(provider: string, deliveryId: string): string {
  return createHash("sha256").update(`${provider}\u0000${deliveryId}`).digest("hex");
}

export function pendingKey(provider: string, providerDeploymentId: string): string {
  return `${provider}\u0000${providerDeploymentId}`;
}
