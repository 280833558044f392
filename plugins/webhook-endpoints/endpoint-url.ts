import { AddressPolicy, type Mode } from "berth/plugin";
import { endpointErrors } from "./errors.ts";

export interface UrlRules {
  /** Which addresses endpoints may be on: public ones and WEBHOOK_ENDPOINTS_ALLOWED_HOSTS. */
  policy: AddressPolicy;
  /** WEBHOOK_ENDPOINTS_ALLOW_HTTP: live endpoints may use http (local development). */
  allowHttp: boolean;
  /** How long resolving the host may take when an endpoint is made or changed, ms. */
  resolveTimeoutMs: number;
}

/**
 * Checks an endpoint URL before it is kept: absolute http(s) without credentials or fragment, https
 * in the live world (unless allowed), and a host that is, and resolves only to, addresses the
 * policy allows. Every delivery checks the addresses again when it connects (DNS may change).
 */
export async function checkEndpointUrl(raw: string, mode: Mode, rules: UrlRules): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw endpointErrors.urlInvalid("is not an absolute URL");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw endpointErrors.urlInvalid(`uses ${url.protocol.replace(/:$/, "")}; only https (and http where allowed) can be delivered to`);
  if (url.username || url.password) throw endpointErrors.urlInvalid("carries a user name or password; put credentials in the path or query instead");
  if (url.hash) throw endpointErrors.urlInvalid("has a #fragment, which is never sent");
  if (url.protocol === "http:" && mode === "live" && !rules.allowHttp) throw endpointErrors.notHttps();
  const checked = await rules.policy.check(AddressPolicy.hostOf(url), rules.resolveTimeoutMs);
  if (!checked.ok) throw checked.unresolved ? endpointErrors.hostUnresolved(checked.problem) : endpointErrors.addressNotAllowed(checked.problem);
  return url.toString();
}
