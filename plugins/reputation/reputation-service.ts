import { canonicalJson, chargeWork, decodeCursor, encodeCursor, escrowAbi, extraUnits, InvalidRequest, NotFound, type Chains, type EventLog, type Mode, type Principal, type Static, type WorldStores, type Collection, type Where } from "berth/plugin";
import { getAddress, type Address } from "viem";
import type { AgentIdentities, OnChainIdentity } from "./agent-identities.ts";
import { ALGORITHMS, algorithmById, COMPOSITE_WEIGHTS, resolveParams } from "./algorithms.ts";
import { CHAIN_EVENTS, type ChainEventDoc } from "./chain-events.ts";
import { deploymentReceipts } from "./deployment-receipts.ts";
import { relay } from "./relay.ts";
import type { FeedbackInput, RegistryWrite, RegistryWrites, ResponseInput, RevokeInput, ValidationRequestInput, ValidationResponseInput } from "./registry-writes.ts";
import { round4 } from "./score-inputs.ts";
import type { ScoreCache } from "./score-cache.ts";
import type { ScoreLoader } from "./score-loader.ts";
import type { AlgorithmSchema, CompositeSchema, ComputeBody, FeedbackPageSchema, FeedbackQuery, FeedbackSchema, ReceiptCheckSchema, ScoreSchema } from "./schemas.ts";

export type ReputationAlgorithm = Static<typeof AlgorithmSchema>;
export type ComputeInput = Static<typeof ComputeBody>;
export type Score = Static<typeof ScoreSchema>;
export type Composite = Static<typeof CompositeSchema>;
export type FeedbackPage = Static<typeof FeedbackPageSchema>;
export type FeedbackView = Static<typeof FeedbackSchema>;
export type ReceiptCheck = Static<typeof ReceiptCheckSchema>;

/** Stored documents read per unit of the rate-limit budget a compute costs beyond its request's own unit. */
export const DOCUMENTS_PER_UNIT = 1000;

export interface ReputationDeps {
  stores: WorldStores;
  chains: Chains;
  events: EventLog;
  identities: AgentIdentities;
  loader: ScoreLoader;
  cache: ScoreCache<Score>;
  writes: RegistryWrites;
  /** Payout runs' verdicts (the payouts plugin), for payout receipts. */
  payoutVerdict(mode: Mode, runId: string): Promise<{ valid: boolean; agent_id: string; total_amount_lamports: string } | null>;
  now(): number;
}

/**
 * Reputation: the algorithms and the scores they compute from what the indexer stored of the
 * ERC-8004 registries and from Berth's own receipts; the writes to the registries; the agent's
 * identities, feedback and receipts.
 */
export class ReputationService {
  constructor(private readonly d: ReputationDeps) {}

  algorithms(): ReputationAlgorithm[] {
    return ALGORITHMS.map(({ id, name, version, description }) => ({ id, name, version, description }));
  }

