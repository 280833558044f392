import type { Logger } from "pino";
import { toChainError, type ChainHandle, type CollectionSpec, type EventLog, type RoundContext, type RoundResult, type WorldStore, type WorldTransaction } from "berth/plugin";
import type { Hex, Log } from "viem";
import { CHAIN_EVENTS, toChainEvent, watchedContracts, type ChainEventDoc, type WatchedContracts } from "./chain-events.ts";
import { reputationEventOf } from "./events.ts";

/** How far the indexer has read a chain: every event up to `block` (whose hash was `hash`) is stored. */
export interface IndexCursor {
  block: number;
  hash: Hex | null;
  /** The block's timestamp, ms (0 before the first block). */
  time: number;
  /** How many reorganisations the indexer has undone on this chain: readers that keep events know to read them all again. */
  reorgs?: number;
}

/** The hash of a block the indexer stood on, to find where a reorganisation forked. */
interface Checkpoint {
  chain_id: string;
  block: number;
  hash: Hex;
}

/** A stamp per agent (and per wallet) that changes whenever an event about it is stored or dropped: what cached scores check. */
export interface Mark {
  stamp: string;
}

export const CURSORS: CollectionSpec = { name: "reputation_index_cursors" };
export const CHECKPOINTS: CollectionSpec = { name: "reputation_index_checkpoints", indexes: [{ fields: ["chain_id", "block"] }] };
export const MARKS: CollectionSpec = { name: "reputation_marks" };

/** A round that read fewer logs than this doubles its range for the next (up to REPUTATION_INDEX_BATCH_BLOCKS). */
const GROW_BELOW_LOGS = 5_000;

/** Checkpoints kept per chain: a reorganisation deeper than this many rounds re-reads the chain from FROM_BLOCK. */
const KEPT_CHECKPOINTS = 256;

export function agentMark(chain: string, agentId: string): string {
  return `${chain}:agent:${agentId}`;
}

export function walletMark(chain: string, wallet: string): string {
  return `${chain}:wallet:${wallet.toLowerCase()}`;
}

export interface ChainIndexerOptions {
  chain: ChainHandle;
  world: WorldStore;
  events: EventLog;
  /** Blocks per eth_getLogs (halved when the RPC refuses a range). */
  batchBlocks: number;
  log: Logger;
}

/** Another process moved the cursor since this round read it: nothing of this round is kept. */
class CursorMoved extends Error {}

/**
 * Follows one chain's ERC-8004 registries (and Berth's escrow) into the store, one leased round at
 * a time on the core scheduler. Each round reads the logs of the blocks after the cursor, up to
 * the head less the chain's confirmations, and stores them, their CloudEvents and the moved cursor
 * in one transaction that first checks the cursor is where the round found it: a restart, or a
 * second process that took the lease over, resumes from the cursor and never stores an event
 * twice. When the block under the cursor is no longer the chain's (a reorganisation), the round
 * walks back over its checkpoints to the last block both agree on and drops everything above it.
 */
export class ChainIndexer {
  private readonly watched: WatchedContracts;
  private batch: number;

  constructor(private readonly o: ChainIndexerOptions) {
    this.watched = watchedContracts(o.chain);
    // Start small and grow: a dense range can pass an RPC's response limit, and a refused read costs a whole download.
    this.batch = Math.min(o.batchBlocks, 64);
  }

  get chainName(): string {
    return this.o.chain.name;
  }

  async cursor(): Promise<IndexCursor> {
    const saved = await this.o.world.collection<IndexCursor>(CURSORS).get(this.o.chain.name);
    return saved ? { block: saved.block, hash: saved.hash, time: saved.time, reorgs: saved.reorgs ?? 0 } : { block: this.o.chain.fromBlock - 1, hash: null, time: 0, reorgs: 0 };
  }

  async round(ctx: Pick<RoundContext, "lost" | "stopping">): Promise<RoundResult> {
    try {
      return await this.step(ctx);
    } catch (err) {
      // The scheduler logs what a round throws: as the error model has it, never viem's message, which names the RPC URL (and any key in it).
      throw toChainError(err, this.o.chain.name);
    }
  }

