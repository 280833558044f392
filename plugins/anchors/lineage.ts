import { chargeWork, type Collection } from "berth/plugin";
import { toView, type AnchorRecord, type AnchorView } from "./anchor-record.ts";

/** Lineage records read per unit of the rate-limit budget: a lineage 1,000 deep costs 100 units. */
export const RECORDS_PER_UNIT = 10;

export interface Lineage {
  data: AnchorView[];
  truncated: boolean;
}

/**
 * Walks parent links from `start` (target first, root last) with a loop, never recursion, so a
 * lineage of any length costs one read per record and no stack. Parents must exist when a
 * record is created and never change, so links cannot form a cycle; the `seen` set still stops
 * a walk over records edited by hand. Answers null when `start` does not exist.
 */
export async function walkLineage(anchors: Collection<AnchorRecord>, start: string, maxDepth: number): Promise<Lineage | null> {
  const data: AnchorView[] = [];
  const seen = new Set<string>();
  let next: string | null = start;
  while (next !== null && data.length < maxDepth && !seen.has(next)) {
    // Charged as it goes: the first RECORDS_PER_UNIT records are the request's own unit, each further RECORDS_PER_UNIT one more.
    if (data.length > 0 && data.length % RECORDS_PER_UNIT === 0) chargeWork(1);
    const record = await anchors.get(next);
    if (!record) break;
    seen.add(next);
    data.push(toView(record));
    next = record.parent_anchor_id;
  }
  if (data.length === 0) return null;
  return { data, truncated: next !== null && data.length >= maxDepth };
}