  /** POST /v2/reputation/{agentId}/compute: any key of the world may score any agent of it. */
  async compute(caller: Principal, passport: string, input: ComputeInput): Promise<Score> {
    const algorithm = algorithmById(input.algorithm);
    const { values, tags } = resolveParams(algorithm, input.params ?? {});
    if (input.as_of !== undefined && input.to !== undefined && input.as_of !== input.to) {
      throw new InvalidRequest("VALIDATION_FAILED", "as_of and to name the same time; send one, or both equal", [{ field: "to", problem: "differs from as_of" }]);
    }
    const now = this.d.now();
    const explicitAsOf = input.as_of ?? input.to;
    const asOf = explicitAsOf ?? now;
    const from = input.from ?? 0;
    if (from > asOf) throw new InvalidRequest("VALIDATION_FAILED", "from is after as_of", [{ field: "from", problem: "must not be after as_of" }]);
    const identities = await this.identitiesFor(caller.mode, passport, input.chains);
    // An implicit as_of (now) is left out of the key: a cached score stands until an event it would count arrives.
    const key = canonicalJson({ mode: caller.mode, passport, algorithm: algorithm.id, values, tags: [...tags].sort(), identities, from, as_of: explicitAsOf ?? null });
    const hit = await this.d.cache.get(key, now);
    if (hit) return { ...hit.value, cached: true };
    chargeWork(extraUnits(await this.d.loader.size(caller.mode, identities), DOCUMENTS_PER_UNIT), "reputation inputs");
    const loaded = await this.d.loader.load(caller.mode, passport, identities, { from, asOf });
    if (identities.length === 0 && loaded.inputs.receipts.length === 0 && Object.values(loaded.lastEventIds).every((id) => id === null)) {
      throw new NotFound("AGENT_NOT_FOUND", `no agent ${passport} is known here: no on-chain identity (a passport \`<chain>:<agent id>\` or linked ones) and no receipts`, { agent_id: passport });
    }
    const result = algorithm.score(loaded.inputs, values, tags);
    const score: Score = {
      success: true,
      agent_id: passport,
      algorithm: algorithm.id,
      version: algorithm.version,
      score: result.score,
      components: result.components,
      inputs: result.counted,
      params: values,
      tags: [...tags].sort(),
      identities,
      from,
      as_of: asOf,
      as_of_block: loaded.asOfBlock,
      final: loaded.final && explicitAsOf !== undefined,
      computed_at: now,
      cached: false,
    };
    this.d.cache.set(key, caller.mode, passport, score, { marks: loaded.marks, lastEventIds: loaded.lastEventIds }, now);
    return score;
  }

  /** GET /v2/reputation/{agentId}/composite: every algorithm with default params, combined by COMPOSITE_WEIGHTS. */
  async composite(caller: Principal, passport: string, query: { as_of?: number; chains?: string }): Promise<Composite> {
    const chains = query.chains === undefined ? undefined : query.chains.split(",").map((c) => c.trim()).filter(Boolean);
    const scores: Score[] = [];
    for (const algorithm of ALGORITHMS) scores.push(await this.compute(caller, passport, { algorithm: algorithm.id, ...(query.as_of !== undefined ? { as_of: query.as_of } : {}), ...(chains ? { chains } : {}) }));
    let total = 0;
    const components: Record<string, number> = {};
    for (const s of scores) {
      components[s.algorithm] = s.score;
      total += COMPOSITE_WEIGHTS[s.algorithm]! * s.score;
    }
    return { success: true, agent_id: passport, score: round4(Math.min(100, Math.max(0, total))), weights: { ...COMPOSITE_WEIGHTS }, components, scores, as_of: scores[0]!.as_of, computed_at: this.d.now() };
  }

  /** The agent's feedback on all its identities, newest chain events last, a page at a time. */
  async feedback(caller: Principal, passport: string, query: Static<typeof FeedbackQuery>): Promise<FeedbackPage> {
    const identities = await this.identitiesFor(caller.mode, passport, undefined);
    const col = this.d.stores.world(caller.mode).collection<ChainEventDoc>(CHAIN_EVENTS);
    const limit = query.limit ?? 50;
    // The cursor names the identity (its position) and the store's cursor within it.
    let [at, inner] = query.cursor ? decodeCursor(query.cursor) : [0, ""];
    if (typeof at !== "number" || at < 0 || !Number.isInteger(at)) throw new InvalidRequest("VALIDATION_FAILED", "cursor is not one this endpoint gave", [{ field: "cursor", problem: "is not a cursor from next_cursor" }]);
    const out: FeedbackView[] = [];
    while (at < identities.length && out.length < limit) {
      const id = identities[at]!;
      const where = { chain_id: id.chain_id, agent_id: id.agent_id };
      const page = await col.find({ where: { ...where, kind: "feedback" }, sort: { field: "block_number", direction: "asc" }, limit: limit - out.length, ...(inner ? { cursor: String(inner) } : {}) });
      const revoked = new Set<string>();
      const responses = new Map<string, number>();
      for (const kind of ["feedback_revoked", "response"] as const) {
        for (const d of await all(col, { ...where, kind })) {
          const k = `${d.client}:${d.feedback_index}`;
          if (kind === "feedback_revoked") revoked.add(k);
          else responses.set(k, (responses.get(k) ?? 0) + 1);
        }
      }
      for (const d of page.items) out.push(feedbackView(d, revoked.has(`${d.client}:${d.feedback_index}`), responses.get(`${d.client}:${d.feedback_index}`) ?? 0));
      if (page.nextCursor) inner = page.nextCursor;
      else {
        at++;
        inner = "";
      }
    }
    const more = at < identities.length;
    return { success: true, feedback: out, next_cursor: more ? encodeCursor(at, inner) : null };
  }

