/**
 * pino's JSON lines made readable for a terminal (LOG_FORMAT=pretty, or auto on a TTY):
 * `14:02:11.042 INFO  GET /v1/x 404 0.8 ms ROUTE_NOT_FOUND  key=key_1`. A line that is not JSON
 * passes unchanged. Small on purpose: the JSON form stays the one machines read.
 */

const LEVELS: Record<number, [string, string]> = {
  10: ["TRACE", "\x1b[90m"],
  20: ["DEBUG", "\x1b[36m"],
  30: ["INFO ", "\x1b[32m"],
  40: ["WARN ", "\x1b[33m"],
  50: ["ERROR", "\x1b[31m"],
  60: ["FATAL", "\x1b[35m"],
};
const RESET = "\x1b[0m";
/** Fields every line has, or that the line's head already shows. */
const HIDDEN = new Set(["level", "time", "pid", "hostname", "service", "msg", "v"]);
const REQUEST_HEAD = new Set(["method", "url", "status", "ms", "error_code", "route"]);

function text(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** Nested objects as dotted keys: `ports.store: sqlite /srv/data/berth.sqlite`. */
function flatten(prefix: string, value: unknown, out: [string, string][]): void {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(prefix ? `${prefix}.${k}` : k, v, out);
  } else out.push([prefix, text(value)]);
}

export function prettyLogLine(line: string, color: boolean): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const [name, tint] = LEVELS[Number(entry.level)] ?? ["LOG  ", ""];
  const time = typeof entry.time === "number" ? new Date(entry.time).toISOString().slice(11, 23) : "";
  const isRequest = entry.msg === "request" && typeof entry.method === "string";
  const head = isRequest
    ? `${entry.method} ${text(entry.url)} ${text(entry.status)} ${text(entry.ms)} ms${entry.error_code ? ` ${text(entry.error_code)}` : ""}`
    : text(entry.msg ?? "");
  const err = entry.err as { stack?: string; message?: string } | undefined;
  const fields: [string, string][] = [];
  for (const [k, v] of Object.entries(entry)) {
    if (HIDDEN.has(k) || k === "err" || (isRequest && REQUEST_HEAD.has(k))) continue;
    flatten(k, v, fields);
  }
  const level = color ? `${tint}${name}${RESET}` : name;
  const inline = fields.map(([k, v]) => `${k}=${v}`).join(" ");
  let out = `${time} ${level} ${head}`;
  // A few short fields stay on the line; a summary's many go one per line.
  if (inline.length > 0 && inline.length <= 100) out += `  ${color ? `\x1b[90m${inline}${RESET}` : inline}`;
  else if (inline.length > 0) out += fields.map(([k, v]) => `\n    ${k}: ${v}`).join("");
  if (err) out += `\n    ${(err.stack ?? err.message ?? text(err)).split("\n").join("\n    ")}`;
  return `${out}\n`;
}
