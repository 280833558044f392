import { ErrorNote, html, Json, PageTitle, short, Time, useEffect, usePoll, useState } from "./ui.js";
import { api, get } from "./api.js";
import { PassportPicker } from "./passport-picker.js";

/** Agent routes rendered by a page of their own: the rest of the agent's GET routes are shown as they answer. */
const SHOWN_ELSEWHERE = new Set(["/v1/agents/{passportId}/deployments", "/v1/agents/{agentId}/revenue/history"]);
const AGENT_ROUTE = /^\/v\d+\/(agents|reputation)\/\{(passportId|agentId)\}(\/[a-z][a-z-]*)+$/;

/**
 * Everything Berth holds about one agent: deployments, anchors, payouts, a recall box over its
 * memories, and every other read this Berth serves per agent (reputation, rollouts, ... when the
 * plugins that serve them are loaded), found in /openapi.json.
 */
export function Agents({ session, rest, navigate, Link }) {
  const passport = rest[0];
  return html`<${PageTitle}>Agents</${PageTitle}>
    <div class="split">
      <${PassportPicker} session=${session} base="/console/agents" selected=${passport} navigate=${navigate} Link=${Link} />
      <div class="detail">${passport ? html`<${Agent} key=${passport} passport=${passport} Link=${Link} />` : html`<p class="muted">Choose an agent.</p>`}</div>
    </div>`;
}

function Agent({ passport, Link }) {
  const p = encodeURIComponent(passport);
  const [deployments, depError] = usePoll(() => get(`/v1/agents/${p}/deployments?limit=20`), 10_000, [passport]);
  const [anchors, anchorError] = usePoll(() => get(`/v1/anchors?agent_passport_id=${p}&limit=20`), 30_000, [passport]);
  const [payouts, payoutError] = usePoll(() => get(`/v1/agents/${p}/revenue/history?limit=10`), 30_000, [passport]);
  const [extra, setExtra] = useState([]);
  useEffect(() => {
    get("/openapi.json").then((doc) =>
      setExtra(
        Object.entries(doc.paths)
          .filter(([path, ops]) => ops.get && AGENT_ROUTE.test(path) && !SHOWN_ELSEWHERE.has(path))
          // A read that answers 404 when the agent has none (a rollout strategy) waits to be asked for.
          .map(([path, ops]) => ({ path, summary: ops.get.summary ?? path, lazy: "404" in (ops.get.responses ?? {}) })),
      ),
    );
  }, []);
  return html`<h2>${passport}</h2>
    <section aria-labelledby="agent-deployments"><h3 id="agent-deployments">Deployments</h3>
      <${ErrorNote} error=${depError} />
      ${deployments && (deployments.deployments.length === 0 ? html`<p class="muted">None.</p>` : html`<table class="grid"><thead><tr><th scope="col">Deployment</th><th scope="col">Slot</th><th scope="col">State</th><th scope="col">Health</th><th scope="col">Provider</th><th scope="col">Revision</th><th scope="col">Created</th></tr></thead>
        <tbody>${deployments.deployments.map((d) => html`<tr><td><code title=${d.deployment_id}>${short(d.deployment_id)}</code></td><td>${d.slot}</td><td>${d.actual_state}</td><td>${d.health}</td><td>${d.provider}</td><td>${d.revision ?? "—"}</td><td><${Time} ms=${d.created_at} /></td></tr>`)}</tbody></table>`)}
      <p><${Link} href=${`/console/deployments/${p}`}>Timeline, promote and rollback</${Link}></p>
    </section>
    <${Recall} passport=${passport} />
    <section aria-labelledby="agent-anchors"><h3 id="agent-anchors">Anchors</h3>
      <${ErrorNote} error=${anchorError} />
      ${anchors && (anchors.anchors.length === 0 ? html`<p class="muted">None.</p>` : html`<table class="grid"><thead><tr><th scope="col">Artifact</th><th scope="col">Type</th><th scope="col">Status</th><th scope="col">CID</th><th scope="col">Created</th></tr></thead>
        <tbody>${anchors.anchors.map((a) => html`<tr><td>${a.artifact_id}</td><td>${a.artifact_type}</td><td>${a.status}</td><td><code>${short(a.cid)}</code></td><td><${Time} ms=${a.created_at} /></td></tr>`)}</tbody></table>`)}
    </section>
    <section aria-labelledby="agent-payouts"><h3 id="agent-payouts">Payouts</h3>
      <${ErrorNote} error=${payoutError} />
      ${payouts && (payouts.history.length === 0 ? html`<p class="muted">None.</p>` : html`<table class="grid"><thead><tr><th scope="col">Run</th><th scope="col">Total (lamports)</th><th scope="col">Recipients</th><th scope="col">Created</th></tr></thead>
        <tbody>${payouts.history.map((r) => html`<tr><td><code title=${r.run_id}>${short(r.run_id)}</code></td><td>${r.total_amount_lamports}</td><td>${r.recipient_count}</td><td><${Time} ms=${r.created_at} /></td></tr>`)}</tbody></table>`)}
    </section>
    <${EscrowLookup} />
    ${extra.map((e) => html`<${AgentRead} key=${e.path} passport=${passport} route=${e} />`)}
    ${extra.length === 0 ? html`<p class="muted">Reputation, registrations per chain and rollouts show here when this Berth serves them.</p>` : null}`;
}

