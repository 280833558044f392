import { ErrorNote, html, PageTitle, Time, usePoll } from "./ui.js";
import { get } from "./api.js";
import { LineChart } from "./chart.js";

/** Readiness with each dependency, and the last hour of requests, errors, events and deliveries. */
export function Overview({ session }) {
  const [ready, readyError] = usePoll(() => fetch("/health/ready", { headers: { accept: "application/json" } }).then((r) => r.json()), 10_000, []);
  const canReadMetrics = session.principal.role !== "agent";
  const [history, historyError] = usePoll(() => (canReadMetrics ? get("/v1/metrics/history") : Promise.resolve(null)), 10_000, []);
  const points = history?.points ?? [];
  return html`<${PageTitle}>Overview</${PageTitle}>
    <section aria-labelledby="readiness">
      <h2 id="readiness">Readiness ${ready ? html`<span class=${`badge ${ready.status === "ready" ? "ok" : "bad"}`}>${ready.status}</span>` : null}</h2>
      <${ErrorNote} error=${readyError} />
      ${ready &&
      html`<table class="grid">
        <caption class="sr-only">Each dependency and whether it answered</caption>
        <thead><tr><th scope="col">Dependency</th><th scope="col">Status</th><th scope="col">Answered in</th><th scope="col">Detail</th></tr></thead>
        <tbody>${Object.entries(ready.dependencies ?? {}).map(
          ([name, d]) => html`<tr><th scope="row">${name}</th><td><span class=${`badge ${d.status === "healthy" ? "ok" : d.status === "degraded" ? "warn" : "bad"}`}>${d.status}</span></td><td>${d.latency_ms} ms</td><td>${d.error ?? ""}</td></tr>`,
        )}</tbody>
      </table>
      <p class="muted">Checked <${Time} ms=${Date.parse(ready.timestamp)} />.</p>`}
    </section>
    ${canReadMetrics &&
    html`<section aria-labelledby="activity">
      <h2 id="activity">The last hour</h2>
      <p class="muted">Sampled every ${(history?.interval_ms ?? 10_000) / 1000} s from this Berth's /metrics (each point is what changed in one sample; another instance on the same store keeps its own).</p>
      <${ErrorNote} error=${historyError} />
      <div class="charts">
        <${LineChart} title="Requests" unit="per 10 s" points=${points} series=${[{ name: "requests", value: (p) => p.requests }]} />
        <${LineChart} title="Error rate" unit="% of requests" points=${points} series=${[
          { name: "5xx", value: (p) => (p.requests ? (100 * p.server_errors) / p.requests : 0), className: "bad" },
          { name: "4xx", value: (p) => (p.requests ? (100 * p.client_errors) / p.requests : 0), className: "warn" },
        ]} />
        <${LineChart} title="Events" unit="appended per 10 s" points=${points} series=${[{ name: "events", value: (p) => p.events }]} />
        <${LineChart} title="Webhook deliveries" unit="attempts per 10 s" points=${points} series=${[
          { name: "delivered", value: (p) => p.deliveries_delivered, className: "ok" },
          { name: "failed", value: (p) => p.deliveries_failed, className: "bad" },
        ]} />
      </div>
    </section>`}`;
}
