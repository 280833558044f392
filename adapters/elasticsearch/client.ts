import { Client } from "@elastic/elasticsearch";
import { DEFAULT_MAX_RETRIES, DEFAULT_TIMEOUT_MS } from "./settings.ts";

export interface ElasticsearchConnection {
  /** Cluster URL, e.g. https://localhost:9200 (credentials may be in the URL). */
  url: string;
  /** API key (the base64 `encoded` form), sent as `Authorization: ApiKey ...`. */
  apiKey?: string;
  /** Basic authentication, instead of an API key. */
  username?: string;
  password?: string;
  /** PEM of the CA that signed the cluster's HTTP certificate (a self-signed default cluster's http_ca.crt). */
  ca?: string;
  /** Deadline of one request, ms (the client's own default is none: a hung cluster would hang recall). */
  timeoutMs?: number;
  /** Retries of a request after a connection error or a 502/503/504, with backoff (1-2 s, 2-4 s, ...). */
  maxRetries?: number;
}


/** A client for a cluster, secured or not: API key or basic auth, and a private CA for TLS. */
export function elasticsearchClient(c: ElasticsearchConnection): Client {
  const auth = c.apiKey ? { apiKey: c.apiKey } : c.username !== undefined && c.password !== undefined ? { username: c.username, password: c.password } : undefined;
  return new Client({
    node: c.url,
    requestTimeout: c.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxRetries: c.maxRetries ?? DEFAULT_MAX_RETRIES,
    ...(auth ? { auth } : {}),
    ...(c.ca ? { tls: { ca: c.ca } } : {}),
  });
}
