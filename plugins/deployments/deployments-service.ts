import { randomUUID } from "node:crypto";
import {
  canonicalJson,
  Conflict,
  DuplicateKeyError,
  eventStream,
  InvalidRequest,
  isBerthError,
  requireActFor,
  type BerthEvent,
  type Collection,
  type EventTypeDefinition,
  type EventLog,
  type Mode,
  type Principal,
  type Static,
  type StoreScope,
  type Stored,
  type WorldStores,
  type WorldTransaction,
} from "berth/plugin";
import { DEPLOYMENTS, liveSlot, providerKey, slotKey, toView, type DeploymentRecord, type DeploymentView } from "./deployment-record.ts";
import { deploymentErrors } from "./errors.ts";
import { deploymentCreated, deploymentHealthChanged, deploymentPromoted, deploymentReported, deploymentRolledBack, deploymentStateChanged, deploymentTerminated } from "./events.ts";
import { CreateDeploymentBody, ListDeploymentsQuery, MAX_DESCRIPTOR_BYTES, PROVIDER_PATTERN, type ChangeSchema } from "./schemas.ts";

const PROVIDER_RE = new RegExp(PROVIDER_PATTERN);
import { applyReport, MAX_OBSERVED_AHEAD_MS, type StatusReport } from "./status-report.ts";

export type CreateDeploymentInput = Static<typeof CreateDeploymentBody>;
export type ListDeploymentsInput = Static<typeof ListDeploymentsQuery>;
export type DeploymentChange = Static<typeof ChangeSchema>;

/** Who made a change, as its event records it. */
export type Actor =
  | { type: "key"; key_id: string }
  | { type: "provider"; provider: string; delivery_id: string | null }
  /** A rollout promoting or rolling back by itself (the rollouts plugin); `key_id` when a person's control made it. */
  | { type: "rollout"; rollout_id: string; key_id: string | null };

export interface ReportResult {
  deployment: DeploymentView;
  /** False for a report older than the last one applied: it changed nothing. */
  applied: boolean;
}

/** What a provider's delivery adds to the report's event. */
export interface ReportNote {
  provider: string;
  delivery_id: string;
  raw_status: string;
  /** False when the provider's status map does not know the raw status: recorded, nothing changed because of it. */
  recognized: boolean;
}

/**
 * Runs inside the transaction in which a deployment gets its provider id: its creation with one, or
 * the status report that sets it (the webhooks plugin applies the deliveries that came first).
 */
export type ProviderIdHook = (tx: WorldTransaction, deployment: Stored<DeploymentRecord>) => Promise<void>;

const SOURCE = "/berth/deployments";
/** Attempts of a transaction whose compare-and-set lost a race (only on stores without serialised transactions). */
const ATTEMPTS = 20;

/** A compare-and-set found the deployment changed since it was read: run the transaction again. */
class Contended extends Error {}

function keyActor(caller: Principal): Actor {
  return { type: "key", key_id: caller.keyId };
}

function checkDescriptor(descriptor: Record<string, unknown>): void {
  const bytes = Buffer.byteLength(canonicalJson(descriptor));
  if (bytes > MAX_DESCRIPTOR_BYTES) {
    throw new InvalidRequest("VALIDATION_FAILED", `invalid request: descriptor must be at most ${MAX_DESCRIPTOR_BYTES} bytes as JSON`, [
      { field: "descriptor", problem: `must be at most ${MAX_DESCRIPTOR_BYTES} bytes as JSON (is ${bytes})` },
    ]);
  }
}

