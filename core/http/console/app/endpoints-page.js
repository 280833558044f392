import { canWrite, ErrorNote, html, PageTitle, short, Time, useDialog, usePoll, useState, useEffect } from "./ui.js";
import { api, eventTypes, get, post } from "./api.js";

/** Outbound webhook endpoints: their state, recent attempts, and test, replay, rotate, pause. */
export function Endpoints({ session, rest, Link, navigate }) {
  const id = rest[0];
  return html`<${PageTitle}>Webhook endpoints</${PageTitle}>
    ${id ? html`<${Endpoint} key=${id} id=${id} session=${session} Link=${Link} navigate=${navigate} />` : html`<${EndpointList} session=${session} Link=${Link} navigate=${navigate} />`}`;
}

function status(e) {
  if (e.disabled) return html`<span class="badge bad">disabled${e.disabled_reason === "failing" ? " (failing)" : ""}</span>`;
  if (e.failing_since) return html`<span class="badge warn">failing since <${Time} ms=${e.failing_since} /></span>`;
  return html`<span class="badge ok">active</span>`;
}

function EndpointList({ session, Link, navigate }) {
  const [page, error, reload] = usePoll(() => get("/v1/webhook-endpoints?limit=100"), 10_000, []);
  const [filter, setFilter] = useState("");
  const shown = (page?.endpoints ?? []).filter((e) => `${e.url} ${e.event_types.join(" ")} ${e.description ?? ""}`.toLowerCase().includes(filter.toLowerCase()));
  return html`<section aria-labelledby="endpoint-list"><h2 id="endpoint-list">Endpoints</h2>
      <p><label for="endpoint-filter">Search </label><input id="endpoint-filter" type="search" value=${filter} onInput=${(e) => setFilter(e.target.value)} placeholder="url or event type" /></p>
      <${ErrorNote} error=${error} />
      ${page && (shown.length === 0 ? html`<p class="muted">No endpoint${filter ? " matches" : " yet"}.</p>` : html`<table class="grid"><thead><tr><th scope="col">URL</th><th scope="col">Events</th><th scope="col">Subjects</th><th scope="col">Status</th><th scope="col">Created</th></tr></thead>
        <tbody>${shown.map((e) => html`<tr><td><${Link} href=${`/console/endpoints/${e.endpoint_id}`}>${e.url}</${Link}></td><td>${e.event_types.join(", ")}</td><td>${e.subjects?.join(", ") ?? "every subject"}</td><td>${status(e)}</td><td><${Time} ms=${e.created_at} /></td></tr>`)}</tbody></table>`)}
    </section>
    ${canWrite(session) ? html`<${CreateEndpoint} session=${session} onCreated=${(e) => { reload(); navigate(`/console/endpoints/${e.endpoint_id}`); }} />` : null}`;
}

function CreateEndpoint({ session, onCreated }) {
  const [types, setTypes] = useState([]);
  const [error, setError] = useState(null);
  const dialog = useDialog();
  useEffect(() => {
    eventTypes().then(setTypes, setError);
  }, []);
  const families = [...new Set(types.map((t) => t.family))];
  const submit = async (e) => {
    e.preventDefault();
    const f = e.target.elements;
    const chosen = [...f.event_types.selectedOptions].map((o) => o.value);
    const subjects = f.subjects.value.split(",").map((s) => s.trim()).filter(Boolean);
    setError(null);
    try {
      const made = await post("/v1/webhook-endpoints", { url: f.url.value.trim(), event_types: chosen, ...(subjects.length ? { subjects } : {}), ...(f.description.value ? { description: f.description.value } : {}) });
      e.target.reset();
      await dialog.show("Endpoint created", made.secret, "Its signing secret (whsec_…) verifies every delivery. It is shown this once: store it with your receiver.");
      onCreated(made.endpoint);
    } catch (err) {
      setError(err);
    }
  };
  return html`<section aria-labelledby="endpoint-new"><h2 id="endpoint-new">New endpoint</h2>
    ${dialog.element}
    <form class="stack" onSubmit=${submit}>
      <label for="endpoint-url">URL</label>
      <input id="endpoint-url" name="url" type="url" required placeholder="https://ci.example.com/hooks/berth" />
      <label for="endpoint-types">Event types <span class="muted">(Ctrl or ⌘ to choose several)</span></label>
      <select id="endpoint-types" name="event_types" multiple required size="8">
        ${families.map((f) => html`<optgroup label=${f}><option value=${`${f}.*`}>${f}.* (every ${f} event)</option>${types.filter((t) => t.family === f).map((t) => html`<option value=${t.type} title=${t.description}>${t.type}</option>`)}</optgroup>`)}
      </select>
      <label for="endpoint-subjects">Subjects <span class="muted">(agent passports, comma-separated; empty: ${session.principal.role === "admin" ? "every subject" : "all of this key's"})</span></label>
      <input id="endpoint-subjects" name="subjects" placeholder="agent-7, agent-8" />
      <label for="endpoint-description">Description</label>
      <input id="endpoint-description" name="description" maxlength="500" />
      <${ErrorNote} error=${error} />
      <button type="submit" class="primary">Create endpoint</button>
    </form></section>`;
}

