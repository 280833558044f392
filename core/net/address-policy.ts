import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * Addresses a URL supplied by a client must not reach unless allowed: this host, its networks,
 * and the cloud metadata services (169.254.169.254 is link-local, fd00:ec2::254 unique-local,
 * 100.100.100.200 shared address space). IPv6 addresses that embed an IPv4 one are judged by it.
 */
const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  // Unspecified, loopback and the deprecated IPv4-compatible block.
  ["::", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, "ipv6");
}

/** The eight 16-bit groups of an IPv6 address (any notation, a trailing dotted IPv4 included). */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, "");
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const bytes = dotted[1]!.split(".").map(Number);
    text = `${text.slice(0, dotted.index)}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? left.length !== 8 : missing < 0) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...right].map((g) => parseInt(g, 16));
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

function ipv4Of(high: number, low: number): string {
  return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
}

/** The IPv4 address an IPv6 one carries: IPv4-mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::/96) or 6to4 (2002::/16). */
function embeddedIpv4(address: string): string | null {
  const g = ipv6Groups(address);
  if (!g) return null;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && g[5] === 0xffff) return ipv4Of(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return ipv4Of(g[6]!, g[7]!);
  if (g[0] === 0x2002) return ipv4Of(g[1]!, g[2]!);
  return null;
}

/** Whether an IP address (v4 or v6, as text) is a public one: not this host's, its networks', or a metadata service's. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC.check(address, "ipv4");
  if (family !== 6) return false;
  const v4 = embeddedIpv4(address);
  if (v4 !== null) return !NOT_PUBLIC.check(v4, "ipv4");
  return !NOT_PUBLIC.check(address.replace(/%.*$/, ""), "ipv6");
}

/** A refused address; its message names it and how to allow it. */
export class AddressNotAllowed extends Error {
  constructor(
    readonly address: string,
    hint: string,
  ) {
    super(`${address} is not a public address (${hint})`);
    this.name = "AddressNotAllowed";
  }
}

export interface AddressPolicyOptions {
  /** Every address may be reached (a development setting). */
  allowPrivate?: boolean;
  /**
   * Reachable although not public: host names (matched exactly, case-insensitively) and addresses
   * or CIDRs (`127.0.0.1`, `10.0.0.0/8`, `::1`). Checked by `parseAllowList` first.
   */
  allowed?: readonly string[];
  /** How to allow a refused address, for messages: `ANCHOR_FETCH_PRIVATE_ADDRESSES is off`. */
  hint: string;
  /** How `check` resolves a host name (default: the system's resolver, as connections do). */
  resolve?: (host: string, timeoutMs: number) => Promise<string[]>;
}

/** One allow-list item as a subnet, or null when it is a host name. */
function subnetOf(item: string): { net: string; prefix: number; family: "ipv4" | "ipv6" } | null {
  const [net, bits] = item.split("/");
  const family = isIP(net!);
  if (family === 0) return null;
  const max = family === 4 ? 32 : 128;
  const prefix = bits === undefined ? max : Number(bits);
  return { net: net!, prefix, family: family === 4 ? "ipv4" : "ipv6" };
}

/** `example.com`, `localhost`: dot-separated labels of letters, digits and hyphens (a final dot allowed). */
function isHostName(text: string): boolean {
  const labels = text.replace(/\.$/, "").split(".");
  return text.length <= 253 && labels.every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i.test(label));
}

/** What is wrong with each item of an allow-list (hosts and CIDRs): for config checks. */
export function parseAllowList(items: readonly string[]): string[] {
  const problems: string[] = [];
  for (const item of items) {
    const [net, bits, extra] = item.split("/");
    if (extra !== undefined || (bits !== undefined && isIP(net!) === 0)) problems.push(`${item}: not a host name, an address or a CIDR`);
    else if (bits !== undefined && (!/^\d{1,3}$/.test(bits) || Number(bits) > (isIP(net!) === 4 ? 32 : 128))) problems.push(`${item}: the prefix length is out of range`);
    else if (isIP(net!) === 0 && !isHostName(net!)) problems.push(`${item}: not a host name, an address or a CIDR`);
  }
  return problems;
}

/**
 * Which addresses a client-supplied URL may reach: public ones, and what the operator allowed.
 * `lookup` checks every address a name resolves to when the connection is made (not before), so
 * a DNS answer that changes between a check and the connection cannot smuggle a private address
 * through, and the socket connects to the address that was checked.
 */
export class AddressPolicy {
  private readonly hosts: Set<string>;
  private readonly nets = new BlockList();

  constructor(private readonly options: AddressPolicyOptions) {
    this.hosts = new Set<string>();
    for (const item of options.allowed ?? []) {
      const subnet = subnetOf(item);
      if (subnet) this.nets.addSubnet(subnet.net, subnet.prefix, subnet.family);
      else this.hosts.add(item.toLowerCase().replace(/\.$/, ""));
    }
  }

  /** A URL's host name as it is compared and resolved: lowercase, without IPv6 brackets or a final dot. */
  static hostOf(url: URL): string {
    return url.hostname.replace(/^\[|\]$/g, "").toLowerCase().replace(/\.$/, "");
  }

  /** Whether this host name is allowed by name, whatever it resolves to. */
  hostAllowed(host: string): boolean {
    return this.options.allowPrivate === true || this.hosts.has(host);
  }

  /** Null when `address` (reached through `host`) may be connected to, else why not. */
  refusal(host: string, address: string): AddressNotAllowed | null {
    if (this.hostAllowed(host) || isPublicAddress(address)) return null;
    const family = isIP(address);
    const v4 = family === 6 ? embeddedIpv4(address) : null;
    if (family !== 0 && this.nets.check(address.replace(/%.*$/, ""), family === 4 ? "ipv4" : "ipv6")) return null;
    if (v4 !== null && this.nets.check(v4, "ipv4")) return null;
    return new AddressNotAllowed(address, this.options.hint);
  }

  /**
   * For `http.request({ lookup })`: resolves like the default, refusing a name with any address not
   * allowed. Node does not look up an address literal: check such a host with `refusal` first.
   */
  readonly lookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, "", 4);
      const host = hostname.toLowerCase().replace(/\.$/, "");
      const refused = addresses.map((a) => this.refusal(host, a.address)).find((r) => r !== null);
      if (refused) return callback(refused, "", 4);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };

  /**
   * Resolves a host name (an address literal resolves to itself) and checks each address: what a
   * URL is judged by before it is accepted. Resolution is bounded by `timeoutMs`.
   */
  async check(host: string, timeoutMs: number): Promise<{ ok: true; addresses: string[] } | { ok: false; unresolved: boolean; problem: string }> {
    let addresses: string[];
    if (isIP(host) !== 0) addresses = [host];
    else {
      try {
        addresses = await (this.options.resolve ?? resolveAll)(host, timeoutMs);
      } catch (err) {
        return { ok: false, unresolved: true, problem: `${host} does not resolve: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}` };
      }
    }
    for (const address of addresses) {
      const refused = this.refusal(host, address);
      if (refused) return { ok: false, unresolved: false, problem: host === address ? refused.message : `${host} resolves to ${address}, which is not a public address (${this.options.hint})` };
    }
    return { ok: true, addresses };
  }
}

function resolveAll(host: string, timeoutMs: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { code: "ETIMEOUT" })), timeoutMs);
    dnsLookup(host, { all: true }, (err, addresses: LookupAddress[]) => {
      clearTimeout(timer);
      if (err) reject(err);
      else resolve(addresses.map((a) => a.address));
    });
  });
}
