/** A URL safe to print: user name and password removed (MONGODB_URL, ELASTICSEARCH_URL may carry them). */
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
