import { AddressPolicy, defineCommand, eventLogPort, isBerthError, storePort, UsageError, validateInput, type CommandContext, type CommandInput, type Mode, type Principal } from "berth/plugin";
import type { WebhookEndpointsConfig } from "./config.ts";
import { DeliveryQueue } from "./endpoint-lane.ts";
import { CreateEndpointBody, ReplayBody, RotateBody, UpdateEndpointBody } from "./schemas.ts";
import { WebhookEndpointsService, type CreateEndpointInput, type EndpointView, type ReplayInput, type RotateInput, type UpdateEndpointInput } from "./webhook-endpoints-service.ts";

type Ctx = CommandContext<WebhookEndpointsConfig>;

const WORLD = { test: { type: "boolean" as const, description: "The test world's endpoints (default: live)." } };

/** The CLI acts as an admin of the world it is asked for. */
function cliCaller(input: CommandInput): Principal {
  return { keyId: "cli", role: "admin", mode: (input.flag("test") ? "test" : "live") as Mode, passports: [] };
}

/** The service over the CLI's own store: what it queues, a running server's dispatcher finds by its endpoints' lanes. */
async function serviceFor(ctx: Ctx): Promise<WebhookEndpointsService> {
  const c = ctx.config;
  return new WebhookEndpointsService(await ctx.port(storePort), await ctx.port(eventLogPort), {
    urls: {
      policy: new AddressPolicy({ allowed: c.WEBHOOK_ENDPOINTS_ALLOWED_HOSTS, hint: "WEBHOOK_ENDPOINTS_ALLOWED_HOSTS does not name it" }),
      allowHttp: c.WEBHOOK_ENDPOINTS_ALLOW_HTTP,
      resolveTimeoutMs: 3000,
    },
    overlapMs: c.WEBHOOK_ENDPOINTS_SECRET_OVERLAP_MS,
    queue: new DeliveryQueue(c.WEBHOOK_ENDPOINTS_GROUPS),
    notice: { after: () => undefined },
    eventTypes: ctx.eventTypes,
    log: ctx.log,
  });
}

/** Refusals of the service are the caller's mistakes here: shown with the usage. */
async function run<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isBerthError(err)) throw new UsageError(`${err.code}: ${err.message}${Array.isArray(err.details) ? ` ${JSON.stringify(err.details)}` : ""}`);
    throw err;
  }
}

function oneId(input: CommandInput, what: string): string {
  const [id, ...extra] = input.positionals;
  if (!id || extra.length > 0) throw new UsageError(`${what} takes one ENDPOINT_ID`);
  return id;
}

function describe(e: EndpointView): string {
  const state = e.disabled ? `disabled (${e.disabled_reason})` : e.failing_since ? `failing since ${new Date(e.failing_since).toISOString()}` : "enabled";
  return [e.endpoint_id, e.world, state, e.url, e.event_types.join(","), e.subjects?.join(",") ?? "*", e.description ?? ""].join("\t");
}

const HEADER = "endpoint_id\tworld\tstate\turl\tevent_types\tsubjects\tdescription";

