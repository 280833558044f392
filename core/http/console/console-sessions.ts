import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { Principal } from "../../auth/principal.ts";
import { Forbidden, Unauthorized } from "../../errors/berth-error.ts";
import type { ApiKeys } from "../../ports/api-keys.ts";
import type { DocumentStore } from "../../ports/document-store.ts";

/** The cookie that carries a console session: HttpOnly, SameSite=Strict, Secure behind TLS. */
export const SESSION_COOKIE = "berth_session";
/** The header every request that changes something must carry, with the session's CSRF token. */
export const CSRF_HEADER = "x-csrf-token";

/** What is stored of a session: never its id (only a hash of it names the document), never the API key. */
interface SessionRecord {
  key_id: string;
  created_at: number;
  expires_at: number;
}

const SESSIONS = { name: "console_sessions", indexes: [{ fields: ["expires_at"] }] };
/** Expired sessions deleted with each sign-in, at most: the collection never grows past its live sessions by much. */
const SWEEP = 100;
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;
const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/**
 * The CSRF token of a session, derived from its id: a page that may make the browser send the
 * cookie cannot read it, and neither can anyone holding the store (it keeps only a hash of the id).
 */
export function csrfTokenOf(sessionId: string): string {
  return createHash("sha256").update(`csrf:${sessionId}`).digest("base64url");
}

/** The session id a request's Cookie header names, if any (only a well-formed one). */
export function sessionIdOf(req: FastifyRequest): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return SESSION_ID.test(value) ? value : undefined;
  }
  return undefined;
}

/** A cross-site request by what the browser says of it: `Sec-Fetch-Site`, else an `Origin` of another host. */
export function crossSite(req: FastifyRequest): boolean {
  const site = req.headers["sec-fetch-site"];
  if (typeof site === "string") return site !== "same-origin" && site !== "none";
  const origin = req.headers.origin;
  if (typeof origin !== "string" || origin === "null") return origin === "null";
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
}

function sameText(a: string, b: string): boolean {
  const ba = Buffer.from(a);
  const bb = Buffer.from(b);
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}

export interface StartedSession {
  id: string;
  csrfToken: string;
  expiresAt: number;
  principal: Principal;
}

/**
 * Console sessions: an API key, checked once, exchanged for a random session id the browser keeps
 * in an HttpOnly cookie. Sessions live in the store (every process and instance sees them), name
 * their key by id, so revoking the key ends them at once, and end at `expires_at` (absolute, from
 * sign-in) or at sign-out. Resolved sessions are cached until the store changes, as keys are.
 */
export class ConsoleSessions {
  private cache = new Map<string, { principal: Principal; expiresAt: number }>();
  private cacheToken: string | undefined;

  constructor(
    private readonly store: DocumentStore,
    private readonly keys: ApiKeys,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private get sessions() {
    return this.store.collection<SessionRecord>(SESSIONS);
  }

  /** Signs in with an API key (401 as any request with that key would get); the key itself is not kept. */
  async start(token: string): Promise<StartedSession> {
    const principal = this.keys.cachedPrincipal(token) ?? (await this.keys.authenticate(token));
    const id = randomBytes(32).toString("base64url");
    const now = this.now();
    const expiresAt = now + this.ttlMs;
    await this.sessions.insert(sha256(id), { key_id: principal.keyId, created_at: now, expires_at: expiresAt });
    await this.sweep(now);
    return { id, csrfToken: csrfTokenOf(id), expiresAt, principal };
  }

  /**
   * The principal of a request's session: 401 when it is unknown, expired or its key revoked; for a
   * request that may change something, 403 unless it carries the session's CSRF token and comes
   * from this site.
   */
  async principal(req: FastifyRequest, id: string): Promise<Principal> {
    if (!SAFE.has(req.method)) {
      const given = req.headers[CSRF_HEADER];
      if (crossSite(req)) throw new Forbidden("CSRF_TOKEN_INVALID", "a console session's request from another site is refused");
      if (typeof given !== "string" || !sameText(given, csrfTokenOf(id))) {
        throw new Forbidden("CSRF_TOKEN_INVALID", `a request made with a console session that changes something needs the session's CSRF token in ${CSRF_HEADER}`);
      }
    }
    return (await this.resolve(id)).principal;
  }

  /** When the session ends, for the console's own answers. */
  async expiresAt(id: string): Promise<number> {
    return (await this.resolve(id)).expiresAt;
  }

  async end(id: string): Promise<void> {
    this.cache.delete(id);
    await this.sessions.delete(sha256(id));
  }

  private async resolve(id: string): Promise<{ principal: Principal; expiresAt: number }> {
    const changeToken = this.store.changeToken?.();
    if (changeToken === undefined || changeToken !== this.cacheToken) {
      this.cache.clear();
      this.cacheToken = changeToken;
    }
    const now = this.now();
    const cached = this.cache.get(id);
    if (cached && cached.expiresAt > now) return cached;
    const record = await this.sessions.get(sha256(id));
    if (!record) throw new Unauthorized("SESSION_UNKNOWN", "the console session is not known (signed out, or never made): sign in again");
    if (record.expires_at <= now) {
      await this.sessions.delete(sha256(id)).catch(() => undefined);
      throw new Unauthorized("SESSION_EXPIRED", "the console session has expired: sign in again");
    }
    const principal = await this.keys.principalById(record.key_id);
    if (!principal) throw new Unauthorized("API_KEY_REVOKED", "the console session's API key has been revoked");
    const resolved = { principal, expiresAt: record.expires_at };
    if (changeToken !== undefined && changeToken === this.store.changeToken?.() && this.cache.size < 10_000) this.cache.set(id, resolved);
    return resolved;
  }

  private async sweep(now: number): Promise<void> {
    const expired = await this.sessions.find({ where: { expires_at: { lt: now } }, limit: SWEEP });
    for (const s of expired.items) await this.sessions.delete(s.id).catch(() => undefined);
  }
}
