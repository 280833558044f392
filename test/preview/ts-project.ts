import { spawnSync } from "node:child_process";
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { REPO_ROOT } from "../../core/host/host.ts";

/**
 * Type declarations of the generated TypeScript agent's dependencies, only the API surface it
 * uses, with the real packages' names and call shapes (ai 7: generateText, tool, stepCountIs;
 * @ai-sdk/openai and @ai-sdk/anthropic: a provider called with a model id; zod 4: z.object and
 * the scalar schemas). Generated code that calls anything else, or calls these wrongly, fails.
 */
const STUBS: Record<string, string> = {
  "zod/index.d.ts": `
export interface ZodType<T> {
  readonly _output: T;
  describe(description: string): this;
  optional(): ZodType<T | undefined>;
}
export interface ZodNumber extends ZodType<number> {
  int(): ZodNumber;
}
type Shape = Record<string, ZodType<unknown>>;
export declare const z: {
  string(): ZodType<string>;
  number(): ZodNumber;
  boolean(): ZodType<boolean>;
  object<S extends Shape>(shape: S): ZodType<{ [K in keyof S]: S[K]["_output"] }>;
};
`,
  "ai/index.d.ts": `
import type { ZodType } from "zod";
export interface LanguageModel {
  readonly modelId: string;
}
export interface ToolExecutionOptions {
  toolCallId: string;
}
export interface Tool<INPUT = any, OUTPUT = any> {
  description?: string;
  inputSchema: ZodType<INPUT>;
  execute?: (input: INPUT, options: ToolExecutionOptions) => PromiseLike<OUTPUT> | OUTPUT;
}
export type ToolSet = Record<string, Tool>;
export declare function tool<INPUT, OUTPUT>(tool: Tool<INPUT, OUTPUT>): Tool<INPUT, OUTPUT>;
export interface StopCondition {
  readonly stepCount: number;
}
export declare function stepCountIs(stepCount: number): StopCondition;
export interface StepResult {
  readonly text: string;
}
export interface GenerateTextResult {
  readonly text: string;
  readonly steps: StepResult[];
}
export declare function generateText(options: {
  model: LanguageModel;
  system?: string;
  prompt: string;
  tools?: ToolSet;
  stopWhen?: StopCondition;
  temperature?: number;
  maxOutputTokens?: number;
}): Promise<GenerateTextResult>;
`,
  "@ai-sdk/openai/index.d.ts": `
import type { LanguageModel } from "ai";
export declare function openai(modelId: string): LanguageModel;
`,
  "@ai-sdk/anthropic/index.d.ts": `
import type { LanguageModel } from "ai";
export declare function anthropic(modelId: string): LanguageModel;
`,
};

/** Writes `files` into `dir` (creating folders). */
export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
}

/** Installs the stubs as packages in `<dir>/node_modules`, and Node's real types (Berth's own @types/node). */
export function installStubs(dir: string): void {
  for (const [path, content] of Object.entries(STUBS)) {
    const pkgDir = join(dir, "node_modules", dirname(path));
    mkdirSync(pkgDir, { recursive: true });
    writeFileSync(join(pkgDir, "index.d.ts"), content);
    const name = dirname(path);
    writeFileSync(join(pkgDir, "package.json"), JSON.stringify({ name, version: "0.0.0-stub", types: "./index.d.ts", exports: { ".": { types: "./index.d.ts" } } }));
  }
  mkdirSync(join(dir, "node_modules", "@types"), { recursive: true });
  symlinkSync(join(REPO_ROOT, "node_modules", "@types", "node"), join(dir, "node_modules", "@types", "node"), "dir");
}

/** Runs Berth's TypeScript compiler on the project's own tsconfig.json: `tsc --noEmit -p`. */
export function typeCheck(dir: string): { status: number | null; output: string } {
  const tsc = join(REPO_ROOT, "node_modules", "typescript", "bin", "tsc");
  const run = spawnSync(process.execPath, [tsc, "--noEmit", "-p", join(dir, "tsconfig.json")], { encoding: "utf8", timeout: 120_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}