  identities(caller: Principal, passport: string): Promise<OnChainIdentity[]> {
    return this.d.identities.of(caller.mode, passport);
  }

  async link(caller: Principal, passport: string, identity: OnChainIdentity): Promise<OnChainIdentity[]> {
    await this.d.identities.link(caller, passport, identity);
    return this.d.identities.of(caller.mode, passport);
  }

  async unlink(caller: Principal, passport: string, identity: OnChainIdentity): Promise<OnChainIdentity[]> {
    if (!(await this.d.identities.unlink(caller, passport, identity))) {
      throw new NotFound("IDENTITY_LINK_NOT_FOUND", `${passport} has no link to agent ${identity.agent_id} on ${identity.chain_id}`, { passport_id: passport, ...identity });
    }
    return this.d.identities.of(caller.mode, passport);
  }

  /** Re-reads one receipt from its source, so anyone can check what a score counted. */
  async receipt(caller: Principal, passport: string, receiptId: string): Promise<ReceiptCheck> {
    const [kind, ...rest] = receiptId.split(":");
    const notFound = () => new NotFound("RECEIPT_NOT_FOUND", `${passport} has no receipt ${receiptId}`, { agent_id: passport, receipt_id: receiptId });
    if (kind === "escrow" && rest.length === 2) {
      const [chainName, escrowId] = rest as [string, string];
      const chain = this.d.chains.get(chainName);
      if (!chain || chain.mode !== caller.mode || !chain.contracts.escrow || !/^[1-9][0-9]{0,76}$/.test(escrowId)) throw notFound();
      const identities = (await this.d.identities.of(caller.mode, passport)).filter((i) => i.chain_id === chainName);
      const wallets = await this.walletsOf(caller.mode, identities);
      const e = await chain.publicClient.readContract({ address: chain.contracts.escrow, abi: escrowAbi, functionName: "getEscrow", args: [BigInt(escrowId)] });
      if (Number(e.status) === 0) throw notFound();
      const released = Number(e.status) === 2;
      const toAgent = wallets.has(getAddress(e.beneficiary));
      return {
        success: true,
        receipt_id: receiptId,
        kind: "escrow",
        valid: released && toAgent,
        amount: e.amount.toString(),
        unit: `token:${chainName}:${e.token}`,
        checks: { released, beneficiary_is_agent_wallet: toAgent },
        source: { chain_id: chainName, escrow: chain.contracts.escrow, escrow_id: escrowId, beneficiary: e.beneficiary, depositor: e.depositor },
      };
    }
    if (kind === "payout" && rest.length === 1) {
      const verdict = await this.d.payoutVerdict(caller.mode, rest[0]!);
      if (!verdict || verdict.agent_id !== passport) throw notFound();
      return { success: true, receipt_id: receiptId, kind: "payout", valid: verdict.valid, amount: verdict.total_amount_lamports, unit: "lamports", checks: { run_verifies: verdict.valid }, source: { run_id: rest[0] } };
    }
    if (kind === "deployment" && rest.length >= 1) {
      const deploymentId = rest.join(":");
      const events = [];
      let after: string | undefined;
      for (;;) {
        const page = await this.d.events.read(caller.mode, { subject: passport, type: "deployment", ...(after ? { after } : {}), limit: 1000 });
        events.push(...page.events.filter((e) => (e.data as { deployment_id?: string }).deployment_id === deploymentId));
        if (!page.next) break;
        after = page.next;
      }
      if (events.length === 0) throw notFound();
      const [receipt] = deploymentReceipts(events, { from: 0, asOf: this.d.now() });
      return {
        success: true,
        receipt_id: receiptId,
        kind: "deployment",
        valid: receipt !== undefined,
        amount: receipt?.amount ?? "0",
        unit: "ms",
        checks: { served_as_healthy_primary: receipt !== undefined },
        source: { deployment_id: deploymentId, event_ids: events.map((e) => e.id) },
      };
    }
    throw notFound();
  }

