import { Environment } from "@marcbachmann/cel-js";

/**
 * Success and failure conditions are CEL (Common Expression Language, the language of Kubernetes
 * admission policies and Google's IAM conditions) over one variable, `result`: the measured value.
 * CEL has no loops but bounded macros, no side effects and no access to anything it is not given,
 * and @marcbachmann/cel-js evaluates its own syntax tree (never `eval` or `new Function`), with
 * limits on the tree's size and depth checked when an expression is parsed.
 */

/** Longest condition, in characters. */
export const MAX_CONDITION_LENGTH = 1024;

const env = new Environment({
  limits: { maxAstNodes: 256, maxDepth: 32, maxListElements: 64, maxMapEntries: 64, maxCallArguments: 8 },
}).registerVariable("result", "dyn", { description: "The measured value: a number, a string, a boolean, null, or a list or map of them." });

/** A value a metric source measured, as conditions see it. */
export type MeasuredValue = number | string | boolean | null | MeasuredValue[] | { [key: string]: MeasuredValue };

/** A condition that could not be evaluated (a value of a type it does not take): an Error measurement. */
export class ConditionError extends Error {}

type Evaluate = (context: { result: unknown }) => unknown;

const compiled = new Map<string, Evaluate>();
/** Distinct conditions kept compiled; beyond this the oldest is dropped (each is small). */
const KEEP = 2000;

/** Why `text` is not a usable condition (syntax, unknown names, a type that is never true or false), or null. */
export function conditionProblem(text: string): string | null {
  if (text.length > MAX_CONDITION_LENGTH) return `must be at most ${MAX_CONDITION_LENGTH} characters`;
  try {
    const checked = env.check(text);
    if (!checked.valid) return firstLine(checked.error?.message ?? "is not a valid CEL expression");
    if (checked.type !== "bool" && checked.type !== "dyn") return `must be true or false; it gives a ${checked.type}`;
    return null;
  } catch (err) {
    return firstLine((err as Error).message);
  }
}

function firstLine(message: string): string {
  return message.split("\n")[0]!.trim();
}

function compile(text: string): Evaluate {
  let fn = compiled.get(text);
  if (!fn) {
    fn = env.parse(text) as unknown as Evaluate;
    if (compiled.size >= KEEP) compiled.delete(compiled.keys().next().value!);
    compiled.set(text, fn);
  }
  return fn;
}

/** The condition's verdict on `result`; throws ConditionError when it cannot give one. */
export function evaluateCondition(text: string, result: MeasuredValue): boolean {
  let verdict: unknown;
  try {
    verdict = compile(text)({ result });
  } catch (err) {
    throw new ConditionError(`could not evaluate "${text}" on ${describeValue(result)}: ${firstLine((err as Error).message)}`);
  }
  if (typeof verdict !== "boolean") throw new ConditionError(`"${text}" gave ${describeValue(verdict as MeasuredValue)}, not true or false`);
  return verdict;
}

/** A short rendering of a value for messages. */
export function describeValue(value: MeasuredValue | undefined): string {
  if (value === undefined) return "nothing";
  const text = typeof value === "bigint" ? String(value) : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
