/** Test and live are separate worlds: the key's mode picks the world every read and write happens in. */
export type Mode = "live" | "test";
export type Role = "admin" | "agent";

/** Who is calling: resolved from the API key on every authenticated request. */
export interface Principal {
  keyId: string;
  role: Role;
  mode: Mode;
  /** Agent passports an agent key may act for; empty for admins, who may act for any. */
  passports: readonly string[];
}