  private async step(ctx: Pick<RoundContext, "lost" | "stopping">): Promise<RoundResult> {
    const { chain } = this.o;
    if (this.watched.addresses.length === 0) return {};
    const client = chain.publicClient;
    const cursor = await this.cursor();
    if (cursor.hash !== null) {
      const current = await client.getBlock({ blockNumber: BigInt(cursor.block) }).catch(() => null);
      if (current?.hash !== cursor.hash) {
        if (ctx.lost()) return {};
        await this.rewind(cursor).catch((err: unknown) => {
          // Another process rewound (or moved on) first: the next round reads its cursor.
          if (!(err instanceof CursorMoved)) throw err;
        });
        return { again: true };
      }
    }
    const head = Number(await client.getBlockNumber({ cacheTime: 0 }));
    const target = head - chain.confirmations;
    if (target <= cursor.block) return {};
    const to = Math.min(target, cursor.block + this.batch);
    const from = cursor.block + 1;
    const top = await client.getBlock({ blockNumber: BigInt(to) });
    let logs: Log[];
    try {
      logs = await client.getLogs({ address: this.watched.addresses, fromBlock: BigInt(from), toBlock: BigInt(to), ...({ topics: [this.watched.topics] } as object) });
    } catch (err) {
      // Public RPCs cap a getLogs range (blocks or results): ask for less next time.
      if (to > from && this.batch > 1) {
        this.batch = Math.max(1, Math.floor(this.batch / 2));
        this.o.log.warn({ chain: chain.name, from, to, batch_blocks: this.batch, err: toChainError(err, chain.name).message }, "reputation indexer: getLogs failed; halving the range");
        return { again: true };
      }
      throw err;
    }
    // Read the top block again: if it changed, the logs may mix two forks; the next round reads again.
    const again = await client.getBlock({ blockNumber: BigInt(to) });
    if (again.hash !== top.hash) return { again: true };
    // A range that came back with few logs may grow next time, up to the configured size.
    if (logs.length < GROW_BELOW_LOGS) this.batch = Math.min(this.o.batchBlocks, this.batch * 2);
    const docs = await this.toDocs(logs);
    if (ctx.lost()) return {};
    try {
      await this.o.world.transaction((tx) => this.store(tx, cursor, docs, { block: to, hash: top.hash!, time: Number(top.timestamp) * 1000, reorgs: cursor.reorgs ?? 0 }));
    } catch (err) {
      if (err instanceof CursorMoved) return { again: true };
      throw err;
    }
    return { again: to < target && !ctx.stopping() };
  }

  private async toDocs(logs: Log[]): Promise<ChainEventDoc[]> {
    const times = new Map<bigint, number>();
    const docs: ChainEventDoc[] = [];
    for (const log of logs) {
      if (log.removed || log.blockNumber === null) continue;
      let time = times.get(log.blockNumber);
      if (time === undefined) {
        // Nodes that give each log its block's timestamp spare a header read per block.
        const stamped = (log as { blockTimestamp?: bigint | null }).blockTimestamp;
        time = typeof stamped === "bigint" ? Number(stamped) * 1000 : Number((await this.o.chain.publicClient.getBlock({ blockNumber: log.blockNumber })).timestamp) * 1000;
        times.set(log.blockNumber, time);
      }
      const doc = toChainEvent(this.o.chain.name, log, time, this.watched);
      if (doc) docs.push(doc);
    }
    return docs;
  }

  private async store(tx: WorldTransaction, found: IndexCursor, docs: ChainEventDoc[], next: IndexCursor): Promise<void> {
    const name = this.o.chain.name;
    const cursors = tx.collection<IndexCursor>(CURSORS);
    const saved = await cursors.get(name);
    if ((saved?.block ?? this.o.chain.fromBlock - 1) !== found.block || (saved?.hash ?? null) !== found.hash) throw new CursorMoved();
    const events = tx.collection<ChainEventDoc>(CHAIN_EVENTS);
    const marks = new Set<string>();
    for (const doc of docs) {
      if (doc.kind === "escrow_refunded") {
        // The refund names the depositor only: take the beneficiary from the creation, so its marks move too.
        const { items } = await events.find({ where: { chain_id: name, escrow_id: doc.escrow_id }, limit: 10 });
        doc.beneficiary = items.find((e) => e.kind === "escrow_created")?.beneficiary ?? null;
      }
      // Log indexes padded, so ids sort in log order within a block.
      await events.insert(`${name}:${doc.block_number}:${String(doc.log_index).padStart(6, "0")}`, doc);
      for (const mark of marksOf(doc)) marks.add(mark);
      const cloudEvent = reputationEventOf(doc, this.o.chain);
      if (cloudEvent) await this.o.events.append(tx, cloudEvent);
    }
    const stamp = `${next.block}:${next.hash}`;
    for (const mark of marks) await tx.collection<Mark>(MARKS).upsert(mark, { stamp });
    await tx.collection<Checkpoint>(CHECKPOINTS).upsert(`${name}:${next.block}`, { chain_id: name, block: next.block, hash: next.hash! });
    if (saved) {
      if (!(await cursors.update(name, saved.version, next))) throw new CursorMoved();
    } else {
      await cursors.insert(name, next);
    }
    await this.prune(tx, next.block);
  }

