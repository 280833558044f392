import { isHttpUrl } from "berth/plugin";

/** `scheme:` at the start of a text, unless what follows the colon is a port ("host:8080/..."). */
const SCHEME = /^([a-z][a-z0-9+.-]*):(?!\d+(?:[/?#]|$))/i;

/**
 * The url a provider's delivery names, as Berth stores it: an http or https URL as given, a bare
 * host (Akash's and Railway's ingress names: "agent-7.up.railway.app") as https://host; undefined
 * for any other scheme (`javascript:`, `file:`, `data:`, ...) or what does not parse, which the
 * receiver refuses rather than store and show back.
 */
export function providerUrl(raw: string): string | undefined {
  const candidate = SCHEME.test(raw) ? raw : `https://${raw}`;
  return isHttpUrl(candidate) ? candidate : undefined;
}