/** `berth webhook-endpoints ...`: the same operations as the API, as an admin of a world, without a server. */
export const webhookEndpointsCommand = defineCommand<WebhookEndpointsConfig>({
  name: "webhook-endpoints",
  summary: "Register and manage endpoints Berth POSTs its events to (outbound webhooks).",
  usage: "Acts as an admin of the live world (--test: the test world). A running Berth on the same store delivers what these commands queue.",
  subcommands: [
    {
      name: "list",
      summary: "List the world's endpoints, newest first (never their secrets).",
      options: { ...WORLD },
      run: async (ctx, input) => {
        const service = await serviceFor(ctx);
        const rows: string[] = [];
        let cursor: string | undefined;
        do {
          const page = await run(() => service.list(cliCaller(input), { limit: 100, cursor }));
          rows.push(...page.endpoints.map(describe));
          cursor = page.next_cursor ?? undefined;
        } while (cursor);
        return rows.length === 0 ? "no webhook endpoints" : [HEADER, ...rows].join("\n");
      },
    },
    {
      name: "create",
      summary: "Register an endpoint; prints its signing secret once.",
      args: "URL",
      options: {
        type: { type: "string", value: "TYPE", multiple: true, required: true, description: "An event type (deployment.promoted) or family (deployment.*) to send." },
        subject: { type: "string", value: "PASSPORT", multiple: true, description: "Only events about this passport (default: every subject)." },
        description: { type: "string", value: "TEXT", description: "A note shown by list." },
        ...WORLD,
      },
      run: async (ctx, input) => {
        const [url, ...extra] = input.positionals;
        if (!url || extra.length > 0) throw new UsageError("create takes one URL");
        const subjects = input.strings("subject");
        const body = await run(async () =>
          validateInput<CreateEndpointInput>(CreateEndpointBody, {
            url,
            event_types: input.strings("type"),
            ...(subjects.length > 0 ? { subjects } : {}),
            ...(input.string("description") !== undefined ? { description: input.string("description") } : {}),
          }),
        );
        const service = await serviceFor(ctx);
        const { endpoint, secret } = await run(() => service.create(cliCaller(input), body));
        return `${secret}\n\n${HEADER}\n${describe(endpoint)}\nThis is the only time the secret is shown: verify deliveries with it (Standard Webhooks).`;
      },
    },
    {
      name: "show",
      summary: "Show one endpoint.",
      args: "ENDPOINT_ID",
      options: { ...WORLD },
      run: async (ctx, input) => {
        const service = await serviceFor(ctx);
        return JSON.stringify(await run(() => service.get(cliCaller(input), oneId(input, "show"))), null, 2);
      },
    },
    {
      name: "update",
      summary: "Change an endpoint's url, event types, subjects or description, or disable / enable it.",
      args: "ENDPOINT_ID",
      options: {
        url: { type: "string", value: "URL", description: "A new url (checked as at creation)." },
        type: { type: "string", value: "TYPE", multiple: true, description: "The new event types (replacing the old ones)." },
        subject: { type: "string", value: "PASSPORT", multiple: true, description: "The new subjects (replacing the old ones)." },
        description: { type: "string", value: "TEXT", description: "A new description." },
        disable: { type: "boolean", description: "Stop deliveries (pending ones wait)." },
        enable: { type: "boolean", description: "Resume deliveries, those that waited first." },
        ...WORLD,
      },
      run: async (ctx, input) => {
        const id = oneId(input, "update");
        if (input.flag("disable") && input.flag("enable")) throw new UsageError("give --disable or --enable, not both");
        const types = input.strings("type");
        const subjects = input.strings("subject");
        const patch = {
          ...(input.string("url") !== undefined ? { url: input.string("url") } : {}),
          ...(types.length > 0 ? { event_types: types } : {}),
          ...(subjects.length > 0 ? { subjects } : {}),
          ...(input.string("description") !== undefined ? { description: input.string("description") } : {}),
          ...(input.flag("disable") ? { disabled: true } : input.flag("enable") ? { disabled: false } : {}),
        };
        const body = await run(async () => validateInput<UpdateEndpointInput>(UpdateEndpointBody, patch));
        const service = await serviceFor(ctx);
        return `${HEADER}\n${describe(await run(() => service.update(cliCaller(input), id, body)))}`;
      },
    },
    {
      name: "delete",
      summary: "Delete an endpoint: nothing more is sent to it.",
      args: "ENDPOINT_ID",
      options: { ...WORLD },
      run: async (ctx, input) => {
        const service = await serviceFor(ctx);
        const done = await run(() => service.delete(cliCaller(input), oneId(input, "delete")));
        return `deleted ${done.endpoint_id}`;
      },
    },
    {
      name: "rotate-secret",
      summary: "Make a new signing secret (printed once); the old one keeps signing beside it for the overlap.",
      args: "ENDPOINT_ID",
      options: { "overlap-ms": { type: "string", value: "MS", description: "How long the old secret keeps signing (default WEBHOOK_ENDPOINTS_SECRET_OVERLAP_MS)." }, ...WORLD },
      run: async (ctx, input) => {
        const id = oneId(input, "rotate-secret");
        const overlap = input.string("overlap-ms");
        const body = await run(async () => validateInput<RotateInput>(RotateBody, overlap === undefined ? {} : { overlap_ms: Number(overlap) }));
        const service = await serviceFor(ctx);
        const { endpoint, secret } = await run(() => service.rotate(cliCaller(input), id, body));
        const retiring = endpoint.secrets.filter((s) => s.expires_at !== null).map((s) => new Date(s.expires_at!).toISOString());
        return `${secret}\n\nThis is the only time the secret is shown.${retiring.length > 0 ? ` The old secret signs until ${retiring.join(", ")}.` : ""}`;
      },
    },
    {
      name: "attempts",
      summary: "List an endpoint's delivery attempts, newest first.",
      args: "ENDPOINT_ID",
      options: { event: { type: "string", value: "EVENT_ID", description: "Only the attempts at this event." }, limit: { type: "string", value: "N", description: "How many (default 20, at most 100)." }, ...WORLD },
      run: async (ctx, input) => {
        const id = oneId(input, "attempts");
        const limit = input.string("limit");
        const service = await serviceFor(ctx);
        const page = await run(() => service.attempts(cliCaller(input), id, { ...(limit ? { limit: Number(limit) } : {}), ...(input.string("event") ? { event_id: input.string("event") } : {}) }));
        if (page.attempts.length === 0) return "no attempts";
        const rows = page.attempts.map((a) =>
          [new Date(a.attempted_at).toISOString(), a.event_id, a.event_type, a.trigger, a.attempt, a.status, a.response_code ?? "-", `${a.latency_ms} ms`, a.error ?? "", a.next_attempt_at ? `next ${new Date(a.next_attempt_at).toISOString()}` : ""].join("\t"),
        );
        return ["attempted_at\tevent_id\ttype\ttrigger\tattempt\tstatus\tcode\tlatency\terror\tnext", ...rows].join("\n");
      },
    },
    {
      name: "replay",
      summary: "Send events again: every message since a time, or one event.",
      args: "ENDPOINT_ID",
      options: {
        since: { type: "string", value: "TIME", description: "Unix ms or an ISO 8601 time." },
        event: { type: "string", value: "EVENT_ID", description: "One event." },
        ...WORLD,
      },
      run: async (ctx, input) => {
        const id = oneId(input, "replay");
        const since = input.string("since");
        const sinceMs = since === undefined ? undefined : /^\d+$/.test(since) ? Number(since) : Date.parse(since);
        if (sinceMs !== undefined && Number.isNaN(sinceMs)) throw new UsageError("--since must be Unix ms or an ISO 8601 time");
        const body = await run(async () => validateInput<ReplayInput>(ReplayBody, { ...(sinceMs !== undefined ? { since: sinceMs } : {}), ...(input.string("event") ? { event_id: input.string("event") } : {}) }));
        const service = await serviceFor(ctx);
        const r = await run(() => service.replay(cliCaller(input), id, body));
        return `${r.replayed} queued again${r.truncated ? `; more remain: replay --since ${r.next_since}` : ""}`;
      },
    },
    {
      name: "test",
      summary: "Queue a berth.ping event for one endpoint; see its attempt with `attempts`.",
      args: "ENDPOINT_ID",
      options: { ...WORLD },
      run: async (ctx, input) => {
        const service = await serviceFor(ctx);
        const r = await run(() => service.test(cliCaller(input), oneId(input, "test")));
        return `queued berth.ping ${r.event_id} for ${r.endpoint_id}`;
      },
    },
  ],
});
