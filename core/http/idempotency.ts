import { createHash } from "node:crypto";
import type { Principal } from "../auth/principal.ts";
import { Conflict, InvalidRequest } from "../errors/berth-error.ts";
import { canonicalJson } from "../util/canonical-json.ts";
import { DuplicateKeyError, type WorldStores } from "../ports/document-store.ts";


interface IdempotencyRecord {
  request_hash: string;
  state: "pending" | "done";
  status: number | null;
  body: unknown;
  created_at: number;
  expires_at: number;
}

const RECORDS = { name: "idempotency_keys", indexes: [{ fields: ["expires_at"] }] };
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** How long a first answer is kept for replay. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export type IdempotencyStart =
  | { kind: "replay"; status: number; body: unknown }
  | { kind: "first"; finish(status: number, body: unknown): Promise<void>; abandon(): Promise<void> };

/**
 * `Idempotency-Key` for POSTs that create things. The first request with a key reserves it
 * (insert, so two concurrent retries cannot both run), runs, and stores its answer; a retry
 * with the same body replays that answer, a different body is a 409. A key is scoped to (API key,
 * passport, method, path) in its world: the same key sent for another passport (one API key may act
 * for several) or to another path is another request, never a replay of someone else's answer.
 * Kept for 24 hours. A request that fails is forgotten, so it can be retried.
 */
export class Idempotency {
  constructor(private readonly stores: WorldStores) {}

  /** `passport`: the X-Agent-Passport-Id the request acts for ("" when none); `path`: the request path without its query. */
  async start(caller: Principal, passport: string, key: string, method: string, path: string, body: unknown): Promise<IdempotencyStart> {
    if (!KEY_PATTERN.test(key)) {
      throw new InvalidRequest("VALIDATION_FAILED", "Idempotency-Key must be 1-255 printable ASCII characters", [
        { field: "headers.idempotency-key", problem: "must be 1-255 printable ASCII characters" },
      ]);
    }
    const records = this.stores.world(caller.mode).collection<IdempotencyRecord>(RECORDS);
    // Hashed: passports and paths are client-chosen text, and the id must stay short and unambiguous.
    const id = `${caller.keyId}:${createHash("sha256").update(JSON.stringify([passport, method, path, key])).digest("hex")}`;
    const requestHash = createHash("sha256").update(canonicalJson(body ?? null)).digest("hex");
    const now = Date.now();
    const fresh: IdempotencyRecord = { request_hash: requestHash, state: "pending", status: null, body: null, created_at: now, expires_at: now + IDEMPOTENCY_TTL_MS };
    for (;;) {
      try {
        const stored = await records.insert(id, fresh);
        return {
          kind: "first",
          finish: async (status, answer) => {
            await records.update(id, stored.version, { ...fresh, state: "done", status, body: answer });
          },
          abandon: async () => {
            await records.delete(id);
          },
        };
      } catch (err) {
        if (!(err instanceof DuplicateKeyError)) throw err;
      }
      const existing = await records.get(id);
      if (!existing) continue; // abandoned meanwhile: try to reserve again
      if (existing.expires_at <= now) {
        await records.delete(id);
        continue;
      }
      if (existing.request_hash !== requestHash) {
        throw new Conflict("IDEMPOTENCY_KEY_REUSED", "this Idempotency-Key was used with a different request body", { idempotency_key: key });
      }
      if (existing.state === "pending") {
        throw new Conflict("IDEMPOTENCY_IN_PROGRESS", "a request with this Idempotency-Key is still being processed; retry shortly", {
          idempotency_key: key,
        });
      }
      return { kind: "replay", status: existing.status ?? 200, body: existing.body };
    }
  }
}
