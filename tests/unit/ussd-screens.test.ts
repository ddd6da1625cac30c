import { describe, expect, it } from 'vitest';
import af from '@/i18n/ussd/af.json';
import en from '@/i18n/ussd/en.json';
import xh from '@/i18n/ussd/xh.json';
import zu from '@/i18n/ussd/zu.json';
import { fill } from '@/i18n/fill';
import { fits, GSM7_LIMIT, isGsm7, screenLength, toGsm7, UCS2_LIMIT } from '@/schemas/gsm7';
import { paginate, screen, shorten } from '@/server/ussd/screens';

/**
 * What fits on a feature phone's screen (issue 25): GSM-7's 182 characters (extension characters count two), UCS-2's
 * 70; staff text folded into GSM-7; lists paged with "9 More"; and every screen the four catalogues can make, with the
 * longest values they are filled with, inside the limit.
 */

describe('the alphabet and the limits', () => {
  it('counts GSM-7 in septets and anything else in UCS-2 characters', () => {
    expect(screenLength('a'.repeat(182))).toEqual({ length: 182, limit: GSM7_LIMIT, alphabet: 'GSM-7' });
    expect(fits('a'.repeat(183))).toBe(false);
    expect(screenLength('€[]')).toMatchObject({ length: 6, alphabet: 'GSM-7' });
    expect(screenLength(`${'a'.repeat(60)}ê`)).toEqual({ length: 61, limit: UCS2_LIMIT, alphabet: 'UCS-2' });
    expect(fits(`${'a'.repeat(70)}ê`)).toBe(false);
    expect(isGsm7('Springboks 41-21 Barbarians, 22 Nov')).toBe(true);
    expect(isGsm7('Bokke wen môre')).toBe(false);
  });

  it('folds what GSM-7 lacks into its look-alike, and keeps what it has', () => {
    expect(toGsm7('môre sê ’n “toets” – 1…2 R\u00a039 ë î û ç')).toBe('more se \'n "toets" - 1...2 R 39 e i u c');
    expect(toGsm7('é ü ñ Ø à')).toBe('é ü ñ Ø à');
    // Another script or an emoji cannot be folded: the screen becomes a 70-character one.
    expect(toGsm7('Go Bokke 🏉')).toBe('Go Bokke 🏉');
    expect(screenLength(toGsm7('Go Bokke 🏉')).alphabet).toBe('UCS-2');
  });

  it('shortens at a word, and a screen that would not fit loses the end of its body but never its last line', () => {
    expect(shorten('Springboks name their squad for the end-of-year tour', 30)).toBe('Springboks name their squad...');
    expect(shorten('short', 30)).toBe('short');
    const long = screen([`Title`, 'x '.repeat(120), '0 Back 00 Home']);
    expect(screenLength(long).length).toBeLessThanOrEqual(GSM7_LIMIT);
    expect(long.endsWith('...\n0 Back 00 Home')).toBe(true);
    const unicode = screen(['🏉 '.repeat(40), '0 Back']);
    expect(unicode.length).toBeLessThanOrEqual(UCS2_LIMIT);
    expect(unicode.endsWith('\n0 Back')).toBe(true);
  });

  it('pages a list with "9 More" only where items remain, every page within the limit', () => {
    const items = Array.from({ length: 12 }, (_, index) => `${index + 1} Headline number ${index + 1} about rugby`);
    const pages = paginate({ header: ['Headlines'], items, footer: ['0 Back 00 Home'], more: '9 More', maxItems: 8 });
    expect(pages.flatMap((page) => page.items)).toEqual(items.map((_, index) => index));
    expect(pages.at(-1)?.hasMore).toBe(false);
    expect(pages.slice(0, -1).every((page) => page.hasMore)).toBe(true);
    for (const page of pages) {
      const text = ['Headlines', ...page.items.map((index) => items[index]), ...(page.hasMore ? ['9 More'] : []), '0 Back 00 Home'];
      expect(fits(text.join('\n'))).toBe(true);
      expect(page.items.length).toBeGreaterThan(0);
    }
    expect(paginate({ header: ['H'], items: ['a', 'b'], footer: ['f'], more: 'm' })).toEqual([{ items: [0, 1], hasMore: false }]);
    expect(paginate({ header: ['H'], items: [], footer: ['f'], more: 'm' })).toEqual([{ items: [], hasMore: false }]);
    expect(paginate({ header: ['H'], items: ['1', '2', '3'], footer: ['f'], more: 'm', maxItems: 2 })).toEqual([
      { items: [0, 1], hasMore: true },
      { items: [2], hasMore: false },
    ]);
  });
});

