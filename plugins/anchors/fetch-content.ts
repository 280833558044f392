import { createHash } from "node:crypto";
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { AddressNotAllowed, AddressPolicy } from "berth/plugin";

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

const PUBLIC_ONLY = new AddressPolicy({ hint: "ANCHOR_FETCH_PRIVATE_ADDRESSES is off" });

type Hop = { redirect: string } | FetchOutcome;

function fetchOnce(url: URL, limits: FetchLimits, deadline: number): Promise<Hop> {
  return new Promise((resolve) => {
    const host = AddressPolicy.hostOf(url);
    const refused = !limits.allowPrivate && isIP(host) ? PUBLIC_ONLY.refusal(host, host) : null;
    if (refused) return resolve({ ok: false, problem: refused.message });
    const client = url.protocol === "https:" ? https : http;
    let settled = false;
    const req = client.request(url, {
      method: "GET",
      headers: { accept: "*/*", "user-agent": "berth-anchors" },
      ...(limits.allowPrivate ? {} : { lookup: PUBLIC_ONLY.lookup }),
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
