import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Forbidden, isBerthError, Unauthorized } from "../../errors/berth-error.ts";
import { type ConsoleSessions, crossSite, csrfTokenOf, SESSION_COOKIE, sessionIdOf } from "./console-sessions.ts";
import type { MetricsHistory } from "./metrics-history.ts";

const require = createRequire(import.meta.url);
const APP = join(dirname(fileURLToPath(import.meta.url)), "app");

/** A file beside a package entry's CommonJS build (htm's exports map names no package.json). */
function besideEntry(entry: string, file: string): string {
  return join(dirname(require.resolve(entry)), file);
}

interface Asset {
  type: string;
  etag: string;
  identity: Buffer;
  /** Compressed on the first request that asks for each encoding, then kept. */
  encoded: { gzip?: Buffer; br?: Buffer };
}

/**
 * The asset in an encoding, compressed when first asked for: brotli at its best quality takes
 * about 100 ms for all the console's files together, which every start paid when it was done
 * up front (bench/startup), for pages most starts never serve. One file takes a few ms, once.
 */
function encodedAs(asset: Asset, encoding: "gzip" | "br"): Buffer {
  if (encoding === "gzip") return (asset.encoded.gzip ??= gzipSync(asset.identity, { level: 9 }));
  return (asset.encoded.br ??= brotliCompressSync(asset.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

const JS = "text/javascript; charset=utf-8";

/**
 * The console's files, read once at start (about 100 KB of source) and compressed on demand: the
 * app's modules from app/, and Preact, its hooks and htm from their npm packages, as browser
 * modules. The packages name each other by bare specifiers ("preact"), which a browser resolves
 * only through an import map; the page's CSP allows no inline script, so the one import there is
 * rewritten to the file's path instead. No build step, nothing from a CDN.
 */
function loadAssets(): Map<string, Asset> {
  const sources = new Map<string, { text: string; type: string }>();
  const vendor = (name: string, path: string) =>
    sources.set(`vendor/${name}`, { text: readFileSync(path, "utf8").replace(/from\s*"preact"/g, 'from"./preact.js"').replace(/\n\/\/# sourceMappingURL=.*$/m, ""), type: JS });
  vendor("preact.js", besideEntry("preact", "preact.module.js"));
  vendor("hooks.js", besideEntry("preact/hooks", "hooks.module.js"));
  vendor("htm.js", besideEntry("htm", "htm.module.js"));
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name), `${prefix}${entry.name}/`);
      else if (/\.(js|css)$/.test(entry.name)) sources.set(`${prefix}${entry.name}`, { text: readFileSync(join(dir, entry.name), "utf8"), type: entry.name.endsWith(".css") ? "text/css; charset=utf-8" : JS });
    }
  };
  walk(APP, "");
  const assets = new Map<string, Asset>();
  for (const [name, { text, type }] of sources) {
    const identity = Buffer.from(text);
    assets.set(name, {
      type,
      etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 22)}"`,
      identity,
      encoded: {},
    });
  }
  return assets;
}

