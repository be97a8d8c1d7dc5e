/**
 * A bounded map whose entries expire `ttlMs` after they were set; past `maxEntries` the least
 * recently read entry goes first. For values worth recomputing rarely but whose keys come from
 * visitors (so the map must not grow without limit).
 */
export function createExpiringCache<V>({
  ttlMs,
  maxEntries,
}: {
  ttlMs: number;
  maxEntries: number;
}) {
  const entries = new Map<string, { value: V; expiresAt: number }>();
  return {
    get(key: string, now = Date.now()): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now) return undefined;
      // Re-inserting moves the key to the end: Map iteration order is the recency order.
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, value: V, now = Date.now()): void {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now + ttlMs });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
    },
  };
}
