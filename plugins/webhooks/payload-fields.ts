/** Reading providers' payloads, which are data from outside: every field may be missing or of any type. */

/** The value at a dotted path (`resource.deployment.id`, `endpoints.0.url`), or undefined. */
export function at(payload: unknown, path: string): unknown {
  let value = payload;
  for (const key of path.split(".")) {
    if (Array.isArray(value)) value = /^\d+$/.test(key) ? value[Number(key)] : undefined;
    else if (value !== null && typeof value === "object") value = (value as Record<string, unknown>)[key];
    else return undefined;
  }
  return value;
}

/** A non-empty string (numbers become their decimal text, as ids often arrive as numbers), or undefined. */
export function text(payload: unknown, path: string): string | undefined {
  const value = at(payload, path);
  if (typeof value === "string" && value.trim() !== "") return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return undefined;
}

/** Unix ms from an ISO 8601 string, Unix ms, or Unix seconds (a number below 10^12), or undefined. */
export function timeOf(value: unknown): number | undefined {
  if (typeof value === "number" && Number.isFinite(value) && value > 0) return value < 1e12 ? Math.round(value * 1000) : Math.round(value);
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value)) {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? undefined : ms;
  }
  return undefined;
}

/** The first of several paths that holds a string: payload formats move fields between versions. */
export function firstText(payload: unknown, paths: string[]): string | undefined {
  for (const path of paths) {
    const value = text(payload, path);
    if (value !== undefined) return value;
  }
  return undefined;
}
