import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../core/host/host.ts";
import { PathologicalTexts } from "../support/pathological-texts.ts";
import { startProbe } from "../support/probe.ts";
import { spawnBerth, type BerthChild } from "../support/spawn-berth.ts";
import { send, tempDir, type Answer } from "../support/test-berth.ts";

/**
 * Finding 1 of issue 25: one long word froze the whole service (every split point of an unknown
 * word tried, each with spelling regexes quadratic in a run of letters, on the event loop), and
 * since the index job picked the stored entry up again, the data folder froze on every restart.
 *
 * A real Berth process gets 100,000-letter words (refused by validation, quickly), 8,000-letter
 * words, thousands of invented words and hyphen chains in every memory text field and in recall,
 * and 100,000-letter words in other text fields, while a probe measures /health/ready. Then the
 * process is killed (-9) right after its last write, restarted on the same data folder, and must be
 * ready within 10 s, stay responsive while its index job works through what was stored, and finish
 * that work.
 */

/** A busy machine (shared by several test runs) answers a quiet probe in tens of ms; the freeze took seconds to minutes. */
const PROBE_P99_MS = 750;
const READY_WITHIN_MS = 10_000;
const PASSPORT = "agent-long-words";

function createAdminKey(env: Record<string, string>): string {
  const r = spawnSync(process.execPath, [join(REPO_ROOT, "bin", "berth.js"), "keys", "create", "--role", "admin"], { env: { ...process.env, ...env }, encoding: "utf8", timeout: 120_000 });
  const key = /^(bk_live_\S+)$/m.exec(r.stdout)?.[1];
  if (!key) throw new Error(`could not create a key: ${r.stderr}`);
  return key;
}

async function readyWithin(url: string, ms: number): Promise<number> {
  const t0 = performance.now();
  while (performance.now() - t0 < ms) {
    const ok = await fetch(`${url}/health/ready`, { signal: AbortSignal.timeout(1000) }).then((r) => r.status === 200, () => false);
    if (ok) return performance.now() - t0;
    await new Promise((r) => setTimeout(r, 50));
  }
  return Infinity;
}

function stopped(server: BerthChild, signal: NodeJS.Signals): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => server.child.once("exit", () => resolve()));
  server.child.kill(signal);
  return exited;
}

interface Sent {
  what: string;
  answer: Answer;
}

/** Every memory text field, its length limit, and a body that is valid apart from it. */
const MEMORY_FIELDS: { path: string; field: string; max: number; body: (text: string) => Record<string, unknown> }[] = [
  { path: "semantic", field: "fact", max: 8000, body: (t) => ({ fact: t, confidence: 0.5 }) },
  { path: "semantic", field: "content", max: 8000, body: (t) => ({ fact: "a fact", confidence: 0.5, content: t }) },
  { path: "episodic", field: "content", max: 8000, body: (t) => ({ content: t }) },
  { path: "procedural", field: "rule", max: 8000, body: (t) => ({ rule: t, trigger: "always" }) },
  { path: "procedural", field: "trigger", max: 2000, body: (t) => ({ rule: "a rule", trigger: t }) },
  { path: "entity", field: "entity_name", max: 256, body: (t) => ({ entity_name: t, entity_type: "service" }) },
  { path: "entity", field: "entity_type", max: 64, body: (t) => ({ entity_name: "a service", entity_type: t }) },
  { path: "trust-weighted", field: "content", max: 8000, body: (t) => ({ content: t, source_agent_passport_id: "agent-source", trust_score: 0.5 }) },
  { path: "temporal", field: "content", max: 8000, body: (t) => ({ content: t, valid_from: 1_700_000_000_000 }) },
];

