// The adapter's settings and their defaults, apart from the client so that reading config (every
// start, whichever index is chosen) does not load the Elasticsearch client library.

/**
 * When a write returns, as Elasticsearch's `refresh` parameter says it:
 * - `wait_for`: once the write is searchable, after the index's next periodic refresh
 *   (index.refresh_interval, 1 s by default): read-your-writes, up to that long per write, no extra segments;
 * - `false`: once stored; searchable after the next refresh (bulk loads, or when recall may lag writes);
 * - `true`: forces a refresh per write: searchable at once, but one small segment per write.
 */
export const REFRESH_POLICIES = ["wait_for", "false", "true"] as const;
export type RefreshPolicy = (typeof REFRESH_POLICIES)[number];

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_RETRIES = 3;
