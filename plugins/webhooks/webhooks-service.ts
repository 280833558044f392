import { createHash } from "node:crypto";
import {
  Conflict,
  DuplicateKeyError,
  InvalidRequest,
  type BerthEvent,
  type EventLog,
  type Mode,
  type Registry,
  type Stored,
  type WorldStores,
  type WorldTransaction,
} from "berth/plugin";
import { MAX_OBSERVED_AHEAD_MS, MAX_PROVIDER_DEPLOYMENT_ID, PROVIDER_DEPLOYMENT_ID_PATTERN, type Actor, type DeploymentRecord, type DeploymentsService, type ReportNote, type StatusReport } from "berth/plugins/deployments";
import { DELIVERIES, deliveryKey, pendingKey, type DeliveryRecord } from "./delivery-record.ts";
import { webhookErrors } from "./errors.ts";
import { webhookUnmatched } from "./events.ts";
import { providerUrl } from "./provider-url.ts";
import type { NormalizedDelivery, StatusMapping, Verified, WebhookProvider, WebhookRequest } from "./provider-point.ts";

export interface Receipt {
  event_id: string;
  matched: boolean;
  applied: boolean;
  duplicate: boolean;
}

/** A delivery read and verified, ready to be recorded in its world. */
interface Accepted {
  mode: Mode;
  provider: string;
  deliveryId: string;
  providerDeploymentId: string;
  report: StatusReport;
  note: ReportNote;
}

const SOURCE = "/berth/webhooks";
const ATTEMPTS = 20;
/** Waiting deliveries read at a time when their deployment is created. */
const WAITING_PAGE = 500;

/** Another process recorded the same delivery at the same moment: look again. */
class Contended extends Error {}

function actorOf(note: ReportNote): Actor {
  return { type: "provider", provider: note.provider, delivery_id: note.delivery_id };
}

function parsePayload(provider: string, body: Buffer): Record<string, unknown> {
  let payload: unknown;
  try {
    payload = JSON.parse(body.toString("utf8"));
  } catch {
    throw new InvalidRequest("MALFORMED_JSON", "the request body is not valid JSON");
  }
  if (payload === null || typeof payload !== "object" || Array.isArray(payload)) throw webhookErrors.unreadable(provider, [{ field: "(body)", problem: "must be a JSON object" }]);
  return payload as Record<string, unknown>;
}

const PROVIDER_ID = new RegExp(PROVIDER_DEPLOYMENT_ID_PATTERN);

/** Longest url kept from a delivery, as a status report's url may be. */
const MAX_URL = 2048;

/** The event log's longest subject (EventLog: 1-256 characters). */
const MAX_SUBJECT = 256;

/**
 * The subject of an unmatched delivery's event: `<provider>:<provider deployment id>`, or, for an
 * id too long for that to fit, the id's SHA-256 in its place (the event's data has the id itself).
 */
function unmatchedSubject(provider: string, providerDeploymentId: string): string {
  const subject = `${provider}:${providerDeploymentId}`;
  return subject.length <= MAX_SUBJECT ? subject : `${provider}:sha256:${createHash("sha256").update(providerDeploymentId).digest("hex")}`;
}

/** A status map's entry for a status, never one of Object's own properties ("constructor", "__proto__"). */
function mappingOf(provider: WebhookProvider, status: string): StatusMapping | undefined {
  return Object.hasOwn(provider.statusMap, status) ? provider.statusMap[status] : undefined;
}

