import { spawnSync } from "node:child_process";
import { readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, tempDir, type TestBerth } from "../support/test-berth.ts";
import { anthropicSingle, manualWithTools, minimalAgent, referenceDescriptor, researchDag, weatherAgent } from "./descriptors.ts";
import { parseDockerfile } from "./dockerfile-check.ts";
import { installStubs, typeCheck, writeFiles } from "./ts-project.ts";

interface Preview {
  adapter: string;
  files: Record<string, string>;
  entrypoint: string;
}

/** Every descriptor with every runtime that can build it. */
const CASES: [string, unknown, string[]][] = [
  ["weather (react, tools, supervised)", weatherAgent, ["vercel-ai", "langgraph", "openai-agents", "docker"]],
  ["minimal (defaults)", minimalAgent, ["vercel-ai", "langgraph", "openai-agents", "docker"]],
  ["tools at autonomy manual", manualWithTools, ["vercel-ai", "langgraph", "openai-agents", "docker"]],
  ["anthropic, single", anthropicSingle, ["vercel-ai"]],
  ["research DAG with a fan-in", researchDag, ["langgraph"]],
  ["the reference's descriptor (fallback models)", referenceDescriptor, ["vercel-ai", "langgraph", "openai-agents", "docker"]],
];

function pythonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : pythonFiles(path);
    return path.endsWith(".py") ? [path] : [];
  });
}

