/**
 * The id of a hash chain inside one world: one chain per (agent passport, namespace). JSON of the
 * pair, so a null namespace (the default chain) and any namespace string can never collide.
 * The mode is not in the key because each world has its own collections.
 */
export function chainKey(agentPassportId: string, namespace: string | null): string {
  return JSON.stringify([agentPassportId, namespace]);
}

/** The chain head: where the next entry of a chain links to. */
export interface ChainHead {
  agent_passport_id: string;
  namespace: string | null;
  /** seq of the last entry (= number of entries). */
  seq: number;
  head_hash: string;
  head_memory_id: string;
  updated_at: number;
}
