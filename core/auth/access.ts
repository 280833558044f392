import { Forbidden } from "../errors/berth-error.ts";
import type { Principal } from "./principal.ts";

/**
 * Admins and viewers read every passport of their world. A viewer's writes never reach a service:
 * the HTTP layer refuses its non-GET routes (but those declared `readOnly`) and the GraphQL schema
 * its mutations (refuseViewerWrite), so the checks below, which services use for reads and writes
 * alike, may let it through as an admin.
 */
export function seesEverything(principal: Principal): boolean {
  return principal.role === "admin" || principal.role === "viewer";
}

/** Used by routes and resolvers alike, so REST and GraphQL enforce the same rules. */
export function requireAdmin(principal: Principal): void {
  if (!seesEverything(principal)) throw new Forbidden("ADMIN_REQUIRED", "this operation needs an admin key");
}

export function requireActFor(principal: Principal, passportId: string): void {
  if (seesEverything(principal)) return;
  if (!principal.passports.includes(passportId)) {
    throw new Forbidden("PASSPORT_NOT_ALLOWED", `this key may not act for passport ${passportId}`, { passport_id: passportId });
  }
}

/** A viewer key reads and never changes: every write refuses it with this. */
export function refuseViewerWrite(principal: Principal): void {
  if (principal.role === "viewer") throw new Forbidden("VIEWER_READ_ONLY", "a viewer key reads everything and changes nothing: this operation needs an admin key (or an agent key for its passports)");
}
