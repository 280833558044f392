import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, startBerth, tempDir, type TestBerth } from "../support/test-berth.ts";
import { startAgent } from "./run-agent.ts";
import { writeFiles } from "./ts-project.ts";

// The reference descriptor's model fallback, run for real: the generated agent in Python (a child
// process, so in the full lane; the descriptor's other checks are reference-descriptor.test.ts).
describe("the reference's agent descriptor, run (issue 25, finding 8)", () => {
  let b: TestBerth;
  beforeAll(async () => {
    b = await startBerth();
  });
  afterAll(() => b.stop());
  const preview = (body: Record<string, unknown>) => b.request("POST", "/v1/agents/preview", { key: b.adminKey, body });

  it("the generated agent falls back to the next model when one fails (the plain runtime, run with Python)", async () => {
    const asked: string[] = [];
    const model: Server = createServer((req, res) => {
      let body = "";
      req.on("data", (d) => (body += String(d)));
      req.on("end", () => {
        const name = JSON.parse(body).model as string;
        asked.push(name);
        const ok = name === "gpt-4o-mini";
        res.writeHead(ok ? 200 : 503, { "content-type": "application/json" });
        res.end(JSON.stringify(ok ? { choices: [{ message: { role: "assistant", content: `answered by ${name}` } }] } : { error: "overloaded" }));
      });
    });
    await new Promise<void>((r) => model.listen(0, "127.0.0.1", r));
    const base = `http://127.0.0.1:${(model.address() as { port: number }).port}/v1`;
    const descriptor = { agent_config: { system_prompt: "You help.", model_passport_id: "gpt-4o", fallback_model_ids: ["gpt-4o-mini"] } };
    const p = (await preview({ descriptor, preferred_adapter: "docker" })).body.preview;
    const dir = tempDir("berth-preview-fallback-");
    writeFiles(dir, p.files);
    const agent = await startAgent(dir, ["python3", "-m", "app.main"], { OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: base });
    try {
      const run = await send(agent.url, "POST", "/run", { body: { input: "Hello" } });
      expect(run.status, run.text).toBe(200);
      expect(run.body.output).toBe("answered by gpt-4o-mini");
      expect(asked).toEqual(["gpt-4o", "gpt-4o-mini"]);
    } finally {
      await agent.stop();
      model.close();
    }
  }, 60_000);
});