const CATALOGUES = { en, zu, xh, af };
type Catalogue = typeof en;

function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as object).flatMap(([key, inner]) => strings(inner, path ? `${path}.${key}` : key));
}
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the four catalogues', () => {
  it('have the same keys and placeholders, and are written in GSM-7 (no ê, ë, ô, î, û)', () => {
    const english = new Map(strings(en));
    for (const [language, catalogue] of Object.entries(CATALOGUES)) {
      const entries = strings(catalogue);
      expect(
        entries.map(([path]) => path),
        language,
      ).toEqual([...english.keys()]);
      for (const [path, text] of entries) {
        expect(placeholders(text), `${language} ${path}`).toEqual(placeholders(english.get(path)!));
        expect(isGsm7(text), `${language} ${path}: ${text}`).toBe(true);
      }
    }
  });

  // The longest values a screen is filled with: a long brand, a member's name as cut, long team and ground names.
  const values = {
    brand: 'Touchline',
    name: 'Nomathemba-Lindiwe',
    network: 'Cell C / Telkom',
    date: '30 Sept. 2026',
    ussd: '*179#',
    code: '*120*2627*99#',
    points: '1 234 567',
    rank: '1 234 567',
    home: "Springbok Women's 7s",
    away: 'Papua New Guinea',
    homeScore: 100,
    awayScore: 100,
    minute: 80,
    when: 'Mgq 30 Sept., 17:05',
    venue: 'Cape Town Stadium, Cape Town',
    title: 'A headline',
    url: 'https://fans.example.com/news/x',
  };

  for (const [language, c] of Object.entries(CATALOGUES) as [string, Catalogue][]) {
    it(`makes every screen within 182 characters in ${language}, with the "choose a number" notice on top`, () => {
      const price = fill(c.subscribe.perPeriod.month, { amount: 'R 139,50' });
      const f = (text: string) => toGsm7(fill(text, { ...values, price }));
      const screens: string[][] = [
        [f(c.home.titleMember), c.home.menu],
        [c.language.changed, f(c.home.title), c.home.menu],
        [c.language.title, c.language.menu, c.nav],
        [c.live.title, f(c.live.line), f(c.live.halfTime), c.more, c.refresh, c.nav],
        [c.live.nextTitle, f(c.live.next), c.nav],
        [c.live.nextTitle, c.live.none, c.nav],
        [c.results.title, c.results.none, c.nav],
        [c.headlines.title, c.headlines.none, c.nav],
        [f(c.headlines.sent), c.nav],
        [f(c.links.already), c.nav],
        [f(c.links.limit), c.nav],
        [f(c.links.busy), c.nav],
        [c.fancred.title, f(c.fancred.month), f(c.fancred.year), c.nav],
        [c.fancred.title, c.fancred.monthNone, c.fancred.yearNone, c.nav],
        [c.fancred.title, f(c.fancred.stranger), c.smsMe, c.nav],
        [f(c.fancred.signupSent), c.nav],
        [f(c.subscribe.offer), c.smsMe, c.nav],
        [f(c.subscribe.offerAnyNetwork), c.smsMe, c.nav],
        [f(c.subscribe.subscribed), c.nav],
        [f(c.subscribe.subscribedUntil), c.nav],
        [f(c.subscribe.fullAccess), c.nav],
        [f(c.subscribe.sent), c.nav],
        [f(c.timedOut)],
      ];
      // A list's notice takes its title's place (its pages do not move); any other screen gets it on top.
      const lists = [c.live.title, c.results.title, c.headlines.title];
      for (const lines of screens) {
        const text = (lists.includes(lines[0]!) ? [c.invalid, ...lines.slice(1)] : [c.invalid, ...lines]).join('\n');
        const measured = screenLength(text);
        expect(measured.alphabet, text).toBe('GSM-7');
        expect(measured.length, text).toBeLessThanOrEqual(GSM7_LIMIT);
      }
    });
  }
});