/** The modules the page needs first: preloaded, so the browser fetches them side by side rather than one import at a time. */
const FIRST = ["vendor/preact.js", "vendor/hooks.js", "vendor/htm.js", "ui.js", "api.js"];

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Berth console</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/console/assets/console.css">
${FIRST.map((f) => `<link rel="modulepreload" href="/console/assets/${f}">`).join("\n")}
</head>
<body>
<div id="app"><p class="loading">Loading the Berth console…</p><noscript>The console needs JavaScript.</noscript></div>
<script type="module" src="/console/assets/main.js"></script>
</body>
</html>
`;

export interface ConsoleOptions {
  sessions: ConsoleSessions;
  history: MetricsHistory;
}

function principalView(p: { keyId: string; role: string; mode: string; passports: readonly string[] }) {
  return { key_id: p.keyId, role: p.role, mode: p.mode, passports: [...p.passports] };
}

/** `Set-Cookie` of a session: HttpOnly (no script reads it), SameSite=Strict, Secure when the request came over TLS. */
function sessionCookie(req: FastifyRequest, value: string, maxAgeSeconds: number): string {
  return `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${req.protocol === "https" ? "; Secure" : ""}`;
}

function sendAsset(req: FastifyRequest, reply: FastifyReply, asset: Asset): Buffer | FastifyReply {
  reply.type(asset.type).header("cache-control", "no-cache").header("etag", asset.etag).header("vary", "accept-encoding");
  if (req.headers["if-none-match"] === asset.etag) return reply.code(304).send();
  const accepts = String(req.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepts)) {
    reply.header("content-encoding", "br");
    return encodedAs(asset, "br");
  }
  if (/\bgzip\b/.test(accepts)) {
    reply.header("content-encoding", "gzip");
    return encodedAs(asset, "gzip");
  }
  return asset.identity;
}

/**
 * The operator console at /console (CONSOLE=on): its page and files, sign-in and sign-out, and
 * the overview's metric history. The console calls Berth's own REST API with its session cookie,
 * so it can do exactly what the key it signed in with can do.
 */
export function mountConsole(app: FastifyInstance, o: ConsoleOptions): void {
  const assets = loadAssets();
  const page = async (_req: FastifyRequest, reply: FastifyReply) => reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(PAGE);
  app.get("/console", { config: { auth: "none" }, schema: { hide: true } }, page);
  app.get("/console/*", { config: { auth: "none" }, schema: { hide: true } }, page);
  app.get<{ Params: { "*": string } }>("/console/assets/*", { config: { auth: "none" }, schema: { hide: true } }, async (req, reply) => {
    const asset = assets.get(req.params["*"]);
    if (!asset) return reply.callNotFound();
    return sendAsset(req, reply, asset);
  });

  app.post<{ Body: { key?: unknown } }>(
    "/console/session",
    {
      config: { auth: "none" },
      schema: { hide: true, body: { type: "object", properties: { key: { type: "string", minLength: 1, maxLength: 512 } }, required: ["key"], additionalProperties: false } },
    },
    async (req, reply) => {
      // A sign-in from another site would sign this browser in as someone else (login CSRF).
      if (crossSite(req)) throw new Forbidden("CSRF_TOKEN_INVALID", "sign in from the console's own page");
      const started = await o.sessions.start(String(req.body.key));
      const maxAge = Math.max(0, Math.round((started.expiresAt - Date.now()) / 1000));
      reply.code(201).header("set-cookie", sessionCookie(req, started.id, maxAge)).header("cache-control", "no-store");
      return { success: true, signed_in: true, csrf_token: started.csrfToken, expires_at: started.expiresAt, principal: principalView(started.principal) };
    },
  );
  // Asked by the page as it loads: signed out is an ordinary answer here, not a 401 (the browser
  // would log every visit to the sign-in page as a failed request).
  app.get("/console/session", { config: { auth: "none" }, schema: { hide: true } }, async (req, reply) => {
    reply.header("cache-control", "no-store");
    const id = sessionIdOf(req);
    if (id === undefined) return { success: true, signed_in: false, reason: null };
    try {
      const principal = await o.sessions.principal(req, id);
      return { success: true, signed_in: true, csrf_token: csrfTokenOf(id), expires_at: await o.sessions.expiresAt(id), principal: principalView(principal) };
    } catch (err) {
      if (isBerthError(err) && err.category === "unauthorized") return { success: true, signed_in: false, reason: err.code };
      throw err;
    }
  });
  // Signing out changes nothing of the world's: a viewer may do it too.
  app.delete("/console/session", { config: { auth: "key", readOnly: true }, schema: { hide: true } }, async (req, reply) => {
    const id = sessionIdOf(req);
    if (id === undefined) throw new Unauthorized("SESSION_UNKNOWN", "no console session to end");
    await o.sessions.end(id);
    reply.header("set-cookie", sessionCookie(req, "", 0)).header("cache-control", "no-store");
    return { success: true };
  });

  app.get("/v1/metrics/history", { config: { auth: "admin" }, schema: { hide: true } }, async () => ({
    success: true,
    interval_ms: o.history.intervalMs,
    points: o.history.history(),
  }));
}
