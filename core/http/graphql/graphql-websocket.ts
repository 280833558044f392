import type { FastifyReply, FastifyRequest } from "fastify";
import { GraphQLError, parse, type ExecutionArgs, type GraphQLSchema } from "graphql";
import { CloseCode, handleProtocols, makeServer, type Context, type SubscribePayload } from "graphql-ws";
import type { Logger } from "pino";
import { WebSocketServer, type RawData, type WebSocket } from "ws";
import type { Principal } from "../../auth/principal.ts";
import { isBerthError, type BerthError } from "../../errors/berth-error.ts";
import type { ApiKeys } from "../../ports/api-keys.ts";
import type { GraphQLContext, SubscriptionConnection } from "../../schema/context.ts";
import type { KeyWatch } from "../key-watch.ts";
import type { RateLimiter } from "../rate-limiter.ts";
import { acceptUpgrade } from "../websocket-upgrade.ts";
import { describeError } from "./error-code.ts";
import { MessageInbox } from "./message-inbox.ts";
import { planRequest, type GraphQLParams, type RequestPlanning } from "./graphql-request-hook.ts";
import { PersistedQueryError } from "./persisted-query.ts";
import type { SubscriptionGate } from "./subscription-gate.ts";
import { seesEverything } from "../../auth/access.ts";

const BEARER = /^Bearer[ ]+(\S+)\s*$/i;
/** Close reasons are at most 123 bytes (RFC 6455). */
const MAX_REASON = 120;
/**
 * Pinged this often; a peer not heard from (no message, no pong) for two rounds is gone (a laptop
 * that slept, a dropped NAT entry). Any message counts: a busy server reads a pong late, behind
 * the messages that came before it, and must not take that for a dead peer.
 */
const KEEP_ALIVE_MS = 12_000;

/** One WebSocket connection: who it acts for, and what it holds open. */
interface Connection {
  socket: WebSocket;
  request: FastifyRequest;
  principal: Principal | null;
  token: string | undefined;
  /** connection_init was answered with connection_ack. */
  acknowledged: boolean;
  state: SubscriptionConnection;
  unwatch?: () => void;
}

export interface GraphQLWebSocketOptions {
  schema: GraphQLSchema;
  log: Logger;
  keys: ApiKeys;
  planning: RequestPlanning;
  /** Every request's budget: each subscription start pays its document's cost. */
  limiter: RateLimiter;
  /** Failed authentications per client IP, as for HTTP requests. */
  authFailures: RateLimiter;
  keyWatch: KeyWatch;
  gate: SubscriptionGate;
  /** How long a connection may go without a valid key (connection_init), ms: then 4401. */
  initTimeoutMs: number;
  /** Largest message accepted, bytes (the HTTP body limit). */
  maxPayload: number;
}

function reason(text: string): string {
  return text.length <= MAX_REASON ? text : `${text.slice(0, MAX_REASON - 1)}…`;
}

/** The key in connection_init's payload: `Authorization` or `authorization`, with or without `Bearer`; undefined when none is given. */
export function keyOfConnectionParams(params: Readonly<Record<string, unknown>> | undefined): string | undefined {
  const given = params?.Authorization ?? params?.authorization;
  if (given === undefined || given === null || given === "") return undefined;
  if (typeof given !== "string") return String(given);
  const m = BEARER.exec(given);
  return (m ? m[1]! : given).trim();
}

function toGraphQLErrors(err: unknown, log: Logger): GraphQLError[] {
  if (isBerthError(err)) {
    const extensions: Record<string, unknown> = { ...err.extensions };
    if (err instanceof PersistedQueryError) extensions.code = err.protocolCode;
    return [new GraphQLError(err.message, { extensions })];
  }
  if (err instanceof GraphQLError) {
    const { message, extensions } = describeError(err, log);
    return [new GraphQLError(message, { nodes: err.nodes, source: err.source, positions: err.positions, path: err.path, extensions })];
  }
  const { message, extensions } = describeError(new GraphQLError("internal", { originalError: err as Error }), log);
  return [new GraphQLError(message, { extensions })];
}

/**
 * GraphQL over WebSocket (the graphql-ws protocol, `graphql-transport-ws`) at /graphql, the same
 * for both engines: graphql-ws's own server behind Berth's upgrade, auth and limits. Browsers
 * cannot put a header on a WebSocket, so the key may come in connection_init's payload as well as
 * in the upgrade's `Authorization` header. No key within `initTimeoutMs` (or connection_init
 * without one): close 4401. A key refused: 4403. A key revoked later: its connections close 4403
 * within a second (KeyWatch). Every operation is checked like an HTTP request (the document cache,
 * persisted queries, every limit) and its cost is charged to the key's budget; the subscription
 * caps are the gate's (subscription-gate.ts). Mercurius's own WebSocket server is not used: it
 * takes the key from the upgrade only and answers its refusals without graphql-ws's close codes.
 */
