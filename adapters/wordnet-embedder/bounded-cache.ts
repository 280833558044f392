/**
 * Entries per cache of the WordNet embedder (readings of words; memory texts at about 100 bytes
 * each beyond the shared words); a full cache is cleared, so memory stays bounded whatever texts come.
 */
export const CACHE_LIMIT = 20_000;

/** Keeps `value` under `key`, clearing the cache first when it is full. */
export function remember<K, T>(cache: Map<K, T>, key: K, value: T): T {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
}

/** The cached value of `key`, made (and kept) on a miss. */
export function cached<K, T>(cache: Map<K, T>, key: K, make: () => T): T {
  const value = cache.get(key);
  return value !== undefined ? value : remember(cache, key, make());
}
