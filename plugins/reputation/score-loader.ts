import type { BerthEvent, Collection, EventLog, Mode, Where, WorldStores } from "berth/plugin";
import type { OnChainIdentity } from "./agent-identities.ts";
import { CHAIN_EVENTS, type ChainEventDoc } from "./chain-events.ts";
import { agentMark, CURSORS, MARKS, walletMark, type IndexCursor, type Mark } from "./chain-indexer.ts";
import { deploymentReceipts } from "./deployment-receipts.ts";
import type { FeedbackSignal, Receipt, ScoreInputs, Stake, ValidationSignal } from "./score-inputs.ts";

/** The window a score looks at: events in [from, asOf] (ms). */
export interface Window {
  from: number;
  asOf: number;
}

/** Inputs and what they rest on: the marks and event-log position a cached score checks before it is reused. */
export interface LoadedInputs {
  inputs: ScoreInputs;
  /** Each mark's stamp, read before the documents it covers: an event stored meanwhile leaves the cached score stale. */
  marks: Record<string, string | null>;
  /** Per event type read (`payout.created`, `deployment`): the newest such event about the passport, or null. */
  lastEventIds: Record<string, string | null>;
  /** Per chain: the newest block counted, given the window and how far the indexer has read. */
  asOfBlock: Record<string, number | null>;
  /** True when the indexer has read every chain past as_of: the score can no longer change. */
  final: boolean;
  /** Documents read, for the work charge. */
  read: number;
}

const PAGE = 1000;
/** Most registry events kept in memory for reuse (per process; about 1 kB each). */
const KEPT_DOCUMENTS = 100_000;

/** An identity's events as last read, and what they rested on. */
interface KeptEvents {
  stamp: string | null;
  reorgs: number;
  lastBlock: number;
  docs: ChainEventDoc[];
}

/**
 * Reads what the algorithms score from, cut at the window: the agent's identities' registry
 * events (feedback, revocations, validations, wallet changes), the escrows of its wallets, and its
 * payout and deployment events from the event log.
 */
export class ScoreLoader {
  /**
   * Each identity's registry events as last read, per process: reused while the identity's mark is
   * unchanged; when it moved, only the blocks after the last one read are read (the indexer stores
   * whole blocks in one transaction and never inserts below its cursor), unless the chain
   * reorganised since (its cursor counts reorganisations), when all are read again.
   */
  private readonly kept = new Map<string, KeptEvents>();
  private keptDocs = 0;

  constructor(
    private readonly stores: WorldStores,
    private readonly events: EventLog,
  ) {}

  /** How many stored documents a load would read (one indexed count per identity): what computing is charged by. */
  async size(mode: Mode, identities: OnChainIdentity[]): Promise<number> {
    const col = this.stores.world(mode).collection<ChainEventDoc>(CHAIN_EVENTS);
    let n = 0;
    for (const id of identities) n += await col.count({ chain_id: id.chain_id, agent_id: id.agent_id });
    return n;
  }

