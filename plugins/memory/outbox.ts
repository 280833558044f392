/**
 * The durable index queue. A document per memory id whose VectorIndex entry may be behind the
 * store: written in the same transaction as the memory (and as an archive), so a crash, a failed
 * embedder or a failed index write can never lose the index update. Each entry means "make the
 * index entry of this memory match the store", which is idempotent and order-free: whoever
 * processes it loads the memory's current state, so concurrent or repeated processing is harmless.
 *
 * The inline path (right after the commit) clears entries it finished. An entry it did not finish
 * waits until `next_attempt_at` (a lease, so the background job does not race the inline path),
 * and then the job retries it with exponential backoff until it succeeds.
 * An entry is only cleared if its version is unchanged, so a newer change made meanwhile (an
 * archive) is never dropped.
 */
export interface OutboxEntry {
  agent_passport_id: string;
  attempts: number;
  /** Unix ms before which the background job leaves the entry alone. */
  next_attempt_at: number;
  last_error: string | null;
}

/** Backoff of the background job: interval·2^attempts, at most a minute. */
export function retryDelayMs(intervalMs: number, attempts: number): number {
  return Math.min(60_000, intervalMs * 2 ** Math.min(attempts, 16));
}
