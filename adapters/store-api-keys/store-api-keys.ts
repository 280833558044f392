import type { Mode, Principal, Role } from "../../core/auth/principal.ts";
import { InvalidRequest, NotFound, Unauthorized } from "../../core/errors/berth-error.ts";
import type { ApiKeys, ApiKeyView, CreateKeyInput } from "../../core/ports/api-keys.ts";
import type { DocumentStore } from "../../core/ports/document-store.ts";
import { PASSPORT_ID_RE } from "../../core/util/patterns.ts";
import { generateApiKey, hashApiKey, hashesEqual, parseApiKey } from "./api-key.ts";

/** What is stored of a key: never the key itself, only its hash. */
interface ApiKeyRecord {
  key_hash: string;
  role: Role;
  mode: Mode;
  passports: string[];
  label: string | null;
  hint: string;
  created_at: number;
  revoked_at: number | null;
}

export const KEYS = { name: "api_keys", indexes: [{ fields: ["key_hash"], unique: true }, { fields: ["created_at"] }] };
/** When each key was last used: apart from the key records, which stay as they were made and revoked. */
const USAGE = { name: "api_key_usage" };
/** A key's use is written at most this often per process. */
const USE_WRITE_MS = 60_000;

function view(id: string, r: ApiKeyRecord & { id?: string; version?: number }, lastUsedAt: number | null = null): ApiKeyView {
  const { key_hash: _hash, id: _id, version: _version, ...shown } = r;
  return { key_id: id, ...shown, last_used_at: lastUsedAt };
}

/**
 * Issues, lists, revokes and checks API keys. Keys live outside the test/live worlds (a key
 * decides its world). Resolved keys are cached only until the store changes (see `changeToken`),
 * so a revocation made through this process stops the key on the next request, and one made by
 * another process (the CLI, another instance) within a millisecond.
 */
export class StoreApiKeys implements ApiKeys {
  /**
   * Resolved keys, valid only while the store's change token is unchanged: any write anywhere
   * (a revocation by another process included) empties it before the next lookup. Keyed by the
   * presented token itself, so a hit costs one map lookup: hashing it first was a tenth of a fast
   * request. Only tokens that resolved to a stored key are kept (never unknown or malformed ones),
   * at most 10,000, and only in this process's memory, where each arrives in its request anyway.
   */
  private cache = new Map<string, Principal | "revoked">();
  private cacheToken: string | undefined;
  /** When this process last wrote each key's use. */
  private readonly usesWritten = new Map<string, number>();

  constructor(
    private readonly store: DocumentStore,
    private readonly prefix: string,
  ) {}

  private get keys() {
    return this.store.collection<ApiKeyRecord>(KEYS);
  }

  async create(input: CreateKeyInput): Promise<{ token: string; key: ApiKeyView }> {
    const passports = [...new Set(input.passports ?? [])];
    for (const p of passports) {
      if (!PASSPORT_ID_RE.test(p)) {
        throw new InvalidRequest("VALIDATION_FAILED", `invalid passport id ${JSON.stringify(p)}`, [
          { field: "passports", problem: "each passport id is 1-128 letters, digits, '.', '_', ':' or '-'" },
        ]);
      }
    }
    if (input.role === "agent" && passports.length === 0) {
      throw new InvalidRequest("VALIDATION_FAILED", "an agent key must name at least one passport it may act for", [
        { field: "passports", problem: "at least one passport is required for role agent" },
      ]);
    }
    if (input.role !== "agent" && passports.length > 0) {
      throw new InvalidRequest("VALIDATION_FAILED", `${input.role} keys see every passport; do not list passports`, [
        { field: "passports", problem: `must be empty for role ${input.role}` },
      ]);
    }
    const { token, keyId } = generateApiKey(this.prefix, input.mode);
    const record: ApiKeyRecord = {
      key_hash: hashApiKey(token),
      role: input.role,
      mode: input.mode,
      passports,
      label: input.label ?? null,
      hint: token.slice(-4),
      created_at: Date.now(),
      revoked_at: null,
    };
    await this.keys.insert(keyId, record);
    return { token, key: view(keyId, record) };
  }

  async ping(): Promise<void> {
    await this.store.ping();
  }

  /** The store belongs to the store port, which closes it. */
  async close(): Promise<void> {}

  /** None of its own: the store's readiness check covers it. */
  readinessChecks(): Record<string, () => Promise<unknown>> {
    return {};
  }

