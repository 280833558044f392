import { randomUUID } from "node:crypto";
import { STATUS_CODES, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Logger } from "pino";
import { BerthError, errorBody } from "../errors/berth-error.ts";
import { API_SECURITY_HEADERS } from "./security-headers.ts";

/** Node's parser error (llhttp) or its request timeout, as handed to the server's `clientError`. */
interface ClientError extends Error {
  code?: string;
  /** llhttp's words for what was wrong ("Duplicate Content-Length"). */
  reason?: string;
}

/** How long a socket answered here may take to close on its own before it is destroyed, ms. */
const CLOSE_GRACE_MS = 1000;

/**
 * What a request that never reached Fastify was refused for: the request line or headers did not
 * parse, or the request did not arrive in time. Each gets its documented code.
 */
export function clientErrorOf(err: ClientError): BerthError {
  const details = { parser_error: err.code ?? null, reason: err.reason ?? null };
  switch (err.code) {
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return new BerthError("request_timeout", "REQUEST_TIMEOUT", "the request did not arrive completely in time (HTTP_HEADERS_TIMEOUT_MS / HTTP_REQUEST_TIMEOUT_MS)", null, {});
    case "HPE_HEADER_OVERFLOW":
      return new BerthError("headers_too_large", "HEADERS_TOO_LARGE", "the request line and headers together exceed the server's limit (16 KB)", details);
    case "HPE_INVALID_CONTENT_LENGTH":
    case "HPE_UNEXPECTED_CONTENT_LENGTH":
      return new BerthError("invalid_request", "INVALID_CONTENT_LENGTH", `Content-Length is malformed or repeated: ${err.reason ?? "refused"}`, details);
    case "HPE_INVALID_TRANSFER_ENCODING":
      return new BerthError("invalid_request", "INVALID_TRANSFER_ENCODING", `Transfer-Encoding is refused: ${err.reason ?? "invalid"}`, details);
    case "HPE_INVALID_CHUNK_SIZE":
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return new BerthError("invalid_request", "MALFORMED_CHUNK", `the chunked body is malformed: ${err.reason ?? "invalid chunk"}`, details);
    case "HPE_INVALID_HEADER_TOKEN":
      return new BerthError("invalid_request", "INVALID_HEADER", `a header name or value holds a character HTTP does not allow: ${err.reason ?? "invalid header"}`, details);
    default:
      return new BerthError("invalid_request", "MALFORMED_HTTP", `the request is not well-formed HTTP/1.1: ${err.reason ?? err.message}`, details);
  }
}

/** The answer as raw bytes: Node hands over a bare socket here, with no response object to use. */
function rawAnswer(error: BerthError, requestId: string): string {
  const body = JSON.stringify(errorBody(error));
  const headers: Record<string, string> = {
    "content-type": "application/json; charset=utf-8",
    "content-length": String(Buffer.byteLength(body)),
    "x-request-id": requestId,
    connection: "close",
    ...API_SECURITY_HEADERS,
  };
  const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}`);
  return `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status]}\r\n${lines.join("\r\n")}\r\n\r\n${body}`;
}

/**
 * The server's `clientError` handler. Fastify's default answers these in its own body without a
 * request id; this one answers in Berth's error body with `x-request-id`, logs at debug, then
 * closes gracefully (FIN after the answer, so the client reads it instead of a reset), destroying
 * the socket only if the client keeps it open past a short grace.
 */
export function clientErrorHandler(log: Logger): (err: ClientError, socket: Socket) => void {
  const answered = new WeakSet<Socket>();
  return (err, socket) => {
    // A reset connection has nobody left to answer; the parser may report the same socket twice.
    if (err.code === "ECONNRESET" || socket.destroyed || answered.has(socket)) return;
    answered.add(socket);
    const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    // A response already started on this socket (a timed-out body after an early 413) cannot take a second one.
    if (!socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const error = clientErrorOf(err);
    const requestId = randomUUID();
    log.debug({ reqId: requestId, code: error.code, parserError: err.code }, "refused by the HTTP layer");
    // Whatever else arrives is discarded: the parser is done with this connection.
    socket.on("data", () => undefined);
    socket.end(rawAnswer(error, requestId));
    setTimeout(() => socket.destroy(), CLOSE_GRACE_MS).unref();
  };
}
