import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { PAGE_SECURITY_HEADERS } from "../../security-headers.ts";

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));

function fromPackage(pkg: string, file: string): string {
  return join(dirname(require.resolve(`${pkg}/package.json`)), file);
}

/**
 * Every file the page loads, from the npm packages (GraphiQL's UMD build needs React 18's UMD
 * globals) and from this folder: nothing from a CDN, and the page's CSP allows only 'self'.
 */
const ASSETS: Record<string, { path: string; type: string }> = {
  "react.js": { path: fromPackage("react", "umd/react.production.min.js"), type: "text/javascript; charset=utf-8" },
  "react-dom.js": { path: fromPackage("react-dom", "umd/react-dom.production.min.js"), type: "text/javascript; charset=utf-8" },
  "graphiql.js": { path: fromPackage("graphiql", "graphiql.min.js"), type: "text/javascript; charset=utf-8" },
  "graphiql.css": { path: fromPackage("graphiql", "graphiql.min.css"), type: "text/css; charset=utf-8" },
  "page.css": { path: join(here, "graphiql-page.css"), type: "text/css; charset=utf-8" },
  "start.js": { path: join(here, "graphiql-start.js"), type: "text/javascript; charset=utf-8" },
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Berth GraphiQL</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/graphiql/assets/graphiql.css">
<link rel="stylesheet" href="/graphiql/assets/page.css">
</head>
<body>
<div id="berth-key-hint">Every request needs an API key: open <code>/graphiql?key=YOUR_API_KEY</code>, or replace
<code>YOUR_API_KEY</code> in the Headers tab below and re-fetch the schema (the &#x21bb; button at the bottom left).
Make a key with <code>npx berth keys create --role admin</code>.</div>
<div id="graphiql">Loading GraphiQL…</div>
<script src="/graphiql/assets/react.js"></script>
<script src="/graphiql/assets/react-dom.js"></script>
<script src="/graphiql/assets/graphiql.js"></script>
<script src="/graphiql/assets/start.js"></script>
</body>
</html>
`;

/** A host as a browser names an origin: a name or IPv4 address, or an IPv6 address in brackets, and a port. */
const HOST = /^(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/**
 * The page's policy: the pages' own, with the WebSocket origin of the host the page was asked from
 * (subscriptions). Browsers that do not count ws: as 'self' need it named; a Host header that is
 * not a plain host name adds nothing.
 */
export function graphiqlPolicy(host: string | undefined): string {
  const base = PAGE_SECURITY_HEADERS["content-security-policy"]!;
  if (!host || !HOST.test(host)) return base;
  return base.replace("connect-src 'self'", `connect-src 'self' ws://${host} wss://${host}`);
}

/**
 * GraphiQL at /graphiql, the same page for both GraphQL engines. Its routes are internal: no key
 * (the page asks for one), no place in the OpenAPI document.
 */
export function mountGraphiQL(app: FastifyInstance): void {
  const cache = new Map<string, Buffer>();
  app.get("/graphiql", { config: { auth: "none" }, schema: { hide: true } }, async (req, reply) => {
    // `?key=` is for the browser only; the request log line hides it (redactQuerySecrets).
    reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
    reply.header("content-security-policy", graphiqlPolicy(req.host));
    return PAGE;
  });
  app.get<{ Params: { file: string } }>("/graphiql/assets/:file", { config: { auth: "none" }, schema: { hide: true } }, async (req, reply) => {
    const asset = Object.hasOwn(ASSETS, req.params.file) ? ASSETS[req.params.file] : undefined;
    if (!asset) return reply.callNotFound();
    let bytes = cache.get(req.params.file);
    if (!bytes) {
      bytes = await readFile(asset.path);
      cache.set(req.params.file, bytes);
    }
    reply.type(asset.type).header("cache-control", "public, max-age=3600");
    return bytes;
  });
}
