import { ErrorNote, html, useMemo, useState, usePoll } from "./ui.js";
import { knownPassports } from "./api.js";

/** The agents this console knows of, with a filter, and a box to open any passport by its id. */
export function PassportPicker({ session, base, selected, navigate, Link }) {
  const [passports, error] = usePoll(() => knownPassports(session), 15_000, []);
  const [filter, setFilter] = useState("");
  const shown = useMemo(() => (passports ?? []).filter((p) => p.toLowerCase().includes(filter.toLowerCase())), [passports, filter]);
  return html`<aside class="picker" aria-label="Agents">
    <form role="search" onSubmit=${(e) => {
      e.preventDefault();
      const id = e.target.elements.passport.value.trim();
      if (id) navigate(`${base}/${encodeURIComponent(id)}`);
    }}>
      <label for="passport-filter">Find an agent passport</label>
      <input id="passport-filter" name="passport" value=${filter} onInput=${(e) => setFilter(e.target.value)} placeholder="agent-7" autocomplete="off" />
      <button type="submit">Open</button>
    </form>
    <${ErrorNote} error=${error} />
    ${passports && shown.length === 0 ? html`<p class="muted">No agent seen yet${filter ? " matching that" : ""}: open a passport by its id.</p>` : null}
    <ul class="list">${shown.map((p) => html`<li><${Link} href=${`${base}/${encodeURIComponent(p)}`} current=${p === selected}>${p}</${Link}></li>`)}</ul>
  </aside>`;
}
