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

/** Whole percentages that add up to 100 (largest remainders), or all 0 when nothing was counted. */
export function percentages(counts: number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((count) => (count * 100) / total);
  const shares = exact.map(Math.floor);
  let left = 100 - shares.reduce((sum, share) => sum + share, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
