import { InvalidRequest } from "berth/plugin";
import type { ScoringAlgorithm } from "./algorithm.ts";
import { crossChainWeighted } from "./algorithm-cross-chain-weighted.ts";
import { receiptVolume } from "./algorithm-receipt-volume.ts";
import { stakeWeighted } from "./algorithm-stake-weighted.ts";
import { DEFAULT_TAGS } from "./score-inputs.ts";

/** The algorithms, in the order GET /v2/reputation/algorithms lists them. */
export const ALGORITHMS: readonly ScoringAlgorithm[] = Object.freeze([receiptVolume, crossChainWeighted, stakeWeighted]);

/** How GET /v2/reputation/{agentId}/composite combines them (the weights sum to 1). */
export const COMPOSITE_WEIGHTS: Readonly<Record<string, number>> = Object.freeze({
  "receipt-volume-v1": 0.3,
  "cross-chain-weighted-v1": 0.4,
  "stake-weighted-v1": 0.3,
});

export function algorithmById(id: string): ScoringAlgorithm {
  const found = ALGORITHMS.find((a) => a.id === id);
  if (!found) {
    throw new InvalidRequest("UNKNOWN_ALGORITHM", `${JSON.stringify(id)} is not a reputation algorithm here`, { algorithm: id, known: ALGORITHMS.map((a) => a.id) });
  }
  return found;
}

/** A request's params: every number within its bounds, defaults for the rest; `tags` widens the counted tags. */
export interface ResolvedParams {
  values: Record<string, number>;
  tags: ReadonlySet<string>;
}

export function resolveParams(algorithm: ScoringAlgorithm, given: Record<string, unknown> = {}): ResolvedParams {
  const problems: { field: string; problem: string }[] = [];
  const values: Record<string, number> = {};
  for (const [name, spec] of Object.entries(algorithm.params)) values[name] = spec.default;
  let tags: string[] = [...DEFAULT_TAGS];
  for (const [name, value] of Object.entries(given)) {
    if (name === "tags") {
      if (!Array.isArray(value) || value.length > 64 || !value.every((t) => typeof t === "string" && t.length <= 64)) {
        problems.push({ field: "params.tags", problem: "must be a list of at most 64 tags of at most 64 characters" });
      } else tags = [...tags, ...(value as string[])];
      continue;
    }
    const spec = algorithm.params[name];
    if (!spec) {
      problems.push({ field: `params.${name}`, problem: `is not a parameter of ${algorithm.id} (known: tags, ${Object.keys(algorithm.params).join(", ")})` });
    } else if (typeof value !== "number" || !Number.isFinite(value) || value < spec.min || value > spec.max) {
      problems.push({ field: `params.${name}`, problem: `must be a number from ${spec.min} to ${spec.max}` });
    } else values[name] = value;
  }
  if (problems.length > 0) throw new InvalidRequest("VALIDATION_FAILED", `invalid params for ${algorithm.id}`, problems);
  return { values, tags: new Set(tags) };
}
