import type { CollectionSpec, Stored } from "berth/plugin";

/** One signing secret of an endpoint: `whsec_` and the base64 of 32 random bytes. */
export interface EndpointSecret {
  secret: string;
  created_at: number;
  /** When a rotation retires it (it signs until then, beside the new one); null: current. */
  expires_at: number | null;
}

export type DisabledReason = "request" | "failing";

/** An endpoint as stored, per world. Its secrets are kept to sign with, and never answered again. */
export interface EndpointRecord {
  url: string;
  /** Exact types (`deployment.promoted`) and families (`deployment.*`). */
  event_types: string[];
  /** Only events about these subjects (agent passports); null: every subject (admin keys only). */
  subjects: string[] | null;
  description: string | null;
  disabled: boolean;
  disabled_reason: DisabledReason | null;
  disabled_at: number | null;
  secrets: EndpointSecret[];
  /** The key that made it. */
  created_by: string;
  created_at: number;
  updated_at: number;
}

export const ENDPOINTS: CollectionSpec = { name: "webhook_endpoints", indexes: [{ fields: ["created_at"] }] };

/** Since when an endpoint has failed every attempt (null: its last attempt succeeded). Written only when that flips. */
export interface EndpointHealth {
  failing_since: number | null;
}

export const ENDPOINT_HEALTH: CollectionSpec = { name: "webhook_endpoint_health" };

/** Whether an endpoint wants this event: its type (exact or family) and its subject. */
export function wants(endpoint: EndpointRecord, type: string, subject: string): boolean {
  if (endpoint.subjects !== null && !endpoint.subjects.includes(subject)) return false;
  const family = type.split(".")[0]!;
  return endpoint.event_types.some((t) => t === type || t === `${family}.*`);
}

/** The secrets that sign now: the current one and those a rotation has not retired yet. */
export function signingSecrets(endpoint: EndpointRecord, now: number): string[] {
  return endpoint.secrets.filter((s) => s.expires_at === null || s.expires_at > now).map((s) => s.secret);
}

export type StoredEndpoint = Stored<EndpointRecord>;
