import { defineExtensionPoint, type Static } from "berth/plugin";
import type { AUTONOMY_LEVELS, DescriptorSchema, MODEL_PROVIDERS, PARAMETER_TYPES, WORKFLOW_TYPES } from "./schemas.ts";

/** The descriptor as the client sent it (after validation). */
export type AgentDescriptor = Static<typeof DescriptorSchema>;

export type ModelProvider = (typeof MODEL_PROVIDERS)[number];
export type AutonomyLevel = (typeof AUTONOMY_LEVELS)[number];
export type WorkflowType = (typeof WORKFLOW_TYPES)[number];
export type ParameterType = (typeof PARAMETER_TYPES)[number];

/**
 * The descriptor with every default filled in and the DAG's steps in dependency order: what a
 * runtime generates from, so no runtime re-implements defaults (and all agree on them).
 */
export interface ResolvedAgent {
  system_prompt: string;
  /** `fallbacks`: models of the same provider to try in turn when the one before fails (the reference's fallback_model_ids). */
  model: { provider: ModelProvider; name: string; temperature: number | null; max_output_tokens: number | null; fallbacks: string[] };
  tools: ResolvedTool[];
  autonomy_level: AutonomyLevel;
  workflow_type: WorkflowType;
  max_steps: number;
  /** The DAG's steps, each after all of its dependencies (ties in the order sent); empty unless workflow_type is dag. */
  steps: ResolvedStep[];
  guardrails: { max_input_chars: number; blocked_terms: string[] };
}

export interface ResolvedTool {
  name: string;
  description: string;
  parameters: { name: string; type: ParameterType; description: string; required: boolean }[];
  url: string;
  method: "GET" | "POST";
  auth_env: string | null;
}

export interface ResolvedStep {
  id: string;
  prompt: string;
  depends_on: string[];
}

/** What a runtime generates from. */
export interface PreviewInput {
  agent: ResolvedAgent;
  /** The agent's display name (`agent` when none was sent). */
  name: string;
  /** `name` as a package name: lowercase letters, digits and '-'. */
  slug: string;
  owner: string | null;
  /** The key the runtime is registered under. */
  adapter: string;
}

export interface EnvVar {
  name: string;
  required: boolean;
  secret: boolean;
  description: string;
}

/** What a runtime returns; the preview service sorts it, so key order never depends on the runtime. */
export interface GeneratedAgent {
  /** Relative path → content. */
  files: Record<string, string>;
  /** The file that starts the agent's HTTP server; a key of `files`. */
  entrypoint: string;
  /** Package → exact version. */
  dependencies: Record<string, string>;
  env_vars: EnvVar[];
}

/**
 * A runtime: turns a descriptor into the files of an agent for one language and framework.
 * Every runtime's agent serves `GET /health` and `POST /run` and ships a Dockerfile with a
 * HEALTHCHECK that works on its base image. `generate` must be pure: the same input gives the
 * same bytes (no clock, no randomness).
 */
export interface PreviewRuntime {
  /** One line for people: language and framework. */
  description: string;
  /** Order among the runtimes that fit when the client names none: lower first, ties by key. */
  rank: number;
  /** Why this runtime cannot build `agent` (for the 422), or null when it can. */
  unsupported(agent: ResolvedAgent): string | null;
  generate(input: PreviewInput): GeneratedAgent;
}

function problemOf(value: unknown): string | null {
  if (typeof value !== "object" || value === null) return "must be an object";
  const r = value as Record<string, unknown>;
  if (typeof r.description !== "string" || r.description.length === 0) return "needs a description (a non-empty string)";
  if (typeof r.rank !== "number" || !Number.isFinite(r.rank)) return "needs a rank (a finite number)";
  if (typeof r.unsupported !== "function") return "needs unsupported(agent), a function";
  if (typeof r.generate !== "function") return "needs generate(input), a function";
  return null;
}

/** Runtimes by adapter key (`vercel-ai`, `langgraph`, ...): what `preferred_adapter` names. */
export const previewRuntimes = defineExtensionPoint<PreviewRuntime>({
  owner: "preview",
  name: "runtimes",
  description: "Runtimes that generate an agent's files from a descriptor, by adapter name.",
  keyPattern: /^[a-z][a-z0-9-]{0,63}$/,
  validate: (_key, value) => problemOf(value),
});
