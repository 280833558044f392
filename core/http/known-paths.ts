/**
 * Every method and path pattern the server routes, so a request that missed can be told apart:
 * a path nobody serves (404) from a path served for other methods (405 with `Allow`).
 */
export class KnownPaths {
  private readonly patterns = new Map<string, { regex: RegExp; methods: Set<string> }>();

  add(methods: string | string[], url: string): void {
    let entry = this.patterns.get(url);
    if (!entry) {
      entry = { regex: toRegex(url), methods: new Set() };
      this.patterns.set(url, entry);
    }
    for (const m of Array.isArray(methods) ? methods : [methods]) entry.methods.add(m.toUpperCase());
  }

  /** Methods served for `path` by any pattern, sorted; empty when no route has this path. */
  methodsFor(path: string): string[] {
    const clean = normalise(path);
    const out = new Set<string>();
    for (const { regex, methods } of this.patterns.values()) if (regex.test(clean)) for (const m of methods) out.add(m);
    return [...out].sort();
  }

  /** Methods of a route whose pattern is exactly this static path (no parameters), sorted. */
  staticMethodsFor(path: string): string[] {
    return [...(this.patterns.get(normalise(path))?.methods ?? [])].sort();
  }
}

/** The router ignores a trailing slash and the query. */
function normalise(path: string): string {
  const bare = path.split("?")[0]!;
  return bare.length > 1 && bare.endsWith("/") ? bare.slice(0, -1) : bare;
}

/** `/v1/memory/:memory_id` → one segment per parameter; `*` matches the rest. */
function toRegex(url: string): RegExp {
  const body = normalise(url)
    .split("/")
    .map((seg) => (seg.startsWith(":") ? "[^/]+" : seg === "*" ? ".*" : seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\\\*/g, ".*")))
    .join("/");
  return new RegExp(`^${body}$`);
}
