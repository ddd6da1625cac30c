import { afterEach, describe, expect, it, vi } from 'vitest';

const revalidated: string[] = [];
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  revalidateTag: (tag: string) => void revalidated.push(tag),
}));

const { revalidateContent } = await import('@/server/site/revalidate');
const SECOND_PASS_MS = 3_000;
const { CONTENT_TAGS } = await import('@/server/site/public-content');

// The two symbols src/cache-handler.mjs and src/server/ops/cache-sharing.ts meet on.
const bridge = globalThis as Record<symbol, unknown>;
const APPLY = Symbol.for('touchline.cache-tags.apply');
const PUBLISH = Symbol.for('touchline.cache-tags.publish');

afterEach(() => {
  vi.useRealTimers();
  delete bridge[APPLY];
  delete bridge[PUBLISH];
  revalidated.length = 0;
});

describe('the second pass of a staff save (issue 37)', () => {
  it('runs with no request scope left (the browser dropped the connection) through the cache handler and the tag bus', async () => {
    vi.useFakeTimers();
    const applied: string[][] = [];
    const published: { tags: string[]; durations: unknown }[] = [];
    bridge[APPLY] = (tags: string[]) => void applied.push(tags);
    bridge[PUBLISH] = async (tags: string[], durations: unknown) => void published.push({ tags, durations });

    // Called here, outside any Next request: Next's `after()` throws in this state, as it does once a server action's
    // browser has gone.
    expect(() => revalidateContent('stories', 'players')).not.toThrow();
    expect(revalidated).toEqual([CONTENT_TAGS.stories, CONTENT_TAGS.players]);
    expect(applied).toEqual([]);

    await vi.advanceTimersByTimeAsync(SECOND_PASS_MS);
    expect(applied).toEqual([[CONTENT_TAGS.stories, CONTENT_TAGS.players]]);
    expect(published).toEqual([{ tags: [CONTENT_TAGS.stories, CONTENT_TAGS.players], durations: { expire: 0 } }]);
    // The second pass does not go back through Next's request-bound revalidateTag.
    expect(revalidated).toHaveLength(2);
  });
});
