/**
 * GSM-7, the networks' default alphabet for SMS and USSD (3GPP TS 23.038), and what fits a USSD screen (issue 25): at
 * most 182 characters when the text is GSM-7 (its extension characters take two), at most 70 when one character needs
 * UCS-2. Text from staff is folded into GSM-7 where a plain letter says the same (ê → e, ’ → ', … → ...), so that one
 * accent does not cut a screen to 70. Pure, so the demo phone (/dev/ussd) counts as the server does.
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
