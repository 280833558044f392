import type { AnchorRecord, Verification } from "./anchor-record.ts";
import { sha256Hex } from "./content-id.ts";
import type { ContentStore } from "./content-store.ts";
import { fetchAndHash, type FetchLimits } from "./fetch-content.ts";

/**
 * Reads an anchor's content again and hashes it: from Berth's content store when Berth keeps
 * the bytes, else from its `url`. Never throws for an unreadable source: that is an outcome.
 */
export async function checkContent(record: AnchorRecord, files: ContentStore, limits: FetchLimits, now: () => number): Promise<Verification> {
  const outcome = (result: Verification["result"], source: Verification["source"], actual_hash: string | null, actual_size: number | null, problem: string | null): Verification => ({
    result,
    source,
    checked_at: now(),
    actual_hash,
    actual_size,
    problem,
  });
  const compare = (source: Verification["source"], hash: string, size: number) =>
    hash === record.content_hash
      ? outcome("verified", source, hash, size, null)
      : outcome("mismatch", source, hash, size, `the bytes read hash to ${hash}, not the anchored ${record.content_hash}`);

  if (record.content_stored) {
    const size = await files.size(record.content_hash);
    if (size === null) return outcome("unreachable", "local", null, null, "the content store has no file for this content_hash");
    // A file of another size cannot hold the anchored bytes: say so without reading it.
    if (record.size_bytes !== null && size !== record.size_bytes) {
      return outcome("mismatch", "local", null, size, `the stored file has ${size} bytes, the anchored content ${record.size_bytes}`);
    }
    const bytes = await files.get(record.content_hash);
    if (bytes === null) return outcome("unreachable", "local", null, null, "the content store has no file for this content_hash");
    return compare("local", sha256Hex(bytes), bytes.length);
  }
  if (record.url === null) return outcome("unreachable", "none", null, null, "Berth does not keep the content and the record has no url");
  const fetched = await fetchAndHash(record.url, limits);
  if (!fetched.ok) return outcome("unreachable", "url", null, null, fetched.problem);
  return compare("url", fetched.content_hash, fetched.size_bytes);
}