  /** Forgets checkpoints beyond the newest KEPT_CHECKPOINTS: a few per round, so the work stays small. */
  private async prune(tx: WorldTransaction, newest: number): Promise<void> {
    const checkpoints = tx.collection<Checkpoint>(CHECKPOINTS);
    const { items } = await checkpoints.find({ where: { chain_id: this.o.chain.name, block: { lte: newest } }, sort: { field: "block", direction: "desc" }, limit: KEPT_CHECKPOINTS + 4 });
    for (const old of items.slice(KEPT_CHECKPOINTS)) await checkpoints.delete(old.id);
  }

  /** The block under the cursor left the chain: go back to the newest checkpoint still on it and drop what lies above. */
  private async rewind(cursor: IndexCursor): Promise<void> {
    const { chain, world, log } = this.o;
    const { items } = await world.collection<Checkpoint>(CHECKPOINTS).find({ where: { chain_id: chain.name, block: { lt: cursor.block } }, sort: { field: "block", direction: "desc" }, limit: KEPT_CHECKPOINTS });
    let fork: IndexCursor = { block: chain.fromBlock - 1, hash: null, time: 0 };
    for (const cp of items) {
      const block = await chain.publicClient.getBlock({ blockNumber: BigInt(cp.block) }).catch(() => null);
      if (block?.hash === cp.hash) {
        fork = { block: cp.block, hash: cp.hash, time: Number(block.timestamp) * 1000 };
        break;
      }
    }
    const dropped = await world.transaction(async (tx) => {
      const cursors = tx.collection<IndexCursor>(CURSORS);
      const saved = await cursors.get(chain.name);
      if (!saved || saved.block !== cursor.block || saved.hash !== cursor.hash) return 0;
      const events = tx.collection<ChainEventDoc>(CHAIN_EVENTS);
      const marks = new Set<string>();
      let count = 0;
      for (;;) {
        const { items: gone } = await events.find({ where: { chain_id: chain.name, block_number: { gt: fork.block } }, limit: 500 });
        if (gone.length === 0) break;
        for (const doc of gone) {
          await events.delete(doc.id);
          for (const mark of marksOf(doc)) marks.add(mark);
        }
        count += gone.length;
      }
      const stamp = `reorg:${cursor.block}:${fork.block}:${fork.hash}`;
      for (const mark of marks) await tx.collection<Mark>(MARKS).upsert(mark, { stamp });
      const checkpoints = tx.collection<Checkpoint>(CHECKPOINTS);
      const { items: above } = await checkpoints.find({ where: { chain_id: chain.name, block: { gt: fork.block } }, limit: 1000 });
      for (const cp of above) await checkpoints.delete(cp.id);
      if (!(await cursors.update(chain.name, saved.version, { ...fork, reorgs: (saved.reorgs ?? 0) + 1 }))) throw new CursorMoved();
      return count;
    });
    log.warn({ chain: chain.name, from_block: cursor.block, back_to_block: fork.block, dropped_events: dropped }, "reputation indexer: the chain reorganised; dropped the events of the blocks that left it");
  }
}

/** The marks an event moves: its agent's, and for escrow events (and wallet changes) the wallets'. */
function marksOf(doc: ChainEventDoc): string[] {
  const marks: string[] = [];
  if (doc.agent_id !== null) marks.push(agentMark(doc.chain_id, doc.agent_id));
  if (doc.beneficiary) marks.push(walletMark(doc.chain_id, doc.beneficiary));
  return marks;
}