export class GraphQLWebSocket {
  private readonly wss: WebSocketServer;
  private readonly server;
  private readonly connections = new Set<Connection>();
  private readonly refusals = new WeakMap<BerthError, readonly GraphQLError[]>();

  constructor(private readonly o: GraphQLWebSocketOptions) {
    this.wss = new WebSocketServer({ noServer: true, maxPayload: o.maxPayload, handleProtocols: (protocols) => handleProtocols(protocols) });
    this.server = makeServer<Record<string, unknown>, Connection>({
      schema: o.schema,
      // Berth's own timer (accept) closes 4401 when no key came, 4408 when a header key came but no connection_init.
      connectionInitWaitTimeout: Infinity,
      onConnect: (ctx) => this.onConnect(ctx),
      onSubscribe: (ctx, id, payload) => this.onSubscribe(ctx, id, payload),
    });
  }

  /** Open WebSocket connections. */
  get size(): number {
    return this.connections.size;
  }

  /** The handler of GET /graphql for an upgrade request (which passed the route's hooks: request id, rate limit, a header key if any). */
  upgrade(req: FastifyRequest, reply: FastifyReply): void {
    acceptUpgrade(req, reply, this.wss, (socket) => this.accept(socket, req));
  }

  private accept(socket: WebSocket, request: FastifyRequest): void {
    const header = request.headers.authorization;
    const conn: Connection = {
      socket,
      request,
      principal: request.principal,
      token: request.principal && header ? BEARER.exec(header)?.[1] : undefined,
      acknowledged: false,
      state: { subscriptions: 0 },
    };
    this.connections.add(conn);
    this.o.log.info({ reqId: request.id, route: "/graphql", status: 101, key: conn.principal?.keyId }, "websocket opened");
    const closed = this.server.opened(
      {
        protocol: socket.protocol,
        send: (data) =>
          new Promise<void>((resolve, reject) => {
            if (socket.readyState !== socket.OPEN) return resolve();
            socket.send(data, (err) => (err ? reject(err) : resolve()));
          }),
        close: (code, why) => socket.close(code, why),
        onMessage: (cb) => {
          // A few messages per turn of the event loop, in order (message-inbox.ts): a flood of them
          // must not hold the event loop in one piece.
          const inbox = new MessageInbox<RawData>(socket, (data) => {
            cb(String(data)).catch((err: unknown) => {
              this.o.log.error({ err, reqId: request.id }, "a GraphQL WebSocket message failed");
              socket.close(CloseCode.InternalServerError, "Internal server error");
            });
          });
          socket.on("message", (data) => inbox.push(data));
        },
      },
      conn,
    );
    const initTimer = setTimeout(() => {
      if (conn.acknowledged) return;
      if (conn.principal) socket.close(CloseCode.ConnectionInitialisationTimeout, "Connection initialisation timeout");
      else socket.close(CloseCode.Unauthorized, reason(`Unauthorized: no API key within ${this.o.initTimeoutMs} ms (connection_init payload {"Authorization": "Bearer <key>"})`));
    }, this.o.initTimeoutMs);
    let heardAt = Date.now();
    const heard = () => {
      heardAt = Date.now();
    };
    socket.on("message", heard);
    socket.on("pong", heard);
    const ping = setInterval(() => {
      if (socket.readyState !== socket.OPEN) return;
      if (Date.now() - heardAt > 2 * KEEP_ALIVE_MS) socket.terminate();
      else socket.ping();
    }, KEEP_ALIVE_MS);
    socket.on("error", (err) => {
      this.o.log.debug({ err, reqId: request.id }, "GraphQL WebSocket error");
      socket.terminate();
    });
    socket.once("close", (code, why) => {
      clearTimeout(initTimer);
      clearInterval(ping);
      conn.unwatch?.();
      this.connections.delete(conn);
      this.o.log.info({ reqId: request.id, route: "/graphql", code, key: conn.principal?.keyId }, "websocket closed");
      void closed(code, String(why));
    });
  }

