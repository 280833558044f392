import { html } from "./ui.js";

const W = 320;
const H = 90;

/**
 * A line chart as SVG (no library): one or two series over time. What it shows is also said in
 * words (its label: latest and peak) for people who cannot see it, and in a table under <details>.
 */
export function LineChart({ title, points, series, unit }) {
  const values = points.flatMap((p) => series.map((s) => s.value(p)));
  const max = Math.max(1, ...values);
  const x = (i) => (points.length <= 1 ? W : (i / (points.length - 1)) * W);
  const y = (v) => H - (v / max) * (H - 4) - 2;
  const latest = points.length > 0 ? series.map((s) => `${s.name} ${format(s.value(points[points.length - 1]))}`).join(", ") : "no samples yet";
  const label = `${title}: latest ${latest}; peak ${format(max)} ${unit} over the last ${Math.round((points.length * 10) / 60)} minutes`;
  return html`<figure class="chart">
    <figcaption>${title} <span class="muted">(${unit})</span></figcaption>
    <svg viewBox="0 0 ${W} ${H}" width="100%" height="${H}" role="img" aria-label=${label} preserveAspectRatio="none">
      <line x1="0" y1=${H - 1} x2=${W} y2=${H - 1} class="axis" />
      ${series.map((s) => html`<polyline class=${`line ${s.className ?? ""}`} points=${points.map((p, i) => `${x(i).toFixed(1)},${y(s.value(p)).toFixed(1)}`).join(" ")} />`)}
    </svg>
    <p class="legend">${series.map((s) => html`<span class=${`key ${s.className ?? ""}`}>${s.name}</span> `)}<span class="muted">peak ${format(max)}</span></p>
    <details><summary>Data</summary>
      <table><thead><tr><th scope="col">Time</th>${series.map((s) => html`<th scope="col">${s.name}</th>`)}</tr></thead>
      <tbody>${points.slice(-30).map((p) => html`<tr><td>${new Date(p.at).toLocaleTimeString()}</td>${series.map((s) => html`<td>${format(s.value(p))}</td>`)}</tr>`)}</tbody></table>
    </details>
  </figure>`;
}

function format(v) {
  return Number.isInteger(v) ? String(v) : v.toFixed(2);
}
