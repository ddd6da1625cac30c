import { describe, expect, it, vi } from 'vitest';
import { answerPublishedItems, isPublishedItem } from '@/server/kernel';

/** The kernel's question FanCred asks before it awards a like, share or watch (issue 22): is this item published? */
describe('isPublishedItem', () => {
  it('throws for a type nobody answers for (a missing wiring never grants or refuses silently)', async () => {
    await expect(isPublishedItem('story', '1')).rejects.toThrow(/No context answers whether a story is published/);
  });

  it('asks the owner about a serial id only: any other string is no item, and the owner is not asked', async () => {
    const check = vi.fn(async (id: number) => id === 42);
    answerPublishedItems('video', check);
    for (const id of ['abc', '0', '-1', '1.5', ' 42', '42abc', '2147483648', '99999999999', '']) {
      expect({ id, isPublished: await isPublishedItem('video', id) }).toEqual({ id, isPublished: false });
    }
    expect(check).not.toHaveBeenCalled();
    expect(await isPublishedItem('video', '42')).toBe(true);
    expect(await isPublishedItem('video', 42)).toBe(true);
    expect(await isPublishedItem('video', '7')).toBe(false);
    expect(check.mock.calls.map(([id]) => id)).toEqual([42, 42, 7]);
  });
});