/** The reference's descriptor names where it runs (deployment_config.target.type: vercel_edge → vercel-edge); 400 when neither it nor `provider` does. */
function providerOfDescriptor(descriptor: Record<string, unknown>): string {
  const deployment = descriptor.deployment_config;
  const target = deployment !== null && typeof deployment === "object" ? (deployment as { target?: unknown }).target : undefined;
  const type = target !== null && typeof target === "object" ? (target as { type?: unknown }).type : undefined;
  const name = typeof type === "string" ? type.replace(/_/g, "-") : undefined;
  if (name !== undefined && PROVIDER_RE.test(name)) return name;
  throw new InvalidRequest("VALIDATION_FAILED", "invalid request: provider is required (or the descriptor's deployment_config.target.type)", [
    { field: "provider", problem: "is required unless descriptor.deployment_config.target.type names the provider" },
  ]);
}

/**
 * A provider id routes the provider's webhooks (urls, states) to the deployment that has it, and
 * an id at a provider is no secret (Railway shows it in URLs): a tenant that could name any id
 * would receive another tenant's deliveries. Berth cannot check who owns an id at the provider;
 * the operator who configured the provider's webhook secrets can, so only admin keys bind ids.
 * Agents still report state, health and url for their own deployments.
 */
function requireProviderIdRight(caller: Principal): void {
  if (caller.role !== "admin") throw deploymentErrors.providerIdAdminOnly();
}

/** A report from the future would make every later, real one look stale: the deployment could never change again. */
function checkObservedAt(report: StatusReport, now: number): void {
  if (report.observed_at !== undefined && report.observed_at > now + MAX_OBSERVED_AHEAD_MS) {
    throw new InvalidRequest("VALIDATION_FAILED", "invalid request: observed_at is more than 5 minutes in the future", [
      { field: "observed_at", problem: `must be at most 5 minutes after now (${new Date(now).toISOString()})` },
    ]);
  }
}

/**
 * Blue/green deployments of agents, one world at a time. Every change happens in one store
 * transaction together with its events (deployment.created, state_changed, health_changed,
 * promoted, rolled_back, terminated; subject = the agent passport), so an agent's events are in
 * the order its changes committed. At most one live primary and one blue per agent: a unique
 * index of the store holds that, whatever races the code around it loses.
 */
export class DeploymentsService {
  private readonly providerIdHooks: ProviderIdHook[] = [];

  constructor(
    private readonly stores: WorldStores,
    private readonly events: EventLog,
    private readonly now: () => number = Date.now,
  ) {}

  /** Adds work to the transaction in which a deployment gets its provider id. */
  onProviderId(hook: ProviderIdHook): void {
    this.providerIdHooks.push(hook);
  }

  private deployments(scope: StoreScope): Collection<DeploymentRecord> {
    return scope.collection<DeploymentRecord>(DEPLOYMENTS);
  }