  async list(filter: { mode?: Mode; includeRevoked?: boolean } = {}): Promise<ApiKeyView[]> {
    const uses = new Map<string, number>();
    let cursor: string | undefined;
    do {
      const page = await this.store.collection<{ last_used_at: number }>(USAGE).find({ limit: 1000, cursor });
      for (const u of page.items) uses.set(u.id, u.last_used_at);
      cursor = page.nextCursor;
    } while (cursor);
    const out: ApiKeyView[] = [];
    do {
      const page = await this.keys.find({ sort: { field: "created_at", direction: "asc" }, limit: 1000, cursor });
      for (const k of page.items) {
        if (filter.mode && k.mode !== filter.mode) continue;
        if (!filter.includeRevoked && k.revoked_at !== null) continue;
        out.push(view(k.id, k, uses.get(k.id) ?? null));
      }
      cursor = page.nextCursor;
    } while (cursor);
    return out;
  }

  noteUse(keyId: string): void {
    const now = Date.now();
    if (now - (this.usesWritten.get(keyId) ?? -Infinity) < USE_WRITE_MS) return;
    if (this.usesWritten.size >= 10_000) this.usesWritten.clear();
    this.usesWritten.set(keyId, now);
    const minute = now - (now % USE_WRITE_MS);
    this.store
      .collection<{ last_used_at: number }>(USAGE)
      .upsert(keyId, { last_used_at: minute })
      .catch(() => this.usesWritten.delete(keyId));
  }

  /** Revokes a key; `mode` limits which world's keys the caller may touch. Idempotent. */
  async revoke(keyId: string, mode?: Mode): Promise<ApiKeyView> {
    for (;;) {
      const current = await this.keys.get(keyId);
      if (!current || (mode && current.mode !== mode)) throw new NotFound("API_KEY_NOT_FOUND", `API key ${keyId} not found`);
      if (current.revoked_at !== null) return view(keyId, current);
      const { id: _id, version, ...record } = current;
      const next = await this.keys.update(keyId, version, { ...record, revoked_at: Date.now() });
      if (next) return view(keyId, next);
    }
  }

  /**
   * The principal of a token already resolved since the store last changed, without touching the
   * store: the synchronous fast path of every authenticated request. `undefined` means "not
   * cached, call authenticate"; a key known to be revoked throws 401 here already.
   */
  cachedPrincipal(token: string): Principal | undefined {
    const principal = this.lookupCache(token);
    if (principal === "revoked") throw new Unauthorized("API_KEY_REVOKED", "the API key has been revoked");
    return principal;
  }

  async principalById(keyId: string): Promise<Principal | null> {
    const record = await this.keys.get(keyId);
    if (!record || record.revoked_at !== null) return null;
    return { keyId: record.id, role: record.role, mode: record.mode, passports: record.passports };
  }

  /** Resolves a bearer token to its principal, or throws 401 with a code that says what was wrong. */
  async authenticate(token: string): Promise<Principal> {
    let principal = this.lookupCache(token);
    if (!principal) {
      const hash = this.hashOfWellFormed(token);
      const changeToken = this.cacheToken;
      const page = await this.keys.find({ where: { key_hash: hash }, limit: 1 });
      const record = page.items[0];
      if (!record || !hashesEqual(record.key_hash, hash)) throw new Unauthorized("API_KEY_UNKNOWN", "the API key is not known");
      principal = record.revoked_at !== null ? "revoked" : { keyId: record.id, role: record.role, mode: record.mode, passports: record.passports };
      // Cached only if nothing was written while the lookup ran, so a racing revocation is never masked.
      if (changeToken !== undefined && changeToken === this.store.changeToken?.() && this.cache.size < 10_000) this.cache.set(token, principal);
    }
    if (principal === "revoked") throw new Unauthorized("API_KEY_REVOKED", "the API key has been revoked");
    return principal;
  }

  /** The token's hash, or 401 when the token is not a key of this deployment's form. */
  private hashOfWellFormed(token: string): string {
    const parsed = parseApiKey(token);
    if (!parsed || parsed.prefix !== this.prefix) {
      throw new Unauthorized(
        "API_KEY_MALFORMED",
        `the API key is not of the form ${this.prefix}_live_<secret> or ${this.prefix}_test_<secret>`,
      );
    }
    return hashApiKey(token);
  }

  private lookupCache(token: string): Principal | "revoked" | undefined {
    const changeToken = this.store.changeToken?.();
    if (changeToken === undefined || changeToken !== this.cacheToken) {
      this.cache.clear();
      this.cacheToken = changeToken;
    }
    return this.cache.get(token);
  }
}
