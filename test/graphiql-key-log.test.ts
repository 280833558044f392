import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnBerth, type BerthChild } from "./support/spawn-berth.ts";
import { tempDir } from "./support/test-berth.ts";

/** `/graphiql?key=` puts a key in a URL; the request log line, which logs URLs, must not keep it. */
describe("GraphiQL's ?key= in the request log", () => {
  let berth: BerthChild;
  beforeAll(async () => {
    berth = await spawnBerth({ BERTH_DATA_DIR: tempDir(), CHAINS: "none" });
  });
  afterAll(() => {
    berth?.child.kill("SIGTERM");
  });

  it("logs the page request with the key hidden", async () => {
    const secret = "bk_live_ThisMustNotBeLogged0123456789abcdefghijkl";
    const page = await fetch(`${berth.url}/graphiql?key=${secret}&theme=dark`);
    expect(page.status).toBe(200);
    await expect.poll(() => berth.output().includes('"route":"/graphiql"'), { timeout: 5_000 }).toBe(true);
    const line = berth.output().split("\n").find((l) => l.includes('"route":"/graphiql"'))!;
    expect(JSON.parse(line).url).toBe("/graphiql?key=[redacted]&theme=dark");
    expect(berth.output()).not.toContain(secret);
  });
});
