import { isIP } from "node:net";

/**
 * Which peers may name the client in `X-Forwarded-For`, as Fastify's `trustProxy` takes it:
 * false (none: the client is the TCP peer), a hop count (the last N proxies are trusted), or
 * addresses and CIDRs of the proxies (plus proxy-addr's names `loopback`, `linklocal`, `uniquelocal`).
 */
export type TrustProxy = false | number | string[];

const NAMED = new Set(["loopback", "linklocal", "uniquelocal"]);

function isCidr(text: string): boolean {
  const [address, bits, ...rest] = text.split("/");
  if (rest.length > 0 || address === undefined) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Parses TRUST_PROXY. `true` is refused on purpose: trusting every peer lets any client choose
 * its own address (and so its own per-IP budget) by sending the header itself.
 */
export function parseTrustProxy(raw: string | undefined): { ok: true; value: TrustProxy } | { ok: false; problem: string } {
  const text = (raw ?? "").trim().toLowerCase();
  if (text === "" || text === "off" || text === "false" || text === "0") return { ok: true, value: false };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 32 ? { ok: true, value: hops } : { ok: false, problem: "a hop count must be at most 32" };
  }
  if (text === "true" || text === "on" || text === "all") {
    return { ok: false, problem: "trusting every peer would let any client choose its address: give the proxies' addresses or CIDRs, or a hop count" };
  }
  const items = text.split(",").map((s) => s.trim()).filter(Boolean);
  const bad = items.filter((i) => !NAMED.has(i) && !isCidr(i));
  if (bad.length > 0) return { ok: false, problem: `${bad.join(", ")}: each item must be an IP address, a CIDR (10.0.0.0/8) or one of loopback, linklocal, uniquelocal` };
  return { ok: true, value: items };
}

/** X-Forwarded-For's last `hops` addresses are the proxies in front of Berth (proxy-addr's rule). */
export function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}