  private async onConnect(ctx: Context<Record<string, unknown>, Connection>): Promise<boolean> {
    const conn = ctx.extra;
    const token = keyOfConnectionParams(ctx.connectionParams);
    if (token === undefined && !conn.principal) {
      conn.socket.close(CloseCode.Unauthorized, reason('Unauthorized: send the API key in connection_init\'s payload: {"Authorization": "Bearer <key>"}'));
      return false;
    }
    if (token !== undefined) {
      try {
        conn.principal = this.o.keys.cachedPrincipal(token) ?? (await this.o.keys.authenticate(token));
        conn.token = token;
      } catch (err) {
        const refusal = await this.refusal(conn.request, err);
        conn.socket.close(refusal.code, reason(refusal.reason));
        return false;
      }
    }
    conn.acknowledged = true;
    if (conn.token) {
      conn.unwatch = this.o.keyWatch.watch(conn.token, (why) => {
        const code = isBerthError(why) ? why.code : "API_KEY_REVOKED";
        conn.socket.close(CloseCode.Forbidden, reason(`Forbidden: ${code}: the connection's API key is no longer valid`));
      });
    }
    return true;
  }

  /**
   * How a key in connection_init that was not accepted closes the connection: 4403 with the error
   * code. A refused key counts against its client IP's failed-auth budget, as over HTTP; past it,
   * 4429 with AUTH_RATE_LIMITED. A store that did not answer: 4500.
   */
  private async refusal(req: FastifyRequest, err: unknown): Promise<{ code: number; reason: string }> {
    if (!isBerthError(err) || err.category !== "unauthorized") {
      this.o.log.error({ err, reqId: req.id }, "could not check a WebSocket's API key");
      return { code: CloseCode.InternalServerError, reason: "Internal server error: the key could not be checked; try again" };
    }
    try {
      const caller = `ip:${req.ip}`;
      await this.o.authFailures.admit(caller, 1, { what: "failed authentications" });
    } catch (limited) {
      if (isBerthError(limited)) return { code: CloseCode.TooManyInitialisationRequests, reason: `Too many failed authentications: ${limited.code}` };
    }
    return { code: CloseCode.Forbidden, reason: `Forbidden: ${err.code}: ${err.message}` };
  }

  private async onSubscribe(ctx: Context<Record<string, unknown>, Connection>, id: string, payload: SubscribePayload): Promise<ExecutionArgs | readonly GraphQLError[]> {
    const conn = ctx.extra;
    const principal = conn.principal!;
    try {
      const params: GraphQLParams = { query: payload.query, operationName: payload.operationName, variables: payload.variables, extensions: payload.extensions };
      const { cost, plan } = planRequest(this.o.planning, params, seesEverything(principal));
      // A document that does not parse: graphql's own syntax error.
      if (!plan) return [parseError(String(params.query ?? ""))];
      if (!plan.doc.valid) return plan.doc.validationErrors.flatMap((e) => toGraphQLErrors(e, this.o.log));
      // A flood past a cap is refused here, before it is charged or costs an execution.
      if (plan.operation?.kind === "subscription") {
        const refused = this.o.gate.refusalFor(principal.keyId, conn.state);
        if (refused) return this.capRefusal(refused);
      }
      const budget = `key:${principal.keyId}`;
      const admitted = this.o.limiter.admit(budget, cost, { what: "request units" });
      if (admitted instanceof Promise) await admitted;
      const contextValue: GraphQLContext = { principal, requestId: `${conn.request.id}:${id}`, connection: conn.state };
      return { schema: this.o.schema, document: plan.doc.document, operationName: plan.operationName, variableValues: (payload.variables ?? undefined) as ExecutionArgs["variableValues"], contextValue };
    } catch (err) {
      return toGraphQLErrors(err, this.o.log);
    }
  }

  /** The gate's refusals are made once; so are their GraphQL forms. */
  private capRefusal(err: BerthError): readonly GraphQLError[] {
    let errors = this.refusals.get(err);
    if (!errors) this.refusals.set(err, (errors = toGraphQLErrors(err, this.o.log)));
    return errors;
  }

  /** Asks every client to reconnect elsewhere (a drain: 1001, going away). */
  closeAll(code: number, why: string): void {
    for (const conn of this.connections) conn.socket.close(code, why);
  }

  async close(): Promise<void> {
    for (const conn of this.connections) conn.socket.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}

function parseError(text: string): GraphQLError {
  try {
    parse(text);
  } catch (err) {
    if (err instanceof GraphQLError) return new GraphQLError(err.message, { source: err.source, positions: err.positions, extensions: describeError(err).extensions });
  }
  return new GraphQLError("the document could not be parsed", { extensions: { error_code: "GRAPHQL_VALIDATION_FAILED", error: "invalid_request", status: 400, details: null } });
}
