import { randomUUID } from "node:crypto";
import {
  DuplicateKeyError,
  requireActFor,
  type EventLog,
  type EventTypeDefinition,
  type Principal,
  type Static,
  type Stored,
  type WorldStores,
  type WorldTransaction,
} from "berth/plugin";
import { ANCHORS, toView, type AnchorRecord, type AnchorView, type Verification } from "./anchor-record.ts";
import { describeContent, type CreateAnchorInput } from "./content-input.ts";
import { sha256Hex } from "./content-id.ts";
import { anchorCreated, anchorVerified } from "./events.ts";
import type { ContentStore } from "./content-store.ts";
import { anchorExists, anchorNotFound, contentCorrupted, contentNotStored, parentNotFound } from "./errors.ts";
import type { FetchLimits } from "./fetch-content.ts";
import { walkLineage, type Lineage } from "./lineage.ts";
import type { AnchorPageSchema, ListAnchorsQuery } from "./schemas.ts";
import { checkContent } from "./verify-content.ts";

export type ListInput = Static<typeof ListAnchorsQuery>;
export type AnchorPage = Static<typeof AnchorPageSchema>;

export interface AnchorsOptions {
  maxContentBytes: number;
  lineageMaxDepth: number;
  fetch: FetchLimits;
  /** Base of the `url` of content Berth keeps (ANCHOR_PUBLIC_URL); empty: a path on this server. */
  publicUrl: string;
  now?: () => number;
}

const SOURCE = "/berth/anchors";

/**
 * Anchored artifacts: records with verifiable lineage, and the bytes Berth keeps for them in a
 * content-addressed store. Every change appends its event in the change's own transaction.
 */
export class AnchorsService {
  private readonly now: () => number;

