import type { Mode, Principal, Role } from "../auth/principal.ts";
import { definePort } from "./define-port.ts";
import type { PortAdapter } from "./port.ts";

/** A key as shown to people and APIs: never the secret, never its hash. */
export interface ApiKeyView {
  key_id: string;
  role: Role;
  mode: Mode;
  passports: string[];
  label: string | null;
  /** Last four characters of the key, so a person can tell keys apart in a list. */
  hint: string;
  created_at: number;
  revoked_at: number | null;
}

export interface CreateKeyInput {
  role: Role;
  mode: Mode;
  passports?: string[];
  label?: string | null;
}

/**
 * API keys: issued, listed and revoked by the keys plugin (routes and `berth keys`), checked by
 * the host on every authenticated request.
 */
export interface ApiKeys extends PortAdapter {
  /** Answers the key once, in `token`; only its hash is stored. */
  create(input: CreateKeyInput): Promise<{ token: string; key: ApiKeyView }>;
  list(filter?: { mode?: Mode; includeRevoked?: boolean }): Promise<ApiKeyView[]>;
  /** Revokes a key; `mode` limits which world's keys the caller may touch. Idempotent. */
  revoke(keyId: string, mode?: Mode): Promise<ApiKeyView>;
  /** Resolves a bearer token to its principal, or throws 401 with a code that says what was wrong. */
  authenticate(token: string): Promise<Principal>;
  /**
   * The principal of a token resolved recently, without I/O: the synchronous fast path of every
   * authenticated request. `undefined` means "call authenticate"; a revoked key throws 401.
   */
  cachedPrincipal(token: string): Principal | undefined;
}

export const apiKeysPort = definePort<ApiKeys>({
  name: "apiKeys",
  description: "API keys: issue, list, revoke, and resolve a bearer token to its principal.",
});
