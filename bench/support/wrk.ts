import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** True when wrk is installed (`apt-get install wrk`): it needs far less CPU than autocannon, which shares the cores with Berth. */
export const HAS_WRK = spawnSync("wrk", ["--version"]).error === undefined;

export interface WrkResult {
  perSecond: number;
  total: number;
  non2xx: number;
  p99: string;
}

/** One request as wrk sends it, raw. */
export interface RawRequest {
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
}

function raw(host: string, r: RawRequest): string {
  const lines = [`${r.method} ${r.path} HTTP/1.1`, `Host: ${host}`];
  for (const [k, v] of Object.entries(r.headers)) lines.push(`${k}: ${v}`);
  if (r.body !== undefined) lines.push(`Content-Length: ${Buffer.byteLength(r.body)}`);
  return `${lines.join("\r\n")}\r\n\r\n${r.body ?? ""}`;
}

/**
 * Runs wrk (one thread) for `seconds` against `url`: the same request each time (headers), or,
 * with `requests`, each request of the list once, in order. The list is made in this process
 * beforehand (a signed webhook delivery per request, say), so wrk spends no CPU making them;
 * running out of it is an error (wrk would start over and send duplicates).
 */
export function wrk(url: string, seconds: number, connections: number, options: { headers?: Record<string, string>; requests?: RawRequest[] } = {}): WrkResult {
  const dir = mkdtempSync(join(tmpdir(), "berth-wrk-"));
  try {
    const args = ["-t", "1", "-c", String(connections), "-d", `${seconds}s`, "--latency"];
    for (const [k, v] of Object.entries(options.headers ?? {})) args.push("-H", `${k}: ${v}`);
    if (options.requests) {
      const host = new URL(url).host;
      // One request per record, records split by a byte no request contains.
      writeFileSync(join(dir, "requests.bin"), options.requests.map((r) => raw(host, r)).join("\u0001"));
      writeFileSync(
        join(dir, "list.lua"),
        `local f = assert(io.open(${JSON.stringify(join(dir, "requests.bin"))}, "rb"))
local all = f:read("*a")
f:close()
local list, n, i = {}, 0, 0
for r in string.gmatch(all, "[^\\1]+") do n = n + 1; list[n] = r end
request = function()
  i = i + 1
  if i > n then i = 1 end
  return list[i]
end
done = function(summary, latency, requests)
  if n < summary.requests then io.write("WRAPPED\\n") end
end
`,
      );
      args.push("-s", join(dir, "list.lua"));
    }
    const out = spawnSync("wrk", [...args, url], { encoding: "utf8", maxBuffer: 1 << 24 }).stdout;
    const perSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
    const total = Number(/(\d+) requests in/.exec(out)?.[1] ?? NaN);
    const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
    const p99 = /99%\s+(\S+)/.exec(out)?.[1] ?? "?";
    const errors = /Socket errors: (.*)/.exec(out)?.[1];
    if (!Number.isFinite(perSecond) || errors) throw new Error(`wrk failed: ${out}`);
    if (/WRAPPED/.test(out)) throw new Error(`wrk sent all ${options.requests?.length} requests of its list and started over: make a longer list`);
    return { perSecond, total, non2xx, p99 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
