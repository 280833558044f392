import { spawnSync } from "node:child_process";
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../core/host/host.ts";
import { codeBlocks, docSection, documentedErrorCodes } from "./support/docs.ts";
import { spawnBerth, type BerthChild } from "./support/spawn-berth.ts";
import { tempDir } from "./support/test-berth.ts";

// Runs the documentation's walkthroughs as a user would, in one terminal, against a real Berth
// process: the shell commands are read from the pages' code blocks at run time (never copied here),
// and what each answer should contain is read from the pages' own comments next to the commands.
//
// What a user does by hand is done mechanically: the base URL `http://127.0.0.1:3001` becomes the
// test Berth's; `npx berth` is this repository's CLI; a line that says to paste a key gets the key
// the block's `keys create` printed (or a new admin key, when the prose says to have one); a line
// that says to paste a field of an answer gets that field of the answer before it (or of
// `GET /v2/chains` when it says so). `sleep N` longer than 5 s moves the devnet's clock forward by
// N s (evm_increaseTime) and then really waits 1.1 s without touching the chain, so it is Berth's
// own clock catch-up that mines the block the refund needs; shorter sleeps really wait.

const DOCS_URL = "http://127.0.0.1:3001";

/** The sections run, in this order, all against one Berth (so each uses passports of its own). */
const SECTIONS: Array<{ page: string; section: string; blocks?: number[] }> = [
  { page: "README.md", section: "## Five minutes with Berth" },
  { page: "docs/quickstart.md", section: "## Walkthrough" },
  { page: "docs/keys-and-worlds.md", section: "## First steps" },
  { page: "docs/chain-identity-and-escrow.md", section: "## Walkthrough" },
  { page: "docs/memory.md", section: "## Walkthrough" },
  // Its second block subscribes over a WebSocket and runs until stopped: only the first.
  { page: "docs/deployments.md", section: "## Walkthrough", blocks: [0] },
  { page: "docs/anchors-and-payouts.md", section: "## Walkthrough" },
  // Its first block starts Berth with webhook secrets: the Berth here starts with the variables it sets.
  { page: "docs/provider-webhooks.md", section: "## Try it", blocks: [1] },
];

/** The variables "Try it" of docs/provider-webhooks.md starts Berth with (WEBHOOK_SECRET_RAILWAY=... npm start). */
function webhookStartEnv(): Record<string, string> {
  const start = shBlocks(docSection("docs/provider-webhooks.md", "## Try it"))[0]!;
  const env = Object.fromEntries([...start.matchAll(/\b(WEBHOOK_[A-Z_]+)=(\S+)/g)].map((m) => [m[1]!, m[2]!]));
  if (Object.keys(env).length === 0 || !/npm start/.test(start)) throw new Error("the webhooks Try it no longer starts Berth with its secrets first");
  return env;
}

/** Placeholders the prose tells the user to fill from `GET /v2/chains` ("using the RPC URL and registry address"). */
const CHAIN_FIELDS: Record<string, string> = { RPC: "rpc_url", REGISTRY: "identity_registry", TOKEN: "test_token" };

function shBlocks(text: string): string[] {
  return codeBlocks(text, "sh");
}

interface Step {
  command: string;
  /** Comment text whose expectations apply to this command alone (trailing, or `# →` after it). */
  own: string[];
  /** Index of the comment group above it; its expectations apply to the group's commands together. */
  group: number;
}

