import type { Reading } from "./analysis-engine.ts";
import { ms } from "./durations.ts";
import type { HttpClient } from "./http-client.ts";
import { fill, promqlEscape, type PlaceholderValues } from "./placeholders.ts";
import { DEFAULT_TIMEOUT_MS } from "./source-web.ts";

export interface PrometheusSourceSpec {
  address: string;
  query: string;
  timeout?: string;
}

/** Samples of a vector kept as a list at most. */
const MAX_SAMPLES = 100;

function sampleValue(raw: unknown): number | string {
  const text = Array.isArray(raw) ? raw[1] : undefined;
  if (typeof text !== "string") return "the answer's sample has no value";
  const value = Number(text);
  // NaN and infinities have no JSON form: stored, they would read back as something else.
  if (!Number.isFinite(value)) return `the query answered ${text}`;
  return value;
}

/**
 * An instant query (`/api/v1/query`): a scalar is its number; a vector of one sample, that
 * sample's number; of several, the list of their numbers (conditions use `result[0]` or macros).
 * No samples, a matrix or a string, and Prometheus' own errors, are error readings.
 */
export async function measurePrometheus(http: HttpClient, spec: PrometheusSourceSpec, values: PlaceholderValues): Promise<Reading> {
  const query = fill(spec.query, values, promqlEscape);
  const url = `${spec.address.replace(/\/+$/, "")}/api/v1/query?query=${encodeURIComponent(query)}`;
  const answer = await http.send("GET", url, { timeoutMs: spec.timeout ? ms(spec.timeout) : DEFAULT_TIMEOUT_MS });
  if (!answer.ok) return { error: answer.error };
  let body: { status?: unknown; error?: unknown; errorType?: unknown; data?: { resultType?: unknown; result?: unknown } };
  try {
    body = JSON.parse(answer.body) as typeof body;
  } catch {
    return { error: `HTTP ${answer.status}: the answer is not Prometheus' JSON` };
  }
  if (body.status !== "success") return { error: `Prometheus: ${String(body.errorType ?? `HTTP ${answer.status}`)}: ${String(body.error ?? "no error message")}` };
  const { resultType, result } = body.data ?? {};
  if (resultType === "scalar") {
    const value = sampleValue(result);
    return typeof value === "number" ? { value } : { error: value };
  }
  if (resultType !== "vector" || !Array.isArray(result)) return { error: `the query answered a ${String(resultType)}; an instant vector or scalar is needed` };
  if (result.length === 0) return { error: "the query returned no samples" };
  if (result.length > MAX_SAMPLES) return { error: `the query returned ${result.length} samples; at most ${MAX_SAMPLES} are kept` };
  const samples = result.map((s) => sampleValue((s as { value?: unknown }).value));
  const bad = samples.find((s) => typeof s === "string");
  if (bad !== undefined) return { error: bad as string };
  return { value: samples.length === 1 ? (samples[0] as number) : (samples as number[]) };
}
