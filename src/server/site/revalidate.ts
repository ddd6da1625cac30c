import 'server-only';
import { revalidateTag } from 'next/cache';
import { CONTENT_TAGS } from './public-content';

/**
 * After a staff save: the cached pages and data that show the item expire at once, so the next visitor gets them
 * fresh (DESIGN §7; decision 002). Route handlers and server actions only (Next's request scope).
 */
export function revalidateContent(...tags: (keyof typeof CONTENT_TAGS)[]): void {
  for (const tag of tags) revalidateTag(CONTENT_TAGS[tag], { expire: 0 });
}
