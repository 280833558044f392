/** What an attack class gets: a running Berth and an admin key (allowed to act for every passport). */
export interface AttackContext {
  url: string;
  key: string;
}

/** Counts per answer status, and the figures an attack wants printed besides the probe's. */
export interface AttackTally {
  statuses: Record<string, number>;
  notes?: Record<string, number | string>;
}

/**
 * One class of hostile traffic. `prepare` builds what it needs (a big chain) before the probe
 * starts; `run` sends its traffic until `signal` aborts, then answers what it saw.
 */
export interface Attack {
  name: string;
  /** The finding it reproduces: of issue 13 ("2"), or of issue 25 ("25.1"). */
  finding: string;
  prepare?(ctx: AttackContext): Promise<void>;
  run(ctx: AttackContext, signal: AbortSignal): Promise<AttackTally>;
}

export class Tally {
  readonly statuses: Record<string, number> = {};
  add(status: number | string): void {
    this.statuses[status] = (this.statuses[status] ?? 0) + 1;
  }
}

/** One request; a network failure counts as status "error" instead of ending the attack. */
export async function hit(ctx: AttackContext, method: string, path: string, init: { key?: string; headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number | string; text: string }> {
  const headers: Record<string, string> = { authorization: `Bearer ${init.key ?? ctx.key}`, ...(init.headers ?? {}) };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  try {
    const res = await fetch(`${ctx.url}${path}`, { method, headers, body: init.body });
    return { status: res.status, text: await res.text() };
  } catch {
    return { status: "error", text: "" };
  }
}

/** `workers` loops calling `once` until the signal aborts. */
export async function loop(workers: number, signal: AbortSignal, once: (worker: number) => Promise<void>): Promise<void> {
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      while (!signal.aborted) await once(w);
    }),
  );
}

/** Writes `entries` memories into one agent's chain (64 writers at once). */
export async function buildChain(ctx: AttackContext, passport: string, entries: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: 64 }, async () => {
      while (next < entries) {
        const i = next++;
        const r = await hit(ctx, "POST", "/v1/memory/semantic", { headers: { "x-agent-passport-id": passport }, body: JSON.stringify({ fact: `fact ${i} of a long chain`, confidence: 0.5 }) });
        if (r.status !== 200) throw new Error(`building the chain: ${r.status} ${r.text}`);
      }
    }),
  );
}

/** Size of the chains the verify attacks run over (ABUSE_CHAIN_ENTRIES, default 5000). */
export const CHAIN_ENTRIES = Number(process.env.ABUSE_CHAIN_ENTRIES ?? 5000);
