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
