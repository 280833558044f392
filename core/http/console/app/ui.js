// Shared pieces of the console: Preact with htm (tagged templates instead of JSX: no build step),
// and the small components every page uses.
import { h, render, Fragment } from "./vendor/preact.js";
import { useCallback, useEffect, useMemo, useRef, useState } from "./vendor/hooks.js";
import htm from "./vendor/htm.js";

export const html = htm.bind(h);
export { render, Fragment, useCallback, useEffect, useMemo, useRef, useState };

/** A time as people read it, with the exact instant on hover and for machines. */
export function Time({ ms }) {
  if (ms === null || ms === undefined) return html`<span class="muted">—</span>`;
  const d = new Date(ms);
  return html`<time datetime=${d.toISOString()} title=${d.toISOString()}>${d.toLocaleString()}</time>`;
}

export function ErrorNote({ error }) {
  if (!error) return null;
  const code = error.body?.error_code;
  return html`<p class="error" role="alert">${code ? html`<code>${code}</code> ` : null}${error.message}</p>`;
}

/** Runs `load` now and every `ms` while the page shows; answers [data, error, reload]. */
export function usePoll(load, ms, deps) {
  const [state, setState] = useState({ data: null, error: null });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let stopped = false;
    let timer;
    const run = async () => {
      try {
        const data = await load();
        if (!stopped) setState({ data, error: null });
      } catch (error) {
        if (!stopped) setState((s) => ({ data: s.data, error }));
      }
      if (!stopped && ms) timer = setTimeout(run, ms);
    };
    run();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [...deps, tick]);
  return [state.data, state.error, () => setTick((t) => t + 1)];
}

/**
 * A modal question (a <dialog>: focus moves into it, Escape cancels). `ask(text, detail)` answers
 * true when confirmed; `show(title, secret)` shows a value once, to copy.
 */
export function useDialog() {
  const ref = useRef(null);
  const [content, setContent] = useState(null);
  const resolver = useRef(null);
  const close = (answer) => {
    ref.current?.close();
    const r = resolver.current;
    resolver.current = null;
    setContent(null);
    r?.(answer);
  };
  useEffect(() => {
    if (content && ref.current && !ref.current.open) ref.current.showModal();
  }, [content]);
  const ask = (title, detail, action = "Confirm") =>
    new Promise((resolve) => {
      resolver.current = resolve;
      setContent({ kind: "ask", title, detail, action });
    });
  const show = (title, secret, detail) =>
    new Promise((resolve) => {
      resolver.current = resolve;
      setContent({ kind: "show", title, secret, detail });
    });
  const element = html`<dialog ref=${ref} class="dialog" aria-labelledby="dialog-title" onCancel=${(e) => {
    e.preventDefault();
    close(false);
  }}>
    ${content &&
    html`<h2 id="dialog-title">${content.title}</h2>
      ${content.detail ? html`<p>${content.detail}</p>` : null}
      ${content.kind === "show" ? html`<p><label>Shown once, copy it now<input class="secret" readonly value=${content.secret} onFocus=${(e) => e.target.select()} /></label></p>` : null}
      <div class="actions">
        ${content.kind === "ask"
          ? html`<button type="button" onClick=${() => close(false)}>Cancel</button><button type="button" class="primary" data-confirm onClick=${() => close(true)}>${content.action}</button>`
          : html`<button type="button" class="primary" data-confirm onClick=${() => close(true)}>Done</button>`}
      </div>`}
  </dialog>`;
  return { element, ask, show };
}

export function Json({ value }) {
  // Focusable: it may scroll, and keyboards must reach what it hides.
  return html`<pre class="json" tabindex="0">${JSON.stringify(value, null, 2)}</pre>`;
}

export function short(id) {
  return typeof id === "string" && id.length > 13 ? `${id.slice(0, 8)}…` : id;
}

export function PageTitle({ children }) {
  useEffect(() => {
    document.title = `${typeof children === "string" ? children : "Console"} · Berth`;
  }, [children]);
  return html`<h1>${children}</h1>`;
}

/** Whether the signed-in key may change things: admins, and agent keys for their own passports; never viewers. */
export function canWrite(session, passport) {
  const p = session.principal;
  if (p.role === "admin") return true;
  if (p.role === "agent") return passport === undefined || p.passports.includes(passport);
  return false;
}
