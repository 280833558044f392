import type { FieldProblem } from "berth/plugin";
import { readAgentConfig, type BerthConfig, type IgnoredField } from "./reference-descriptor.ts";
import type { AgentDescriptor, ResolvedAgent, ResolvedStep, ResolvedTool } from "./runtime-point.ts";

/**
 * The rules a JSON Schema cannot say: names unique, names that generated Python could not use,
 * which workflow may have tools, and a DAG that is a DAG with one final step. Broken ones are
 * 400 VALIDATION_FAILED with one `{field, problem}` each, like every other validation.
 */

const CONFIG = "descriptor.agent_config";

/** Lowercase Python keywords: a tool parameter becomes a Python function parameter. */
const PYTHON_KEYWORDS = new Set([
  "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del", "elif", "else", "except", "finally",
  "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try",
  "while", "with", "yield",
]);

/** Variables the generated agent reads itself; a tool's token must not be (or leak) one of them. */
const RESERVED_ENV = new Set(["PORT", "OPENAI_API_KEY", "ANTHROPIC_API_KEY"]);

function duplicates<T>(items: T[], key: (item: T) => string, field: (index: number) => string, what: string): FieldProblem[] {
  const first = new Map<string, number>();
  const out: FieldProblem[] = [];
  items.forEach((item, i) => {
    const k = key(item);
    const seen = first.get(k);
    if (seen === undefined) first.set(k, i);
    else out.push({ field: field(i), problem: `${what} ${JSON.stringify(k)} is already used at index ${seen}` });
  });
  return out;
}

function toolProblems(agent: BerthConfig): FieldProblem[] {
  const tools = agent.tools ?? [];
  const out = duplicates(tools, (t) => t.name, (i) => `${CONFIG}.tools.${i}.name`, "tool name");
  tools.forEach((tool, i) => {
    const params = tool.parameters ?? [];
    out.push(...duplicates(params, (p) => p.name, (j) => `${CONFIG}.tools.${i}.parameters.${j}.name`, "parameter name"));
    params.forEach((p, j) => {
      if (PYTHON_KEYWORDS.has(p.name)) out.push({ field: `${CONFIG}.tools.${i}.parameters.${j}.name`, problem: `${JSON.stringify(p.name)} is a Python keyword; choose another name` });
    });
    if (tool.auth_env && RESERVED_ENV.has(tool.auth_env)) {
      out.push({ field: `${CONFIG}.tools.${i}.auth_env`, problem: `${tool.auth_env} is read by the agent itself; name the tool's own token` });
    }
  });
  const workflow = agent.workflow_type;
  if (tools.length > 0 && workflow !== "react") {
    out.push({ field: `${CONFIG}.tools`, problem: `tools need workflow_type react (a ${workflow} workflow makes plain model calls)` });
  }
  return out;
}

/** The steps in dependency order (Kahn's algorithm, ties in the order sent), or the problems. */
function orderSteps(agent: BerthConfig): { steps: ResolvedStep[]; problems: FieldProblem[] } {
  const workflow = agent.workflow_type;
  if (workflow !== "dag") {
    return { steps: [], problems: agent.workflow ? [{ field: `${CONFIG}.workflow`, problem: "is only for workflow_type dag" }] : [] };
  }
  if (!agent.workflow) return { steps: [], problems: [{ field: `${CONFIG}.workflow`, problem: "is required when workflow_type is dag" }] };
  const steps = agent.workflow.steps.map((s) => ({ id: s.id, prompt: s.prompt, depends_on: [...(s.depends_on ?? [])] }));
  const field = (i: number) => `${CONFIG}.workflow.steps.${i}`;
  const problems = duplicates(steps, (s) => s.id, (i) => `${field(i)}.id`, "step id");
  const ids = new Set(steps.map((s) => s.id));
  steps.forEach((s, i) => {
    s.depends_on.forEach((d, j) => {
      if (d === s.id) problems.push({ field: `${field(i)}.depends_on.${j}`, problem: "a step cannot depend on itself" });
      else if (!ids.has(d)) problems.push({ field: `${field(i)}.depends_on.${j}`, problem: `no step has the id ${JSON.stringify(d)}` });
    });
    problems.push(...duplicates(s.depends_on, (d) => d, (j) => `${field(i)}.depends_on.${j}`, "dependency"));
  });
  if (problems.length > 0) return { steps: [], problems };

  const ordered: ResolvedStep[] = [];
  const done = new Set<string>();
  let progress = true;
  while (progress && ordered.length < steps.length) {
    progress = false;
    for (const s of steps) {
      if (!done.has(s.id) && s.depends_on.every((d) => done.has(d))) {
        ordered.push(s);
        done.add(s.id);
        progress = true;
        break; // restart from the top, so ties go in the order sent
      }
    }
  }
  if (ordered.length < steps.length) {
    const stuck = steps.filter((s) => !done.has(s.id)).map((s) => s.id);
    return { steps: [], problems: [{ field: `${CONFIG}.workflow.steps`, problem: `steps ${stuck.join(", ")} wait on a cycle of dependencies` }] };
  }
  const depended = new Set(steps.flatMap((s) => s.depends_on));
  const finals = steps.filter((s) => !depended.has(s.id)).map((s) => s.id);
  if (finals.length !== 1) {
    return { steps: [], problems: [{ field: `${CONFIG}.workflow.steps`, problem: `needs exactly one final step (one no other step depends on); found ${finals.join(", ")}` }] };
  }
  return { steps: ordered, problems: [] };
}

function resolveTool(t: BerthConfig["tools"][number]): ResolvedTool {
  return {
    name: t.name,
    description: t.description,
    parameters: (t.parameters ?? []).map((p) => ({ name: p.name, type: p.type, description: p.description ?? "", required: p.required ?? true })),
    url: t.url,
    method: t.method ?? "POST",
    auth_env: t.auth_env ?? null,
  };
}

/**
 * Checks the rules and fills in every default; `problems` is empty when the descriptor is good.
 * `ignored`: the descriptor's fields the generated code does not use, each with the reason.
 */
export function resolveDescriptor(descriptor: AgentDescriptor): { agent: ResolvedAgent | null; problems: FieldProblem[]; ignored: IgnoredField[] } {
  const { config: c, ignored, problems: read } = readAgentConfig(descriptor);
  if (!c) return { agent: null, problems: read, ignored };
  const { steps, problems: stepProblems } = orderSteps(c);
  const problems = [...toolProblems(c), ...stepProblems];
  if (problems.length > 0) return { agent: null, problems, ignored };
  return {
    problems: [],
    ignored,
    agent: {
      system_prompt: c.system_prompt,
      model: { provider: c.model.provider, name: c.model.name, temperature: c.model.temperature ?? null, max_output_tokens: c.model.max_output_tokens ?? null, fallbacks: c.fallback_models },
      tools: c.tools.map(resolveTool),
      autonomy_level: c.autonomy_level,
      workflow_type: c.workflow_type,
      max_steps: c.max_steps ?? 8,
      steps,
      guardrails: { max_input_chars: c.guardrails.max_input_chars ?? 20_000, blocked_terms: [...(c.guardrails.blocked_terms ?? [])] },
    },
  };
}
