import 'server-only';
import { revalidateTag } from 'next/cache';
import { getLogger } from '../logger';
import { expireTagsEverywhere } from '../ops';
import { CONTENT_TAGS } from './public-content';

/**
 * A page render or data fill that began before the save can finish after it and be stored as fresh, with the old
 * content. Expiring the tags once more a little later catches it: renders here take well under this.
 */
export const SECOND_PASS_MS = 3_000;

type ContentTag = keyof typeof CONTENT_TAGS;

/**
 * Expires cache tags at once, in the request (Next's revalidateTag: this copy, the others through the cache handler,
 * and the acting page's router), and again SECOND_PASS_MS later from a timer, through the cache handler's bridge and
 * the tag bus directly (issue 37): the request's scope may be gone by then (a browser that dropped the connection
 * during a server action), and the save it follows is already committed whatever happens to its answer.
 */
export function expireNowAndAgain(tags: string[]): void {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  const later = setTimeout(() => {
    expireTagsEverywhere(tags).catch((error: unknown) =>
      getLogger().warn({ err: error, tags }, 'the second pass of a cache expiry failed'),
    );
  }, SECOND_PASS_MS);
  later.unref();
}

/**
 * After a staff save: the cached pages and data that show the item expire at once, so the next visitor gets them
 * fresh (DESIGN §7; decision 002), and again SECOND_PASS_MS later. Route handlers and server actions only (Next's
 * request scope, for the first pass).
 */
export function revalidateContent(...tags: ContentTag[]): void {
  expireNowAndAgain(tags.map((tag) => CONTENT_TAGS[tag]));
}