  async load(mode: Mode, passport: string, identities: OnChainIdentity[], window: Window): Promise<LoadedInputs> {
    const world = this.stores.world(mode);
    const col = world.collection<ChainEventDoc>(CHAIN_EVENTS);
    const inWindow = (d: ChainEventDoc) => d.block_time <= window.asOf;
    const feedback = new Map<string, FeedbackSignal>();
    const revoked = new Set<string>();
    const requests = new Map<string, ValidationSignal>();
    const receipts: Receipt[] = [];
    const stakes = new Map<string, bigint>();
    const marks: Record<string, string | null> = {};
    const stamp = async (mark: string) => {
      marks[mark] = (await world.collection<Mark>(MARKS).get(mark))?.stamp ?? null;
    };
    const asOfBlock: Record<string, number | null> = {};
    let final = true;
    let read = 0;

    for (const identity of identities) {
      const { chain_id: chain, agent_id: agentId } = identity;
      await stamp(agentMark(chain, agentId));
      const cursor = await world.collection<IndexCursor>(CURSORS).get(chain);
      const wallets = new Set<string>();
      let newest: number | null = null;
      const { docs, read: fresh } = await this.identityEvents(mode, col, identity, marks[agentMark(chain, agentId)] ?? null, cursor?.reorgs ?? 0);
      read += fresh;
      for (const doc of docs) {
        if (!inWindow(doc)) continue;
        newest = Math.max(newest ?? 0, doc.block_number);
        const key = `${chain}:${agentId}:${doc.client}:${doc.feedback_index}`;
        if (doc.kind === "feedback" && doc.block_time >= window.from) {
          feedback.set(key, {
            chain,
            agentId,
            client: doc.client!,
            index: doc.feedback_index!,
            value: Number(doc.value) / 10 ** (doc.value_decimals ?? 0),
            tag1: doc.tag1 ?? "",
            tag2: doc.tag2 ?? "",
            revoked: false,
            block: doc.block_number,
            logIndex: doc.log_index,
          });
        } else if (doc.kind === "feedback_revoked") revoked.add(key);
        else if (doc.kind === "validation_request") {
          const prior = requests.get(`${chain}:${doc.request_hash}`);
          requests.set(`${chain}:${doc.request_hash}`, { chain, agentId, requestHash: doc.request_hash!, validator: doc.client!, response: prior?.response ?? null, tag: prior?.tag ?? "" });
        } else if (doc.kind === "validation_response" && doc.block_time >= window.from) {
          // Responses may be repeated: the latest by as_of is the validator's answer.
          requests.set(`${chain}:${doc.request_hash}`, { chain, agentId, requestHash: doc.request_hash!, validator: doc.client!, response: Number(doc.value), tag: doc.tag1 ?? "" });
        } else if (doc.kind === "agent_wallet" && doc.beneficiary) wallets.add(doc.beneficiary);
      }
      if (!cursor || cursor.time < window.asOf) final = false;
      asOfBlock[chain] = cursor && cursor.time <= window.asOf ? cursor.block : newest;
      for (const wallet of [...wallets].sort()) {
        await stamp(walletMark(chain, wallet));
        read += await this.walletEscrows(mode, chain, wallet, window, receipts, stakes);
      }
    }
    for (const key of revoked) {
      const f = feedback.get(key);
      if (f) f.revoked = true;
    }
    const { receipts: logReceipts, lastEventIds, read: logRead } = await this.eventLogReceipts(mode, passport, window);
    receipts.push(...logReceipts);
    const stakeList: Stake[] = [...stakes].filter(([, amount]) => amount > 0n).map(([client, amount]) => ({ client, amount: amount.toString() }));
    return {
      inputs: { chains: [...new Set(identities.map((i) => i.chain_id))].sort(), feedback: [...feedback.values()], validations: [...requests.values()], receipts, stakes: stakeList },
      marks,
      lastEventIds,
      asOfBlock,
      final,
      read: read + logRead,
    };
  }

  /** The identity's events: kept ones when its mark has not moved, else those kept plus the blocks read since. */
  private async identityEvents(mode: Mode, col: Collection<ChainEventDoc>, identity: OnChainIdentity, stamp: string | null, reorgs: number): Promise<{ docs: ChainEventDoc[]; read: number }> {
    const key = `${mode}:${identity.chain_id}:${identity.agent_id}`;
    const kept = this.kept.get(key);
    if (kept && kept.stamp === stamp && kept.reorgs === reorgs) {
      this.kept.delete(key);
      this.kept.set(key, kept);
      return { docs: kept.docs, read: 0 };
    }
    const incremental = kept !== undefined && kept.reorgs === reorgs;
    const where: Where = { chain_id: identity.chain_id, agent_id: identity.agent_id, ...(incremental ? { block_number: { gt: kept.lastBlock } } : {}) };
    const fresh: ChainEventDoc[] = [];
    for await (const doc of pages(col, where)) fresh.push(doc);
    const docs = incremental ? [...kept.docs, ...fresh] : fresh;
    const lastBlock = docs.length > 0 ? docs[docs.length - 1]!.block_number : -1;
    this.keep(key, { stamp, reorgs, lastBlock, docs });
    return { docs, read: fresh.length };
  }

