import { describe, expect, it } from "vitest";
import { assessRun, dueMetrics, emptyResult, judge, record, replay, type Measurement, type MeasurementPhase, type MetricResult, type MetricRules } from "./analysis-engine.ts";
import { conditionProblem } from "./conditions.ts";
import { durationMs } from "./durations.ts";
import { parseJsonPath, readPath } from "./json-path.ts";

/** Feeds values to a run as the runner does, one batch per measurement; answers the stored measurements and the assessment. */
function run(metrics: MetricRules[], readings: [string, { value: unknown } | { error: string }][], terminated = false) {
  let results: MetricResult[] = metrics.map((m) => emptyResult(m, 0));
  const stored: Measurement[] = [];
  let assessed = assessRun(metrics, results, false);
  let batch = 0;
  for (const [name, reading] of readings) {
    const metric = metrics.find((m) => m.name === name)!;
    const result = results.find((r) => r.name === name)!;
    if (!dueMetrics(metrics, results, Number.MAX_SAFE_INTEGER).includes(metric)) break;
    batch++;
    const judged = judge(metric, reading as never);
    const t = result.next_due_at!;
    const m: Measurement = { metric: name, seq: result.measured + 1, value: "value" in reading ? (reading.value as never) : null, ...judged, due_at: t, started_at: t, finished_at: t + 5, recorded_at: t + 6, taken_by: "test", batch };
    stored.push(m);
    results = results.map((r) => (r.name === name ? record(metric, r, m) : r));
    assessed = assessRun(metrics, results, false);
    results = assessed.results;
  }
  if (terminated) assessed = assessRun(metrics, results, true);
  return { stored, assessed };
}

const rate = (extra: Partial<MetricRules> = {}): MetricRules => ({ name: "error-rate", interval: "10s", count: 5, failure_condition: "result > 0.05", ...extra });
const v = (value: unknown) => ({ value });

describe("measurements are judged as Argo judges them", () => {
  it("failure wins when both conditions hold; neither gives Inconclusive; no conditions give Successful", () => {
    const both: MetricRules = { name: "m", success_condition: "result < 10", failure_condition: "result > 5" };
    expect(judge(both, v(7) as never).phase).toBe<MeasurementPhase>("Failed");
    expect(judge(both, v(3) as never).phase).toBe("Successful");
    expect(judge({ name: "m", success_condition: "result < 1", failure_condition: "result > 5" }, v(3) as never).phase).toBe("Inconclusive");
    expect(judge({ name: "m" }, v("anything") as never).phase).toBe("Successful");
    expect(judge({ name: "m", success_condition: "result >= 0.95" }, v(0.9) as never)).toMatchObject({ phase: "Failed", decided_by: "success_condition" });
  });

  it("a value no condition can judge (a string for a comparison) and a source that is down are Errors", () => {
    expect(judge(rate(), v("n/a") as never)).toMatchObject({ phase: "Error", error_kind: "condition" });
    expect(judge(rate(), { error: "connect ECONNREFUSED" })).toMatchObject({ phase: "Error", error_kind: "source", error: "connect ECONNREFUSED" });
  });
});

