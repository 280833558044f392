import { ServerResponse, type IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { WebSocket, WebSocketServer } from "ws";

const UPGRADE = Symbol("berth.websocket-upgrade");

interface PendingUpgrade {
  socket: Duplex;
  head: Buffer;
}

type Marked = IncomingMessage & { [UPGRADE]?: PendingUpgrade };

/** True for a WebSocket upgrade request routed by routeUpgrades, until a handler takes it. */
export function isUpgrade(req: FastifyRequest): boolean {
  return (req.raw as Marked)[UPGRADE] !== undefined;
}

function destroy(this: Duplex): void {
  this.destroy();
}

/**
 * Routes every HTTP upgrade request through Fastify like any other request, so it gets a request
 * id, auth, the rate limit and the error model; a route's handler then takes the socket
 * (`acceptUpgrade`). Any other answer (401, 429, 404 for a path that takes no WebSocket) is
 * written as an HTTP answer and the connection ends with it. Ordinary requests pay nothing for this.
 */
export function routeUpgrades(app: FastifyInstance): void {
  app.server.on("upgrade", (raw: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node takes its own error listener off a socket it hands to 'upgrade'.
    socket.on("error", destroy);
    (raw as Marked)[UPGRADE] = { socket, head };
    const res = new ServerResponse(raw);
    res.assignSocket(socket as Socket);
    res.once("finish", () => socket.end());
    app.routing(raw, res);
  });
}

/** Completes the WebSocket handshake of an upgrade request and hands the socket on; Fastify answers nothing more. */
export function acceptUpgrade(req: FastifyRequest, reply: FastifyReply, wss: WebSocketServer, onSocket: (socket: WebSocket) => void): void {
  const pending = (req.raw as Marked)[UPGRADE]!;
  (req.raw as Marked)[UPGRADE] = undefined;
  reply.hijack();
  pending.socket.removeListener("error", destroy);
  wss.handleUpgrade(req.raw, pending.socket, pending.head, onSocket);
}
