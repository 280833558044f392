import { isIP } from "node:net";
import { Agent } from "undici";
import { AddressNotAllowed, AddressPolicy } from "berth/plugin/net";

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

/** Makes delivery attempts: in this thread (Sender) or in one of its own (ThreadedSender). */
export interface DeliveryPoster {
  /** One attempt; never rejects: every failure is a result with the reason in words. */
  post(url: string, body: Buffer, headers: Record<string, string>): Promise<DeliveryResult>;
  /** This process is about to deliver: get ready (a thread started ahead of the first attempt). */
  warm?(): void;
  close(): void | Promise<void>;
}

export interface SenderOptions {
  policy: AddressPolicy;
  /** The whole attempt: connect, send, status and the body read, ms. */
  timeoutMs: number;
}

class TimedOut extends Error {}

/** The first RESPONSE_READ_BYTES of an answer are in: the rest is not read. */
class EnoughRead extends Error {}

/** Where an endpoint's requests go, from its URL. */
interface Target {
  origin: string;
  path: string;
}

/** URLs whose parse and verdict are kept. */
const KNOWN_TARGETS = 1000;

function excerpt(chunks: Buffer[]): string | null {
  if (chunks.length === 0) return null;
  // Control characters (but tab and newlines) out: the excerpt is shown in answers and logs.
  return Buffer.concat(chunks).toString("utf8").slice(0, RESPONSE_EXCERPT).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "\ufffd");
}

/**
 * An error's code as node:http named it (`ECONNREFUSED`, `ECONNRESET`): the system error under
 * undici's own, and undici's "other side closed" (`UND_ERR_SOCKET`) as the reset it is.
 */
function codeOf(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.cause?.code ?? e?.code;
  if (code === "UND_ERR_SOCKET") return "ECONNRESET";
  return typeof code === "string" ? code : undefined;
}

/**
 * POSTs deliveries with undici's dispatcher API (CPU per POST to a loopback receiver, 16 at a time:
 * node:http 151 µs, undici's `request()` 96-136 µs, its dispatcher API 66-79 µs, measured over
 * 20,000 POSTs): keep-alive connections (per process), every connection
 * made to an address the policy allows (checked after DNS, at connect time, and the socket goes to
 * the address checked), redirects never followed, one deadline per attempt, at most
 * RESPONSE_READ_BYTES of an answer read; an answer's status stands if the receiver cuts its body. Never
 * throws: every failure is a result with the reason in words.
 */
export class Sender implements DeliveryPoster {
  private readonly agent: Agent;
  private readonly targets = new Map<string, { target: Target; refused: string | null }>();

  constructor(private readonly o: SenderOptions) {
    // A connect that hangs (a host that drops packets) gives up with the attempt, not after undici's 10 s.
    this.agent = new Agent({ connections: 64, connect: { lookup: o.policy.lookup, timeout: o.timeoutMs } });
  }

  async post(url: string, body: Buffer, headers: Record<string, string>): Promise<DeliveryResult> {
    const started = performance.now();
    let result: Omit<DeliveryResult, "latency_ms">;
    try {
      const { target, refused } = this.target(url);
      result = refused ? { delivered: false, response_code: null, response_body: null, error: refused } : await this.once(target, body, headers, started);
    } catch (err) {
      // A URL that does not parse (only a damaged store holds one): a failed attempt, never a rejection.
      result = { delivered: false, response_code: null, response_body: null, error: `not sent: ${(err as Error).message}` };
    }
    return { ...result, latency_ms: Math.round(performance.now() - started) };
  }

  /** An endpoint's URL checked, and for an address literal (which is never looked up) the policy's verdict: judged once per URL. */
  private target(url: string): { target: Target; refused: string | null } {
    let known = this.targets.get(url);
    if (!known) {
      const parsed = new URL(url);
      const host = AddressPolicy.hostOf(parsed);
      known = { target: { origin: parsed.origin, path: `${parsed.pathname}${parsed.search}` }, refused: isIP(host) !== 0 ? (this.o.policy.refusal(host, host)?.message ?? null) : null };
      if (this.targets.size >= KNOWN_TARGETS) this.targets.delete(this.targets.keys().next().value!);
      this.targets.set(url, known);
    }
    return known;
  }

  /**
   * One request through undici's dispatcher API: no promise, stream or AbortSignal per request
   * (`request()` made all three). Answered exactly once: by the end of the answer (or of its
   * first RESPONSE_READ_BYTES), by an error, or by the deadline whatever undici is doing then (an
   * abort before the request is on a connection only takes effect once it is: a connect or lookup
   * that hangs).
   */
  private once(target: Target, body: Buffer, headers: Record<string, string>, started: number): Promise<Omit<DeliveryResult, "latency_ms">> {
    return new Promise((resolve) => {
      let answered = false;
      let abort: ((reason: Error) => void) | null = null;
      let status = 0;
      const chunks: Buffer[] = [];
      let read = 0;
      const answer = (result: Omit<DeliveryResult, "latency_ms">): void => {
        if (answered) return;
        answered = true;
        clearTimeout(timer);
        resolve(result);
      };
      const whatItSaid = (): Omit<DeliveryResult, "latency_ms"> => {
        const delivered = status >= 200 && status < 300;
        const error = delivered ? null : status >= 300 && status < 400 ? `HTTP ${status}: redirects are not followed` : `HTTP ${status}`;
        return { delivered, response_code: status, response_body: excerpt(chunks), error };
      };
      const timer = setTimeout(
        () => {
          // No complete answer in time is a failed attempt, whatever its status said.
          answer(this.noAnswer());
          abort?.(new TimedOut());
        },
        Math.max(1, this.o.timeoutMs - (performance.now() - started)),
      );
      this.agent.dispatch(
        { origin: target.origin, path: target.path, method: "POST", headers, body },
        {
          onConnect: (abortRequest: (reason: Error) => void) => {
            abort = abortRequest;
            // Given up already (a connect that took the whole deadline): let it go.
            if (answered) abortRequest(new TimedOut());
          },
          onHeaders: (statusCode: number) => {
            // 1xx are interim answers: the real one follows.
            if (statusCode >= 200) status = statusCode;
            return true;
          },
          onData: (chunk: Buffer) => {
            const room = RESPONSE_READ_BYTES - read;
            chunks.push(chunk.subarray(0, room));
            read += Math.min(room, chunk.length);
            if (read < RESPONSE_READ_BYTES) return true;
            // Enough read: a longer answer costs the connection, not the time to read it all.
            answer(whatItSaid());
            abort?.(new EnoughRead());
            return false;
          },
          onComplete: () => answer(whatItSaid()),
          onError: (err: Error) => {
            // A body the receiver cut short leaves the status standing.
            if (status !== 0) return answer(whatItSaid());
            const refused = err instanceof AddressNotAllowed ? err : err.cause instanceof AddressNotAllowed ? err.cause : null;
            // No retry here: the request may have reached the receiver (at least once: the schedule retries it).
            answer({ delivered: false, response_code: null, response_body: null, error: refused ? refused.message : `request failed: ${codeOf(err) ?? err.message}` });
          },
        },
      );
    });
  }

  /** The attempt's deadline passed before a complete answer. */
  private noAnswer(): Omit<DeliveryResult, "latency_ms"> {
    return { delivered: false, response_code: null, response_body: null, error: `no answer within ${this.o.timeoutMs} ms` };
  }

  close(): void {
    void this.agent.destroy();
  }
}
