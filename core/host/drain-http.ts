import type { Server } from "node:http";
import { Server as NetServer, type Socket } from "node:net";

export interface DrainOptions {
  /** How long new connections are still accepted after draining starts (a load balancer's reaction time), ms. */
  delayMs: number;
  /** When every connection still open is closed, in flight or not, ms after draining starts. */
  deadlineMs: number;
  /** A connection with no request for this long is closed; a busier one gets `Connection: close` on its next answer. */
  idleCloseMs?: number;
  /** Called once no connection is accepted any more. */
  onStopAccepting?: () => void;
  /** WebSocket clients (GraphQL subscriptions) are asked to reconnect elsewhere when draining starts. */
  closeWebSockets?: () => void;
}

export interface DrainResult {
  /** Connections still open at the deadline, closed then. */
  forced: number;
  ms: number;
}

interface Tracked {
  /** Requests read from this connection and not yet answered. */
  inFlight: number;
  idleSince: number;
}

/** A socket with no request for this long is treated as idle and closed; long enough that a steady client sends first. */
const DEFAULT_IDLE_CLOSE_MS = 1_000;
const POLL_MS = 25;

/**
 * Follows every connection of an HTTP server: whether a request is in flight on it, and since
 * when it has been idle. Installed when the server is made, so a drain knows every socket.
 */
export class ConnectionTracker {
  private readonly sockets = new Map<Socket, Tracked>();

  constructor(server: Server) {
    server.on("connection", (socket: Socket) => {
      this.sockets.set(socket, { inFlight: 0, idleSince: Date.now() });
      socket.once("close", () => this.sockets.delete(socket));
    });
    server.on("request", (req, res) => {
      const t = this.sockets.get(req.socket);
      if (!t) return;
      t.inFlight++;
      res.once("close", () => {
        t.inFlight--;
        t.idleSince = Date.now();
      });
    });
  }

  get open(): number {
    return this.sockets.size;
  }

  /** Closes connections idle for at least `idleMs` (a WebSocket, upgraded, counts as idle). */
  closeIdle(idleMs: number, now = Date.now()): void {
    for (const [socket, t] of this.sockets) if (t.inFlight === 0 && now - t.idleSince >= idleMs) socket.destroy();
  }

  closeAll(): number {
    const n = this.sockets.size;
    for (const socket of this.sockets.keys()) socket.destroy();
    return n;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Drains a server without failing a request: it keeps accepting for `delayMs`, then stops
 * accepting (a cluster worker's primary stops handing it connections); requests in flight finish
 * and their answers say `Connection: close` (the caller sets that header), so each client moves
 * its next request to another process; connections that stay idle are closed; at the deadline
 * whatever is left is closed. Node's own `server.close()` would close idle keep-alive connections
 * at once, racing clients that are about to send on them: that is why the listening socket is
 * closed through net.Server.
 */
export async function drainHttp(server: Server, tracker: ConnectionTracker, options: DrainOptions): Promise<DrainResult> {
  const started = Date.now();
  const deadline = started + options.deadlineMs;
  options.closeWebSockets?.();
  if (options.delayMs > 0) await sleep(Math.min(options.delayMs, options.deadlineMs));
  if (server.listening) NetServer.prototype.close.call(server);
  options.onStopAccepting?.();
  const idleMs = options.idleCloseMs ?? DEFAULT_IDLE_CLOSE_MS;
  while (tracker.open > 0 && Date.now() < deadline) {
    tracker.closeIdle(idleMs);
    if (tracker.open === 0) break;
    await sleep(POLL_MS);
  }
  const forced = tracker.closeAll();
  return { forced, ms: Date.now() - started };
}
