import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Lets a client that is still sending a refused body (413) read the answer. Fastify answers a
 * too-large body at once with `Connection: close`, and Node then closes a socket with unread
 * bytes in it: the client gets a reset (Python's clients, which send the whole body before
 * reading, report a broken pipe) instead of the 413. Here the rest of the body is read and thrown
 * away first, up to `limit` bytes, and the answer follows; the connection stays usable. A body
 * declared or found longer than `limit` is answered at once and the socket closed, as before.
 * The request timeout (HTTP_REQUEST_TIMEOUT_MS) bounds how long the draining may take.
 */
export function drainRefusedBody(req: FastifyRequest, reply: FastifyReply, limit: number): Promise<void> {
  const raw = req.raw;
  if (raw.complete || raw.destroyed) return Promise.resolve();
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve();
  reply.removeHeader("connection");
  return new Promise((resolve) => {
    let seen = 0;
    const done = () => {
      raw.off("data", onData);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > limit) {
        reply.header("connection", "close");
        done();
      }
    };
    raw.on("data", onData);
    raw.once("end", done);
    raw.once("close", done);
    raw.once("error", done);
    raw.resume();
  });
}
