/**
 * Security headers for every answer. Berth serves JSON, so the strictest policy fits almost
 * everything; only the HTML pages (API docs, GraphiQL) need to run scripts and load styles.
 * Written out here rather than via helmet: one static object per answer is the cheapest form.
 */
// The set OWASP's REST Security Cheat Sheet recommends for API answers; the HTML-only ones
// (DNS prefetch, cross-domain policies, opener policy) are sent with pages only.
const COMMON: Record<string, string> = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "cross-origin-resource-policy": "same-origin",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
};

export const API_SECURITY_HEADERS: Record<string, string> = {
  ...COMMON,
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
};

/**
 * The two HTML pages, API docs and GraphiQL, serve every file they load themselves (Swagger UI's
 * and GraphiQL's, from their npm packages): scripts, styles and requests from this origin only,
 * no inline script, no eval, no CDN. Fonts and icons are inlined in the packages' CSS as data: URLs.
 */
export const PAGE_SECURITY_HEADERS: Record<string, string> = {
  ...COMMON,
  "cross-origin-opener-policy": "same-origin",
  "x-dns-prefetch-control": "off",
  "x-permitted-cross-domain-policies": "none",
  "content-security-policy":
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
};

export function isPagePath(url: string): boolean {
  return url.startsWith("/docs") || url.startsWith("/graphiql") || url === "/console" || url === "/console/*" || url.startsWith("/console/assets");
}