  private async atomically<R>(mode: Mode, work: (tx: WorldTransaction) => Promise<R>): Promise<R> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.stores.world(mode).transaction(work);
      } catch (err) {
        if (!(err instanceof Contended)) throw err;
        if (attempt >= ATTEMPTS) throw new Conflict("DEPLOYMENT_CONTENDED", "the deployment kept changing under this request; retry it", { attempts: attempt });
      }
    }
  }

  private async save(col: Collection<DeploymentRecord>, current: Stored<DeploymentRecord>, next: DeploymentRecord): Promise<Stored<DeploymentRecord>> {
    let saved: Stored<DeploymentRecord> | null;
    try {
      saved = await col.update(current.id, current.version, next);
    } catch (err) {
      if (err instanceof DuplicateKeyError && next.provider_key !== current.provider_key) throw deploymentErrors.providerIdTaken(next.provider, next.provider_deployment_id!);
      throw err;
    }
    if (!saved) throw new Contended();
    return saved;
  }

  private async emit(tx: WorldTransaction, type: EventTypeDefinition, deployment: Stored<DeploymentRecord>, previous: Stored<DeploymentRecord> | null, actor: Actor, extra: Record<string, unknown> = {}): Promise<BerthEvent> {
    const before = previous && { slot: previous.slot, actual_state: previous.actual_state, desired_state: previous.desired_state, health: previous.health };
    return this.events.append(tx, {
      type: type.type,
      source: SOURCE,
      subject: deployment.agent_passport_id,
      data: { deployment_id: deployment.id, ...extra, previous: before, deployment: toView(deployment), actor },
    });
  }

  private async live(col: Collection<DeploymentRecord>, passport: string, slot: "primary" | "blue"): Promise<Stored<DeploymentRecord> | null> {
    return (await col.find({ where: { live_slot: slotKey(passport, slot) }, limit: 1 })).items[0] ?? null;
  }

  private async hasAny(col: Collection<DeploymentRecord>, passport: string): Promise<boolean> {
    return (await col.find({ where: { agent_passport_id: passport }, limit: 1 })).items.length > 0;
  }

  async create(caller: Principal, passport: string, input: CreateDeploymentInput): Promise<DeploymentView> {
    requireActFor(caller, passport);
    if (input.provider_deployment_id !== undefined) requireProviderIdRight(caller);
    checkDescriptor(input.descriptor);
    const provider = input.provider ?? providerOfDescriptor(input.descriptor);
    const slot = input.slot ?? "blue";
    const now = this.now();
    const providerId = input.provider_deployment_id ?? null;
    const record: DeploymentRecord = {
      agent_passport_id: passport,
      provider,
      provider_deployment_id: providerId,
      revision: input.revision ?? null,
      descriptor: input.descriptor,
      slot,
      desired_state: "running",
      actual_state: "pending",
      health: "unknown",
      url: null,
      was_primary: slot === "primary",
      replaced_deployment_id: null,
      observed_at: null,
      created_at: now,
      updated_at: now,
      promoted_at: slot === "primary" ? now : null,
      retired_at: null,
      terminated_at: null,
      restored_at: null,
      live_slot: liveSlot(passport, slot, "pending"),
      provider_key: providerKey(provider, providerId),
    };
    const id = randomUUID();
    return this.atomically(caller.mode, async (tx) => {
      const col = this.deployments(tx);
      const holder = await this.live(col, passport, slot);
      if (holder) throw deploymentErrors.slotTaken(passport, slot, holder.id);
      if (providerId !== null && (await this.findByProvider(tx, provider, providerId))) throw deploymentErrors.providerIdTaken(provider, providerId);
      let stored: Stored<DeploymentRecord>;
      try {
        stored = await col.insert(id, record);
      } catch (err) {
        // Checked just above: only a racing transaction on a store that does not serialise them gets here.
        if (err instanceof DuplicateKeyError) throw new Contended();
        throw err;
      }
      await this.emit(tx, deploymentCreated, stored, null, keyActor(caller));
      if (providerId !== null) for (const hook of this.providerIdHooks) await hook(tx, stored);
      const after = await col.get(id);
      return toView(after ?? stored);
    });
  }

  async list(caller: Principal, passport: string, query: ListDeploymentsInput): Promise<{ deployments: DeploymentView[]; next_cursor: string | null }> {
    requireActFor(caller, passport);
    const page = await this.deployments(this.stores.world(caller.mode)).find({
      where: { agent_passport_id: passport, ...(query.slot ? { slot: query.slot } : {}), ...(query.state ? { actual_state: query.state } : {}) },
      sort: { field: "created_at", direction: "desc" },
      limit: query.limit ?? 20,
      cursor: query.cursor,
    });
    return { deployments: page.items.map(toView), next_cursor: page.nextCursor ?? null };
  }

  /** The agent's live primary, or null. */
  async primary(caller: Principal, passport: string): Promise<DeploymentView | null> {
    requireActFor(caller, passport);
    const found = await this.live(this.deployments(this.stores.world(caller.mode)), passport, "primary");
    return found ? toView(found) : null;
  }

  private async readable(caller: Principal, id: string): Promise<Stored<DeploymentRecord>> {
    const found = await this.deployments(this.stores.world(caller.mode)).get(id);
    if (!found) throw deploymentErrors.notFound(id);
    requireActFor(caller, found.agent_passport_id);
    return found;
  }

  async get(caller: Principal, id: string): Promise<DeploymentView> {
    return toView(await this.readable(caller, id));
  }

  /** A status report by a key (an operator, or a provider's relay acting with a key). */
  async report(caller: Principal, id: string, report: StatusReport): Promise<ReportResult> {
    checkObservedAt(report, this.now());
    if (report.provider_deployment_id !== undefined) requireProviderIdRight(caller);
    await this.readable(caller, id);
    return this.atomically(caller.mode, async (tx) => {
      const col = this.deployments(tx);
      const current = await col.get(id);
      if (!current) throw deploymentErrors.notFound(id);
      const { deployment, applied } = await this.applyIn(tx, current, report, keyActor(caller));
      if (current.provider_deployment_id !== null || deployment.provider_deployment_id === null) return { deployment, applied };
      // The report gave the deployment its provider id: what the provider sent for it before comes now.
      const named = (await col.get(id))!;
      for (const hook of this.providerIdHooks) await hook(tx, named);
      return { deployment: toView((await col.get(id)) ?? named), applied };
    });
  }

  /** The deployment a provider knows by its own id, in a world (webhooks), or null. */
  async findByProvider(scope: StoreScope, provider: string, providerDeploymentId: string): Promise<Stored<DeploymentRecord> | null> {
    return (await this.deployments(scope).find({ where: { provider_key: providerKey(provider, providerDeploymentId) }, limit: 1 })).items[0] ?? null;
  }

  /**
   * Applies a report inside the caller's transaction: the change and its event commit together
   * (the webhooks plugin stores its delivery in the same transaction). One event per report that
   * changed something: `terminated`, else `state_changed`, else `health_changed`, else `reported`
   * (url or provider id). With a `note` (a provider's delivery) a report is always recorded, as
   * `reported` when it changed nothing (stale, or a status the provider's map does not know).
   */
  async applyIn(tx: WorldTransaction, current: Stored<DeploymentRecord>, report: StatusReport, actor: Actor, note?: ReportNote): Promise<ReportResult & { event: BerthEvent | null }> {
    if (note && !note.recognized) {
      // A status nobody mapped says nothing Berth can act on: not its url either, since the
      // provider's own word for what happened is unknown. Recorded, and nothing changes.
      const event = await this.emit(tx, deploymentReported, current, current, actor, { applied: false, reason: "unrecognized_status", ...note });
      return { deployment: toView(current), applied: false, event };
    }
    let applied: ReturnType<typeof applyReport>;
    try {
      applied = applyReport(current, report, this.now());
    } catch (err) {
      // A provider's delivery the lifecycle refuses (a deployment it calls deploying again after
      // its end) is recorded, never answered with an error the provider would retry forever.
      if (!note || !isBerthError(err) || err.status !== 409) throw err;
      const event = await this.emit(tx, deploymentReported, current, current, actor, { applied: false, reason: err.code, refused: err.details, ...note });
      return { deployment: toView(current), applied: false, event };
    }
    const { next, changes, stale } = applied;
    if (stale) {
      const event = note ? await this.emit(tx, deploymentReported, current, current, actor, { applied: false, reason: "stale", ...note }) : null;
      return { deployment: toView(current), applied: false, event };
    }
    const saved = await this.save(this.deployments(tx), current, next);
    const steps = changes.filter((c) => c.kind === "state");
    const health = changes.find((c) => c.kind === "health");
    const state = steps.length > 0 ? { from: steps[0]!.from, to: steps[steps.length - 1]!.to, path: steps.map((c) => c.to) } : null;
    const touched = saved.url !== current.url || saved.provider_deployment_id !== current.provider_deployment_id;
    const type = state?.to === "terminated" ? deploymentTerminated : state ? deploymentStateChanged : health ? deploymentHealthChanged : touched || note ? deploymentReported : null;
    const details = { ...(state ?? {}), ...(health ? { health: { from: health.from, to: health.to } } : {}), applied: true, ...note };
    const event = type ? await this.emit(tx, type, saved, current, actor, details) : null;
    return { deployment: toView(saved), applied: true, event };
  }

  /** Ends a primary's life as such: terminated, retired, its slot free. */
  private async retire(tx: WorldTransaction, primary: Stored<DeploymentRecord>, now: number, actor: Actor, why: Record<string, unknown>): Promise<void> {
    const next: DeploymentRecord = {
      ...primary,
      slot: "retired",
      live_slot: null,
      actual_state: "terminated",
      desired_state: "terminated",
      retired_at: now,
      terminated_at: primary.terminated_at ?? now,
      updated_at: now,
    };
    const saved = await this.save(this.deployments(tx), primary, next);
    await this.emit(tx, deploymentTerminated, saved, primary, actor, why);
  }

  /** Only a running, healthy blue; atomically the primary retires and the blue takes its place. */
  async promote(caller: Principal, passport: string): Promise<DeploymentChange> {
    requireActFor(caller, passport);
    return this.atomically(caller.mode, (tx) => this.promoteIn(tx, passport, keyActor(caller)));
  }

  /**
   * Promote inside the caller's transaction (a rollout records its own transition beside it, so the
   * two commit together or not at all). `blueId`: only that blue (409 BLUE_DEPLOYMENT_MISSING when
   * the agent's blue is another one by now).
   */
  async promoteIn(tx: WorldTransaction, passport: string, actor: Actor, blueId?: string): Promise<DeploymentChange> {
    const col = this.deployments(tx);
    const [primary, blue] = [await this.live(col, passport, "primary"), await this.live(col, passport, "blue")];
    if (!blue || (blueId !== undefined && blue.id !== blueId)) {
      if (!primary && !(await this.hasAny(col, passport))) throw deploymentErrors.agentHasNone(passport);
      throw deploymentErrors.blueMissing(passport, primary && toView(primary));
    }
    if (blue.actual_state !== "running") throw deploymentErrors.blueNotRunning(toView(blue));
    if (blue.health !== "healthy") throw deploymentErrors.blueNotHealthy(toView(blue));
    const now = this.now();
    // The primary first: its slot must be free before the blue takes it (the unique index).
    if (primary) await this.retire(tx, primary, now, actor, { reason: "promote", replaced_by: blue.id });
    const next: DeploymentRecord = {
      ...blue,
      slot: "primary",
      live_slot: liveSlot(passport, "primary", blue.actual_state),
      was_primary: true,
      promoted_at: now,
      replaced_deployment_id: primary?.id ?? null,
      updated_at: now,
    };
    const saved = await this.save(col, blue, next);
    await this.emit(tx, deploymentPromoted, saved, blue, actor, { replaced_deployment_id: primary?.id ?? null });
    return {
      message: primary ? `deployment ${blue.id} is primary now; ${primary.id} was terminated and retired` : `deployment ${blue.id} is primary now`,
      deployment_id: blue.id,
    };
  }

  /**
   * Back to the primary the current one replaced (or, without a current primary, the most
   * recently retired former primary): that same deployment returns to the primary slot, desired
   * running and deploying until its provider reports; the current primary is terminated.
   */
  async rollback(caller: Principal, passport: string): Promise<DeploymentChange> {
    requireActFor(caller, passport);
    return this.atomically(caller.mode, (tx) => this.rollbackIn(tx, passport, keyActor(caller)));
  }

  /** Rollback inside the caller's transaction. `fromId`: only while that deployment is the primary (409 otherwise). */
  async rollbackIn(tx: WorldTransaction, passport: string, actor: Actor, fromId?: string): Promise<DeploymentChange> {
    const col = this.deployments(tx);
    const primary = await this.live(col, passport, "primary");
    if (fromId !== undefined && primary?.id !== fromId) throw deploymentErrors.noRollbackTarget(passport, primary && toView(primary));
    let target = primary ? await this.restorable(col, primary.replaced_deployment_id) : await this.latestFormerPrimary(col, passport);
    if (!target) {
      if (!primary && !(await this.hasAny(col, passport))) throw deploymentErrors.agentHasNone(passport);
      throw deploymentErrors.noRollbackTarget(passport, primary && toView(primary));
    }
    const now = this.now();
    if (primary) await this.retire(tx, primary, now, actor, { reason: "rollback", replaced_by: target.id });
    // Read again: retiring the primary cannot have touched it, but the version must be current.
    target = (await col.get(target.id))!;
    const next: DeploymentRecord = {
      ...target,
      slot: "primary",
      live_slot: liveSlot(passport, "primary", "deploying"),
      desired_state: "running",
      actual_state: "deploying",
      health: "unknown",
      retired_at: null,
      terminated_at: null,
      restored_at: now,
      // Reports from before the restore describe its previous life.
      observed_at: now,
      updated_at: now,
    };
    const saved = await this.save(col, target, next);
    await this.emit(tx, deploymentRolledBack, saved, target, actor, { rolled_back_from: primary?.id ?? null });
    return {
      message: primary
        ? `rolled back to deployment ${target.id} (revision ${target.revision ?? "unnamed"}); ${primary.id} was terminated`
        : `restored deployment ${target.id} (revision ${target.revision ?? "unnamed"}) as primary`,
      deployment_id: target.id,
    };
  }

  /** A deployment read in a scope (a transaction), without access checks: for plugins acting on their own records. */
  async getIn(scope: StoreScope, id: string): Promise<DeploymentView | null> {
    const found = await this.deployments(scope).get(id);
    return found ? toView(found) : null;
  }

  /** The agent's live deployment in a slot, read in a scope, without access checks. */
  async liveIn(scope: StoreScope, passport: string, slot: "primary" | "blue"): Promise<DeploymentView | null> {
    const found = await this.live(this.deployments(scope), passport, slot);
    return found ? toView(found) : null;
  }

  /** The agent's former primaries, most recently retired first (at most `limit`), read in a scope. */
  async formerPrimariesIn(scope: StoreScope, passport: string, limit: number): Promise<DeploymentView[]> {
    const found: DeploymentView[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.deployments(scope).find({ where: { agent_passport_id: passport, slot: "retired" }, sort: { field: "retired_at", direction: "desc" }, limit: 100, cursor });
      for (const d of page.items) if (d.was_primary && found.length < limit) found.push(toView(d));
      cursor = page.nextCursor;
    } while (cursor && found.length < limit);
    return found;
  }

  private async restorable(col: Collection<DeploymentRecord>, id: string | null): Promise<Stored<DeploymentRecord> | null> {
    if (!id) return null;
    const found = await col.get(id);
    return found && found.slot === "retired" && found.was_primary ? found : null;
  }

  private async latestFormerPrimary(col: Collection<DeploymentRecord>, passport: string): Promise<Stored<DeploymentRecord> | null> {
    let cursor: string | undefined;
    do {
      const page = await col.find({ where: { agent_passport_id: passport, slot: "retired" }, sort: { field: "retired_at", direction: "desc" }, limit: 100, cursor });
      const hit = page.items.find((d) => d.was_primary);
      if (hit) return hit;
      cursor = page.nextCursor;
    } while (cursor);
    return null;
  }

  /** This agent's deployment events as they commit (GraphQL subscriptions). */
  watch(caller: Principal, passport: string): AsyncIterable<BerthEvent> & { close(): Promise<void> } {
    requireActFor(caller, passport);
    return eventStream(this.events, caller.mode, passport, ["deployment"]);
  }
}