/** Splits a block into commands (continuations and multi-line quotes joined) and their comments. */
function parseBlock(block: string): { steps: Step[]; groups: string[] } {
  const steps: Step[] = [];
  const groups: string[] = [""];
  let current = "";
  let own: string[] = [];
  let quote: "'" | '"' | null = null;
  let lastWasComment = false;
  for (const line of block.split("\n")) {
    if (current === "" && quote === null) {
      const trimmed = line.trim();
      if (trimmed === "") {
        lastWasComment = false;
        continue;
      }
      if (trimmed.startsWith("#")) {
        const text = trimmed.replace(/^#\s?/, "");
        if (text.startsWith("→") && steps.length > 0) steps.at(-1)!.own.push(text);
        else if (lastWasComment) groups[groups.length - 1] += ` ${text}`;
        else groups.push(text);
        lastWasComment = true;
        continue;
      }
    }
    lastWasComment = false;
    // Scan for quotes and a trailing comment outside them.
    let kept = "";
    for (let i = 0; i < line.length; i++) {
      const c = line[i]!;
      if (quote === "'") {
        if (c === "'") quote = null;
      } else if (quote === '"') {
        if (c === "\\") {
          kept += c + (line[i + 1] ?? "");
          i++;
          continue;
        }
        if (c === '"') quote = null;
      } else if (c === "\\") {
        kept += c + (line[i + 1] ?? "");
        i++;
        continue;
      } else if (c === "'" || c === '"') {
        quote = c;
      } else if (c === "#" && (i === 0 || /\s/.test(line[i - 1]!))) {
        own.push(line.slice(i + 1).trim());
        break;
      }
      kept += c;
    }
    current += (current ? "\n" : "") + kept.replace(/\s+$/, "");
    if (quote === null && !current.endsWith("\\")) {
      steps.push({ command: current, own, group: groups.length - 1 });
      current = "";
      own = [];
    }
  }
  return { steps, groups };
}

const ERROR_CODES = documentedErrorCodes();

/** Fragments an answer must contain, read from a comment: error codes, `status X`, plain JSON pairs. */
function expectations(comment: string): string[] {
  const out: string[] = [];
  for (const m of comment.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g)) if (ERROR_CODES.has(m[0])) out.push(`"error_code":"${m[0]}"`);
  for (const m of comment.matchAll(/\bstatus ([A-Z][a-z]+)\b/g)) out.push(`"status":"${m[1]}"`);
  for (const m of comment.matchAll(/"(\w+)":(true|false|null|-?\d+|\[\]|"[^"]*")/g)) {
    if (/\.\.\.|…|</.test(m[2]!)) continue;
    out.push(`"${m[1]}":${m[2]}`);
  }
  return out;
}

const PURE_ASSIGNMENT = /^[A-Za-z_]\w*=(\$\(|\S*$)/s;
const DIRECT = /^(export\s|[A-Za-z_]\w*\(\)\s*\{)/;

/** Bash for one documented command: placeholders filled, output captured between markers unless it assigns. */
function toBash(step: Step, index: number): string {
  let cmd = step.command.replaceAll(DOCS_URL, "$__BASE").replace(/\bsleep (\d+)\b/g, "__sleep $1");
  const paste = step.own.join(" ");
  const key = /^([A-Za-z_]\w*)=bk_(live|test)_\.\.\.$/.exec(cmd);
  if (key) return `__takekey ${key[2]}; ${key[1]}=$__key`;
  const pasted = /^([A-Za-z_]\w*)=(\.\.\.|0x…)$/.exec(cmd);
  if (pasted) {
    const fromChains = /GET \/v2\/chains/.test(paste) || CHAIN_FIELDS[pasted[1]!] !== undefined;
    const field = CHAIN_FIELDS[pasted[1]!] ?? /\b(?:paste\s+(?:its\s+)?)?(?:[a-z_]+\.)?([a-z]+_[a-z_]+)\b/.exec(paste)?.[1];
    if (!field) throw new Error(`cannot tell what to paste into: ${step.command} # ${paste}`);
    return `${pasted[1]}=$(__field ${fromChains ? "\"$__chains\"" : "\"$__prev\""} ${field})`;
  }
  // Env-prefix placeholders (RPC=http://127.0.0.1:PORT REGISTRY=0x… node ...).
  cmd = cmd.replace(/^((?:[A-Z]+=\S+ )+)/, (prefix) =>
    prefix.replace(/\b([A-Z]+)=(\S*(?:PORT|…)\S*)/g, (whole, name: string) => (CHAIN_FIELDS[name] ? `${name}="$(__field "$__chains" ${CHAIN_FIELDS[name]})"` : whole)),
  );
  if (PURE_ASSIGNMENT.test(cmd) || DIRECT.test(cmd)) return cmd;
  const chains = step.command.includes("/v2/chains") ? `; __chains=$__out` : "";
  return [
    `__out=$( { ${cmd}\n} 2>&1 ); __rc=$?`,
    `__prev=$__out${chains}`,
    `__k=$(printf '%s\\n' "$__out" | grep -oE '^bk_(live|test)_[^[:space:]]+' | head -1); [ -n "$__k" ] && __keys+=("$__k")`,
    `printf '\\n@@@step ${index} rc=%s\\n%s\\n@@@end\\n' "$__rc" "$__out"`,
  ].join("\n");
}

const PRELUDE = String.raw`
set -u
# The CLI reaches "a running Berth" at 127.0.0.1:$PORT, as it would reach the user's npm start.
export PORT="${"$"}{__BASE##*:}"
__keys=()
npx() { if [ "$1" = berth ]; then shift; node "$__BIN" "$@"; else command npx "$@"; fi; }
__field() { printf '%s' "$1" | node -e '
  const want = process.argv[1]; const seen = [];
  const walk = (v) => { if (v && typeof v === "object") { if (!Array.isArray(v) && want in v && typeof v[want] !== "object") seen.push(v[want]); Object.values(v).forEach(walk); } };
  walk(JSON.parse(require("fs").readFileSync(0, "utf8"))); if (!seen.length) { console.error("no field " + want); process.exit(1); } console.log(seen[0]);' "$2"; }
__takekey() {
  if [ "${"$"}{#__keys[@]}" -gt 0 ]; then __key=${"$"}{__keys[0]}; __keys=("${"$"}{__keys[@]:1}")
  else __key=$(node "$__BIN" keys create --role admin $([ "$1" = test ] && echo --test) | grep -oE '^bk_(live|test)_[^[:space:]]+' | head -1); fi
  case "$__key" in bk_$1_*) ;; *) echo "@@@error a $1 key was to be pasted, the block made $__key"; esac
}
__sleep() {
  if [ "$1" -le 5 ]; then sleep "$1"; return; fi
  __rpc=$(__field "$__chains" rpc_url)
  curl -s "$__rpc" -H 'content-type: application/json' -d "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"evm_increaseTime\",\"params\":[$1]}" > /dev/null
  sleep 1.1
}
`;

interface Outcome {
  index: number;
  rc: number;
  output: string;
}

function runScript(script: string, cwd: string, env: Record<string, string>): { outcomes: Map<number, Outcome>; raw: string } {
  const r = spawnSync("bash", ["-c", script], { cwd, env: { ...process.env, ...env }, encoding: "utf8", timeout: 280_000, maxBuffer: 64 * 1024 * 1024 });
  const raw = `${r.stdout}\n${r.stderr}`;
  const outcomes = new Map<number, Outcome>();
  for (const m of r.stdout.matchAll(/@@@step (\d+) rc=(\d+)\n([\s\S]*?)\n@@@end/g)) outcomes.set(Number(m[1]), { index: Number(m[1]), rc: Number(m[2]), output: m[3]! });
  return { outcomes, raw };
}

describe("the documentation's walkthroughs, run as written against a running Berth", () => {
  const work = tempDir("berth-docs-");
  let server: BerthChild;
  beforeAll(async () => {
    // The user's folder: Berth's data in ./data, and the packages the pages' node snippets import.
    mkdirSync(join(work, "data"));
    symlinkSync(join(REPO_ROOT, "node_modules"), join(work, "node_modules"));
    server = await spawnBerth({ BERTH_DATA_DIR: join(work, "data"), CHAINS: "local", ...webhookStartEnv() }, { startTimeoutMs: 120_000 });
  }, 150_000);
  afterAll(() => server?.child.kill("SIGTERM"));

  it("every command answers what its page shows next to it", { timeout: 320_000 }, () => {
    const parts: string[] = [PRELUDE];
    const steps: Array<Step & { index: number; where: string; groupText: string; groupKey: string }> = [];
    for (const { page, section, blocks } of SECTIONS) {
      const sectionBlocks = shBlocks(docSection(page, section));
      if (sectionBlocks.length === 0) throw new Error(`${page} ${section} has no sh block to run`);
      for (const [b, block] of sectionBlocks.entries()) {
        if (blocks && !blocks.includes(b)) continue;
        const { steps: parsed, groups } = parseBlock(block);
        // Keys printed in one block are pasted in that block.
        parts.push("__keys=()");
        for (const step of parsed) {
          const index = steps.length;
          steps.push({ ...step, index, where: `${page} ${section} block ${b + 1}`, groupText: groups[step.group]!, groupKey: `${page}/${section}/${b}/${step.group}` });
          parts.push(toBash(step, index));
        }
      }
    }
    expect(steps.length).toBeGreaterThan(40);
    const script = parts.join("\n");
    writeFileSync(join(work, "walkthroughs.sh"), script);
    const { outcomes, raw } = runScript(script, work, { __BASE: server.url, __BIN: join(REPO_ROOT, "bin", "berth.js") });

    const problems: string[] = [];
    for (const m of raw.matchAll(/@@@error (.*)/g)) problems.push(m[1]!);
    // A comment above commands describes them together: its fragments must appear in their answers.
    const groupOutput = new Map<string, string>();
    for (const s of steps) groupOutput.set(s.groupKey, (groupOutput.get(s.groupKey) ?? "") + (outcomes.get(s.index)?.output ?? ""));
    let checked = 0;
    for (const s of steps) {
      const outcome = outcomes.get(s.index);
      const label = `${s.where}: ${s.command.split("\n")[0]!.slice(0, 100)}`;
      if (!outcome) continue; // assignments and function definitions print nothing
      if (outcome.rc !== 0) problems.push(`${label} exited ${outcome.rc}: ${outcome.output.slice(0, 300)}`);
      const own = s.own.flatMap(expectations);
      for (const fragment of own) if (!outcome.output.includes(fragment)) problems.push(`${label} should answer ${fragment}; answered ${outcome.output.slice(0, 300)}`);
      const expectedError = [...own, ...expectations(s.groupText)].some((f) => f.startsWith('"error_code"'));
      if (!expectedError && outcome.output.includes('"success":false')) problems.push(`${label} failed: ${outcome.output.slice(0, 300)}`);
      checked += own.length;
    }
    for (const [key, output] of groupOutput) {
      const s = steps.find((x) => x.groupKey === key)!;
      for (const fragment of expectations(s.groupText)) {
        checked++;
        if (!output.includes(fragment)) problems.push(`${s.where}, "${s.groupText.slice(0, 80)}": should answer ${fragment}; answered ${output.slice(0, 400)}`);
      }
    }
    expect(problems, `script: ${join(work, "walkthroughs.sh")}`).toEqual([]);
    // The pages' comments promise plenty; make sure they were read.
    expect(checked).toBeGreaterThan(20);
  });
});
