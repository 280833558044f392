import { InvalidRequest, Unprocessable, requireAdmin, type FieldProblem, type Principal, type Registry, type Static } from "berth/plugin";
import { packageSlug } from "./codegen.ts";
import { composeFile, deploymentEnvVars, type DeploymentConfig } from "./compose-file.ts";
import { resolveDescriptor } from "./descriptor-rules.ts";
import type { IgnoredField } from "./reference-descriptor.ts";
import { ADAPTER_UNKNOWN, ADAPTER_UNSUITABLE, NO_ADAPTER_FITS } from "./errors.ts";
import type { GeneratedAgent, PreviewRuntime, ResolvedAgent } from "./runtime-point.ts";
import type { PreviewBody, PreviewSchema } from "./schemas.ts";

export type PreviewInputBody = Static<typeof PreviewBody>;
export type PreviewView = Static<typeof PreviewSchema>;

/** The same answer as a schema violation: 400 VALIDATION_FAILED with one `{field, problem}` each. */
function invalidDescriptor(problems: FieldProblem[]): InvalidRequest {
  return new InvalidRequest("VALIDATION_FAILED", `invalid request: ${problems.map((p) => `${p.field} ${p.problem}`).join("; ")}`, problems);
}

/** Why each runtime cannot build the agent (null: it can), in the deterministic choice order. */
interface Fit {
  key: string;
  problem: string | null;
}

function sortedRecord(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.keys(record).sort().map((k) => [k, record[k]!]));
}

/**
 * A runtime's output, checked and put in a stable order. A runtime that breaks its contract
 * (a path outside the project, an entrypoint it did not write) is a bug in that runtime: it
 * fails loudly rather than handing out files that cannot work.
 */
function normalise(key: string, out: GeneratedAgent, ignored: IgnoredField[]): PreviewView {
  const problems: string[] = [];
  const files = out.files ?? {};
  for (const [path, content] of Object.entries(files)) {
    if (typeof content !== "string") problems.push(`file ${path} is not a string`);
    if (path.length === 0 || path.startsWith("/") || path.split("/").some((s) => s === ".." || s === "." || s === "")) problems.push(`path ${JSON.stringify(path)} is not a plain relative path`);
  }
  if (typeof out.entrypoint !== "string" || !(out.entrypoint in files)) problems.push(`entrypoint ${JSON.stringify(out.entrypoint)} is not one of its files`);
  for (const [name, version] of Object.entries(out.dependencies ?? {})) if (typeof version !== "string") problems.push(`dependency ${name} has no version string`);
  if (problems.length > 0) throw new Error(`runtime ${key} broke the preview contract: ${problems.join("; ")}`);
  return {
    adapter: key,
    files: sortedRecord(files),
    entrypoint: out.entrypoint,
    dependencies: sortedRecord(out.dependencies ?? {}),
    env_vars: [...(out.env_vars ?? [])]
      .map((v) => ({ name: v.name, required: v.required, secret: v.secret, description: v.description }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
    ignored_fields: ignored,
  };
}

/** What the descriptor's deployment_config adds to a runtime's output: docker-compose.yml and its variables. */
function withDeployment(out: GeneratedAgent, name: string, d: DeploymentConfig | undefined): GeneratedAgent {
  if (!d) return out;
  const env_vars = [...out.env_vars, ...deploymentEnvVars(d, out.env_vars)];
  return { ...out, files: { ...out.files, "docker-compose.yml": composeFile(name, d, env_vars) }, env_vars };
}

/** Generates an agent's files from a descriptor through the registered runtimes; stores and deploys nothing. */
export class PreviewService {
  constructor(private readonly runtimes: Registry<PreviewRuntime>) {}

  /** The registered runtimes in the order used when no runtime is named: rank, then key. */
  ordered(): [string, PreviewRuntime][] {
    return this.runtimes.entries().sort(([ka, a], [kb, b]) => a.rank - b.rank || (ka < kb ? -1 : ka > kb ? 1 : 0));
  }

  private fits(agent: ResolvedAgent): Fit[] {
    return this.ordered().map(([key, runtime]) => ({ key, problem: runtime.unsupported(agent) }));
  }

  preview(caller: Principal, input: PreviewInputBody): PreviewView {
    requireAdmin(caller);
    const { agent, problems, ignored } = resolveDescriptor(input.descriptor);
    if (!agent) throw invalidDescriptor(problems);

    const known = this.ordered().map(([key]) => key);
    const wanted = input.preferred_adapter;
    if (wanted !== undefined && !this.runtimes.has(wanted)) {
      throw new InvalidRequest(ADAPTER_UNKNOWN, `no runtime is called ${JSON.stringify(wanted)}; known: ${known.join(", ")}`, { preferred_adapter: wanted, known });
    }
    const fits = this.fits(agent);
    const able = fits.filter((f) => f.problem === null).map((f) => f.key);
    const why = Object.fromEntries(fits.filter((f) => f.problem !== null).map((f) => [f.key, f.problem!]));

    let key: string;
    if (wanted !== undefined) {
      const problem = fits.find((f) => f.key === wanted)!.problem;
      if (problem !== null) {
        const alternatives = able.length > 0 ? `runtimes that can: ${able.join(", ")}` : "no runtime can";
        throw new Unprocessable(ADAPTER_UNSUITABLE, `${wanted} cannot build this agent: ${problem}; ${alternatives}`, { adapter: wanted, problem, adapters_that_can: able });
      }
      key = wanted;
    } else {
      if (able.length === 0) {
        throw new Unprocessable(NO_ADAPTER_FITS, `no runtime can build this agent: ${fits.map((f) => `${f.key}: ${f.problem}`).join("; ")}`, { problems: why, adapters_that_can: [] });
      }
      key = able[0]!;
    }

    const name = input.name ?? "agent";
    const runtime = this.runtimes.get(key)!;
    const out = runtime.generate({ agent, name, slug: packageSlug(name), owner: input.owner ?? null, adapter: key });
    return normalise(key, withDeployment(out, name, input.descriptor.deployment_config), ignored);
  }
}
