import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createBerthHost as createHost } from "../../app/composition.ts";
import type { Host } from "../../core/host/host.ts";
import type { BerthPlugin } from "../../core/plugin/define-plugin.ts";
import type { Mode, Role } from "../../core/auth/principal.ts";
import type { Clock } from "../../core/scheduler/clock.ts";

export interface Answer {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, else the text. */
  // Tests read many answer shapes; asserting on them is the type check.
  body: any;
  text: string;
}

export interface RequestOptions {
  key?: string;
  body?: unknown;
  /** Sent as-is, with `contentType` (default application/json). */
  rawBody?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
}

export interface TestBerth {
  url: string;
  host: Host;
  dataDir: string;
  adminKey: string;
  testAdminKey: string;
  key(role: Role, options?: { mode?: Mode; passports?: string[] }): Promise<{ token: string; keyId: string }>;
  request(method: string, path: string, options?: RequestOptions): Promise<Answer>;
  graphql(query: string, variables?: Record<string, unknown>, key?: string): Promise<Answer>;
  stop(): Promise<void>;
}

export function tempDir(prefix = "berth-test-"): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** A request's headers and body as `options` describe them. */
function requestParts(options: RequestOptions): { headers: Record<string, string>; body: string | Buffer | undefined } {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.key !== undefined) headers.authorization = `Bearer ${options.key}`;
  let body: string | Buffer | undefined;
  if (options.rawBody !== undefined) {
    body = options.rawBody;
    headers["content-type"] = options.contentType ?? "application/json";
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["content-type"] = options.contentType ?? "application/json";
  }
  return { headers, body };
}

/** An answer: its body parsed when it is JSON. */
function answerOf(status: number, headers: Headers, text: string): Answer {
  const body: unknown = (headers.get("content-type") ?? "").includes("json") ? JSON.parse(text) : text;
  return { status, headers, body, text };
}

export async function send(url: string, method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
  const { headers, body } = requestParts(options);
  const res = await fetch(`${url}${path}`, { method, headers, body: body as BodyInit | undefined });
  return answerOf(res.status, res.headers, await res.text());
}

/**
 * Requests handled by `b`'s server in this process (Fastify's inject: every hook and the route,
 * without a socket or an HTTP client), for a test's data setup: thousands of writes cost half as
 * much. What a test checks goes through `b.request`, over real HTTP.
 */
export function injected(b: Pick<TestBerth, "host">): TestBerth["request"] {
  return async (method, path, options = {}) => {
    const { headers, body } = requestParts(options);
    const res = await b.host.app.inject({ method: method as "GET", url: path, headers, payload: body });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) answerHeaders.set(name, Array.isArray(value) ? value.join(", ") : String(value));
    return answerOf(res.statusCode, answerHeaders, res.body);
  };
}

/**
 * A real Berth on a free port, on its own SQLite file, with a live and a test admin key.
 * Chains are off unless the test asks for them (CHAINS), so only chain tests start an anvil devnet.
 */
export async function startBerth(options: { env?: Record<string, string>; extraPlugins?: BerthPlugin[]; dataDir?: string; clock?: Clock } = {}): Promise<TestBerth> {
  const dataDir = options.dataDir ?? tempDir();
  const host = await createHost({
    // Background work (leases, polls, retries) on this clock: a ManualClock lets a test move time.
    clock: options.clock,
    // Suites send many bad keys on purpose from one IP; test/abuse/rate-limits.test.ts tests the limit.
    // EVENT_DATA_CHECK=refuse: an event whose data does not match its declared type fails the request that appends it, in every suite.
    env: { BERTH_DATA_DIR: dataDir, PORT: "0", LOG_LEVEL: "silent", CHAINS: "none", AUTH_FAILURE_RATE_LIMIT_MAX: "1000000", EVENT_DATA_CHECK: "refuse", ...options.env },
    extraPlugins: options.extraPlugins,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const url = await host.listen();
  const admin = await host.keys.create({ role: "admin", mode: "live" });
  const testAdmin = await host.keys.create({ role: "admin", mode: "test" });
  return {
    url,
    host,
    dataDir,
    adminKey: admin.token,
    testAdminKey: testAdmin.token,
    key: async (role, o = {}) => {
      const { token, key } = await host.keys.create({ role, mode: o.mode ?? "live", passports: o.passports ?? [] });
      return { token, keyId: key.key_id };
    },
    request: (method, path, o) => send(url, method, path, o),
    graphql: (query, variables, key) => send(url, "POST", "/graphql", { key: key ?? admin.token, body: { query, variables } }),
    stop: () => host.close(),
  };
}
