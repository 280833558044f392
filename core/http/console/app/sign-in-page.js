import { html, useState } from "./ui.js";
import { api } from "./api.js";

/**
 * Sign in with an API key: it is sent once, exchanged for an HttpOnly session cookie, and the
 * field is emptied. The key is not kept by the page, nor offered to the browser's password store.
 */
export function SignIn({ notice, onSignedIn }) {
  const [error, setError] = useState(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e) => {
    e.preventDefault();
    const field = e.target.elements.key;
    const key = field.value.trim();
    field.value = "";
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await api("POST", "/console/session", { key }));
    } catch (err) {
      setError(err.body?.error_code === "API_KEY_MALFORMED" || err.body?.error_code === "API_KEY_UNKNOWN" ? "That is not a key of this Berth." : err.message);
    } finally {
      setBusy(false);
    }
  };
  return html`<main id="main" class="sign-in">
    <h1>Berth console</h1>
    ${notice ? html`<p class="notice" role="status">${notice}</p>` : null}
    <form onSubmit=${submit} autocomplete="off">
      <label for="key">API key</label>
      <input id="key" name="key" type="password" autocomplete="off" spellcheck="false" required placeholder="bk_live_…" />
      <p class="hint">An admin key shows and does everything; a viewer key shows the same and changes nothing; an agent key shows its passports. Make one with <code>npx berth keys create --role viewer</code>.</p>
      ${error ? html`<p class="error" role="alert">${error}</p>` : null}
      <button class="primary" type="submit" disabled=${busy}>Sign in</button>
    </form>
  </main>`;
}
