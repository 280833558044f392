import type { RouteDefinition } from "../http/route.ts";

/**
 * Static path segments before parametric ones, so `/v2/reputation/algorithms` is registered
 * before any `/v2/reputation/:agentId`. Fastify's router already prefers static segments; this
 * keeps registration order honest too, and the route tests prove both.
 */
export function sortRoutes(routes: RouteDefinition[]): RouteDefinition[] {
  const rank = (url: string) => url.split("/").map((seg) => (seg.startsWith(":") || seg.includes("*") ? 1 : 0));
  return [...routes].sort((a, b) => {
    const ra = rank(a.url);
    const rb = rank(b.url);
    for (let i = 0; i < Math.min(ra.length, rb.length); i++) if (ra[i] !== rb[i]) return ra[i]! - rb[i]!;
    return 0;
  });
}
