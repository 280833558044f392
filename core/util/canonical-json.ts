import canonicalizeModule from "canonicalize";

// canonicalize is CommonJS; depending on the loader its function arrives directly or on `.default`.
const canonicalize = ((canonicalizeModule as unknown as { default?: unknown }).default ?? canonicalizeModule) as (
  value: unknown,
) => string | undefined;

/** RFC 8785 (JSON Canonicalization Scheme) text of a JSON value: the input to every content hash. */
export function canonicalJson(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new TypeError("value has no JSON form");
  return text;
}
