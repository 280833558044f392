import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { defineCommand, UsageError } from "berth/plugin";
import { webhookProviders } from "./provider-point.ts";

/** `berth webhooks ...`: check a webhook setup end to end without the provider. */
export const webhooksCommand = defineCommand({
  name: "webhooks",
  summary: "List webhook providers; sign and send a test delivery to a running Berth.",
  subcommands: [
    {
      name: "list",
      summary: "The enabled providers: signature scheme, worlds with a secret, example payloads (fixtures).",
      run: async (ctx) => {
        const providers = ctx.extensions(webhookProviders);
        if (providers.keys().length === 0) return "no webhook providers are enabled";
        return providers
          .entries()
          .map(([name, p]) => {
            const worlds = [p.secrets.live.length ? "live" : "", p.secrets.test.length ? "test" : ""].filter(Boolean).join("+") || "no secret";
            return `${name}\t${p.scheme.name}\t${worlds}\tfixtures: ${Object.keys(p.fixtures).join(", ")}\t${p.title}`;
          })
          .join("\n");
      },
    },
    {
      name: "send",
      summary: "Sign a delivery as PROVIDER would, post it to a running Berth and print the answer.",
      args: "PROVIDER FIXTURE|FILE.json",
      options: {
        deployment: { type: "string", value: "PROVIDER_DEPLOYMENT_ID", description: "The provider's deployment id to fill a fixture with (default PROVIDER-demo-1)." },
        test: { type: "boolean", description: "Sign with the test-world secret (WEBHOOK_TEST_SECRET_<PROVIDER>)." },
        url: { type: "string", value: "URL", description: "Berth's base URL (default http://127.0.0.1:$PORT)." },
      },
      notes: `It signs with the provider's scheme and the first of WEBHOOK_SECRET_<PROVIDER> (or of
WEBHOOK_TEST_SECRET_<PROVIDER> with --test). FIXTURE is one of the provider's example payloads (see
list), filled in with --deployment and the current time; a FILE is sent as it is.`,
      run: async (ctx, input) => {
        const providers = ctx.extensions(webhookProviders);
        const [name, fixture, ...extra] = input.positionals;
        if (!name || !fixture || extra.length > 0) throw new UsageError("send takes PROVIDER and FIXTURE");
        const provider = providers.get(name);
        if (!provider) throw new UsageError(`unknown provider ${name}; enabled: ${providers.keys().join(", ")}`);
        const test = input.flag("test");
        const secret = (test ? provider.secrets.test : provider.secrets.live)[0];
        if (!secret) throw new UsageError(`no ${test ? "test" : "live"} secret for ${name}: set WEBHOOK_${test ? "TEST_" : ""}SECRET_${name.toUpperCase().replace(/-/g, "_")}`);
        let body: Buffer;
        if (existsSync(fixture)) body = readFileSync(fixture);
        else {
          const make = provider.fixtures[fixture];
          if (!make) throw new UsageError(`${name} has no fixture ${fixture}; it has: ${Object.keys(provider.fixtures).join(", ")}`);
          body = Buffer.from(JSON.stringify(make({ provider_deployment_id: input.string("deployment") ?? `${name}-demo-1`, at: Date.now() }), null, 2));
        }
        const { headers, query } = provider.scheme.sign(body, secret, Date.now(), `msg_${randomUUID()}`);
        const base = input.string("url") ?? `http://127.0.0.1:${process.env.PORT ?? "3001"}`;
        const url = new URL(`/v1/webhooks/${name}`, base);
        for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
        let res: Response;
        try {
          res = await fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: new Uint8Array(body) });
        } catch (err) {
          throw new UsageError(`could not reach ${base}: ${(err as Error).message}`);
        }
        return `${res.status} ${await res.text()}`;
      },
    },
  ],
});