  private keep(key: string, entry: KeptEvents): void {
    const before = this.kept.get(key);
    if (before) {
      this.keptDocs -= before.docs.length;
      this.kept.delete(key);
    }
    if (entry.docs.length > KEPT_DOCUMENTS) return;
    this.kept.set(key, entry);
    this.keptDocs += entry.docs.length;
    for (const [oldest, old] of this.kept) {
      if (this.keptDocs <= KEPT_DOCUMENTS) break;
      this.kept.delete(oldest);
      this.keptDocs -= old.docs.length;
    }
  }

  /** A wallet's escrows: released ones are receipts of the agent; every depositor's unrefunded ones are its stake. */
  private async walletEscrows(mode: Mode, chain: string, wallet: string, window: Window, receipts: Receipt[], stakes: Map<string, bigint>): Promise<number> {
    const col = this.stores.world(mode).collection<ChainEventDoc>(CHAIN_EVENTS);
    const created = new Map<string, ChainEventDoc>();
    const released = new Map<string, ChainEventDoc>();
    const refunded = new Set<string>();
    let read = 0;
    for await (const doc of pages(col, { chain_id: chain, beneficiary: wallet })) {
      read++;
      if (doc.block_time > window.asOf || doc.escrow_id === null) continue;
      if (doc.kind === "escrow_created") created.set(doc.escrow_id, doc);
      else if (doc.kind === "escrow_released") released.set(doc.escrow_id, doc);
      else if (doc.kind === "escrow_refunded") refunded.add(doc.escrow_id);
    }
    for (const [id, doc] of released) {
      if (doc.block_time < window.from) continue;
      receipts.push({ id: `escrow:${chain}:${id}`, kind: "escrow", amount: doc.value!, unit: `token:${chain}:${created.get(id)?.extra.token ?? "unknown"}`, at: doc.block_time });
    }
    for (const [id, doc] of created) {
      if (refunded.has(id) || !doc.client) continue;
      stakes.set(doc.client, (stakes.get(doc.client) ?? 0n) + BigInt(doc.value!));
    }
    return read;
  }

  /** Payout runs and healthy primary time from the event log, which records both for the passport (read by type: the passport's other events are not needed). */
  private async eventLogReceipts(mode: Mode, passport: string, window: Window): Promise<{ receipts: Receipt[]; lastEventIds: Record<string, string | null>; read: number }> {
    const receipts: Receipt[] = [];
    const deployments: BerthEvent[] = [];
    const lastEventIds: Record<string, string | null> = {};
    let read = 0;
    for (const type of RECEIPT_EVENT_TYPES) {
      let after: string | undefined;
      lastEventIds[type] = null;
      for (;;) {
        const page = await this.events.read(mode, { subject: passport, type, ...(after ? { after } : {}), limit: PAGE });
        for (const event of page.events) {
          read++;
          lastEventIds[type] = event.id;
          const at = Date.parse(event.time);
          if (at > window.asOf) continue;
          if (event.type === "payout.created") {
            const data = event.data as { run_id: string; total_amount_lamports: string };
            if (at >= window.from) receipts.push({ id: `payout:${data.run_id}`, kind: "payout", amount: data.total_amount_lamports, unit: "lamports", at });
          } else deployments.push(event);
        }
        if (!page.next) break;
        after = page.next;
      }
    }
    receipts.push(...deploymentReceipts(deployments, window));
    return { receipts, lastEventIds, read };
  }
}

/** The event types receipts come from: a payout run's creation, and every deployment event (their family). */
export const RECEIPT_EVENT_TYPES = ["payout.created", "deployment"] as const;

async function* pages(col: Collection<ChainEventDoc>, where: Where): AsyncGenerator<ChainEventDoc> {
  let cursor: string | undefined;
  for (;;) {
    const page = await col.find({ where, sort: { field: "block_number", direction: "asc" }, limit: PAGE, ...(cursor ? { cursor } : {}) });
    for (const doc of page.items) yield doc;
    if (!page.nextCursor) return;
    cursor = page.nextCursor;
  }
}
