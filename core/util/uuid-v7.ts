import { randomFillSync } from "node:crypto";

/** Random bytes drawn 4 KB at a time: one system call per 256 ids instead of one per id. */
const pool = Buffer.alloc(4096);
let used = pool.length;

/**
 * A UUID version 7 (RFC 9562): the Unix time in milliseconds in the first 48 bits, then random
 * bits. Ids made one after another sort by time, so a table keyed by them grows at its end: an
 * insert dirties the last page of the key index, not a random one (as version 4 ids do), which
 * keeps an append-heavy table's commits small.
 */
export function uuidV7(now: number = Date.now()): string {
  if (used + 16 > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const bytes = pool.subarray(used, used + 16);
  used += 16;
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = 0x70 | (bytes[6]! & 0x0f);
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
