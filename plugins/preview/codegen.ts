/**
 * Helpers every runtime needs to put descriptor values into generated source safely: literals
 * that are ASCII-only (descriptor text can hold quotes, backslashes, newlines, `${`, `"""`,
 * emoji), and JSON with sorted keys (stable bytes). Exported from berth/plugins/preview, so a
 * third-party runtime escapes exactly as the built-in ones do.
 */

export type Literal = string | number | boolean | null | Literal[] | { [key: string]: Literal };

function hex(code: number, width: number): string {
  return code.toString(16).padStart(width, "0");
}

/** A JavaScript/TypeScript string literal, ASCII only (JSON escapes, then \uXXXX for the rest). */
function jsString(value: string): string {
  return JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${hex(c.charCodeAt(0), 4)}`);
}

/** A Python str literal, ASCII only; astral characters as \UXXXXXXXX (Python has no surrogate pairs). */
function pyString(value: string): string {
  let out = '"';
  for (const ch of value) {
    const cp = ch.codePointAt(0)!;
    if (ch === '"') out += '\\"';
    else if (ch === "\\") out += "\\\\";
    else if (ch === "\n") out += "\\n";
    else if (ch === "\r") out += "\\r";
    else if (ch === "\t") out += "\\t";
    else if (cp < 0x20 || (cp >= 0x7f && cp <= 0xffff)) out += `\\u${hex(cp, 4)}`;
    else if (cp > 0xffff) out += `\\U${hex(cp, 8)}`;
    else out += ch;
  }
  return `${out}"`;
}

function number(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`cannot write ${value} as a literal`);
  return String(value);
}

/** A TypeScript expression for a JSON-like value (keys sorted). */
export function tsLiteral(value: Literal): string {
  if (value === null) return "null";
  if (typeof value === "string") return jsString(value);
  if (typeof value === "number") return number(value);
  if (typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return `[${value.map(tsLiteral).join(", ")}]`;
  return `{ ${Object.keys(value)
    .sort()
    .map((k) => `${jsString(k)}: ${tsLiteral(value[k]!)}`)
    .join(", ")} }`;
}

/** A Python expression for a JSON-like value (keys sorted; null → None, booleans → True/False). */
export function pyLiteral(value: Literal): string {
  if (value === null) return "None";
  if (typeof value === "string") return pyString(value);
  if (typeof value === "number") return number(value);
  if (typeof value === "boolean") return value ? "True" : "False";
  if (Array.isArray(value)) return `[${value.map(pyLiteral).join(", ")}]`;
  return `{${Object.keys(value)
    .sort()
    .map((k) => `${pyString(k)}: ${pyLiteral(value[k]!)}`)
    .join(", ")}}`;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** Pretty JSON (2 spaces, keys sorted, trailing newline): package.json, config files. */
export function stableJson(value: unknown): string {
  return `${JSON.stringify(sortKeys(value), null, 2)}\n`;
}

/** A Dockerfile exec form (`["node", "dist/server.js"]`): a JSON array of strings. */
export function execForm(args: string[]): string {
  return JSON.stringify(args);
}

/** A package name from a display name: lowercase letters, digits and single '-'; `agent` when nothing is left. */
export function packageSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 64)
    .replace(/-+$/g, "");
  return /^[a-z]/.test(slug) ? slug : `agent-${slug}`.replace(/-+$/g, "");
}

/** Indents every non-empty line of a block by `spaces`. */
export function indent(block: string, spaces: number): string {
  const pad = " ".repeat(spaces);
  return block
    .split("\n")
    .map((line) => (line.length > 0 ? pad + line : line))
    .join("\n");
}
