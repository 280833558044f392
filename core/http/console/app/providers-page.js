import { ErrorNote, html, PageTitle, short, Time, usePoll, useState } from "./ui.js";
import { get } from "./api.js";

/**
 * Provider webhooks received: the deliveries Berth accepted (each is in the event log, as the
 * deployment event it caused or as webhook.unmatched) and those it refused, with why.
 */
export function Providers({ session }) {
  const admin = session.principal.role !== "agent";
  const [refusals, refusalsError] = usePoll(() => (admin ? get("/v1/webhooks/refusals?limit=200") : Promise.resolve(null)), 10_000, []);
  const [accepted, acceptedError] = usePoll(async () => {
    const [deployments, unmatched] = await Promise.all([get("/v1/events?type=deployment&order=desc&limit=500"), admin ? get("/v1/events?type=webhook&order=desc&limit=200") : Promise.resolve({ events: [] })]);
    return [...deployments.events.filter((e) => e.data?.actor?.type === "provider"), ...unmatched.events].sort((a, b) => (a.time < b.time ? 1 : -1));
  }, 5_000, []);
  const [provider, setProvider] = useState("");
  const providers = [...new Set((accepted ?? []).map((e) => e.data.provider ?? e.data.actor?.provider))].sort();
  const shown = (accepted ?? []).filter((e) => !provider || (e.data.provider ?? e.data.actor?.provider) === provider);
  return html`<${PageTitle}>Provider webhooks</${PageTitle}>
    <p><label for="provider-filter">Provider </label><select id="provider-filter" value=${provider} onChange=${(e) => setProvider(e.target.value)}><option value="">all</option>${providers.map((p) => html`<option value=${p}>${p}</option>`)}</select></p>
    <section aria-labelledby="accepted"><h2 id="accepted">Accepted</h2>
      <${ErrorNote} error=${acceptedError} />
      ${accepted && (shown.length === 0 ? html`<p class="muted">No delivery accepted lately.</p>` : html`<table class="grid"><thead><tr><th scope="col">When</th><th scope="col">Provider</th><th scope="col">Delivery</th><th scope="col">Status sent</th><th scope="col">Outcome</th><th scope="col">Subject</th></tr></thead>
        <tbody>${shown.map((e) => {
          const d = e.data;
          const outcome = e.type === "webhook.unmatched" ? "waiting: no deployment has this provider id yet" : d.applied === false ? `recorded, not applied: ${d.reason}` : e.type.replace("deployment.", "");
          return html`<tr><td><${Time} ms=${Date.parse(e.time)} /></td><td>${d.provider ?? d.actor?.provider}</td><td><code>${short(d.delivery_id ?? d.actor?.delivery_id)}</code></td><td>${d.raw_status ?? "—"}${d.recognized === false ? html` <span class="badge warn">unknown</span>` : null}</td><td>${outcome}</td><td>${e.subject}</td></tr>`;
        })}</tbody></table>`)}
    </section>
    ${admin &&
    html`<section aria-labelledby="refused"><h2 id="refused">Refused</h2>
      <p class="muted">Counted per provider, reason and minute; kept 7 days. The request id finds the last one's log line.</p>
      <${ErrorNote} error=${refusalsError} />
      ${refusals && (refusals.refusals.length === 0 ? html`<p class="muted">No delivery refused.</p>` : html`<table class="grid"><thead><tr><th scope="col">Minute</th><th scope="col">Provider</th><th scope="col">Reason</th><th scope="col">Count</th><th scope="col">Last message</th><th scope="col">Last request id</th></tr></thead>
        <tbody>${refusals.refusals.filter((r) => !provider || r.provider === provider).map((r) => html`<tr><td><${Time} ms=${r.minute} /></td><td>${r.provider}</td><td><code>${r.error_code}</code> (${r.status})</td><td>${r.count}</td><td>${r.message}</td><td><code>${r.last_request_id}</code></td></tr>`)}</tbody></table>`)}
    </section>`}`;
}
