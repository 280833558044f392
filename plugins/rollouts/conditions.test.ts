import { describe, expect, it } from "vitest";
import { judge } from "./analysis-engine.ts";
import { conditionProblem, evaluateCondition } from "./conditions.ts";

/**
 * Conditions a hostile or careless template holds: each is refused when saved, or becomes an Error
 * measurement at run time; none may hold the event loop (every rollout of the process) for long.
 */
describe("conditions that would run for a long time are stopped", () => {
  it("a backtracking regular expression on a long string is an Error measurement, not a frozen process", () => {
    // Without the budget this takes seconds per extra "a" (JavaScript's RegExp backtracks): minutes here.
    const judged = judge({ name: "m", failure_condition: 'result.matches("^(a+)+$")' }, { value: `${"a".repeat(32)}!` });
    expect(judged).toMatchObject({ phase: "Error", error_kind: "condition" });
    expect(judged.error).toMatch(/ran longer than 100 ms and was stopped/);
  });

  it("nested macros over a list a web source answered are stopped the same way", () => {
    const list = Array.from({ length: 400 }, (_, i) => i);
    const judged = judge({ name: "m", success_condition: "result.all(a, result.all(b, result.all(c, a + b + c >= 0.0)))" }, { value: list });
    expect(judged).toMatchObject({ phase: "Error", error_kind: "condition" });
    expect(judged.error).toMatch(/ran longer than/);
    // The budget is per evaluation: the next condition evaluates as ever.
    expect(evaluateCondition("result > 0.05", 0.2)).toBe(true);
  });

  it("division by zero, integer overflow, strings against numbers and null are Errors; unknown functions and deep nesting are refused when saved", () => {
    for (const [condition, value] of [["int(result) / 0 > 1", 5], ["int(result) % 0 == 0", 5], ["int(9223372036854775807) + 1 > 0", 1], ["result > 0.05", "n/a"], ["result > 0.05", null], ["result ? true : false", 1]] as const) {
      expect(judge({ name: "m", failure_condition: condition }, { value })).toMatchObject({ phase: "Error", error_kind: "condition" });
    }
    expect(conditionProblem("foo(result)")).toMatch(/no matching overload/);
    expect(conditionProblem(`${"(".repeat(400)}result${")".repeat(400)} > 1`)).toMatch(/maxDepth/);
    expect(conditionProblem(`${"!".repeat(600)}true`)).toMatch(/maxAstNodes/);
    expect(conditionProblem("result > 1e400")).toMatch(/Invalid number/);
    expect(conditionProblem('"a" > 1')).toMatch(/no such overload/);
  });
});
