import type { Answer, TestBerth } from "../support/test-berth.ts";

/** Talks to the memory routes as one agent: its key and its X-Agent-Passport-Id. */
export interface AgentClient {
  passport: string;
  key: string;
  store(path: string, body: unknown, extraHeaders?: Record<string, string>): Promise<Answer>;
  recall(body: unknown): Promise<Answer>;
  get(id: string): Promise<Answer>;
  archive(id: string): Promise<Answer>;
  verify(namespace?: string): Promise<Answer>;
}

export function agentClient(b: { request: TestBerth["request"] }, passport: string, key: string): AgentClient {
  const headers = (extra: Record<string, string> = {}) => ({ "x-agent-passport-id": passport, ...extra });
  return {
    passport,
    key,
    store: (path, body, extra) => b.request("POST", `/v1/memory/${path}`, { key, headers: headers(extra), body }),
    recall: (body) => b.request("POST", "/v1/memory/recall", { key, headers: headers(), body }),
    get: (id) => b.request("GET", `/v1/memory/${id}`, { key, headers: headers() }),
    archive: (id) => b.request("POST", `/v1/memory/${id}/archive`, { key, headers: headers() }),
    verify: (namespace) => b.request("GET", `/v1/memory/chain/verify${namespace === undefined ? "" : `?namespace=${encodeURIComponent(namespace)}`}`, { key, headers: headers() }),
  };
}

export async function newAgent(b: TestBerth, passport: string, mode: "live" | "test" = "live"): Promise<AgentClient> {
  const { token } = await b.key("agent", { passports: [passport], mode });
  return agentClient(b, passport, token);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it is true or `timeoutMs` passes. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000, stepMs = 100): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until) throw new Error("condition not met in time");
    await sleep(stepMs);
  }
}
