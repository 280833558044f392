import { Agent, request } from "node:http";

/** One request of the load, as the load sends it. */
export interface LoadRequest {
  method: "GET" | "POST";
  path: string;
  body?: unknown;
}

export interface LoadResult {
  /** Requests answered 2xx. */
  ok: number;
  /** Answers that were not 2xx, by status. */
  statuses: Record<number, number>;
  /** Requests that got no answer at all (reset, refused), by error code. */
  errors: Record<string, number>;
  /** The requests answered 2xx, in the order they were made (what a caller counts as acknowledged). */
  acknowledged: LoadRequest[];
  /** The requests answered otherwise, with their status (0: no answer). */
  refused: (LoadRequest & { status: number })[];
}

export interface SteadyLoad {
  /** Stops sending and resolves once every request in flight is answered. */
  stop(): Promise<LoadResult>;
  /** Requests answered so far. */
  readonly answered: number;
}

/**
 * A client as a careful user's would be: `connections` keep-alive connections, each sending one
 * request after another; a connection the server closes (an answer with `Connection: close`) is
 * replaced by a new one. Every request either gets an answer or is counted as an error: nothing
 * is retried, so a drain that loses a request shows here.
 */
export function steadyLoad(baseUrl: string, key: string, connections: number, next: (n: number) => LoadRequest): SteadyLoad {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const result: LoadResult = { ok: 0, statuses: {}, errors: {}, acknowledged: [], refused: [] };
  let stopped = false;
  let sent = 0;
  let answered = 0;

  const one = (r: LoadRequest): Promise<void> =>
    new Promise((resolve) => {
      const body = r.body === undefined ? undefined : JSON.stringify(r.body);
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          method: r.method,
          path: r.path,
          agent,
          headers: { authorization: `Bearer ${key}`, ...(body ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) } : {}) },
        },
        (res) => {
          res.resume();
          res.on("end", () => {
            answered++;
            const status = res.statusCode ?? 0;
            if (status >= 200 && status < 300) {
              result.ok++;
              result.acknowledged.push(r);
            } else {
              result.statuses[status] = (result.statuses[status] ?? 0) + 1;
              result.refused.push({ ...r, status });
            }
            resolve();
          });
        },
      );
      req.on("error", (err: NodeJS.ErrnoException) => {
        answered++;
        const code = err.code ?? err.message;
        result.errors[code] = (result.errors[code] ?? 0) + 1;
        result.refused.push({ ...r, status: 0 });
        resolve();
      });
      req.end(body);
    });

  const loops = Array.from({ length: connections }, async () => {
    while (!stopped) await one(next(sent++));
  });
  return {
    get answered() {
      return answered;
    },
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
      agent.destroy();
      return result;
    },
  };
}
