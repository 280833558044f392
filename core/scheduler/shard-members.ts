import { randomUUID } from "node:crypto";
import type { CollectionSpec, StoreScope } from "../ports/document-store.ts";
import type { Clock } from "./clock.ts";

interface MemberDoc {
  job: string;
  expires_at: number;
}

/** Who runs each sharded job: one document per (job, process), kept alive while the process runs its rounds. */
export const MEMBERS: CollectionSpec = { name: "scheduler_members", indexes: [{ fields: ["job", "expires_at"] }] };

/**
 * The processes running one sharded job, and which shards are whose: shard i goes to the
 * (i mod M)-th of the M live members sorted by id, so every member that has read the same list
 * agrees, and the shards divide evenly. A member says it is there every third of the lease's life
 * and counts as there for one lease's life after; lists read at different moments may disagree for
 * that long, when a shard can be wanted by two members: its lease decides, and the one that no
 * longer should have it gives it up at its next round.
 */
export class ShardMembers {
  readonly id = randomUUID();
  private members: string[] = [];
  private refreshedAt = -Infinity;
  private refreshing: Promise<void> | null = null;

  constructor(
    private readonly store: StoreScope,
    private readonly job: string,
    private readonly ttlMs: number,
    private readonly clock: Clock,
  ) {}

  /** Says this member is there and reads the others, at most every third of the lease's life. */
  async refresh(): Promise<void> {
    if (this.clock.now() - this.refreshedAt < this.ttlMs / 3) return;
    this.refreshing ??= (async () => {
      const now = this.clock.now();
      const members = this.store.collection<MemberDoc>(MEMBERS);
      await members.upsert(`${this.job}|${this.id}`, { job: this.job, expires_at: now + this.ttlMs });
      const page = await members.find({ where: { job: this.job, expires_at: { gt: now } }, limit: 1000 });
      this.members = page.items.map((d) => d.id.slice(this.job.length + 1)).sort();
      this.refreshedAt = now;
    })().finally(() => {
      this.refreshing = null;
    });
    await this.refreshing;
  }

  /** Whether the list as last read gives `shard` (of `shards`) to this process. */
  assigned(shard: number, shards: number): boolean {
    const list = this.members.includes(this.id) ? this.members : [...this.members, this.id].sort();
    // More members than shards: the later members get none, and stand by.
    return shard < shards && shard % list.length === list.indexOf(this.id);
  }

  /** How many members the list as last read has (this one included). */
  get size(): number {
    return this.members.includes(this.id) ? this.members.length : this.members.length + 1;
  }

  /** Gone at once from the others' lists (an orderly stop), so they take its shards without waiting. */
  async leave(): Promise<void> {
    await this.store.collection<MemberDoc>(MEMBERS).delete(`${this.job}|${this.id}`);
  }
}
