import { canWrite, ErrorNote, html, PageTitle, short, Time, useDialog, usePoll, useState } from "./ui.js";
import { get, post } from "./api.js";
import { PassportPicker } from "./passport-picker.js";

/** An agent's slots, with promote and rollback (after a confirmation), and its timeline of changes. */
export function Deployments({ session, rest, navigate, Link }) {
  const passport = rest[0];
  return html`<${PageTitle}>Deployments</${PageTitle}>
    <div class="split">
      <${PassportPicker} session=${session} base="/console/deployments" selected=${passport} navigate=${navigate} Link=${Link} />
      <div class="detail">${passport ? html`<${AgentDeployments} key=${passport} session=${session} passport=${passport} />` : html`<p class="muted">Choose an agent.</p>`}</div>
    </div>`;
}

function actorOf(e) {
  const a = e.data?.actor;
  if (!a) return "—";
  return a.type === "key" ? html`key <code>${a.key_id}</code>` : html`${a.provider} <span class="muted">delivery ${a.delivery_id ?? "—"}</span>`;
}

function change(e) {
  const d = e.data ?? {};
  if (d.from && d.to) return `${d.from} → ${d.to}`;
  if (d.health) return `health ${d.health.from} → ${d.health.to}`;
  if (e.type === "deployment.promoted") return `blue became primary${d.replaced_deployment_id ? `, replacing ${short(d.replaced_deployment_id)}` : ""}`;
  if (e.type === "deployment.rolled_back") return `back to primary${d.rolled_back_from ? `, from ${short(d.rolled_back_from)}` : ""}`;
  if (e.type === "deployment.terminated" && d.reason) return `retired by ${d.reason}`;
  if (e.type === "deployment.created") return `created in ${d.deployment?.slot}`;
  if (d.applied === false) return `not applied: ${d.reason ?? "?"}${d.raw_status ? ` (${d.raw_status})` : ""}`;
  return d.deployment?.url ? `url ${d.deployment.url}` : "";
}

function Slot({ name, d }) {
  return html`<div class="card" aria-label=${`${name} slot`}>
    <h3>${name}</h3>
    ${d
      ? html`<dl>
          <dt>Deployment</dt><dd><code title=${d.deployment_id}>${short(d.deployment_id)}</code></dd>
          <dt>State</dt><dd><span class=${`badge ${d.actual_state === "running" ? "ok" : d.actual_state === "failed" ? "bad" : ""}`}>${d.actual_state}</span></dd>
          <dt>Health</dt><dd><span class=${`badge ${d.health === "healthy" ? "ok" : d.health === "unknown" ? "" : "warn"}`}>${d.health}</span></dd>
          <dt>Revision</dt><dd>${d.revision ?? "—"}</dd>
          <dt>Provider</dt><dd>${d.provider}${d.provider_deployment_id ? html` <code>${d.provider_deployment_id}</code>` : null}</dd>
          <dt>URL</dt><dd>${d.url ? html`<a href=${d.url} rel="noopener noreferrer">${d.url}</a>` : "—"}</dd>
        </dl>`
      : html`<p class="muted">empty</p>`}
  </div>`;
}

function AgentDeployments({ session, passport }) {
  const p = encodeURIComponent(passport);
  const [deployments, depError, reloadDeployments] = usePoll(() => get(`/v1/agents/${p}/deployments?limit=50`), 3_000, [passport]);
  const [timeline, timelineError, reloadTimeline] = usePoll(() => get(`/v1/events?subject=${p}&type=deployment&order=desc&limit=200`), 2_000, [passport]);
  const [outcome, setOutcome] = useState(null);
  const dialog = useDialog();
  const live = (slot) => deployments?.deployments.find((d) => d.slot === slot && d.actual_state !== "terminated") ?? null;
  const primary = live("primary");
  const blue = live("blue");
  const act = async (what) => {
    const question =
      what === "promote"
        ? [`Promote the blue of ${passport}?`, `Deployment ${blue?.deployment_id} becomes the primary; the current primary${primary ? ` (${primary.deployment_id})` : ""} is terminated and retired.`, "Promote"]
        : [`Roll back ${passport}?`, `The former primary returns to the primary slot; the current primary${primary ? ` (${primary.deployment_id})` : ""} is terminated.`, "Roll back"];
    if (!(await dialog.ask(...question))) return;
    try {
      const answer = await post(`/v1/agents/${p}/${what}`);
      setOutcome({ ok: true, text: answer.message });
    } catch (err) {
      setOutcome({ ok: false, error: err });
    }
    reloadDeployments();
    reloadTimeline();
  };
  const writable = canWrite(session, passport);
  return html`<h2>${passport}</h2>
    ${dialog.element}
    <${ErrorNote} error=${depError} />
    <div class="cards"><${Slot} name="Primary" d=${primary} /><${Slot} name="Blue" d=${blue} /></div>
    ${writable
      ? html`<div class="actions">
          <button type="button" class="primary" disabled=${!blue} onClick=${() => act("promote")}>Promote blue</button>
          <button type="button" onClick=${() => act("rollback")}>Roll back</button>
        </div>`
      : null}
    ${outcome && (outcome.ok ? html`<p class="notice" role="status">${outcome.text}</p>` : html`<${ErrorNote} error=${outcome.error} />`)}
    <section aria-labelledby="timeline"><h3 id="timeline">Timeline</h3>
      <${ErrorNote} error=${timelineError} />
      ${timeline && (timeline.events.length === 0 ? html`<p class="muted">No deployment events.</p>` : html`<ol class="timeline" aria-live="polite">${timeline.events.map(
        (e) => html`<li data-type=${e.type}><span class="when"><${Time} ms=${Date.parse(e.time)} /></span> <span class="badge">${e.type.replace("deployment.", "")}</span> <code title=${e.data?.deployment_id}>${short(e.data?.deployment_id)}</code> ${change(e)} <span class="muted">by</span> ${actorOf(e)}</li>`,
      )}</ol>`)}
    </section>`;
}
