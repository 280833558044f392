import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { AddressNotAllowed, AddressPolicy } from "berth/plugin";

/** What one attempt came to. */
export interface DeliveryResult {
  delivered: boolean;
  response_code: number | null;
  response_body: string | null;
  error: string | null;
  latency_ms: number;
}

/** Bytes of an answer's body read (then the connection is dropped): enough for an error message. */
export const RESPONSE_READ_BYTES = 1024;
/** Characters of it kept with the attempt. */
export const RESPONSE_EXCERPT = 256;

export interface SenderOptions {
  policy: AddressPolicy;
  /** The whole attempt: connect, send, status and the body read, ms. */
  timeoutMs: number;
}

class TimedOut extends Error {}

/** URLs whose parse and verdict are kept. */
const KNOWN_TARGETS = 1000;

function excerpt(chunks: Buffer[]): string | null {
  if (chunks.length === 0) return null;
  // Control characters (but tab and newlines) out: the excerpt is shown in answers and logs.
  return Buffer.concat(chunks).toString("utf8").slice(0, RESPONSE_EXCERPT).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "\ufffd");
}

/**
 * POSTs deliveries: keep-alive connections (per process), every connection made to an address the
 * policy allows (checked after DNS, at connect time, and the socket goes to the address checked),
 * redirects never followed, one deadline per attempt, at most RESPONSE_READ_BYTES of an answer read.
 * Never throws: every failure is a result with the reason in words.
 */
export class Sender {
  private readonly agents = {
    http: new http.Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 64 }),
    https: new https.Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 64 }),
  };

  private readonly targets = new Map<string, { target: URL; refused: string | null }>();

  constructor(private readonly o: SenderOptions) {}

  async post(url: string, body: Buffer, headers: Record<string, string>): Promise<DeliveryResult> {
    const started = performance.now();
    const { target, refused } = this.target(url);
    const result = refused ? { delivered: false, response_code: null, response_body: null, error: refused } : await this.once(target, body, headers, started, true);
    return { ...result, latency_ms: Math.round(performance.now() - started) };
  }

  /** An endpoint's URL parsed, and for an address literal (which Node does not look up) the policy's verdict: judged once per URL. */
  private target(url: string): { target: URL; refused: string | null } {
    let known = this.targets.get(url);
    if (!known) {
      const target = new URL(url);
      const host = AddressPolicy.hostOf(target);
      known = { target, refused: isIP(host) !== 0 ? (this.o.policy.refusal(host, host)?.message ?? null) : null };
      if (this.targets.size >= KNOWN_TARGETS) this.targets.delete(this.targets.keys().next().value!);
      this.targets.set(url, known);
    }
    return known;
  }

  private once(target: URL, body: Buffer, headers: Record<string, string>, started: number, mayRetry: boolean): Promise<Omit<DeliveryResult, "latency_ms">> {
    return new Promise((resolve) => {
      const secure = target.protocol === "https:";
      const req = (secure ? https : http).request(target, {
        method: "POST",
        agent: secure ? this.agents.https : this.agents.http,
        headers: { ...headers, "content-length": String(body.length) },
        lookup: this.o.policy.lookup,
      });
      let settled = false;
      const finish = (result: Omit<DeliveryResult, "latency_ms">) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(result);
      };
      const remaining = Math.max(1, this.o.timeoutMs - (performance.now() - started));
      const timer = setTimeout(() => req.destroy(new TimedOut()), remaining);
      req.on("error", (err: NodeJS.ErrnoException) => {
        // A kept-alive connection the receiver closed just as it was reused: not the receiver's
        // answer, so the attempt goes again once on a new connection.
        if (mayRetry && req.reusedSocket && err.code === "ECONNRESET" && !settled) {
          settled = true;
          clearTimeout(timer);
          resolve(this.once(target, body, headers, started, false));
          return;
        }
        const error =
          err instanceof TimedOut
            ? `no answer within ${this.o.timeoutMs} ms`
            : err instanceof AddressNotAllowed
              ? err.message
              : `request failed: ${err.code ?? err.message}`;
        finish({ delivered: false, response_code: null, response_body: null, error });
      });
      req.on("response", (res) => {
        const status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let read = 0;
        const done = (cut: boolean) => {
          const delivered = status >= 200 && status < 300;
          const error = delivered ? null : status >= 300 && status < 400 ? `HTTP ${status}: redirects are not followed` : `HTTP ${status}`;
          finish({ delivered, response_code: status, response_body: excerpt(chunks), error });
          // A body longer than what is read costs the connection, not the time to read it all.
          if (cut) req.destroy();
        };
        res.on("data", (chunk: Buffer) => {
          if (settled) return;
          const room = RESPONSE_READ_BYTES - read;
          chunks.push(chunk.subarray(0, room));
          read += Math.min(room, chunk.length);
          if (read >= RESPONSE_READ_BYTES) done(true);
        });
        res.on("end", () => done(false));
        res.on("error", () => done(true));
      });
      req.end(body);
    });
  }

  close(): void {
    this.agents.http.destroy();
    this.agents.https.destroy();
  }
}
