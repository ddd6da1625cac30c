import 'server-only';
import { parseDbId } from '@/schemas/db-id';

/**
 * Which stories and videos exist and are published (issue 22): FanCred awards likes, shares and watches only for
 * those, but the items' owners do not all stand below it (videos is above FanCred, decision 021). So the kernel holds
 * the question and the owners' answers are wired in `src/server/reactions.ts`, like the domain events' reactions. A
 * type nobody answers for is a wiring fault: asking about it throws rather than awarding (or refusing) silently.
 */
export type PublishedItemType = 'story' | 'video';
/** Whether the item with this id is published now: it exists, is active and its publication time has come. */
export type PublishedItemCheck = (id: number) => Promise<boolean>;

/** Kept on globalThis for the reason the domain events' registry is: Next.js may load this module once per bundle. */
const REGISTRY = Symbol.for('touchline.published-item-checks');
function registry(): Map<PublishedItemType, PublishedItemCheck> {
  const holder = globalThis as { [REGISTRY]?: Map<PublishedItemType, PublishedItemCheck> };
  holder[REGISTRY] ??= new Map();
  return holder[REGISTRY];
}

/** The owner of `type` answers whether one of its items is published (registered again, it replaces itself). */
export function answerPublishedItems(type: PublishedItemType, check: PublishedItemCheck): void {
  registry().set(type, check);
}

/** Whether `id` names a published item of `type`; an id that is not one of ours (`abc`, `0`, `99999999999`) is not. */
export async function isPublishedItem(type: PublishedItemType, id: string | number): Promise<boolean> {
  const check = registry().get(type);
  if (!check) throw new Error(`No context answers whether a ${type} is published: import '@/server/reactions' where the process starts.`);
  const serial = parseDbId(String(id));
  return serial === null ? false : check(serial);
}
