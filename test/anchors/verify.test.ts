import { rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, type TestBerth } from "../support/test-berth.ts";
import { anchored, b64, contentPath, sha256 } from "./anchor-helpers.ts";

const TIMEOUT_MS = 400;

/** A content server on 127.0.0.1: /good serves BYTES, /bad other bytes, /big too many, /moved redirects to /good. */
const BYTES = "anchored bytes served over http";
function contentServer(): Promise<{ server: Server; url: string }> {
  const server = createHttpServer((req, res) => {
    if (req.url === "/good") return res.end(BYTES);
    if (req.url === "/bad") return res.end("these are other bytes");
    if (req.url === "/big") return res.end("x".repeat(5000));
    if (req.url === "/moved") return res.writeHead(302, { location: "/good" }).end();
    if (req.url === "/trickle") {
      // Headers at once, then a byte now and then: the deadline covers the body too.
      res.writeHead(200);
      const timer = setInterval(() => res.write("x"), 50);
      res.on("close", () => clearInterval(timer));
      return;
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` })));
}

/** Accepts connections and never writes a byte. */
function silentServer(): Promise<{ server: TcpServer; url: string; sockets: Socket[] }> {
  const sockets: Socket[] = [];
  const server = createTcpServer((socket) => sockets.push(socket));
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, sockets, url: `http://127.0.0.1:${(server.address() as { port: number }).port}/never` })));
}

describe("anchor verification over real HTTP", () => {
  let b: TestBerth;
  let http: { server: Server; url: string };
  let silent: Awaited<ReturnType<typeof silentServer>>;
  let agentKey: string;
  let otherKey: string;
  beforeAll(async () => {
    b = await startBerth({ env: { ANCHOR_FETCH_TIMEOUT_MS: String(TIMEOUT_MS), ANCHOR_FETCH_MAX_BYTES: "1000", ANCHOR_FETCH_PRIVATE_ADDRESSES: "true" } });
    http = await contentServer();
    silent = await silentServer();
    agentKey = (await b.key("agent", { passports: ["agent-1"] })).token;
    otherKey = (await b.key("agent", { passports: ["agent-2"] })).token;
  });
  afterAll(async () => {
    for (const s of silent.sockets) s.destroy();
    await new Promise((r) => silent.server.close(r));
    await new Promise((r) => http.server.close(r));
    await b.stop();
  });

  const verify = (id: string, key = agentKey) => b.request("POST", `/v1/anchors/${id}/verify`, { key });

  it("verifies content Berth keeps, then reports a mismatch once the stored bytes are altered", async () => {
    const anchor = await anchored(b, { artifact_id: "v-local", content_base64: b64("the original bytes") });
    const ok = await verify(anchor.anchor_id);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.verification).toMatchObject({ result: "verified", source: "local", actual_hash: anchor.content_hash, actual_size: 18, problem: null });
    expect(ok.body.anchor).toMatchObject({ status: "verified", verified_at: ok.body.verification.checked_at, last_verification: ok.body.verification });
    expect(ok.body.anchor.verified_at).toBeGreaterThanOrEqual(anchor.created_at);

    // Same length, one byte changed: read and re-hashed.
    const path = contentPath(b, anchor.content_hash);
    writeFileSync(path, "the original bytez");
    const altered = await verify(anchor.anchor_id);
    expect(altered.body.verification).toMatchObject({ result: "mismatch", source: "local", actual_hash: sha256("the original bytez") });
    expect(altered.body.anchor.status).toBe("unreachable");
    const served = await b.request("GET", `/v1/anchors/${anchor.anchor_id}/content`, { key: agentKey });
    expect(served.status).toBe(409);
    expect(served.body).toMatchObject({ error_code: "ANCHOR_CONTENT_CORRUPTED", details: { actual_hash: sha256("the original bytez") } });

    // Another length: a mismatch without reading.
    writeFileSync(path, "short");
    expect((await verify(anchor.anchor_id)).body.verification).toMatchObject({ result: "mismatch", actual_size: 5, actual_hash: null });
    rmSync(path);
    const gone = await verify(anchor.anchor_id);
    expect(gone.body.verification).toMatchObject({ result: "unreachable", source: "local", problem: expect.stringContaining("no file") });

    // Anchoring the same content again restores the file, and verify agrees.
    await anchored(b, { artifact_id: "v-local-again", content_base64: b64("the original bytes") });
    expect((await verify(anchor.anchor_id)).body.anchor.status).toBe("verified");

    const events = await b.request("GET", "/v1/events?subject=agent-1&type=anchor.verified", { key: b.adminKey });
    const mine = events.body.events.filter((e: { data: { anchor_id: string } }) => e.data.anchor_id === anchor.anchor_id);
    expect(mine.map((e: { data: { result: string } }) => e.data.result)).toEqual(["verified", "mismatch", "mismatch", "unreachable", "verified"]);
  });

  it("fetches a url: verified, mismatch, redirects, HTTP errors and oversized bodies", async () => {
    const at = async (path: string, content_hash = sha256(BYTES)) => {
      const anchor = await anchored(b, { artifact_id: `url${path}`, content_hash, url: `${http.url}${path}` });
      return (await verify(anchor.anchor_id)).body;
    };
    const good = await at("/good");
    expect(good.verification).toMatchObject({ result: "verified", source: "url", actual_hash: sha256(BYTES), actual_size: BYTES.length });
    expect(good.anchor.status).toBe("verified");
    expect((await at("/moved")).verification.result).toBe("verified");
    const bad = await at("/bad");
    expect(bad.verification).toMatchObject({ result: "mismatch", source: "url", actual_hash: sha256("these are other bytes") });
    expect(bad.anchor.status).toBe("unreachable");
    expect((await at("/missing")).verification).toMatchObject({ result: "unreachable", problem: "HTTP 404" });
    expect((await at("/big")).verification).toMatchObject({ result: "unreachable", problem: expect.stringContaining("larger than 1000 bytes") });
    const refused = await anchored(b, { artifact_id: "url-refused", content_hash: sha256(BYTES), url: "http://127.0.0.1:1/closed" });
    expect((await verify(refused.anchor_id)).body.verification.problem).toMatch(/ECONNREFUSED/);
    // An anchor's url is an http or https URL (a gateway's, for IPFS; the CID has a field of its own): other schemes are refused when the record comes in.
    const ipfs = await b.request("POST", "/v1/anchors", { key: b.adminKey, body: { artifact_type: "epoch_bundle", agent_passport_id: "agent-1", artifact_id: "url-ipfs", content_hash: sha256(BYTES), url: "ipfs://bafkreifjjcie6lypi6ny7amxnfftagclbuxndqonfipmb64f2km2devei4" } });
    expect(ipfs.body).toMatchObject({ error_code: "VALIDATION_FAILED", details: [{ field: "url", problem: "must be an http or https URL (other schemes are refused)" }] });
    const nowhere = await anchored(b, { artifact_id: "no-url", content_hash: sha256(BYTES) });
    expect((await verify(nowhere.anchor_id)).body.verification).toMatchObject({ result: "unreachable", source: "none" });
  });

  it("answers within its timeout against a server that accepts and never answers, or trickles", async () => {
    for (const url of [silent.url, `${http.url}/trickle`]) {
      const anchor = await anchored(b, { artifact_id: `slow-${url}`, content_hash: sha256(BYTES), url });
      const started = Date.now();
      const a = await verify(anchor.anchor_id);
      const took = Date.now() - started;
      expect(a.status).toBe(200);
      expect(a.body.verification).toMatchObject({ result: "unreachable", source: "url", problem: `no complete answer within ${TIMEOUT_MS} ms` });
      expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
      expect(took).toBeLessThan(TIMEOUT_MS + 1500);
    }
  });

  it("lets only an admin or a key allowed to act for the anchor's agent verify", async () => {
    const anchor = await anchored(b, { artifact_id: "v-auth", content_base64: b64("auth") });
    const other = await verify(anchor.anchor_id, otherKey);
    expect(other.status).toBe(403);
    expect(other.body.error_code).toBe("PASSPORT_NOT_ALLOWED");
    expect((await verify(anchor.anchor_id, b.adminKey)).status).toBe(200);
    const unknown = await verify("00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error_code).toBe("ANCHOR_NOT_FOUND");
    const withBody = await b.request("POST", `/v1/anchors/${anchor.anchor_id}/verify`, { key: agentKey, body: { force: true } });
    expect(withBody.status).toBe(400);
  });
});

describe("anchor verification refuses private addresses unless allowed", () => {
  it("does not fetch loopback by default", async () => {
    const b = await startBerth();
    const http = await contentServer();
    try {
      for (const url of [`${http.url}/good`, `http://localhost:${new URL(http.url).port}/good`, "http://[::1]:9/x", "http://169.254.169.254/latest/meta-data"]) {
        const anchor = await anchored(b, { artifact_id: `private-${url}`, content_hash: sha256(BYTES), url });
        const a = await b.request("POST", `/v1/anchors/${anchor.anchor_id}/verify`, { key: b.adminKey });
        expect(a.body.verification, url).toMatchObject({ result: "unreachable", problem: expect.stringContaining("not a public address") });
      }
    } finally {
      await new Promise((r) => http.server.close(r));
      await b.stop();
    }
  });
});
