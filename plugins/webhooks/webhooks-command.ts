import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { UsageError, type CommandDefinition } from "berth/plugin";
import { webhookProviders } from "./provider-point.ts";

const USAGE = `Usage:
  berth webhooks list
  berth webhooks send PROVIDER FIXTURE|FILE.json [--deployment PROVIDER_DEPLOYMENT_ID] [--test] [--url URL]

send signs a delivery as PROVIDER would (its scheme, the first of WEBHOOK_SECRET_<PROVIDER>, or of
WEBHOOK_TEST_SECRET_<PROVIDER> with --test), posts it to a running Berth (default
http://127.0.0.1:$PORT) and prints the answer. FIXTURE is one of the provider's example payloads
(see list), filled in with --deployment and the current time; a FILE is sent as it is.`;

/** `berth webhooks ...`: check a webhook setup end to end without the provider. */
export const webhooksCommand: CommandDefinition = {
  name: "webhooks",
  summary: "List webhook providers; sign and send a test delivery to a running Berth.",
  usage: USAGE,
  run: async (ctx, argv) => {
    const providers = ctx.extensions(webhookProviders);
    const [action, ...rest] = argv;
    if (action === "list") {
      if (providers.keys().length === 0) return "no webhook providers are enabled";
      return providers
        .entries()
        .map(([name, p]) => {
          const worlds = [p.secrets.live.length ? "live" : "", p.secrets.test.length ? "test" : ""].filter(Boolean).join("+") || "no secret";
          return `${name}\t${p.scheme.name}\t${worlds}\tfixtures: ${Object.keys(p.fixtures).join(", ")}\t${p.title}`;
        })
        .join("\n");
    }
    if (action !== "send") throw new UsageError(action ? `unknown webhooks command ${action}` : "missing webhooks command");
    const { values, positionals } = parseArgs({
      args: rest,
      allowPositionals: true,
      options: { deployment: { type: "string" }, test: { type: "boolean", default: false }, url: { type: "string" } },
      strict: true,
    });
    const [name, fixture, ...extra] = positionals;
    if (!name || !fixture || extra.length > 0) throw new UsageError("send takes PROVIDER and FIXTURE");
    const provider = providers.get(name);
    if (!provider) throw new UsageError(`unknown provider ${name}; enabled: ${providers.keys().join(", ")}`);
    const secret = (values.test ? provider.secrets.test : provider.secrets.live)[0];
    if (!secret) throw new UsageError(`no ${values.test ? "test" : "live"} secret for ${name}: set WEBHOOK_${values.test ? "TEST_" : ""}SECRET_${name.toUpperCase().replace(/-/g, "_")}`);
    let body: Buffer;
    if (existsSync(fixture)) body = readFileSync(fixture);
    else {
      const make = provider.fixtures[fixture];
      if (!make) throw new UsageError(`${name} has no fixture ${fixture}; it has: ${Object.keys(provider.fixtures).join(", ")}`);
      body = Buffer.from(JSON.stringify(make({ provider_deployment_id: values.deployment ?? `${name}-demo-1`, at: Date.now() }), null, 2));
    }
    const { headers, query } = provider.scheme.sign(body, secret, Date.now(), `msg_${randomUUID()}`);
    const base = values.url ?? `http://127.0.0.1:${process.env.PORT ?? "3001"}`;
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
};