function Endpoint({ id, session, Link, navigate }) {
  const [endpoint, error, reload] = usePoll(() => get(`/v1/webhook-endpoints/${id}`), 10_000, [id]);
  const [attempts, attemptsError, reloadAttempts] = usePoll(() => get(`/v1/webhook-endpoints/${id}/attempts?limit=50`), 3_000, [id]);
  const [outcome, setOutcome] = useState(null);
  const dialog = useDialog();
  const e = endpoint?.endpoint;
  const writable = e && canWrite(session) && (session.principal.role === "admin" || (e.subjects ?? []).every((s) => session.principal.passports.includes(s)));
  const run = async (work) => {
    setOutcome(null);
    try {
      setOutcome({ ok: true, text: await work() });
    } catch (err) {
      setOutcome({ ok: false, error: err });
    }
    reload();
    reloadAttempts();
  };
  const sendTest = () => run(async () => `Test event ${(await post(`/v1/webhook-endpoints/${id}/test`)).event_id} queued: its attempt shows below.`);
  const replayOne = (eventId) => run(async () => `Replayed ${(await post(`/v1/webhook-endpoints/${id}/replay`, { event_id: eventId })).replayed} message.`);
  const replayFailed = (form) =>
    run(async () => {
      const since = Date.parse(form.elements.since.value);
      if (!Number.isFinite(since)) throw { message: "choose a time" };
      if (!(await dialog.ask("Replay failed messages?", `Every message to this endpoint that failed since ${new Date(since).toLocaleString()} is sent again, with its original webhook-id.`, "Replay"))) return "Nothing replayed.";
      const r = await post(`/v1/webhook-endpoints/${id}/replay`, { since, only_failed: true });
      return `Replayed ${r.replayed} failed message${r.replayed === 1 ? "" : "s"}${r.truncated ? ` (more from ${new Date(r.next_since).toLocaleString()}: replay again)` : ""}.`;
    });
  const rotate = () =>
    run(async () => {
      if (!(await dialog.ask("Rotate the signing secret?", "A new secret signs from now on; the old one keeps signing beside it for the overlap (24 hours by default) so your receiver can switch.", "Rotate"))) return "Not rotated.";
      const r = await post(`/v1/webhook-endpoints/${id}/rotate-secret`);
      await dialog.show("New signing secret", r.secret, "Shown this once: give it to your receiver.");
      return "Secret rotated.";
    });
  const setDisabled = (disabled) => run(async () => (await api("PATCH", `/v1/webhook-endpoints/${id}`, { disabled }), disabled ? "Paused: events wait for it." : "Resumed: what waited goes out first."));
  const remove = () =>
    run(async () => {
      if (!(await dialog.ask("Delete this endpoint?", "Deliveries to it stop, retries included; its attempts are deleted.", "Delete"))) return "Not deleted.";
      await api("DELETE", `/v1/webhook-endpoints/${id}`);
      navigate("/console/endpoints");
      return "Deleted.";
    });
  return html`<p><${Link} href="/console/endpoints">All endpoints</${Link}></p>
    ${dialog.element}
    <${ErrorNote} error=${error} />
    ${e &&
    html`<h2>${e.url}</h2>
      <dl class="facts">
        <dt>Status</dt><dd>${status(e)}</dd>
        <dt>Events</dt><dd>${e.event_types.join(", ")}</dd>
        <dt>Subjects</dt><dd>${e.subjects?.join(", ") ?? "every subject"}</dd>
        <dt>Secrets signing</dt><dd>${e.secrets.map((s) => html`<span>since <${Time} ms=${s.created_at} />${s.expires_at ? html`, until <${Time} ms=${s.expires_at} />` : null}; </span>`)}</dd>
        <dt>Id</dt><dd><code>${e.endpoint_id}</code></dd>
      </dl>
      ${writable
        ? html`<div class="actions">
            <button type="button" onClick=${sendTest} disabled=${e.disabled}>Send a test event</button>
            <button type="button" onClick=${rotate}>Rotate secret</button>
            <button type="button" onClick=${() => setDisabled(!e.disabled)}>${e.disabled ? "Resume" : "Pause"}</button>
            <button type="button" class="danger" onClick=${remove}>Delete</button>
          </div>
          <form class="inline" onSubmit=${(ev) => { ev.preventDefault(); replayFailed(ev.target); }}>
            <label for="replay-since">Replay every failed message since</label>
            <input id="replay-since" name="since" type="datetime-local" required />
            <button type="submit">Replay failed</button>
          </form>`
        : null}
      ${outcome && (outcome.ok ? html`<p class="notice" role="status">${outcome.text}</p>` : html`<${ErrorNote} error=${outcome.error} />`)}`}
    <section aria-labelledby="attempts"><h3 id="attempts">Recent attempts</h3>
      <${ErrorNote} error=${attemptsError} />
      ${attempts && (attempts.attempts.length === 0 ? html`<p class="muted">No attempt yet.</p>` : html`<table class="grid"><thead><tr><th scope="col">When</th><th scope="col">Event</th><th scope="col">Trigger</th><th scope="col">Result</th><th scope="col">Code</th><th scope="col">Time</th><th scope="col">Error</th>${writable ? html`<th scope="col"><span class="sr-only">Action</span></th>` : null}</tr></thead>
        <tbody>${attempts.attempts.map((a) => html`<tr data-status=${a.status}><td><${Time} ms=${a.attempted_at} /></td><td>${a.event_type} <code title=${a.event_id}>${short(a.event_id)}</code></td><td>${a.trigger}${a.attempt > 1 ? ` #${a.attempt}` : ""}</td><td><span class=${`badge ${a.status === "delivered" ? "ok" : "bad"}`}>${a.status}</span></td><td>${a.response_code ?? "—"}</td><td>${a.latency_ms} ms</td><td>${a.error ?? ""}${a.next_attempt_at ? html`<span class="muted"> retry <${Time} ms=${a.next_attempt_at} /></span>` : null}</td>${writable ? html`<td>${a.event_type === "berth.ping" ? null : html`<button type="button" data-replay=${a.event_id} onClick=${() => replayOne(a.event_id)}>Replay</button>`}</td>` : null}</tr>`)}</tbody></table>`)}
    </section>`;
}
