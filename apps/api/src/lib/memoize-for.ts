/**
 * Remembers each key's answer for `ttlMs`. Concurrent callers share one pending load; a failed load
 * is forgotten at once so the next call tries again. Keys must come from a small fixed set.
 */
export function memoizeFor<K extends string, V>({
  ttlMs,
  load,
}: {
  ttlMs: number;
  load: (key: K) => Promise<V>;
}): (key: K, now?: number) => Promise<V> {
  const entries = new Map<K, { value: Promise<V>; expiresAt: number }>();
  return (key, now = Date.now()) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt > now) return entry.value;
    const value = load(key);
    entries.set(key, { value, expiresAt: now + ttlMs });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
