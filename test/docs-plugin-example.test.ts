import { describe, expect, it } from "vitest";
import { codeBlocks, readDoc } from "./support/docs.ts";
import { projectDir, writePackage } from "./support/plugin-package.ts";
import { startBerth } from "./support/test-berth.ts";

describe("the plugin example of docs/writing-a-plugin.md", () => {
  it("works as written, as an npm package", async () => {
    const code = codeBlocks(readDoc("docs/writing-a-plugin.md"), "js")[0];
    if (code === undefined) throw new Error("docs/writing-a-plugin.md has no js block");
    const dir = projectDir("berth-plugin-example-");
    writePackage(dir, "@acme/berth-uptime", code);
    const b = await startBerth({ env: { BERTH_PLUGINS: "@acme/berth-uptime", BERTH_PLUGIN_DIR: dir, UPTIME_WINDOW_DAYS: "3" } });
    try {
      const agent = await b.key("agent", { passports: ["agent-9"] });
      const a = await b.request("GET", "/v1/uptime/agent-9", { key: agent.token });
      expect(a.body).toEqual({ success: true, passport_id: "agent-9", pings: 0, window_days: 3 });
      expect((await b.request("GET", "/v1/uptime/agent-8", { key: agent.token })).body.error_code).toBe("PASSPORT_NOT_ALLOWED");
      const g = await b.graphql(`{ agent(passportId: "agent-9") { uptime } }`, {}, agent.token);
      expect(g.body.data.agent.uptime).toBe(0);
    } finally {
      await b.stop();
    }
  });
});