function checkNormalized(provider: string, n: NormalizedDelivery, receivedAt: number): void {
  const problems: { field: string; problem: string }[] = [];
  if (typeof n.provider_deployment_id !== "string" || n.provider_deployment_id.length === 0 || n.provider_deployment_id.length > MAX_PROVIDER_DEPLOYMENT_ID) {
    problems.push({ field: "provider_deployment_id", problem: `the provider's deployment id is missing or longer than ${MAX_PROVIDER_DEPLOYMENT_ID} characters` });
  } else if (!PROVIDER_ID.test(n.provider_deployment_id)) {
    // No deployment could ever have it: kept, it would wait for ever.
    problems.push({ field: "provider_deployment_id", problem: "must be printable ASCII without spaces, as a deployment's provider_deployment_id is" });
  }
  if (typeof n.raw_status !== "string" || n.raw_status.length === 0 || n.raw_status.length > 256) problems.push({ field: "raw_status", problem: "the provider's status is missing" });
  if (n.url !== undefined && n.url !== "" && (typeof n.url !== "string" || n.url.length > MAX_URL || providerUrl(n.url) === undefined)) {
    problems.push({ field: "url", problem: `must be an http or https URL or a host name, at most ${MAX_URL} characters (other schemes are refused)` });
  }
  if (n.observed_at !== undefined && !Number.isFinite(n.observed_at)) problems.push({ field: "observed_at", problem: "is not a time" });
  // A time past the receipt (beyond the clock difference reports may have) would make every later, real
  // report look stale: the deployment would never change again.
  else if (n.observed_at !== undefined && n.observed_at > receivedAt + MAX_OBSERVED_AHEAD_MS) {
    problems.push({ field: "observed_at", problem: `is more than 5 minutes after the delivery was received (${new Date(receivedAt).toISOString()})` });
  }
  if (problems.length > 0) throw webhookErrors.unreadable(provider, problems);
}

/**
 * The webhook receiver: verify the raw bytes with the provider's scheme and the secrets of each
 * world (the secret that verifies picks the world), only then parse and normalise, then record the
 * delivery and apply it to the deployment the provider names, in one transaction with its event.
 * A redelivery (same delivery id) answers the first one's event and changes nothing; a delivery
 * for a deployment not created yet is kept and applied when it is.
 */
export class WebhooksService {
  constructor(
    private readonly providers: Registry<WebhookProvider>,
    private readonly stores: WorldStores,
    private readonly events: EventLog,
    private readonly deployments: DeploymentsService,
    private readonly now: () => number = Date.now,
  ) {
    deployments.onProviderId((tx, deployment) => this.applyWaiting(tx, deployment));
  }

  provider(name: string): WebhookProvider {
    const provider = this.providers.get(name);
    if (!provider) throw webhookErrors.unknownProvider(name, this.providers.keys());
    return provider;
  }

  async receive(name: string, request: WebhookRequest): Promise<Receipt> {
    const provider = this.provider(name);
    if (provider.secrets.live.length === 0 && provider.secrets.test.length === 0) throw webhookErrors.notConfigured(name);
    const { mode, verified } = this.verify(provider, request);
    const normalized = provider.normalize(parsePayload(name, request.body), request);
    checkNormalized(name, normalized, request.receivedAt);
    const mapping = mappingOf(provider, normalized.status_key ?? normalized.raw_status);
    // An empty id is no id: two deliveries without one must not be taken for copies of each other.
    const deliveryId = verified.deliveryId || normalized.delivery_id || createHash("sha256").update(request.body).digest("hex");
    const report: StatusReport = {
      ...(mapping?.actual_state ? { actual_state: mapping.actual_state } : {}),
      ...(mapping?.health ? { health: mapping.health } : {}),
      ...(normalized.url ? { url: providerUrl(normalized.url)! } : {}),
      provider_deployment_id: normalized.provider_deployment_id,
      // Nothing is observed after it is received (applyReport holds it to now too): the delivery
      // record keeps the receipt, so deliveries waiting for their deployment are applied in that order.
      observed_at: Math.min(normalized.observed_at ?? verified.sentAt ?? request.receivedAt, request.receivedAt),
    };
    const note: ReportNote = { provider: name, delivery_id: deliveryId, raw_status: normalized.raw_status, recognized: mapping !== undefined };
    return this.record({ mode, provider: name, deliveryId, providerDeploymentId: normalized.provider_deployment_id, report, note });
  }

