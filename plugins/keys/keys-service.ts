import { Forbidden, requireAdmin, type ApiKeys, type ApiKeyView, type Principal, type Static } from "berth/plugin";
import type { CreateKeyBody } from "./schemas.ts";

export type CreateKeyArgs = Static<typeof CreateKeyBody>;

/** Key management for admins, over the API; `berth keys` does the same without a server. */
export class KeysService {
  constructor(private readonly keys: ApiKeys) {}

  /** An admin may only issue keys of its own world: a test admin must not mint live keys. */
  async create(caller: Principal, input: CreateKeyArgs): Promise<{ token: string; key: ApiKeyView }> {
    requireAdmin(caller);
    const mode = input.mode ?? caller.mode;
    if (mode !== caller.mode) {
      throw new Forbidden("MODE_MISMATCH", `a ${caller.mode} admin key can only issue ${caller.mode} keys`, { key_mode: caller.mode, requested: mode });
    }
    return this.keys.create({ role: input.role, mode, passports: input.passports, label: input.label ?? null });
  }

  async list(caller: Principal, includeRevoked: boolean): Promise<ApiKeyView[]> {
    requireAdmin(caller);
    return this.keys.list({ mode: caller.mode, includeRevoked });
  }

  async revoke(caller: Principal, keyId: string): Promise<ApiKeyView> {
    requireAdmin(caller);
    return this.keys.revoke(keyId, caller.mode);
  }
}
