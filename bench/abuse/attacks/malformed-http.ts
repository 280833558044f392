import { connect } from "node:net";
import { count, outcomeOf, type Attack, type AttackReport } from "./http-attack.ts";

const CONCURRENCY = Number(process.env.ABUSE_MALFORMED_CONCURRENCY ?? 32);

/** Requests Node's HTTP parser refuses before any route sees them (finding 8 of issue 13). */
const REQUESTS: string[] = [
  `GET /health/ready HTTP/1.1\r\nHost: berth\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
  `GET /health/ready?q=${"a".repeat(20_000)} HTTP/1.1\r\nHost: berth\r\n\r\n`,
  "POST /v1/memory/episodic HTTP/1.1\r\nHost: berth\r\nContent-Length: abc\r\n\r\n{}",
  "POST /v1/memory/episodic HTTP/1.1\r\nHost: berth\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{} ",
  "POST /v1/memory/episodic HTTP/1.1\r\nHost: berth\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n",
  "POST /v1/memory/episodic HTTP/1.1\r\nHost: berth\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n",
  "GET /health/ready HTTP/1.1\r\nHost: berth\r\nX-A: a\u0001b\r\n\r\n",
  "G@T /health/ready HTTP/1.1\r\nHost: berth\r\n\r\n",
];

/**
 * CONCURRENCY loops, each sending one malformed request per connection as fast as answers come.
 * Reports the statuses seen and how many answers were not Berth's error body (no `error_code`
 * or no `x-request-id`): that count should be 0.
 */
export const malformedHttp: Attack = {
  name: "malformed-http",
  description: `${CONCURRENCY} loops of malformed requests (huge headers/URL, bad or repeated Content-Length, TE+CL, bad chunks, control characters, bad method)`,
  async start(baseUrl) {
    const { hostname, port } = new URL(baseUrl);
    const report: AttackReport = { "not in the error body": 0 };
    let stopped = false;
    let sent = 0;
    const once = (request: string) =>
      new Promise<void>((resolve) => {
        const socket = connect(Number(port), hostname);
        let data = "";
        let error: NodeJS.ErrnoException | undefined;
        socket.on("connect", () => socket.write(request));
        socket.on("data", (d) => (data += d.toString("latin1")));
        socket.on("error", (e: NodeJS.ErrnoException) => (error = e));
        socket.on("close", () => {
          count(report, outcomeOf(data, error));
          if (!/\r\nx-request-id: /i.test(data) || !data.includes('"error_code"')) report["not in the error body"]! += 1;
          resolve();
        });
        setTimeout(() => socket.destroy(), 5000).unref();
      });
    const loops = Array.from({ length: CONCURRENCY }, async (_, i) => {
      for (let n = i; !stopped; n++) {
        sent++;
        await once(REQUESTS[n % REQUESTS.length]!);
      }
    });
    return async () => {
      stopped = true;
      await Promise.all(loops);
      return { sent, ...report };
    };
  },
};