function pyCompile(files: string[]): { status: number | null; output: string } {
  const run = spawnSync("python3", ["-m", "py_compile", ...files], { encoding: "utf8", timeout: 60_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe("the generated files, checked for real", () => {
  let b: TestBerth;
  const previews = new Map<string, Preview>();
  beforeAll(async () => {
    b = await startBerth();
    for (const [label, descriptor, adapters] of CASES) {
      for (const adapter of adapters) {
        const a = await b.request("POST", "/v1/agents/preview", { key: b.adminKey, body: { descriptor, name: "Test agent", preferred_adapter: adapter } });
        if (a.status !== 200) throw new Error(`${label} on ${adapter}: ${a.text}`);
        previews.set(`${label} / ${adapter}`, a.body.preview);
      }
    }
  });
  afterAll(() => b.stop());
  const each = () => [...previews.entries()];

  it("TypeScript files type-check with tsc --noEmit against declarations of ai, @ai-sdk/* and zod", { timeout: 180_000 }, () => {
    const ts = each().filter(([, p]) => p.adapter === "vercel-ai");
    expect(ts.length).toBe(5);
    for (const [label, p] of ts) {
      const dir = tempDir("berth-preview-ts-");
      writeFiles(dir, p.files);
      installStubs(dir);
      const result = typeCheck(dir);
      expect(result.output, label).toBe("");
      expect(result.status, label).toBe(0);
    }
  });

  it("the type check is a real one: a generated call with a misspelt option fails it", { timeout: 60_000 }, () => {
    const [, p] = each().find(([label]) => label.startsWith("weather") && label.endsWith("vercel-ai"))!;
    const dir = tempDir("berth-preview-ts-bad-");
    writeFiles(dir, { ...p.files, "src/agent.ts": p.files["src/agent.ts"]!.replace("prompt: input,", "promt: input,") });
    installStubs(dir);
    const result = typeCheck(dir);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("promt");
  });

  it("Python files compile with python3 -m py_compile", { timeout: 60_000 }, () => {
    const py = each().filter(([, p]) => p.adapter !== "vercel-ai");
    expect(py.length).toBe(13);
    for (const [label, p] of py) {
      const dir = tempDir("berth-preview-py-");
      writeFiles(dir, p.files);
      const files = pythonFiles(dir);
      expect(files.length, label).toBeGreaterThanOrEqual(5);
      const result = pyCompile(files);
      expect(result.output, label).toBe("");
      expect(result.status, label).toBe(0);
    }
    const broken = tempDir("berth-preview-py-bad-");
    writeFileSync(join(broken, "bad.py"), 'def f(:\n    return "x"\n');
    expect(pyCompile([join(broken, "bad.py")]).status).not.toBe(0);
  });

  it("every Dockerfile parses, has one HEALTHCHECK its base image can run, and a CMD", () => {
    for (const [label, p] of each()) {
      const parsed = parseDockerfile(p.files.Dockerfile!);
      expect(parsed.problems, label).toEqual([]);
      const final = parsed.stages[parsed.stages.length - 1]!;
      expect(final.image, label).toMatch(p.adapter === "vercel-ai" ? /^node:22-/ : /^python:3\.12-slim/);
    }
  });

  it("every entrypoint serves GET /health and POST /run", () => {
    for (const [label, p] of each()) {
      const entry = p.files[p.entrypoint]!;
      if (p.entrypoint.endsWith(".ts")) {
        expect(entry, label).toContain('req.method === "GET" && path === "/health"');
        expect(entry, label).toContain('req.method !== "POST" || path !== "/run"');
      } else if (p.adapter === "docker") {
        expect(entry, label).toMatch(/def do_GET[\s\S]*"\/health"/);
        expect(entry, label).toMatch(/def do_POST[\s\S]*"\/run"/);
      } else {
        expect(entry, label).toContain('@app.get("/health")');
        expect(entry, label).toContain('@app.post("/run")');
      }
    }
  });

  it("the tool code carries every parameter, in each runtime's own form", () => {
    const weather = (adapter: string) => previews.get(`weather (react, tools, supervised) / ${adapter}`)!.files;
    expect(weather("vercel-ai")["src/tools.ts"]).toContain("days: z.number().int().describe(");
    expect(weather("vercel-ai")["src/tools.ts"]).toContain("metric: z.boolean().optional(),");
    expect(weather("langgraph")["app/tools.py"]).toContain("async def tool_get_forecast(city: str, days: Optional[int] = None, metric: Optional[bool] = None, min_confidence: Optional[float] = None) -> str:");
    expect(weather("openai-agents")["app/tools.py"]).toContain("async def tool_get_forecast(ctx: RunContextWrapper[RunState], city: str, days: Optional[int] = None,");
    expect(weather("docker")["app/agent.py"]).toContain('"required": ["city"]');
    // Autonomy manual: the tools are not offered, so no tool code is shipped.
    for (const adapter of ["vercel-ai", "langgraph", "openai-agents", "docker"]) {
      const files = previews.get(`tools at autonomy manual / ${adapter}`)!.files;
      expect(Object.keys(files).some((f) => /tools?\.(ts|py)$|http[-_]tool/.test(f)), adapter).toBe(false);
    }
  });
});

describe("the Dockerfile check refuses what docker build (or the health check) would", () => {
  const good = 'FROM python:3.12-slim\nCMD ["python", "-m", "app"]\nHEALTHCHECK CMD ["python", "-c", "print(1)"]\n';
  it("accepts a small good one", () => {
    expect(parseDockerfile(good).problems).toEqual([]);
  });
  const bad: [string, string, RegExp][] = [
    ["curl on a slim image", good.replace('["python", "-c", "print(1)"]', "curl -f http://localhost:8080/health"), /runs curl, which python:3.12-slim does not have/],
    ["an exec form that is not JSON", good.replace('["python", "-m", "app"]', "['python', '-m', 'app']"), /CMD is not a valid JSON array/],
    ["an unknown instruction", `${good}COPPY . .\n`, /unknown instruction COPPY/],
    ["RUN before FROM", `RUN true\n${good}`, /RUN before the first FROM/],
    ["no health check", good.replace(/HEALTHCHECK.*\n/, ""), /0 HEALTHCHECK/],
    ["a continuation at the end", `${good}RUN true \\`, /continuation at the end/],
    ["COPY from an unknown stage", `${good}COPY --from=build /a /b\n`, /names no earlier stage/],
    ["a bad health check interval", good.replace("HEALTHCHECK CMD", "HEALTHCHECK --interval=often CMD"), /--interval=often is not a valid value/],
  ];
  for (const [what, text, problem] of bad) {
    it(`refuses ${what}`, () => {
      expect(parseDockerfile(text).problems.join("\n")).toMatch(problem);
    });
  }
});
