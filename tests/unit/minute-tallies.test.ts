import { describe, expect, it } from 'vitest';
import { drainTallies, restoreTallies, tally } from '@/metrics-registry.mjs';

/** The per-minute tallies behind the console's match day (issue 39): one copy's, until its flush writes them. */
describe('minute tallies', () => {
  it('adds up by minute and name, and a drain empties them', () => {
    drainTallies();
    const minute = Date.UTC(2026, 11, 7, 15, 0);
    tally('errors', 1, minute + 1_000);
    tally('errors', 2, minute + 59_000);
    tally('errors', 1, minute + 60_000);
    tally('page_views', 1, minute);
    expect(drainTallies().sort((a, b) => a.minute - b.minute || a.name.localeCompare(b.name))).toEqual([
      { minute, name: 'errors', value: 3 },
      { minute, name: 'page_views', value: 1 },
      { minute: minute + 60_000, name: 'errors', value: 1 },
    ]);
    expect(drainTallies()).toEqual([]);
  });

  it('gives back what a failed flush drained, added to what came since, but not what is over an hour old', () => {
    drainTallies();
    const now = Date.UTC(2026, 11, 7, 15, 30);
    tally('errors', 1, now);
    restoreTallies(
      [
        { minute: now, name: 'errors', value: 2 },
        { minute: now - 61 * 60_000, name: 'errors', value: 5 },
      ],
      now,
    );
    expect(drainTallies()).toEqual([{ minute: now, name: 'errors', value: 3 }]);
  });
});
