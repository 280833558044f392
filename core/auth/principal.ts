/** Test and live are separate worlds: the key's mode picks the world every read and write happens in. */
export type Mode = "live" | "test";
/**
 * `admin`: reads and changes everything of its world; `viewer`: reads everything an admin reads and
 * changes nothing (the HTTP layer and the GraphQL schema refuse its writes, see refuseViewerWrite);
 * `agent`: only the passports it may act for.
 */
export type Role = "admin" | "agent" | "viewer";

/** Who is calling: resolved from the API key on every authenticated request. */
export interface Principal {
  keyId: string;
  role: Role;
  mode: Mode;
  /** Agent passports an agent key may act for; empty for admins and viewers, who see every one. */
  passports: readonly string[];
}
