import { AddressPolicy, type FieldProblem } from "berth/plugin";
import { effectiveCount } from "./analysis-engine.ts";
import { conditionProblem } from "./conditions.ts";
import { durationMs } from "./durations.ts";
import { rolloutErrors } from "./errors.ts";
import { parseJsonPath } from "./json-path.ts";
import { fill, unknownPlaceholders } from "./placeholders.ts";
import type { MetricSpec, StrategyInput, TemplateInput } from "./schemas.ts";

/** Longest timeout of one measurement or gate request. */
const MAX_TIMEOUT_MS = 60_000;

const SAMPLE = { agent_passport_id: "agent-1", deployment_id: "00000000-0000-4000-8000-000000000000", revision: "v1", rollout_id: "00000000-0000-4000-8000-000000000000" };

/** A URL's problem (before its host is checked), or null. Placeholders may stand in its path and query only. */
export function urlProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(fill(raw, SAMPLE, encodeURIComponent));
  } catch {
    return "is not an absolute URL";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return `uses ${url.protocol.replace(/:$/, "")}; only http and https are read`;
  if (url.username || url.password) return "carries a user name or password; send credentials in headers instead";
  if (url.hash) return "has a #fragment, which is never sent";
  if (/\{\{/.test(raw.split("/").slice(0, 3).join("/"))) return "has a placeholder in its host; placeholders belong in the path and query";
  const unknown = unknownPlaceholders(raw);
  if (unknown.length > 0) return `names unknown placeholders: ${unknown.join(", ")} (known: agent_passport_id, deployment_id, revision, rollout_id)`;
  return null;
}

function durationProblem(text: string | undefined, max?: number): string | null {
  if (text === undefined) return null;
  const value = durationMs(text);
  if (value === null) return "is not a duration of at most a week";
  if (max !== undefined && value > max) return `must be at most ${max / 1000}s`;
  return null;
}

/** Argo's ValidateMetrics, and the checks of what a source needs: every problem found, with its field. */
export function metricProblems(m: MetricSpec, at: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (field: string, problem: string | null) => problem && problems.push({ field: `${at}.${field}`, problem });
  add("interval", durationProblem(m.interval));
  add("initial_delay", durationProblem(m.initial_delay));
  if (m.success_condition !== undefined) add("success_condition", conditionProblem(m.success_condition));
  if (m.failure_condition !== undefined) add("failure_condition", conditionProblem(m.failure_condition));
  if ((m.count ?? 0) > 1 && !m.interval) add("interval", "is required when count is more than 1");
  const count = effectiveCount(m);
  const failureLimit = m.failure_limit ?? 0;
  if (count !== null && failureLimit >= 0 && count < failureLimit) add("count", `must be at least failure_limit (${failureLimit})`);
  if (count !== null && count < (m.inconclusive_limit ?? 0)) add("count", `must be at least inconclusive_limit (${m.inconclusive_limit})`);
  if (count !== null && count < (m.consecutive_success_limit ?? 0)) add("count", `must be at least consecutive_success_limit (${m.consecutive_success_limit})`);
  if (failureLimit < 0 && (m.consecutive_success_limit ?? 0) === 0) add("failure_limit", "may be -1 only with a consecutive_success_limit: the metric could never be decided");
  const { berth, web, prometheus } = m.provider;
  if (berth) add("provider.berth.window", durationProblem(berth.window));
  if (web) {
    add("provider.web.url", urlProblem(web.url));
    const path = parseJsonPath(web.json_path);
    if (!path.ok) add("provider.web.json_path", path.problem);
    add("provider.web.timeout", durationProblem(web.timeout, MAX_TIMEOUT_MS));
  }
  if (prometheus) {
    add("provider.prometheus.address", urlProblem(prometheus.address));
    if (/\{\{/.test(prometheus.address)) add("provider.prometheus.address", "takes no placeholders");
    const unknown = unknownPlaceholders(prometheus.query);
    if (unknown.length > 0) add("provider.prometheus.query", `names unknown placeholders: ${unknown.join(", ")}`);
    add("provider.prometheus.timeout", durationProblem(prometheus.timeout, MAX_TIMEOUT_MS));
  }
  return problems;
}

export function templateProblems(t: TemplateInput): FieldProblem[] {
  const problems = t.metrics.flatMap((m, i) => metricProblems(m, `metrics[${i}]`));
  const seen = new Set<string>();
  t.metrics.forEach((m, i) => {
    if (seen.has(m.name)) problems.push({ field: `metrics[${i}].name`, problem: `repeats ${m.name}: metric names are unique within a template` });
    seen.add(m.name);
  });
  return problems;
}

/** The URLs a template or strategy will reach, with their fields. */
export function templateUrls(t: TemplateInput): { field: string; url: string }[] {
  return t.metrics.flatMap((m, i) => {
    if (m.provider.web) return [{ field: `metrics[${i}].provider.web.url`, url: m.provider.web.url }];
    if (m.provider.prometheus) return [{ field: `metrics[${i}].provider.prometheus.address`, url: m.provider.prometheus.address }];
    return [];
  });
}

export function strategyUrls(s: StrategyInput): { field: string; url: string }[] {
  return (s.canary?.steps ?? []).flatMap((step, i) => (step.approval?.gate ? [{ field: `canary.steps[${i}].approval.gate.url`, url: step.approval.gate.url }] : []));
}

/** The templates a strategy names, with where. */
export function strategyTemplates(s: StrategyInput): { field: string; names: string[] }[] {
  const refs: { field: string; names: string[] }[] = [];
  if (s.blue_green?.pre_promotion_analysis) refs.push({ field: "blue_green.pre_promotion_analysis.templates", names: s.blue_green.pre_promotion_analysis.templates });
  if (s.blue_green?.post_promotion_analysis) refs.push({ field: "blue_green.post_promotion_analysis.templates", names: s.blue_green.post_promotion_analysis.templates });
  s.canary?.steps.forEach((step, i) => step.analysis && refs.push({ field: `canary.steps[${i}].analysis.templates`, names: step.analysis.templates }));
  if (s.canary?.post_promotion_analysis) refs.push({ field: "canary.post_promotion_analysis.templates", names: s.canary.post_promotion_analysis.templates });
  return refs;
}

/** What a strategy's own fields get wrong (templates are checked against the store separately). */
export function strategyProblems(s: StrategyInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if ((s.blue_green ? 1 : 0) + (s.canary ? 1 : 0) !== 1) problems.push({ field: "blue_green", problem: "give exactly one of blue_green and canary" });
  const add = (field: string, problem: string | null) => problem && problems.push({ field, problem });
  add("progress_deadline", durationProblem(s.progress_deadline));
  for (const [key, part] of [["blue_green", s.blue_green], ["canary", s.canary]] as const) {
    if (!part) continue;
    add(`${key}.bake`, durationProblem(part.bake));
    if (part.bake && !part.post_promotion_analysis) add(`${key}.bake`, "needs post_promotion_analysis: a window in which nothing is measured catches nothing");
  }
  if (s.blue_green) add("blue_green.auto_promotion_delay", durationProblem(s.blue_green.auto_promotion_delay));
  s.canary?.steps.forEach((step, i) => {
    if (step.pause) add(`canary.steps[${i}].pause.duration`, durationProblem(step.pause.duration));
    const gate = step.approval?.gate;
    if (gate) {
      add(`canary.steps[${i}].approval.gate.url`, urlProblem(gate.url));
      add(`canary.steps[${i}].approval.gate.interval`, durationProblem(gate.interval));
      add(`canary.steps[${i}].approval.gate.timeout`, durationProblem(gate.timeout));
    }
  });
  return problems;
}

/** Each URL's host resolved and judged by the policy, as the outbound webhooks' endpoints are. */
export async function checkAddresses(policy: AddressPolicy, urls: { field: string; url: string }[], timeoutMs: number): Promise<void> {
  for (const { field, url } of urls) {
    const host = AddressPolicy.hostOf(new URL(fill(url, SAMPLE, encodeURIComponent)));
    const checked = await policy.check(host, timeoutMs);
    if (!checked.ok) {
      if (checked.unresolved) throw rolloutErrors.invalid([{ field, problem: `its host could not be checked: ${checked.problem}` }]);
      throw rolloutErrors.addressNotAllowed(field, checked.problem);
    }
  }
}
