/**
 * The JSONPath subset a `web` metric reads its value with: `$` then members and indexes,
 * `$.data.error_rate`, `$.results[0].value`, `$['p99 ms']`; Argo's `{$.data.ok}` braces are
 * accepted. No filters, wildcards or scripts: one path names one value, and reading it is linear.
 */
export type PathStep = string | number;

export const MAX_JSON_PATH_LENGTH = 256;

/** The steps of a path, or a problem in words. */
export function parseJsonPath(text: string): { ok: true; steps: PathStep[] } | { ok: false; problem: string } {
  let path = text.trim();
  if (path.startsWith("{") && path.endsWith("}")) path = path.slice(1, -1).trim();
  if (path.length > MAX_JSON_PATH_LENGTH) return { ok: false, problem: `must be at most ${MAX_JSON_PATH_LENGTH} characters` };
  if (!path.startsWith("$")) return { ok: false, problem: "must start with $ (the answer's root)" };
  const steps: PathStep[] = [];
  let i = 1;
  while (i < path.length) {
    if (path[i] === ".") {
      const m = /^[A-Za-z_][A-Za-z0-9_-]*/.exec(path.slice(i + 1));
      if (!m) return { ok: false, problem: `expected a member name after the dot at position ${i}` };
      steps.push(m[0]);
      i += 1 + m[0].length;
    } else if (path[i] === "[") {
      const rest = path.slice(i);
      const index = /^\[(\d{1,6})\]/.exec(rest);
      const quoted = /^\[(['"])((?:(?!\1)[^\\]|\\.)*)\1\]/.exec(rest);
      if (index) {
        steps.push(Number(index[1]));
        i += index[0].length;
      } else if (quoted) {
        steps.push(quoted[2]!.replace(/\\(.)/g, "$1"));
        i += quoted[0].length;
      } else return { ok: false, problem: `expected [index] or ['name'] at position ${i} (filters and wildcards are not supported)` };
    } else return { ok: false, problem: `unexpected ${JSON.stringify(path[i])} at position ${i}` };
  }
  return { ok: true, steps };
}

/** The value at `steps` in `document`, or undefined when the path leads nowhere. */
export function readPath(document: unknown, steps: readonly PathStep[]): unknown {
  let here: unknown = document;
  for (const step of steps) {
    if (typeof step === "number") {
      if (!Array.isArray(here) || step >= here.length) return undefined;
      here = here[step];
    } else {
      if (here === null || typeof here !== "object" || Array.isArray(here) || !Object.hasOwn(here, step)) return undefined;
      here = (here as Record<string, unknown>)[step];
    }
  }
  return here;
}