function Recall({ passport }) {
  const [answer, setAnswer] = useState(null);
  const [error, setError] = useState(null);
  const submit = async (e) => {
    e.preventDefault();
    setError(null);
    try {
      setAnswer(await api("POST", "/v1/memory/recall", { query: e.target.elements.query.value, limit: 10 }, { "x-agent-passport-id": passport }));
    } catch (err) {
      setError(err);
    }
  };
  return html`<section aria-labelledby="agent-memory"><h3 id="agent-memory">Memories</h3>
    <form class="inline" role="search" onSubmit=${submit}>
      <label for="recall-query">Recall by meaning</label>
      <input id="recall-query" name="query" required maxlength="4000" placeholder="what did the user ask about refunds?" />
      <button type="submit">Recall</button>
    </form>
    <${ErrorNote} error=${error} />
    ${answer && (answer.data.memories.length ? html`<ol class="results">${answer.data.memories.map((m) => html`<li><span class="badge">${m.type}</span> ${m.content} <span class="muted">score ${m.score.toFixed(2)}, <${Time} ms=${m.created_at} /></span></li>`)}</ol>` : html`<p class="muted">Nothing recalled (of ${answer.data.total_candidates} candidates).</p>`)}
  </section>`;
}

function EscrowLookup() {
  const [answer, setAnswer] = useState(null);
  const [error, setError] = useState(null);
  const submit = async (e) => {
    e.preventDefault();
    setError(null);
    const f = e.target.elements;
    try {
      setAnswer(await get(`/v2/escrow/${encodeURIComponent(f.chain.value)}/${encodeURIComponent(f.escrow.value)}`));
    } catch (err) {
      setError(err);
    }
  };
  return html`<section aria-labelledby="agent-escrow"><h3 id="agent-escrow">Escrows</h3>
    <p class="muted">Escrows live on chain: look one up by its chain and id.</p>
    <form class="inline" onSubmit=${submit}>
      <label for="escrow-chain">Chain</label><input id="escrow-chain" name="chain" required placeholder="local" />
      <label for="escrow-id">Escrow id</label><input id="escrow-id" name="escrow" required placeholder="0x…" />
      <button type="submit">Look up</button>
    </form>
    <${ErrorNote} error=${error} />
    ${answer && html`<${Json} value=${answer} />`}
  </section>`;
}

/** One more per-agent read this Berth serves (found in its OpenAPI document), shown as it answers. */
function AgentRead({ passport, route }) {
  const [asked, setAsked] = useState(!route.lazy);
  return html`<section><h3>${route.summary}</h3><p class="muted"><code>GET ${route.path}</code></p>
    ${asked ? html`<${AgentReadAnswer} passport=${passport} route=${route} />` : html`<button type="button" onClick=${() => setAsked(true)}>Show</button>`}</section>`;
}

function AgentReadAnswer({ passport, route }) {
  const path = route.path.replace(/\{(passportId|agentId)\}/, encodeURIComponent(passport));
  const [data, error] = usePoll(() => get(path), 30_000, [path]);
  const { success: _s, ...shown } = data ?? {};
  if (error?.status === 404) return html`<p class="muted">None.</p>`;
  return html`<${ErrorNote} error=${error} />${data && html`<${Json} value=${shown} />`}`;
}
