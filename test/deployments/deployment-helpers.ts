import type { Answer, TestBerth } from "../support/test-berth.ts";

export const DESCRIPTOR = { agent_config: { system_prompt: "You answer support tickets.", model: "gpt-4o-mini" } };

/** Calls on one agent's deployments with one key. */
export function deploymentsOf(b: TestBerth, key: string, passport: string) {
  return {
    create: (body: Record<string, unknown> = {}): Promise<Answer> =>
      b.request("POST", `/v1/agents/${passport}/deployments`, { key, body: { provider: "railway", descriptor: DESCRIPTOR, ...body } }),
    list: (query = ""): Promise<Answer> => b.request("GET", `/v1/agents/${passport}/deployments${query}`, { key }),
    report: (id: string, body: Record<string, unknown>): Promise<Answer> => b.request("POST", `/v1/deployments/${id}/status`, { key, body }),
    get: (id: string): Promise<Answer> => b.request("GET", `/v1/deployments/${id}`, { key }),
    promote: (): Promise<Answer> => b.request("POST", `/v1/agents/${passport}/promote`, { key }),
    rollback: (): Promise<Answer> => b.request("POST", `/v1/agents/${passport}/rollback`, { key }),
    events: (type = "deployment"): Promise<Answer> => b.request("GET", `/v1/events?subject=${passport}&type=${type}&limit=1000`, { key }),
    /** Creates a deployment and reports it running and healthy; answers its id. */
    async live(body: Record<string, unknown> = {}): Promise<string> {
      const made = await this.create(body);
      if (made.status !== 201) throw new Error(`create: ${made.status} ${made.text}`);
      const id = made.body.deployment.deployment_id as string;
      const ok = await this.report(id, { actual_state: "running", health: "healthy" });
      if (ok.status !== 200) throw new Error(`report: ${ok.status} ${ok.text}`);
      return id;
    },
  };
}
