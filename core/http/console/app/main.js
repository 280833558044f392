import { html, render, useEffect, useState } from "./ui.js";
import { api, setCsrfToken, whenSignedOut } from "./api.js";
import { SignIn } from "./sign-in-page.js";
import { Overview } from "./overview-page.js";
import { Agents } from "./agents-page.js";
import { Deployments } from "./deployments-page.js";
import { Events } from "./events-page.js";
import { Endpoints } from "./endpoints-page.js";
import { Providers } from "./providers-page.js";
import { Keys } from "./keys-page.js";

const PAGES = [
  { path: "", name: "Overview", page: Overview },
  { path: "agents", name: "Agents", page: Agents },
  { path: "deployments", name: "Deployments", page: Deployments },
  { path: "events", name: "Events", page: Events },
  { path: "endpoints", name: "Webhook endpoints", page: Endpoints },
  { path: "providers", name: "Provider webhooks", page: Providers },
  { path: "keys", name: "Keys", page: Keys, who: (p) => p.role !== "agent" },
];

/** `/console/<page>/<rest...>`: which page, and what follows it (an agent, an endpoint). */
function route() {
  const parts = location.pathname.replace(/^\/console\/?/, "").split("/").filter(Boolean).map(decodeURIComponent);
  return { page: parts[0] ?? "", rest: parts.slice(1) };
}

export function navigate(path) {
  history.pushState(null, "", path);
  dispatchEvent(new PopStateEvent("popstate"));
}

function Link({ href, children, current }) {
  return html`<a href=${href} aria-current=${current ? "page" : undefined} onClick=${(e) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    navigate(href);
  }}>${children}</a>`;
}

function App() {
  const [session, setSession] = useState(undefined);
  const [notice, setNotice] = useState(null);
  const [where, setWhere] = useState(route());

  useEffect(() => {
    const moved = () => setWhere(route());
    addEventListener("popstate", moved);
    whenSignedOut((error) => {
      setCsrfToken(null);
      setSession(null);
      setNotice(error.body?.error_code === "SESSION_EXPIRED" ? "Your session expired: sign in again." : "You were signed out (the session ended or its key was revoked).");
    });
    api("GET", "/console/session").then(
      (s) => {
        if (s.signed_in) setCsrfToken(s.csrf_token);
        else if (s.reason === "SESSION_EXPIRED") setNotice("Your session expired: sign in again.");
        setSession(s.signed_in ? s : null);
      },
      () => setSession(null),
    );
    return () => removeEventListener("popstate", moved);
  }, []);

  if (session === undefined) return html`<p class="loading">Loading…</p>`;
  if (session === null)
    return html`<${SignIn} notice=${notice} onSignedIn=${(s) => {
      setCsrfToken(s.csrf_token);
      setNotice(null);
      setSession(s);
    }} />`;

  const signOut = async () => {
    await api("DELETE", "/console/session").catch(() => undefined);
    setCsrfToken(null);
    setSession(null);
    setNotice("Signed out.");
  };
  const visible = PAGES.filter((p) => !p.who || p.who(session.principal));
  const current = visible.find((p) => p.path === where.page) ?? visible[0];
  const Page = current.page;
  const p = session.principal;
  return html`<a class="skip" href="#main">Skip to the page</a>
    <header class="top">
      <span class="brand">Berth</span>
      <nav aria-label="Console pages"><ul>${visible.map((v) => html`<li><${Link} href=${`/console/${v.path}`} current=${v === current}>${v.name}</${Link}></li>`)}</ul></nav>
      <div class="who">
        <span class=${`badge ${p.role}`}>${p.role}${p.role === "viewer" ? " (read only)" : ""}</span>
        <span class="badge">${p.mode}</span>
        <span class="muted" title="the key's id">${p.key_id}</span>
        <button type="button" onClick=${signOut}>Sign out</button>
      </div>
    </header>
    <main id="main" tabindex="-1"><${Page} key=${current.path} session=${session} rest=${where.rest} navigate=${navigate} Link=${Link} /></main>`;
}

render(html`<${App} />`, document.getElementById("app"));
