/**
 * What fits on a USSD screen (issue 25): at most 182 characters when the text is GSM-7 (the networks' default
 * alphabet; its extension characters take two), at most 70 when one character needs UCS-2. Text from staff (titles,
 * names) is first folded to GSM-7 where a plain letter says the same (ê → e, ’ → ', … → ...), so that one accent does
 * not cut a screen to 70; anything left outside GSM-7 (an emoji, another script) makes the screen a 70-character one.
 */

export const GSM7_LIMIT = 182;
export const UCS2_LIMIT = 70;

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENSION = '^{}\\[~]|€\f';
const BASIC = new Set(GSM7_BASIC);
const EXTENSION = new Set(GSM7_EXTENSION);

/** Look-alikes a keyboard or a word processor puts in text, as GSM-7 writes them. */
const PLAIN: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u02bc': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u00ab': '"',
  '\u00bb': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
  '\u2032': "'",
  '\u00b4': "'",
  '\t': ' ',
};

function foldChar(char: string): string {
  if (BASIC.has(char) || EXTENSION.has(char)) return char;
  const plain = PLAIN[char];
  if (plain !== undefined) return plain;
  // A letter with a mark GSM-7 lacks (ê, ë, ô, î, û, ç, ā…): the letter without it, when that is GSM-7.
  const bare = char.normalize('NFD').replace(/\p{M}+/gu, '');
  return bare.length > 0 && [...bare].every((part) => BASIC.has(part)) ? bare : char;
}

/** The text with every character GSM-7 can stand for folded into it (what cannot be folded stays). */
export function toGsm7(text: string): string {
  let folded = '';
  for (const char of text) folded += foldChar(char);
  return folded;
}

export function isGsm7(text: string): boolean {
  for (const char of text) if (!BASIC.has(char) && !EXTENSION.has(char)) return false;
  return true;
}

/** The screen's length in its alphabet: GSM-7 septets (an extension character is two), or UCS-2 code units. */
export function screenLength(text: string): { length: number; limit: number; alphabet: 'GSM-7' | 'UCS-2' } {
  if (!isGsm7(text)) return { length: text.length, limit: UCS2_LIMIT, alphabet: 'UCS-2' };
  let length = 0;
  for (const char of text) length += EXTENSION.has(char) ? 2 : 1;
  return { length, limit: GSM7_LIMIT, alphabet: 'GSM-7' };
}

export function fits(text: string): boolean {
  const { length, limit } = screenLength(text);
  return length <= limit;
}

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
