import { isIP } from "node:net";
import { Agent, request } from "undici";
import { AddressNotAllowed, AddressPolicy } from "berth/plugin/net";

/** What a metric source or a gate got: the answer, or what went wrong in words. */
export type HttpOutcome = { ok: true; status: number; body: string } | { ok: false; error: string };

export interface HttpOptions {
  timeoutMs: number;
  headers?: Record<string, string>;
  /** A JSON body (POST). */
  json?: unknown;
}

/** Bytes of an answer read at most: a metric's answer is small; more is refused, not buffered. */
export const MAX_ANSWER_BYTES = 256 * 1024;

function codeOf(err: unknown): string {
  const e = err as { code?: unknown; cause?: { code?: unknown; message?: unknown }; message?: unknown; name?: unknown } | null;
  if (e?.name === "TimeoutError" || e?.name === "AbortError") return "timeout";
  const code = e?.cause?.code ?? e?.code;
  if (typeof code === "string") return code === "UND_ERR_SOCKET" ? "ECONNRESET" : code;
  return String(e?.cause?.message ?? e?.message ?? err);
}

/**
 * The HTTP client of metric sources and approval gates: every connection goes to an address the
 * policy allows (public ones and ROLLOUTS_ALLOWED_HOSTS; checked after DNS, at connect time, on
 * the address connected to), redirects are never followed, the whole exchange has one deadline
 * and at most MAX_ANSWER_BYTES are read. Never throws: a failure is an outcome with its reason.
 */
export class HttpClient {
  private readonly agent: Agent;

  constructor(private readonly policy: AddressPolicy) {
    this.agent = new Agent({ connections: 32, connect: { lookup: policy.lookup, timeout: 10_000 } });
  }

  async send(method: "GET" | "POST", url: string, o: HttpOptions): Promise<HttpOutcome> {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return { ok: false, error: `not a URL: ${url}` };
    }
    const host = AddressPolicy.hostOf(parsed);
    // Node does not look an address literal up: the policy judges it here.
    if (isIP(host) !== 0) {
      const refused = this.policy.refusal(host, host);
      if (refused) return { ok: false, error: refused.message };
    }
    const signal = AbortSignal.timeout(o.timeoutMs);
    try {
      const answer = await request(parsed, {
        method,
        dispatcher: this.agent,
        signal,
        headers: { accept: "application/json", ...(o.json !== undefined ? { "content-type": "application/json" } : {}), ...o.headers },
        body: o.json !== undefined ? JSON.stringify(o.json) : undefined,
        headersTimeout: o.timeoutMs,
        bodyTimeout: o.timeoutMs,
      });
      const chunks: Buffer[] = [];
      let read = 0;
      for await (const chunk of answer.body) {
        read += (chunk as Buffer).length;
        if (read > MAX_ANSWER_BYTES) {
          answer.body.destroy();
          return { ok: false, error: `the answer is larger than ${MAX_ANSWER_BYTES} bytes` };
        }
        chunks.push(chunk as Buffer);
      }
      return { ok: true, status: answer.statusCode, body: Buffer.concat(chunks).toString("utf8") };
    } catch (err) {
      const refused = err instanceof AddressNotAllowed ? err : (err as { cause?: unknown }).cause instanceof AddressNotAllowed ? ((err as { cause: AddressNotAllowed }).cause) : null;
      if (refused) return { ok: false, error: refused.message };
      const code = codeOf(err);
      return { ok: false, error: code === "timeout" || signal.aborted ? `no answer within ${o.timeoutMs} ms` : `request failed: ${code}` };
    }
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}
