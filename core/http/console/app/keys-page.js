import { ErrorNote, html, PageTitle, Time, useDialog, usePoll, useState } from "./ui.js";
import { api, post } from "./api.js";

/** The world's API keys: create one (its secret shown once), revoke, and when each was last used. */
export function Keys({ session }) {
  const [showRevoked, setShowRevoked] = useState(false);
  const [filter, setFilter] = useState("");
  const [keys, error, reload] = usePoll(() => api("GET", `/v1/admin/keys${showRevoked ? "?include_revoked=true" : ""}`), 15_000, [showRevoked]);
  const [outcome, setOutcome] = useState(null);
  const dialog = useDialog();
  const admin = session.principal.role === "admin";
  const revoke = async (k) => {
    if (!(await dialog.ask(`Revoke key ${k.key_id}?`, `Requests with the key ending …${k.hint} are refused from now on, and console sessions made with it end.`, "Revoke"))) return;
    try {
      await api("DELETE", `/v1/admin/keys/${k.key_id}`);
      setOutcome({ ok: true, text: `Revoked ${k.key_id}.` });
    } catch (err) {
      setOutcome({ ok: false, error: err });
    }
    reload();
  };
  const create = async (e) => {
    e.preventDefault();
    const f = e.target.elements;
    const passports = f.passports.value.split(",").map((s) => s.trim()).filter(Boolean);
    try {
      const made = await post("/v1/admin/keys", { role: f.role.value, ...(f.role.value === "agent" ? { passports } : {}), ...(f.label.value ? { label: f.label.value } : {}) });
      e.target.reset();
      await dialog.show(`New ${made.key.role} key`, made.token, "Only its hash is stored: this is the one time it is shown.");
      setOutcome({ ok: true, text: `Created ${made.key.key_id}.` });
    } catch (err) {
      setOutcome({ ok: false, error: err });
    }
    reload();
  };
  const shown = (keys?.keys ?? []).filter((k) => `${k.key_id} ${k.label ?? ""} ${k.role} ${k.passports.join(" ")}`.toLowerCase().includes(filter.toLowerCase()));
  return html`<${PageTitle}>Keys</${PageTitle}>
    ${dialog.element}
    <p class="inline">
      <label for="key-filter">Search </label><input id="key-filter" type="search" value=${filter} onInput=${(e) => setFilter(e.target.value)} placeholder="label, id, passport" />
      <label><input type="checkbox" checked=${showRevoked} onChange=${(e) => setShowRevoked(e.target.checked)} /> show revoked</label>
    </p>
    <${ErrorNote} error=${error} />
    ${outcome && (outcome.ok ? html`<p class="notice" role="status">${outcome.text}</p>` : html`<${ErrorNote} error=${outcome.error} />`)}
    ${keys && html`<table class="grid"><caption class="sr-only">API keys of the ${session.principal.mode} world</caption><thead><tr><th scope="col">Key</th><th scope="col">Role</th><th scope="col">Passports</th><th scope="col">Label</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col">State</th>${admin ? html`<th scope="col"><span class="sr-only">Action</span></th>` : null}</tr></thead>
      <tbody>${shown.map((k) => html`<tr><td><code>${k.key_id}</code> <span class="muted">…${k.hint}</span></td><td>${k.role}</td><td>${k.role === "agent" ? k.passports.join(", ") : "all"}</td><td>${k.label ?? ""}</td><td><${Time} ms=${k.created_at} /></td><td><${Time} ms=${k.last_used_at} /></td><td>${k.revoked_at ? html`<span class="badge bad">revoked <${Time} ms=${k.revoked_at} /></span>` : html`<span class="badge ok">active</span>`}</td>${admin ? html`<td>${k.revoked_at || k.key_id === session.principal.key_id ? null : html`<button type="button" class="danger" onClick=${() => revoke(k)}>Revoke</button>`}</td>` : null}</tr>`)}</tbody></table>`}
    ${admin &&
    html`<section aria-labelledby="key-new"><h2 id="key-new">New key</h2>
      <form class="stack" onSubmit=${create}>
        <label for="key-role">Role</label>
        <select id="key-role" name="role"><option value="viewer">viewer: reads everything, changes nothing</option><option value="agent">agent: only its passports</option><option value="admin">admin: everything</option></select>
        <label for="key-passports">Passports <span class="muted">(agent keys; comma-separated)</span></label>
        <input id="key-passports" name="passports" placeholder="agent-7" />
        <label for="key-label">Label</label>
        <input id="key-label" name="label" maxlength="200" placeholder="on-call laptop" />
        <button type="submit" class="primary">Create key</button>
      </form></section>`}`;
}
