import { createHash } from "node:crypto";
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";

export interface FetchLimits {
  /** The whole fetch, redirects and body included, ms. */
  timeoutMs: number;
  maxBytes: number;
  /** Whether loopback, private, link-local and similar addresses may be fetched. */
  allowPrivate: boolean;
}

/** What fetching a URL gave: the SHA-256 and size of its body, or why there is none. */
export type FetchOutcome = { ok: true; content_hash: string; size_bytes: number } | { ok: false; problem: string };

const MAX_REDIRECTS = 3;

/** Addresses a client-supplied URL must not reach unless allowed: the host itself and its networks. */
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
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, "ipv6");
}

function isPublic(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return !NOT_PUBLIC.check(mapped[1]!, "ipv4");
  return !NOT_PUBLIC.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
}

class AddressNotAllowed extends Error {
  constructor(address: string) {
    super(`${address} is not a public address (ANCHOR_FETCH_PRIVATE_ADDRESSES is off)`);
  }
}

/**
 * Checks every address a name resolves to at connect time (not before), so a DNS answer that
 * changes between a check and the connection cannot smuggle a private address through.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, "", 4);
    const refused = addresses.find((a) => !isPublic(a.address));
    if (refused) return callback(new AddressNotAllowed(refused.address), "", 4);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

type Hop = { redirect: string } | FetchOutcome;

function fetchOnce(url: URL, limits: FetchLimits, deadline: number): Promise<Hop> {
  return new Promise((resolve) => {
    const host = url.hostname.replace(/^\[|\]$/g, "");
    if (!limits.allowPrivate && isIP(host) && !isPublic(host)) return resolve({ ok: false, problem: new AddressNotAllowed(host).message });
    const client = url.protocol === "https:" ? https : http;
    let settled = false;
    const req = client.request(url, {
      method: "GET",
      headers: { accept: "*/*", "user-agent": "berth-anchors" },
      ...(limits.allowPrivate ? {} : { lookup: publicOnlyLookup }),
    });
    const finish = (hop: Hop) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      resolve(hop);
    };
    // One deadline for connect, headers and body: a server that accepts and never answers, or
    // answers one byte a minute, costs at most the timeout.
    const timer = setTimeout(() => finish({ ok: false, problem: `no complete answer within ${limits.timeoutMs} ms` }), Math.max(0, deadline - Date.now()));
    req.on("error", (err: NodeJS.ErrnoException) => finish({ ok: false, problem: err instanceof AddressNotAllowed ? err.message : `request failed: ${err.code ?? err.message}` }));
    req.on("response", (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) return finish({ redirect: res.headers.location });
      if (status < 200 || status >= 300) return finish({ ok: false, problem: `HTTP ${status}` });
      const declared = Number(res.headers["content-length"]);
      if (declared > limits.maxBytes) return finish({ ok: false, problem: `larger than ${limits.maxBytes} bytes (content-length ${declared})` });
      const hash = createHash("sha256");
      let size = 0;
      res.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) return finish({ ok: false, problem: `larger than ${limits.maxBytes} bytes` });
        hash.update(chunk);
      });
      res.on("end", () => finish({ ok: true, content_hash: hash.digest("hex"), size_bytes: size }));
      res.on("error", (err) => finish({ ok: false, problem: `answer broken off: ${err.message}` }));
    });
    req.end();
  });
}

/**
 * Fetches a client-supplied URL and hashes its body as it streams in: http and https only, at
 * most MAX_REDIRECTS redirects, `maxBytes` of body, `timeoutMs` in all, public addresses only
 * unless allowed. Never throws: every failure is an outcome with the reason in words.
 */
export async function fetchAndHash(url: string, limits: FetchLimits): Promise<FetchOutcome> {
  const deadline = Date.now() + limits.timeoutMs;
  let current: URL;
  try {
    current = new URL(url);
  } catch {
    return { ok: false, problem: "not an absolute URL" };
  }
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (current.protocol !== "http:" && current.protocol !== "https:") return { ok: false, problem: `${current.protocol} URLs cannot be fetched (http and https only)` };
    const answer = await fetchOnce(current, limits, deadline);
    if (!("redirect" in answer)) return answer;
    try {
      current = new URL(answer.redirect, current);
    } catch {
      return { ok: false, problem: "redirect to an invalid URL" };
    }
  }
  return { ok: false, problem: `more than ${MAX_REDIRECTS} redirects` };
}
