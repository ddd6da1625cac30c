/**
 * What fits on a USSD screen (issue 25): titles shortened at a word, a screen that keeps its last line, lists packed
 * into pages with "9 More" — measured in the screen's alphabet (`@/schemas/gsm7`).
 */
import { fits, screenLength } from '@/schemas/gsm7';

/** The longest start of `text` (cut at a word where one is near) that, with "..." after it, fits `room`. */
export function shorten(text: string, room: number): string {
  if (fits(text) && screenLength(text).length <= room) return text;
  const chars = [...text];
  let end = Math.min(chars.length, Math.max(0, room - 3));
  while (end > 0 && screenLength(chars.slice(0, end).join('') + '...').length > room) end -= 1;
  const cut = chars.slice(0, end).join('');
  // Cut inside a word: back to the space before it, when that keeps most of the room.
  const isInsideWord = chars[end] !== undefined && chars[end] !== ' ';
  const space = cut.lastIndexOf(' ');
  const word = isInsideWord && space >= Math.floor(end * 0.6) ? cut.slice(0, space) : cut;
  return `${word.trimEnd()}...`;
}

/** The lines as one screen; a screen that would not fit loses the end of its body (never its last line: the way on). */
export function screen(lines: string[]): string {
  const text = lines.join('\n');
  if (fits(text)) return text;
  const last = lines.at(-1) ?? '';
  const body = lines.slice(0, -1).join('\n');
  const { limit } = screenLength(text);
  return `${shorten(body, limit - screenLength(last).length - 1)}\n${last}`;
}

export interface Page {
  /** Indexes into the items, in order. */
  items: number[];
  hasMore: boolean;
}

/**
 * Splits items into screens: each page holds as many as fit between `header` and `footer` (and a "more" line when
 * items remain), at most `maxItems`. A page always holds at least one item (shortened to fit, when it must be).
 */
export function paginate(input: { header: string[]; items: string[]; footer: string[]; more: string; maxItems?: number }): Page[] {
  const { header, items, footer, more } = input;
  const maxItems = input.maxItems ?? Number.POSITIVE_INFINITY;
  const pages: Page[] = [];
  let start = 0;
  while (start < items.length || pages.length === 0) {
    let count = 0;
    const fitsWith = (n: number, withMore: boolean) =>
      fits([...header, ...items.slice(start, start + n), ...(withMore ? [more] : []), ...footer].join('\n'));
    // All that remain, without a "more" line?
    const remaining = items.length - start;
    if (remaining <= maxItems && fitsWith(remaining, false)) count = remaining;
    else {
      while (count < Math.min(remaining, maxItems) && fitsWith(count + 1, count + 1 < remaining)) count += 1;
      count = Math.max(1, count);
    }
    if (remaining === 0) count = 0;
    pages.push({ items: Array.from({ length: count }, (_, index) => start + index), hasMore: start + count < items.length });
    start += count;
    if (count === 0) break;
  }
  return pages;
}
