import { describe, expect, it } from "vitest";
import { ConfigError, env } from "../core/config/config-var.ts";
import { createBerthHost as createHost } from "../app/composition.ts";
import { definePlugin, type BerthPlugin } from "../core/plugin/define-plugin.ts";
import { projectDir, writePackage } from "./support/plugin-package.ts";
import { startBerth, tempDir } from "./support/test-berth.ts";

// A provider-style plugin as a third party would publish it: plain JS, importing the SDK by package
// name and the extension point it fills from the package that offers it.
const ECHO_PLUGIN = `
import { definePlugin, defineRoute, env, Type } from "berth/plugin";
import hub, { providers } from "@acme/berth-hub";

export default definePlugin({
  name: "acme-echo",
  needs: { plugins: [hub] },
  config: { ACME_GREETING: env.string({ description: "greeting", default: "hello" }) },
  setup(ctx) {
    ctx.extend(providers, "echo", { normalize: (p) => ({ id: String(p.id), status: "running" }) });
    return {
      routes: [
        defineRoute({
          method: "GET",
          url: "/v1/acme/echo",
          auth: "key",
          summary: "echo",
          tags: ["acme"],
          response: { 200: Type.Object({ success: Type.Literal(true), greeting: Type.String(), providers: Type.Array(Type.String()) }) },
          handler: async () => ({ success: true, greeting: ctx.config.ACME_GREETING, providers: ctx.plugin(hub).providers() }),
        }),
      ],
      graphql: ({ builder }) => {
        builder.queryField("acmeGreeting", (t) => t.string({ resolve: () => ctx.config.ACME_GREETING }));
      },
    };
  },
});
`;

// The extension point's owner: offers "providers" and validates what others put in it.
const HUB_PLUGIN = `
import { defineExtensionPoint, definePlugin } from "berth/plugin";
export const providers = defineExtensionPoint({
  owner: "acme-hub",
  name: "providers",
  description: "normalisers",
  keyPattern: /^[a-z]+$/,
  validate: (_key, value) => (typeof value?.normalize === "function" ? null : "needs a normalize function"),
});
export default definePlugin({
  name: "acme-hub",
  setup(ctx) {
    const registry = ctx.provide(providers);
    return { service: { providers: () => registry.keys() } };
  },
});
`;

describe("plugins from npm packages", () => {
  it("loads plugins by package name through BERTH_PLUGINS, with config, routes, GraphQL and a registry contribution", async () => {
    const dir = projectDir();
    writePackage(dir, "@acme/berth-hub", HUB_PLUGIN);
    writePackage(dir, "@acme/berth-provider-echo", ECHO_PLUGIN);
    const b = await startBerth({ env: { BERTH_PLUGINS: "@acme/berth-provider-echo,@acme/berth-hub", BERTH_PLUGIN_DIR: dir, ACME_GREETING: "ahoy" } });
    try {
      expect(b.host.plugins).toEqual(expect.arrayContaining(["acme-hub", "acme-echo"]));
      // Dependency order: the registry owner is set up before its contributor, whatever the list order.
      expect(b.host.plugins.indexOf("acme-hub")).toBeLessThan(b.host.plugins.indexOf("acme-echo"));
      const a = await b.request("GET", "/v1/acme/echo", { key: b.adminKey });
      expect(a.body).toEqual({ success: true, greeting: "ahoy", providers: ["echo"] });
      expect((await b.request("GET", "/v1/acme/echo")).status).toBe(401);
      const g = await b.graphql("{ acmeGreeting }");
      expect(g.body.data.acmeGreeting).toBe("ahoy");
      const spec = await b.request("GET", "/openapi.json");
      expect(spec.body.paths).toHaveProperty(["/v1/acme/echo"]);
    } finally {
      await b.stop();
    }
  });

  it("refuses at start: a missing package, a module without a plugin, a plugin for another API version, a bad contribution", async () => {
    const dir = projectDir();
    writePackage(dir, "not-a-plugin", "export const x = 1;");
    writePackage(dir, "old-plugin", `export default { [Symbol.for("berth.plugin")]: true, apiVersion: 0, name: "old", setup() { return {}; } };`);
    const base = { BERTH_DATA_DIR: tempDir(), PORT: "0", LOG_LEVEL: "silent", BERTH_PLUGIN_DIR: dir };
    const err = await createHost({ env: { ...base, BERTH_PLUGINS: "@acme/missing,not-a-plugin,old-plugin" } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConfigError);
    const message = (err as ConfigError).message;
    expect(message).toContain("@acme/missing is not installed");
    expect(message).toContain("not-a-plugin exports no plugin made by definePlugin");
    expect(message).toContain("made for plugin API 0");

    writePackage(dir, "@acme/berth-hub", HUB_PLUGIN);
    writePackage(dir, "bad-provider", `import { definePlugin } from "berth/plugin";
import hub, { providers } from "@acme/berth-hub";
export default definePlugin({ name: "bad-provider", needs: { plugins: [hub] }, setup(ctx) { ctx.extend(providers, "bad", { nope: true }); return {}; } });`);
    const bad = await createHost({ env: { ...base, BERTH_PLUGINS: "@acme/berth-hub,bad-provider" } }).catch((e: unknown) => e);
    expect((bad as Error).message).toContain('rejected "bad": needs a normalize function');
  });

  it("reports every configuration problem at once and never prints a secret", async () => {
    const secretive = definePlugin({
      name: "secretive",
      config: {
        SECRET_TOKEN: env.integer({ description: "a secret number", default: 1, secret: true }),
        RETRIES: env.integer({ description: "retries", default: 1, min: 0, max: 5 }),
      },
      setup: () => ({}),
    });
    const absent = definePlugin({ name: "absent", setup: () => ({}) });
    const needy = definePlugin({ name: "needy", needs: { plugins: [absent] }, setup: () => ({}) });
    const err = await createHost({
      env: { BERTH_DATA_DIR: tempDir(), PORT: "99999", STORE: "mongodb", GRAPHQL_ENGINE: "apollo", SECRET_TOKEN: "hunter2-is-secret", RETRIES: "9", LOG_LEVEL: "silent" },
      extraPlugins: [secretive, needy],
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConfigError);
    const problems = (err as ConfigError).problems.map((p) => p.variable).sort();
    expect(problems).toEqual(["BERTH_PLUGINS", "GRAPHQL_ENGINE", "MONGODB_URL", "PORT", "RETRIES", "SECRET_TOKEN"]);
    expect((err as ConfigError).message).not.toContain("hunter2");
    expect((err as ConfigError).message).toContain("needs plugin absent");
  });

  it("refuses plugins that depend on each other in a circle", async () => {
    // A getter, so each can name the other before both exist.
    const a: BerthPlugin = definePlugin({ name: "circle-a", needs: { get plugins() { return [c]; } }, setup: () => ({}) });
    const c: BerthPlugin = definePlugin({ name: "circle-b", needs: { plugins: [a] }, setup: () => ({}) });
    const err = await createHost({ env: { BERTH_DATA_DIR: tempDir(), LOG_LEVEL: "silent" }, extraPlugins: [a, c] }).catch((e: unknown) => e);
    expect((err as Error).message).toMatch(/circle: circle-[ab] -> circle-[ab] -> circle-[ab]/);
  });
});
