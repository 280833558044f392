/**
 * URLs in free text (an error message from an HTTP client, a driver's connection error) often
 * carry credentials: basic-auth userinfo, an API key in the path (`/v2/<key>`) or the query
 * (`?apikey=`). What stays is the scheme, host and port, which is what an operator needs to tell
 * which dependency failed; everything after the host and any userinfo is replaced.
 */
const URL_IN_TEXT = /\b([a-z][a-z0-9+.-]{1,20}:\/\/)([^\s/?#@"'<>]*@)?([^\s/?#"'<>]*)([/?#][^\s"'<>]*)?/gi;

export const REDACTED = "[redacted]";

export function redactUrls(text: string): string {
  return text.replace(URL_IN_TEXT, (_all, scheme: string, userinfo: string | undefined, host: string, rest: string | undefined) => {
    const who = userinfo ? `${REDACTED}@` : "";
    // A bare "/" says nothing secret; anything longer may.
    const tail = rest === undefined || rest === "/" ? (rest ?? "") : `/${REDACTED}`;
    return `${scheme}${who}${host}${tail}`;
  });
}

/** Query parameters whose values are credentials (Railway's webhook `?token=`, `?apikey=`, ...). */
const SECRET_PARAM = /^(?:token|access_token|api_?key|key|secret|password|signature|sig|auth)$/i;

/** A request URL fit for a log line: the values of credential-like query parameters replaced. */
export function redactQuerySecrets(url: string): string {
  const q = url.indexOf("?");
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      if (eq < 0) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name);
      } catch {
        // a malformed escape: judged as written
      }
      return SECRET_PARAM.test(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    });
  return `${url.slice(0, q)}?${params.join("&")}`;
}

/**
 * One URL fit to name a store by (MONGODB_URL, ELASTICSEARCH_URL): only the user name and password
 * removed, the database in the path kept, since it tells which store a command used.
 */
export function redactUrl(raw: string): string {
  try {
    const u = new URL(raw);
    if (!u.username && !u.password) return raw;
    u.username = "";
    u.password = "";
    return u.toString();
  } catch {
    return "(unparseable URL)";
  }
}