  /** The live secrets are tried first, then the test ones: the one that verifies picks the world. */
  private verify(provider: WebhookProvider, request: WebhookRequest): { mode: Mode; verified: Verified } {
    let first: unknown;
    for (const mode of ["live", "test"] as const) {
      const secrets = provider.secrets[mode];
      if (secrets.length === 0) continue;
      try {
        return { mode, verified: provider.scheme.verify(request, secrets, this.now()) };
      } catch (err) {
        first ??= err;
      }
    }
    throw first;
  }

  private async record(a: Accepted): Promise<Receipt> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.stores.world(a.mode).transaction((tx) => this.recordIn(tx, a));
      } catch (err) {
        if (!(err instanceof Contended)) throw err;
        if (attempt >= ATTEMPTS) throw new Conflict("WEBHOOK_DELIVERY_CONTENDED", "the delivery kept racing a copy of itself; it will be retried by the provider", { delivery_id: a.deliveryId });
      }
    }
  }

  private async recordIn(tx: WorldTransaction, a: Accepted): Promise<Receipt> {
    const deliveries = tx.collection<DeliveryRecord>(DELIVERIES);
    const id = deliveryKey(a.provider, a.deliveryId);
    const seen = await deliveries.get(id);
    if (seen) return { event_id: seen.event_id, matched: seen.matched, applied: seen.applied, duplicate: true };
    const deployment = await this.deployments.findByProvider(tx, a.provider, a.providerDeploymentId);
    let event: BerthEvent;
    let applied = false;
    if (deployment) {
      const result = await this.deployments.applyIn(tx, deployment, a.report, actorOf(a.note), a.note);
      event = result.event!;
      applied = result.applied && a.note.recognized;
    } else {
      event = await this.events.append(tx, {
        type: webhookUnmatched.type,
        source: SOURCE,
        subject: unmatchedSubject(a.provider, a.providerDeploymentId),
        data: { ...a.note, provider_deployment_id: a.providerDeploymentId, report: a.report },
      });
    }
    const record: DeliveryRecord = {
      provider: a.provider,
      delivery_id: a.deliveryId,
      provider_deployment_id: a.providerDeploymentId,
      report: a.report,
      note: a.note,
      event_id: event.id,
      matched: deployment !== null,
      applied,
      deployment_id: deployment?.id ?? null,
      pending_key: deployment ? null : pendingKey(a.provider, a.providerDeploymentId),
      received_at: this.now(),
      observed_at: a.report.observed_at ?? this.now(),
    };
    try {
      await deliveries.insert(id, record);
    } catch (err) {
      // A copy of this delivery was recorded by another process since we looked.
      if (err instanceof DuplicateKeyError) throw new Contended();
      throw err;
    }
    return { event_id: event.id, matched: record.matched, applied, duplicate: false };
  }

  /**
   * In the transaction creating a deployment: every delivery that came before it, oldest
   * observation first, a page at a time (each one applied leaves the waiting set, so the next page
   * is the next oldest).
   */
  private async applyWaiting(tx: WorldTransaction, deployment: Stored<DeploymentRecord>): Promise<void> {
    if (deployment.provider_deployment_id === null) return;
    const deliveries = tx.collection<DeliveryRecord>(DELIVERIES);
    const key = pendingKey(deployment.provider, deployment.provider_deployment_id);
    let current = deployment;
    for (;;) {
      const waiting = await deliveries.find({ where: { pending_key: key }, sort: { field: "observed_at", direction: "asc" }, limit: WAITING_PAGE });
      if (waiting.items.length === 0) return;
      for (const d of waiting.items) {
        const result = await this.deployments.applyIn(tx, current, d.report, actorOf(d.note), d.note);
        const { id, version, ...record } = d;
        const updated = await deliveries.update(id, version, { ...record, matched: true, applied: result.applied && d.note.recognized, deployment_id: current.id, pending_key: null });
        // Still waiting, it would be read again and again: stop, and let the creation be retried.
        if (!updated) throw new Conflict("WEBHOOK_DELIVERY_CONTENDED", "a delivery waiting for this deployment changed while it was being created; retry", { delivery_id: d.delivery_id });
        current = (await this.deployments.findByProvider(tx, current.provider, current.provider_deployment_id!)) ?? current;
      }
    }
  }
}