  giveFeedback(caller: Principal, input: FeedbackInput): Promise<RegistryWrite> {
    return this.d.writes.giveFeedback(caller, input);
  }
  revokeFeedback(caller: Principal, input: RevokeInput): Promise<RegistryWrite> {
    return this.d.writes.revokeFeedback(caller, input);
  }
  appendResponse(caller: Principal, input: ResponseInput): Promise<RegistryWrite> {
    return this.d.writes.appendResponse(caller, input);
  }
  requestValidation(caller: Principal, input: ValidationRequestInput): Promise<RegistryWrite> {
    return this.d.writes.requestValidation(caller, input);
  }
  respondToValidation(caller: Principal, input: ValidationResponseInput): Promise<RegistryWrite> {
    return this.d.writes.respondToValidation(caller, input);
  }
  relay(caller: Principal, input: { chain_id: string; signed_transaction: string }): Promise<RegistryWrite> {
    return relay(this.d.writes, this.d.chains, caller, input);
  }

  /** The agent's identities, narrowed to `chains` (each must be configured in the caller's world). */
  private async identitiesFor(mode: Mode, passport: string, chains: string[] | undefined): Promise<OnChainIdentity[]> {
    const all = await this.d.identities.of(mode, passport);
    if (!chains) return all;
    const unknown = chains.filter((c) => this.d.chains.get(c)?.mode !== mode);
    if (unknown.length > 0) {
      throw new InvalidRequest("UNKNOWN_CHAIN", `not a ${mode} chain configured here: ${unknown.join(", ")}`, { chains: unknown, configured: this.d.chains.list().filter((c) => c.mode === mode).map((c) => c.name) });
    }
    return all.filter((i) => chains.includes(i.chain_id));
  }

  private async walletsOf(mode: Mode, identities: OnChainIdentity[]): Promise<Set<Address>> {
    const col = this.d.stores.world(mode).collection<ChainEventDoc>(CHAIN_EVENTS);
    const wallets = new Set<Address>();
    for (const id of identities) {
      const { items } = await col.find({ where: { chain_id: id.chain_id, agent_id: id.agent_id }, limit: 1000 });
      for (const d of items) if (d.kind === "agent_wallet" && d.beneficiary) wallets.add(d.beneficiary);
    }
    return wallets;
  }
}

/** Every document matching `where`, a page of 1000 at a time (revocations and responses: few per agent). */
async function all(col: Collection<ChainEventDoc>, where: Where): Promise<ChainEventDoc[]> {
  const out: ChainEventDoc[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await col.find({ where, limit: 1000, ...(cursor ? { cursor } : {}) });
    out.push(...page.items);
    if (!page.nextCursor) return out;
    cursor = page.nextCursor;
  }
}

function feedbackView(d: ChainEventDoc, revoked: boolean, responses: number): FeedbackView {
  return {
    chain_id: d.chain_id,
    agent_id: d.agent_id!,
    client_address: d.client!,
    feedback_index: d.feedback_index!,
    value: d.value!,
    value_decimals: d.value_decimals ?? 0,
    tag1: d.tag1 ?? "",
    tag2: d.tag2 ?? "",
    endpoint: d.extra.endpoint ?? "",
    feedback_uri: d.extra.feedback_uri ?? "",
    feedback_hash: d.extra.feedback_hash ?? "",
    revoked,
    responses,
    block_number: d.block_number,
    block_time: d.block_time,
    tx_hash: d.tx_hash,
  };
}