describe("a run is decided as Argo decides it", () => {
  it("failure_limit 0: the first failed measurement fails the metric and the run, naming the limit", () => {
    const { assessed } = run([rate()], [["error-rate", v(0.01)], ["error-rate", v(0.2)]]);
    expect(assessed.phase).toBe("Failed");
    expect(assessed.deciding).toBe("error-rate");
    expect(assessed.results[0]!.message).toBe("failed (1) > failure_limit (0)");
  });

  it("failure_limit 2 tolerates two failures; count reached is Successful", () => {
    const { assessed, stored } = run([rate({ failure_limit: 2 })], [0.2, 0.01, 0.3, 0.01, 0.01].map((x) => ["error-rate", v(x)] as [string, { value: unknown }]));
    expect(stored).toHaveLength(5);
    expect(assessed.phase).toBe("Successful");
  });

  it("failure_limit -1 with consecutive_success_limit: Successful once reached, Failed when the count runs out first", () => {
    const metric = rate({ failure_limit: -1, consecutive_success_limit: 2, count: 4 });
    expect(run([metric], [["error-rate", v(0.2)], ["error-rate", v(0.01)], ["error-rate", v(0.01)]]).assessed.phase).toBe("Successful");
    const missed = run([metric], [0.2, 0.01, 0.2, 0.01].map((x) => ["error-rate", v(x)] as [string, { value: unknown }]));
    expect(missed.assessed.phase).toBe("Failed");
  });

  it("both limits applicable and count reached without either: Inconclusive", () => {
    const metric = rate({ failure_limit: 1, consecutive_success_limit: 3, count: 3 });
    expect(run([metric], [0.01, 0.2, 0.01].map((x) => ["error-rate", v(x)] as [string, { value: unknown }])).assessed.phase).toBe("Inconclusive");
  });

  it("consecutive_error_limit defaults to 4: the fifth error in a row is Error; errors do not count toward count", () => {
    const errors = Array.from({ length: 5 }, () => ["error-rate", { error: "down" }] as [string, { error: string }]);
    const four = run([rate()], errors.slice(0, 4));
    expect(four.assessed.phase).toBe("Running");
    expect(four.assessed.results[0]!.count).toBe(0);
    const five = run([rate()], errors);
    expect(five.assessed.phase).toBe("Error");
    expect(five.assessed.results[0]!.message).toBe("consecutive_error (5) > consecutive_error_limit (4)");
    // An error retries sooner than the interval allows: 10 s, or the interval when shorter.
    expect(four.stored[1]!.due_at - four.stored[0]!.due_at).toBe(10_000);
  });

  it("an inconclusive measurement makes the run Inconclusive (inconclusive_limit 0)", () => {
    const metric: MetricRules = { name: "m", interval: "10s", count: 3, success_condition: "result < 0.01", failure_condition: "result > 0.05" };
    expect(run([metric], [["m", v(0.03)]]).assessed.phase).toBe("Inconclusive");
  });

  it("a dry-run metric is measured but decides nothing; a failing metric ends the others at once", () => {
    const dry = { ...rate(), name: "latency", failure_condition: "result > 100", dry_run: true };
    const ok = run([rate({ count: 2 }), dry], [["latency", v(500)], ["error-rate", v(0.01)], ["error-rate", v(0.01)]]);
    expect(ok.assessed.results.find((r) => r.name === "latency")!.phase).toBe("Failed");
    // The dry-run metric's failure is shown and ignored: the run is decided by error-rate alone.
    expect(ok.assessed.phase).toBe("Successful");
    expect(ok.assessed.deciding).toBeNull();
    const failing = run([rate({ count: 2 }), { ...dry, dry_run: false }], [["latency", v(500)]]);
    expect(failing.assessed.phase).toBe("Failed");
    expect(failing.assessed.deciding).toBe("latency");
    expect(failing.assessed.results.find((r) => r.name === "error-rate")!.next_due_at).toBeNull();
  });

  it("an indefinite metric (interval, no count) runs until the run is terminated, then counts as Successful", () => {
    const metric = rate({ count: undefined });
    const { assessed } = run([metric], [["error-rate", v(0.01)], ["error-rate", v(0.02)]], true);
    expect(assessed.phase).toBe("Successful");
    expect(run([metric], [["error-rate", v(0.01)]]).assessed.phase).toBe("Running");
  });

  it("initial_delay puts the first measurement after it", () => {
    expect(emptyResult(rate({ initial_delay: "1m" }), 1000).next_due_at).toBe(61_000);
  });

  it("replaying stored measurements gives the same phase, deciding metric and tallies", () => {
    const metrics = [rate({ failure_limit: 1 }), { name: "health", interval: "10s", count: 5, success_condition: 'result == "healthy"' }];
    const { stored, assessed } = run(metrics, [
      ["error-rate", v(0.2)],
      ["health", v("healthy")],
      ["error-rate", { error: "timeout" }],
      ["error-rate", v("n/a")],
      ["health", v("healthy")],
      ["error-rate", v(0.3)],
    ]);
    expect(assessed.phase).toBe("Failed");
    const again = replay(metrics, stored, 0, false);
    expect(again.mismatches).toEqual([]);
    expect({ phase: again.phase, deciding: again.deciding }).toEqual({ phase: assessed.phase, deciding: assessed.deciding });
    expect(again.results).toEqual(assessed.results);
  });
});

describe("the pieces conditions and sources are read with", () => {
  it("CEL conditions are checked when saved: syntax, unknown names and non-boolean results are refused", () => {
    expect(conditionProblem("result > 0.05")).toBeNull();
    expect(conditionProblem('result == "healthy" || result == "degraded"')).toBeNull();
    expect(conditionProblem("result >")).toMatch(/Unexpected|token/i);
    expect(conditionProblem("latency > 1")).toMatch(/latency/);
    expect(conditionProblem("1 + 2")).toMatch(/true or false/);
    expect(conditionProblem("x".repeat(2000))).toMatch(/at most/);
  });

  it("durations as Argo writes them", () => {
    expect(durationMs("10s")).toBe(10_000);
    expect(durationMs("1m30s")).toBe(90_000);
    expect(durationMs("250ms")).toBe(250);
    expect(durationMs("1h")).toBe(3_600_000);
    for (const bad of ["", "10", "s", "1d", "200h", "1s1m"]) expect(durationMs(bad)).toBeNull();
  });

  it("JSON paths: members, indexes, quoted names, Argo's braces; nothing else", () => {
    const doc = { data: { rate: 0.2, "p99 ms": 120, list: [{ v: 1 }, { v: 2 }] } };
    const read = (p: string) => {
      const parsed = parseJsonPath(p);
      if (!parsed.ok) throw new Error(parsed.problem);
      return readPath(doc, parsed.steps);
    };
    expect(read("$.data.rate")).toBe(0.2);
    expect(read("{$.data.list[1].v}")).toBe(2);
    expect(read("$.data['p99 ms']")).toBe(120);
    expect(read("$.data.missing")).toBeUndefined();
    expect(read("$.data.constructor")).toBeUndefined();
    for (const bad of ["data.rate", "$..rate", "$.data[*]", "$.data[?(@.v>1)]"]) expect(parseJsonPath(bad).ok).toBe(false);
  });
});
