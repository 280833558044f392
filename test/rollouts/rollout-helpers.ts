import { eventLogPort, type BerthEvent } from "../../core/ports/event-log.ts";
import { ManualClock } from "../../core/scheduler/manual-clock.ts";
import { railwayFixtures } from "../../plugins/providers/railway/fixtures.ts";
import { startBerth, type Answer, type TestBerth } from "../support/test-berth.ts";

export const RAILWAY_TOKEN = "rw-token-4d2b8e6f1a9c";
export const DESCRIPTOR = { image: "ghcr.io/acme/support-agent" };

export interface RolloutBerth {
  b: TestBerth;
  clock: ManualClock;
  /**
   * Moves the injected clock timer by timer, letting every background round finish before time
   * moves on (as if rounds took no time), so a round never sees the clock jump under it.
   */
  advance(ms: number): Promise<void>;
  /** Resolves with the first event (from now on) of `type` about `subject` that `match` accepts. */
  next(type: string, subject: string, match?: (e: BerthEvent) => boolean): Promise<BerthEvent>;
  api(method: string, path: string, body?: unknown): Promise<Answer>;
  ok(method: string, path: string, body?: unknown, status?: number): Promise<Answer["body"]>;
}

/**
 * A real Berth over HTTP with an injected clock: minutes of analysis pass in milliseconds. Real
 * provider webhooks (Railway, by its URL token) move the deployments; the rollouts react to their
 * events.
 */
export async function rolloutBerth(env: Record<string, string> = {}): Promise<RolloutBerth> {
  const clock = new ManualClock(Date.now());
  // One process: its own commits wake the event consumers and the webhook dispatcher at once, so
  // their polls (for other processes' commits; 25 ms and 50 ms × 16 shards by default) only cost
  // timers: an hour of clock at the defaults fires some 650,000 of them. Alone, it needs no other
  // instance's rate-limit counts either: their sync (every 100 ms by default, 37,000 rounds an
  // hour) runs at its slowest. No memory is written, so nothing waits for the memory index job
  // (every 2 s by default, 1,850 rounds and as many lease renewals an hour).
  const quiet = { EVENT_LOG_POLL_MS: "60000", WEBHOOK_ENDPOINTS_POLL_MS: "60000", RATE_LIMIT_SYNC_MS: "10000", MEMORY_INDEX_INTERVAL_MS: "60000" };
  const b = await startBerth({ clock, env: { WEBHOOK_SECRET_RAILWAY: RAILWAY_TOKEN, ROLLOUTS_ALLOWED_HOSTS: "127.0.0.1", ROLLOUTS_SHARDS: "2", ROLLOUTS_TICK_MS: "10000", ...quiet, ...env } });
  const events = b.host.port(eventLogPort);
  const api = (method: string, path: string, body?: unknown) => b.request(method, path, { key: b.adminKey, body });
  return {
    b,
    clock,
    api,
    async ok(method, path, body, status = 200) {
      const answer = await api(method, path, body);
      if (answer.status !== status) throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
      return answer.body;
    },
    async advance(ms) {
      // ManualClock.advance alone fires the next timer once the last one's round reaches its first
      // real wait (a store read), so a round can span seconds of clock and plan its next round
      // from a time already past: the runner's next round (at least 250 ms after a round's end)
      // then lands beyond the target, and what fell due before it waits for the next advance.
      const target = clock.now() + ms;
      await b.host.scheduler.settle();
      for (;;) {
        const step = clock.nextTimerIn();
        if (clock.now() + step > target) break;
        await clock.advance(step);
        await b.host.scheduler.settle();
      }
      await clock.advance(target - clock.now());
      await b.host.scheduler.settle();
    },
    next(type, subject, match = () => true) {
      return new Promise<BerthEvent>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} about ${subject} within 20 s`)), 20_000);
        const sub = events.watch(
          (e) => {
            if (e.type !== type || e.subject !== subject || !match(e)) return;
            clearTimeout(timer);
            void sub.close();
            resolve(e);
          },
          { mode: "live", subject, types: [type] },
        );
      });
    },
  };
}

let seq = 0;
/** Railway's delivery of a status for its deployment id, observed now (real time: webhook timestamps are checked against it). */
export async function railway(r: RolloutBerth, providerId: string, fixture: keyof typeof railwayFixtures): Promise<void> {
  const body = JSON.stringify(railwayFixtures[fixture]({ provider_deployment_id: providerId, at: Date.now() + seq++ }));
  const answer = await r.b.request("POST", `/v1/webhooks/railway?token=${RAILWAY_TOKEN}`, { rawBody: body });
  if (answer.status !== 200) throw new Error(`railway webhook: ${answer.status} ${answer.text}`);
}

/** An agent's deployment on Railway, created with its provider id; answers its id. */
export async function deploy(r: RolloutBerth, passport: string, providerId: string, o: { slot?: "primary" | "blue"; revision?: string; descriptor?: object } = {}): Promise<string> {
  const made = await r.ok("POST", `/v1/agents/${passport}/deployments`, { provider: "railway", slot: o.slot ?? "blue", revision: o.revision ?? providerId, descriptor: o.descriptor ?? { ...DESCRIPTOR, tag: providerId }, provider_deployment_id: providerId }, 201);
  return made.deployment.deployment_id as string;
}

/** Traffic the agent's gateway reports for a deployment (observed now, by the injected clock). */
export async function traffic(r: RolloutBerth, deploymentId: string, ok: number, errors: number): Promise<void> {
  await r.ok("POST", `/v1/deployments/${deploymentId}/metrics`, { success_count: ok, error_count: errors }, 201);
}

/** The error-rate template most tests use: measured every 10 s from the berth source. */
export function errorRateTemplate(o: { count?: number; initial_delay?: string; failure_limit?: number; consecutive_success_limit?: number; on_failure?: "abort" | "pause"; success_condition?: string } = {}) {
  return {
    description: "Share of failed requests, from the gateway's reports",
    on_failure: o.on_failure ?? "abort",
    metrics: [
      {
        name: "error-rate",
        interval: "10s",
        ...(o.initial_delay ? { initial_delay: o.initial_delay } : {}),
        ...(o.count !== undefined ? { count: o.count } : {}),
        ...(o.success_condition ? { success_condition: o.success_condition } : {}),
        failure_condition: "result > 0.05",
        failure_limit: o.failure_limit ?? 0,
        ...(o.consecutive_success_limit ? { consecutive_success_limit: o.consecutive_success_limit } : {}),
        provider: { berth: { metric: "error_rate", window: "10s" } },
      },
    ],
  };
}
