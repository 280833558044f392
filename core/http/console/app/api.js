// Calls Berth's own REST API with the session cookie (the browser sends it; no script can read
// it). Requests that change something carry the session's CSRF token, which lives only in this
// module's memory; the API key itself is never kept anywhere in the browser.
let csrfToken = null;
let onSignedOut = () => {};

export function setCsrfToken(token) {
  csrfToken = token;
}

export function whenSignedOut(callback) {
  onSignedOut = callback;
}

export class ApiError extends Error {
  constructor(status, body) {
    super(body?.message ?? `HTTP ${status}`);
    this.status = status;
    this.body = body;
  }
}

export async function api(method, path, body, headers = {}) {
  const sent = { accept: "application/json", ...headers };
  if (body !== undefined) sent["content-type"] = "application/json";
  if (method !== "GET" && csrfToken) sent["x-csrf-token"] = csrfToken;
  const res = await fetch(path, { method, headers: sent, body: body === undefined ? undefined : JSON.stringify(body), credentials: "same-origin" });
  const text = await res.text();
  let data = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = { message: text };
  }
  if (!res.ok) {
    const error = new ApiError(res.status, data);
    if (res.status === 401 && path !== "/console/session") onSignedOut(error);
    throw error;
  }
  return data;
}

export const get = (path) => api("GET", path);
export const post = (path, body = {}) => api("POST", path, body);

/** The event catalog, asked once per page load (it changes only when Berth restarts with other plugins). */
let catalog;
export function eventTypes() {
  catalog ??= get("/v1/event-types").then((a) => a.event_types);
  return catalog;
}

/** Agent passports this console knows of: those agent keys act for, and the subjects of recent agent events. */
export async function knownPassports(session) {
  const found = new Set(session.principal.passports);
  if (session.principal.role !== "agent") {
    const keys = await get("/v1/admin/keys?include_revoked=true");
    for (const k of keys.keys) for (const p of k.passports) found.add(p);
  }
  const recent = await get("/v1/events?order=desc&limit=1000");
  for (const e of recent.events) if (/^(deployment|anchor|payout|memory|reputation|rollout|analysis_run)\./.test(e.type)) found.add(e.subject);
  return [...found].sort();
}
