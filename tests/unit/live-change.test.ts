import { describe, expect, it } from 'vitest';
import { applyLiveChange, diffLiveMatch, type LiveEventJson, type LiveMatchJson } from '@/schemas/live-match';

/** The stream's `event: change` (issue 38): only what changed, and applied it gives the whole next state. */
const event = (id: string, minute: number, text?: string): LiveEventJson => ({
  id,
  type: 'comment',
  side: null,
  minute,
  ...(text ? { text } : {}),
});
const match = (version: number, events: LiveEventJson[], more: Partial<LiveMatchJson> = {}): LiveMatchJson => ({
  id: 9,
  team: 'springboks',
  home: 'Springboks',
  away: 'Wallabies',
  home_score: 0,
  away_score: 0,
  status: 'live',
  minute: 10,
  kickoff_at: '2026-12-07T15:00:00.000Z',
  events,
  clock: { running: true, minute: 10, at: '2026-12-07T15:10:00.000Z' },
  version,
  potm_opens_minute: 60,
  full_time_at: null,
  ...more,
});

describe('a live change', () => {
  it('carries the fields and events that changed, and brings the version before to the version after', () => {
    const before = match(4, [event('a', 1), event('b', 5, 'Scrum')]);
    const after = match(5, [event('a', 1), event('b', 5, 'Scrum, Boks ball'), event('c', 12)], { home_score: 5, minute: 12 });
    const change = diffLiveMatch(before, after);
    expect(change).toEqual({
      from: 4,
      match: { version: 5, home_score: 5, minute: 12 },
      events: [event('b', 5, 'Scrum, Boks ball'), event('c', 12)],
    });
    expect(applyLiveChange(before, change)).toEqual(after);
  });

  it('removes an event taken back, and changes a nested field whole', () => {
    const before = match(7, [event('a', 1), event('b', 5), event('c', 9)]);
    const after = match(8, [event('a', 1), event('c', 9)], { clock: { running: false, minute: 40, at: null }, status: 'half_time' });
    const change = diffLiveMatch(before, after);
    expect(change.removed).toEqual(['b']);
    expect(change.events).toBeUndefined();
    expect(change.match).toEqual({ version: 8, status: 'half_time', clock: { running: false, minute: 40, at: null } });
    expect(applyLiveChange(before, change)).toEqual(after);
  });

  it('finds nothing changed in a state read back with its keys in another order (jsonb keeps its own)', () => {
    const before = match(4, [event('a', 1, 'Lineout'), event('b', 5)]);
    const readBack = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(readBack)
        : value !== null && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([key, each]) => [key, readBack(each)]),
            )
          : value;
    const stored = readBack(before) as LiveMatchJson;
    expect(JSON.stringify(stored)).not.toBe(JSON.stringify(before));
    const after = match(5, [event('a', 1, 'Lineout'), event('b', 5), event('c', 9)], { player_id: undefined } as Partial<LiveMatchJson>);
    expect(diffLiveMatch(stored, after)).toEqual({ from: 4, match: { version: 5 }, events: [event('c', 9)] });
  });

  it('is not applied to another version than the one it was made from', () => {
    const change = diffLiveMatch(match(2, []), match(3, [event('a', 1)]));
    expect(applyLiveChange(match(1, []), change)).toBeNull();
    expect(applyLiveChange(match(3, [event('a', 1)]), change)).toBeNull();
  });
});