describe("long and invented words (issue 25, finding 1)", { timeout: 600_000 }, () => {
  it("keep the service responsive, and a restart on the same data folder is ready within 10 s and finishes the index work", async () => {
    const dataDir = tempDir("berth-long-words-");
    const env = { BERTH_DATA_DIR: dataDir, LOG_LEVEL: "info", CHAINS: "none", RATE_LIMIT_MAX: "1000000", MEMORY_INDEX_INTERVAL_MS: "200" };
    const key = createAdminKey(env);
    const texts = new PathologicalTexts();
    const headers = { "x-agent-passport-id": PASSPORT };
    let server = await spawnBerth(env, { startTimeoutMs: 120_000 });
    const sent: Sent[] = [];
    const stored: string[] = [];
    try {
      expect(await readyWithin(server.url, 60_000)).toBeLessThan(60_000);
      const probe = startProbe(server.url, { timeoutMs: 60_000 });
      const post = async (what: string, path: string, body: unknown, extra: Record<string, string> = {}) => {
        const answer = await send(server.url, "POST", path, { key, headers: extra, body });
        sent.push({ what, answer });
        if (answer.status < 300 && typeof answer.body?.data?.memory_id === "string") stored.push(answer.body.data.memory_id);
        return answer;
      };
      for (const { path, field, max, body } of MEMORY_FIELDS) {
        for (const [kind, text] of [
          ["100,000-letter word", texts.longWord(100_000)],
          ["longest word the field takes", texts.longWord(max)],
          ["invented words", texts.inventedWords(max)],
          ["hyphen chain", texts.hyphenChain(max)],
        ] as const) {
          await post(`${path}.${field}: ${kind}`, `/v1/memory/${path}`, body(text.length > 100_000 - 1 ? text : text.slice(0, max)), headers);
        }
      }
      for (const [kind, query] of [
        ["1,600 q", "q".repeat(1_600)],
        ["4,000-letter word", texts.longWord(4_000).slice(0, 4_000)],
        ["invented words", texts.inventedWords(4_000)],
        ["hyphen chain", texts.hyphenChain(4_000)],
        ["100,000-letter word", texts.longWord(100_000)],
      ] as const) {
        await post(`recall: ${kind}`, "/v1/memory/recall", { query, limit: 100, min_similarity: 0 }, headers);
      }
      // Text fields elsewhere: refused by their limits (or taken), never slowly.
      const word = texts.longWord(100_000);
      await post("deployment revision", `/v1/agents/${PASSPORT}/deployments`, { provider: "railway", descriptor: { note: word }, revision: word });
      await post("anchor artifact_id", "/v1/anchors", { artifact_type: "epoch_bundle", artifact_id: word, agent_passport_id: PASSPORT, content: word });
      await post("preview system prompt", "/v1/agents/preview", { descriptor: { agent_config: { system_prompt: word, model_passport_id: "gpt-4o-mini" } } });
      await post("GraphQL name", "/graphql", { query: `query { ${word} }` });
      const figures = await probe.stop();
      // Killed at once: what the index job had not finished is still in the outbox for the next start.
      await stopped(server, "SIGKILL");

      for (const { what, answer } of sent) {
        expect(answer.status, `${what}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
        if (what.includes("100,000")) expect(answer.status, what).toBe(400);
      }
      expect(stored.length).toBeGreaterThanOrEqual(MEMORY_FIELDS.length * 3);
      expect(figures.failed, JSON.stringify(figures)).toBe(0);
      expect(figures.p99, JSON.stringify(figures)).toBeLessThan(PROBE_P99_MS);

      server = await spawnBerth(env, { startTimeoutMs: 120_000 });
      expect(await readyWithin(server.url, READY_WITHIN_MS)).toBeLessThan(READY_WITHIN_MS);
      const afterRestart = startProbe(server.url, { timeoutMs: 60_000 });
      // The index job (every 200 ms) embeds whatever the killed process left: every memory ends up with its vector.
      const until = Date.now() + 120_000;
      let pending = stored;
      while (pending.length > 0 && Date.now() < until) {
        const answers = await Promise.all(pending.map((id) => send(server.url, "GET", `/v1/memory/${id}`, { key, headers })));
        pending = pending.filter((_, i) => answers[i]!.status !== 200 || answers[i]!.body.data?.embedding_pending !== false);
        if (pending.length > 0) await new Promise((r) => setTimeout(r, 200));
      }
      await new Promise((r) => setTimeout(r, 2_000));
      const restarted = await afterRestart.stop();
      expect(pending).toEqual([]);
      expect(restarted.failed, JSON.stringify(restarted)).toBe(0);
      expect(restarted.p99, JSON.stringify(restarted)).toBeLessThan(PROBE_P99_MS);
    } finally {
      await stopped(server, "SIGKILL");
    }
  });
});
