import 'server-only';
import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { CONTENT_TAGS } from './public-content';

/**
 * A page render or data fill that began before the save can finish after it and be stored as fresh, with the old
 * content. Expiring the tags once more a little later catches it: renders here take well under this.
 */
const SECOND_PASS_MS = 3_000;

type ContentTag = keyof typeof CONTENT_TAGS;

const expire = (tags: ContentTag[]) => {
  for (const tag of tags) revalidateTag(CONTENT_TAGS[tag], { expire: 0 });
};

/**
 * After a staff save: the cached pages and data that show the item expire at once, so the next visitor gets them
 * fresh (DESIGN §7; decision 002), and again SECOND_PASS_MS later. Route handlers and server actions only (Next's
 * request scope; `after` keeps it for the second pass).
 */
export function revalidateContent(...tags: ContentTag[]): void {
  expire(tags);
  after(async () => {
    await new Promise((resolve) => setTimeout(resolve, SECOND_PASS_MS));
    expire(tags);
  });
}
