import { defineExtensionPoint } from "berth/plugin";
import type { ActualState, Health } from "berth/plugins/deployments";

/** A delivery as it arrived: nothing of it is trusted until a scheme verified it. */
export interface WebhookRequest {
  /** Lowercase names. */
  headers: Readonly<Record<string, string | undefined>>;
  query: Readonly<Record<string, string | undefined>>;
  /** The exact bytes: what signatures cover. */
  body: Buffer;
  /** Unix ms. */
  receivedAt: number;
}

/** What a verified delivery's envelope said. */
export interface Verified {
  /** The provider's delivery id, when its headers carry one (retries reuse it). */
  deliveryId: string | null;
  /** When the provider sent it (Unix ms), when signed. */
  sentAt: number | null;
}

/** How a provider authenticates deliveries: Standard Webhooks, Phala's HMAC, Railway's URL token, ... */
export interface SignatureScheme {
  name: string;
  /** Throws a 401 (WEBHOOK_SIGNATURE_MISSING, _INVALID, WEBHOOK_TIMESTAMP_STALE, WEBHOOK_TOKEN_*) unless one of `secrets` signed it. */
  verify(request: WebhookRequest, secrets: readonly string[], now: number): Verified;
  /**
   * What is wrong with a configured secret, or null: checked at start, so a secret that would let
   * anyone sign (a `whsec_` with no key bytes, an empty token) stops Berth instead of taking deliveries.
   */
  checkSecret?(secret: string): string | null;
  /** Signs a body as the provider (or its relay) would: `berth webhooks send` and tests use it. */
  sign(body: Buffer, secret: string, now: number, deliveryId: string): { headers: Record<string, string>; query: Record<string, string> };
}

/** What one of the provider's statuses means for a deployment. */
export interface StatusMapping {
  actual_state?: ActualState;
  health?: Health;
  /** Why, for the status-map table (docs/provider-webhooks.md). */
  note?: string;
}

/** A payload read into what Berth needs: which deployment, and what the provider says of it. */
export interface NormalizedDelivery {
  provider_deployment_id: string;
  /** The provider's own word for the state, as sent; recorded in the event. */
  raw_status: string;
  /** The key into the status map when it differs from raw_status (free-text statuses). */
  status_key?: string;
  /** A delivery id from the payload, when the headers have none. */
  delivery_id?: string;
  url?: string;
  /** When the provider observed it (Unix ms). */
  observed_at?: number;
}

export interface WebhookProvider {
  title: string;
  scheme: SignatureScheme;
  /** Per world: a delivery verified with a live secret changes live deployments; with a test secret, test ones. Several: rotation. */
  secrets: { live: readonly string[]; test: readonly string[] };
  /** Known statuses; one it does not know is recorded and changes nothing. */
  statusMap: Readonly<Record<string, StatusMapping>>;
  /** Reads the parsed payload; throws Unprocessable (422 WEBHOOK_PAYLOAD_UNREADABLE) naming what is missing. */
  normalize(payload: Record<string, unknown>, request: WebhookRequest): NormalizedDelivery;
  /** Example payloads by name, for the given provider deployment id and time (Unix ms). */
  fixtures: Readonly<Record<string, (o: { provider_deployment_id: string; at: number }) => unknown>>;
}

const FUNCTIONS = ["normalize"] as const;

/** The webhook providers: the key is the `{provider}` path segment of POST /v1/webhooks/{provider}. */
export const webhookProviders = defineExtensionPoint<WebhookProvider>({
  owner: "webhooks",
  name: "providers",
  description: "Webhook providers: signature scheme, secrets, status map and payload normaliser.",
  keyPattern: /^[a-z][a-z0-9-]{0,31}$/,
  validate: (_key, value) => {
    const p = value as Partial<WebhookProvider> | null;
    if (!p || typeof p !== "object") return "must be an object";
    for (const fn of FUNCTIONS) if (typeof p[fn] !== "function") return `needs a ${fn} function`;
    if (!p.scheme || typeof p.scheme.verify !== "function" || typeof p.scheme.sign !== "function") return "needs a signature scheme with verify and sign";
    if (!p.secrets || !Array.isArray(p.secrets.live) || !Array.isArray(p.secrets.test)) return "needs secrets: { live: string[], test: string[] }";
    if (!p.statusMap || typeof p.statusMap !== "object") return "needs a statusMap";
    return null;
  },
});
