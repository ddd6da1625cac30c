/**
 * A few seconds' memory of a read many fans make at once (a match's crowd split, a closed vote's results): one query
 * per key per copy per `ttlMs`, whatever the traffic. Never the only truth — every copy reads the database again
 * after the time is up — and bounded: the oldest keys go first.
 */
export function memoize<K, V>(load: (key: K) => Promise<V>, options: { ttlMs: number; maxKeys?: number }) {
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  const maxKeys = options.maxKeys ?? 500;
  const read = (key: K): Promise<V> => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at < options.ttlMs) return hit.value;
    const value = load(key);
    entries.delete(key);
    entries.set(key, { at: now, value });
    // A failed read is not remembered.
    value.catch(() => entries.get(key)?.value === value && entries.delete(key));
    while (entries.size > maxKeys) entries.delete(entries.keys().next().value as K);
    return value;
  };
  /** Forgets one key (the writer's own copy sees its write at once) or every key. */
  read.forget = (key?: K) => (key === undefined ? entries.clear() : entries.delete(key));
  return read;
}
