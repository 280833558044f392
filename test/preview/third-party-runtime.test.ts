import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { projectDir, writePackage } from "../support/plugin-package.ts";
import { startBerth } from "../support/test-berth.ts";
import { minimalAgent, weatherAgent } from "./descriptors.ts";
import { parseDockerfile } from "./dockerfile-check.ts";

// A runtime as a third party ships it: a Node agent without dependencies. It imports only
// berth/plugin and the preview plugin's public entry, and returns its files in no particular order.
const ECHO_RUNTIME = `
import { definePlugin } from "berth/plugin";
import previewPlugin, { previewRuntimes, execForm, stableJson, tsLiteral } from "berth/plugins/preview";

const runtime = {
  description: "Node 22 without dependencies: answers with the system prompt (a test double of an agent).",
  rank: 1,
  unsupported: (agent) => (agent.tools.length > 0 ? "it has no tools" : agent.workflow_type === "dag" ? "it has no graphs" : null),
  generate: ({ agent, name, slug }) => ({
    files: {
      "server.mjs": [
        'import { createServer } from "node:http";',
        "const PROMPT = " + tsLiteral(agent.system_prompt) + ";",
        'createServer((req, res) => res.end(req.url === "/health" ? "ok" : PROMPT)).listen(Number(process.env.PORT ?? "8080"));',
        "",
      ].join("\\n"),
      "package.json": stableJson({ name: slug, private: true, type: "module", description: name }),
      Dockerfile: [
        "FROM node:22-bookworm-slim",
        "WORKDIR /app",
        "COPY server.mjs ./",
        "HEALTHCHECK CMD " + execForm(["node", "-e", "fetch('http://127.0.0.1:8080/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]),
        "CMD " + execForm(["node", "server.mjs"]),
        "",
      ].join("\\n"),
    },
    entrypoint: "server.mjs",
    dependencies: {},
    env_vars: [
      { name: "PORT", required: false, secret: false, description: "Port." },
      { name: "ECHO_PREFIX", required: false, secret: false, description: "Unused." },
    ],
  }),
};

export default definePlugin({
  name: "acme-runtime-echo",
  needs: { plugins: [previewPlugin] },
  setup(ctx) {
    ctx.extend(previewRuntimes, "acme-echo", runtime);
    return {};
  },
});
`;

const BROKEN_RUNTIME = `
import { definePlugin } from "berth/plugin";
import previewPlugin, { previewRuntimes } from "berth/plugins/preview";
export default definePlugin({
  name: "acme-runtime-broken",
  needs: { plugins: [previewPlugin] },
  setup(ctx) {
    ctx.extend(previewRuntimes, "acme-broken", { description: "no generate", rank: 5, unsupported: () => null });
    return {};
  },
});
`;

describe("a preview runtime from an npm package, written with berth/plugin and berth/plugins/preview only", () => {
  it("is offered and used: by name, and by rank when none is named", async () => {
    const dir = projectDir("berth-preview-runtime-");
    const entry = writePackage(dir, "@acme/berth-runtime-echo", ECHO_RUNTIME);
    const specifiers = [...readFileSync(entry, "utf8").matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
    expect(new Set(specifiers)).toEqual(new Set(["berth/plugin", "berth/plugins/preview"]));

    const b = await startBerth({ env: { BERTH_PLUGINS: "@acme/berth-runtime-echo", BERTH_PLUGIN_DIR: dir } });
    try {
      const preview = (body: unknown) => b.request("POST", "/v1/agents/preview", { key: b.adminKey, body });
      const named = await preview({ descriptor: minimalAgent, name: "Echo", preferred_adapter: "acme-echo" });
      expect(named.status, named.text).toBe(200);
      const p = named.body.preview;
      expect(p.adapter).toBe("acme-echo");
      expect(p.entrypoint).toBe("server.mjs");
      // The service puts every runtime's answer in a stable order.
      expect(Object.keys(p.files)).toEqual(["Dockerfile", "package.json", "server.mjs"]);
      expect(p.env_vars.map((v: { name: string }) => v.name)).toEqual(["ECHO_PREFIX", "PORT"]);
      expect(p.files["server.mjs"]).toContain('const PROMPT = "You are a helpful assistant.";');
      expect(parseDockerfile(p.files.Dockerfile).problems).toEqual([]);

      // Rank 1 comes before the built-in runtimes; an agent it cannot build goes to the next that can.
      expect((await preview({ descriptor: minimalAgent })).body.preview.adapter).toBe("acme-echo");
      expect((await preview({ descriptor: weatherAgent })).body.preview.adapter).toBe("vercel-ai");
      const refused = await preview({ descriptor: weatherAgent, preferred_adapter: "acme-echo" });
      expect(refused.status).toBe(422);
      expect(refused.body.details).toMatchObject({ adapter: "acme-echo", problem: "it has no tools", adapters_that_can: ["vercel-ai", "langgraph", "openai-agents", "docker"] });
      const unknown = await preview({ descriptor: minimalAgent, preferred_adapter: "nope" });
      expect(unknown.body.details.known).toEqual(["acme-echo", "vercel-ai", "langgraph", "openai-agents", "docker"]);
    } finally {
      await b.stop();
    }
  });

  it("a runtime that breaks the point's contract stops the start, naming its plugin", async () => {
    const dir = projectDir("berth-preview-runtime-");
    writePackage(dir, "@acme/berth-runtime-broken", BROKEN_RUNTIME);
    await expect(startBerth({ env: { BERTH_PLUGINS: "@acme/berth-runtime-broken", BERTH_PLUGIN_DIR: dir } })).rejects.toThrow(
      /acme-runtime-broken: extension point preview\.runtimes rejected "acme-broken": needs generate\(input\), a function/,
    );
  });
});
