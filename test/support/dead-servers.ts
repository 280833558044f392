import { createServer, type Server, type Socket } from "node:net";

/** A real TCP server that accepts connections and never answers: a hung dependency (an RPC, a URL). */
export async function blackHole(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((s) => {
    sockets.add(s);
    s.on("error", () => undefined);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    port: (server.address() as { port: number }).port,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}

/** What a recording listener saw: each request's head (request line and headers), and TLS handshakes that completed. */
export interface Recorded {
  port: number;
  heads: string[];
  secureConnections: number;
  close(): Promise<void>;
}

/**
 * A real TCP (or, given a key and certificate, TLS) listener that reads each request's head and
 * hangs up without answering: shows what a client sends (its URL, its credentials, whether its TLS
 * trusted the certificate) while the client sees a server that went away. It imitates no server.
 */
export async function recordingListener(tls?: { key: string; cert: string }): Promise<Recorded> {
  const { createServer: createTlsServer } = await import("node:tls");
  const sockets = new Set<Socket>();
  const heads: string[] = [];
  let secureConnections = 0;
  const onSocket = (s: Socket) => {
    sockets.add(s);
    s.on("error", () => undefined);
    let buffered = "";
    s.on("data", (chunk: Buffer) => {
      buffered += chunk.toString("latin1");
      const end = buffered.indexOf("\r\n\r\n");
      if (end < 0 && buffered.length < 65_536) return;
      heads.push(buffered.slice(0, end < 0 ? buffered.length : end));
      s.destroy();
    });
  };
  const server: Server = tls
    ? createTlsServer({ key: tls.key, cert: tls.cert }, (s) => {
        secureConnections++;
        onSocket(s);
      })
    : createServer(onSocket);
  server.on("tlsClientError", () => undefined);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    port: (server.address() as { port: number }).port,
    heads,
    get secureConnections() {
      return secureConnections;
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}
