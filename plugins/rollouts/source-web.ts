import type { Reading } from "./analysis-engine.ts";
import { describeValue, type MeasuredValue } from "./conditions.ts";
import { ms } from "./durations.ts";
import type { HttpClient } from "./http-client.ts";
import { parseJsonPath, readPath } from "./json-path.ts";
import { fill, urlEscape, type PlaceholderValues } from "./placeholders.ts";

export interface WebSourceSpec {
  url: string;
  json_path: string;
  timeout?: string;
  headers?: Record<string, string>;
}

export const DEFAULT_TIMEOUT_MS = 5000;
/** Largest value kept from an answer, as JSON: a measurement is a value, not a document. */
const MAX_VALUE_BYTES = 4096;

/** A value as measurements keep it: JSON as read, never bigger than MAX_VALUE_BYTES. */
export function keepable(value: unknown, where: string): Reading {
  const text = JSON.stringify(value);
  if (text.length > MAX_VALUE_BYTES) return { error: `the value at ${where} is ${text.length} bytes of JSON; at most ${MAX_VALUE_BYTES} are kept` };
  return { value: value as MeasuredValue };
}

/** An HTTP GET whose JSON answer holds the value at a path. Whatever goes wrong is an error reading, never a throw. */
export async function measureWeb(http: HttpClient, spec: WebSourceSpec, values: PlaceholderValues): Promise<Reading> {
  const path = parseJsonPath(spec.json_path);
  if (!path.ok) return { error: `json_path ${spec.json_path}: ${path.problem}` };
  const url = fill(spec.url, values, urlEscape);
  const timeoutMs = spec.timeout ? ms(spec.timeout) : DEFAULT_TIMEOUT_MS;
  const answer = await http.send("GET", url, { timeoutMs, headers: spec.headers });
  if (!answer.ok) return { error: answer.error };
  if (answer.status < 200 || answer.status > 299) return { error: `HTTP ${answer.status}${answer.status >= 300 && answer.status < 400 ? " (redirects are not followed)" : ""}` };
  let document: unknown;
  try {
    document = JSON.parse(answer.body);
  } catch {
    return { error: `the answer is not JSON: ${describeValue(answer.body.slice(0, 60))}` };
  }
  const value = readPath(document, path.steps);
  if (value === undefined) return { error: `the answer has no value at ${spec.json_path}` };
  return keepable(value, spec.json_path);
}
