import { Forbidden } from "../errors/berth-error.ts";
import type { Principal } from "./principal.ts";

/** Used by routes and resolvers alike, so REST and GraphQL enforce the same rules. */
export function requireAdmin(principal: Principal): void {
  if (principal.role !== "admin") throw new Forbidden("ADMIN_REQUIRED", "this operation needs an admin key");
}

export function requireActFor(principal: Principal, passportId: string): void {
  if (principal.role === "admin") return;
  if (!principal.passports.includes(passportId)) {
    throw new Forbidden("PASSPORT_NOT_ALLOWED", `this key may not act for passport ${passportId}`, { passport_id: passportId });
  }
}