  constructor(
    private readonly stores: WorldStores,
    private readonly events: EventLog,
    private readonly files: ContentStore,
    private readonly options: AnchorsOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  private anchors(caller: Principal) {
    return this.stores.world(caller.mode).collection<AnchorRecord>(ANCHORS);
  }

  /**
   * Creates a record (admin, or a key allowed to act for its agent). The same artifact with the
   * same content answers the existing record (`created: false`); the bytes are on disk before
   * the record commits, so a committed record never lacks them.
   */
  async create(caller: Principal, input: CreateAnchorInput): Promise<{ anchor: AnchorView; created: boolean }> {
    requireActFor(caller, input.agent_passport_id);
    const content = describeContent(input, this.options.maxContentBytes);
    // Anchors are never deleted, so a parent seen now still exists at commit: checked before any byte is written.
    if (input.parent_anchor_id !== undefined && !(await this.anchors(caller).get(input.parent_anchor_id))) throw parentNotFound(input.parent_anchor_id);
    if (content.bytes) await this.files.put(content.content_hash, content.bytes);
    const key = { artifact_type: input.artifact_type, artifact_id: input.artifact_id, content_hash: content.content_hash };
    const existing = (found: Stored<AnchorRecord>) => {
      if (found.agent_passport_id !== input.agent_passport_id) throw anchorExists(key);
      return { anchor: toView(found), created: false };
    };
    try {
      return await this.stores.world(caller.mode).transaction(async (tx) => {
        const anchors = tx.collection<AnchorRecord>(ANCHORS);
        const [found] = (await anchors.find({ where: key, limit: 1 })).items;
        if (found) return existing(found);
        const id = randomUUID();
        const record: AnchorRecord = {
          ...key,
          agent_passport_id: input.agent_passport_id,
          producer: input.producer ?? null,
          provider: input.provider ?? (content.bytes ? "berth" : null),
          storage_tier: input.storage_tier ?? "permanent",
          cid: content.cid,
          url: input.url ?? (content.bytes ? `${this.options.publicUrl}/v1/anchors/${id}/content` : null),
          size_bytes: content.size_bytes,
          status: "uploaded",
          parent_anchor_id: input.parent_anchor_id ?? null,
          chain_tx: input.chain_tx ?? {},
          metadata: input.metadata ?? {},
          content_stored: content.bytes !== null,
          created_at: this.now(),
          verified_at: null,
          last_verification: null,
        };
        const anchor = toView(await anchors.insert(id, record));
        await this.publish(tx, anchorCreated, anchor, { anchor });
        return { anchor, created: true };
      });
    } catch (err) {
      // Another instance inserted the same artifact between our look and our insert.
      if (!(err instanceof DuplicateKeyError)) throw err;
      const [found] = (await this.anchors(caller).find({ where: key, limit: 1 })).items;
      if (!found) throw err;
      return existing(found);
    }
  }

  /** Anchors are provenance records anyone in the world may check: any key reads them. */
  async get(caller: Principal, id: string): Promise<AnchorView> {
    const record = await this.anchors(caller).get(id);
    if (!record) throw anchorNotFound(id);
    return toView(record);
  }

  /** One agent's anchors, newest first. */
  async list(caller: Principal, input: ListInput): Promise<AnchorPage> {
    const page = await this.anchors(caller).find({
      where: { agent_passport_id: input.agent_passport_id },
      sort: { field: "created_at", direction: "desc" },
      limit: input.limit ?? 20,
      cursor: input.cursor,
    });
    return { anchors: page.items.map(toView), next_cursor: page.nextCursor ?? null };
  }

  /** Target first, root last; at most `maxDepth` records (never more than ANCHOR_LINEAGE_MAX_DEPTH). */
  async lineage(caller: Principal, id: string, maxDepth?: number): Promise<Lineage> {
    const depth = Math.min(maxDepth ?? this.options.lineageMaxDepth, this.options.lineageMaxDepth);
    const lineage = await walkLineage(this.anchors(caller), id, depth);
    if (!lineage) throw anchorNotFound(id);
    return lineage;
  }

  /** The bytes Berth keeps for an anchor, checked against its content_hash before they are served. */
  async content(caller: Principal, id: string): Promise<{ bytes: Buffer; anchor: AnchorView }> {
    const anchor = await this.get(caller, id);
    const bytes = anchor.content_stored ? await this.files.get(anchor.content_hash) : null;
    if (!bytes) throw contentNotStored(id);
    const actual = sha256Hex(bytes);
    if (actual !== anchor.content_hash) throw contentCorrupted(id, actual);
    return { bytes, anchor };
  }

  /**
   * Reads the content again (local store or url), re-hashes it, and records the outcome: status
   * `verified` when the bytes match, `unreachable` when none could be read or they differ
   * (`last_verification.result` says which). Admin, or a key allowed to act for the agent.
   */
  async verify(caller: Principal, id: string): Promise<{ anchor: AnchorView; verification: Verification }> {
    const before = await this.anchors(caller).get(id);
    if (!before) throw anchorNotFound(id);
    requireActFor(caller, before.agent_passport_id);
    // The slow part (disk or network) runs outside the transaction: transactions must be short.
    const verification = await checkContent(before, this.files, this.options.fetch, this.now);
    const status = verification.result === "verified" ? "verified" : "unreachable";
    for (;;) {
      const saved = await this.stores.world(caller.mode).transaction(async (tx) => {
        const anchors = tx.collection<AnchorRecord>(ANCHORS);
        const current = (await anchors.get(id))!;
        const { id: _id, version, ...record } = current;
        const updated = await anchors.update(id, version, { ...record, status, verified_at: verification.checked_at, last_verification: verification });
        if (!updated) return null;
        const anchor = toView(updated);
        await this.publish(tx, anchorVerified, anchor, { anchor_id: id, result: verification.result, status, content_hash: anchor.content_hash, actual_hash: verification.actual_hash, source: verification.source });
        return anchor;
      });
      if (saved) return { anchor: saved, verification };
    }
  }

  private publish(tx: WorldTransaction, type: EventTypeDefinition, anchor: AnchorView, data: unknown) {
    return this.events.append(tx, { type: type.type, source: SOURCE, subject: anchor.agent_passport_id, data });
  }
}
