import { describe, expect, it } from 'vitest';
import {
  catalogueProblems,
  demoTextProblems,
  demoTexts,
  FAMILIES,
  familyProblems,
  icuArguments,
  loadAllowList,
  loadFamily,
  OTHER_LOCALES,
  ruleLineProblems,
  seededRuleActions,
} from '../../scripts/check-catalogues';
import { welcomeSmsBody } from '@/server/billing/welcome-sms';

/**
 * The catalogue check (issue 26, `npm run i18n:check`) in CI: every key in all four languages, the same placeholders,
 * no English left where a translation belongs.
 */
describe('the catalogues', () => {
  it('have every key, placeholder and translation in every language', () => {
    expect(catalogueProblems()).toEqual([]);
  });

  it.each(FAMILIES)('the %s family is checked (its four catalogues are read)', (family) => {
    const catalogues = loadFamily(process.cwd(), family);
    expect(Object.keys(catalogues.en ?? {}).length).toBeGreaterThan(0);
    for (const locale of OTHER_LOCALES) expect(Object.keys(catalogues[locale] ?? {}).length).toBe(Object.keys(catalogues.en ?? {}).length);
  });

  it('every allowed English text says why', () => {
    for (const entry of loadAllowList(process.cwd())) expect(entry.reason.length, `${entry.family} ${entry.key}`).toBeGreaterThan(20);
  });
});

describe('the check finds', () => {
  const en = {
    greeting: 'Welcome back, {name}!',
    count: '{count, plural, one {# game} other {# games}}',
    long: 'Please try again in a moment.',
  };
  const translated = {
    greeting: 'Siyakwamukela futhi, {name}!',
    count: '{count, plural, one {igeyimu e-#} other {amageyimu angu-#}}',
    long: 'Sicela uzame futhi.',
  };
  const family = (zu: Record<string, string>) => ({ en, zu, xh: translated, af: translated });

  it('nothing in a sound family', () => {
    expect(familyProblems('test', family(translated))).toEqual([]);
  });

  it('a key missing in a language, and one that English does not have', () => {
    const rest: Record<string, string> = { ...translated, extra: 'Okunye' };
    delete rest.greeting;
    expect(familyProblems('test', family(rest))).toEqual(['test/zu: missing key greeting', 'test/zu: key extra is not in English']);
  });

  it('a placeholder renamed or a plural argument lost', () => {
    expect(familyProblems('test', family({ ...translated, greeting: 'Siyakwamukela, {igama}!', count: 'amageyimu angu-{count}' }))).toEqual(
      [
        'test/zu: greeting has placeholders [igama], English has [name]',
        'test/zu: count has placeholders [count], English has [count:plural]',
      ],
    );
  });

  it('a long English text left in a translation, unless allowed with a reason', () => {
    const zu = { ...translated, long: en.long };
    expect(familyProblems('test', family(zu))).toEqual([
      'test/zu: long is the English text word for word: "Please try again in a moment."',
    ]);
    expect(familyProblems('test', family(zu), [{ family: 'test', key: 'long', reason: 'a name' }])).toEqual([]);
  });

  it('but not a short word or a line of placeholders alone', () => {
    expect(icuArguments('{home} {homeScore} – {awayScore} {away}')).toEqual(['away', 'awayScore', 'home', 'homeScore']);
    const sameEn = { ...en, score: '{home} {homeScore} – {awayScore} {away}', ok: 'OK' };
    const same = { ...translated, score: sameEn.score, ok: 'OK' };
    expect(familyProblems('test', { en: sameEn, zu: same, xh: same, af: same })).toEqual([]);
  });
});

describe('the texts written in code per language', () => {
  it('the welcome SMS is translated in each language and keeps its values', () => {
    const english = welcomeSmsBody({ brand: 'Touchline', provider: 'telkom', expiresAt: null, language: 'en' });
    for (const language of OTHER_LOCALES) {
      const text = welcomeSmsBody({ brand: 'Touchline', provider: 'telkom', expiresAt: null, language });
      expect(text).not.toBe(english);
      for (const value of ['Touchline', 'Telkom', '*179#']) expect(text, language).toContain(value);
    }
  });
});

/** Issue 37: the texts that reach the fan from elsewhere than the catalogues are checked as well. */
describe('the check also finds', () => {
  it('a FanCred rule the migrations seed with no line of its own in the messages (its English label would show)', () => {
    const actions = seededRuleActions(process.cwd());
    expect(actions).toEqual(expect.arrayContaining(['profile_completed', 'daily_visit', 'predictor', 'potm_vote']));
    expect(ruleLineProblems(['predictor', 'potm_vote'], { 'fancred.actions.predictor': 'Predict a match' })).toEqual([
      'messages/en: fancred.actions.potm_vote is missing (the rule would show its English label)',
    ]);
  });

  it('a demo text left in English or not written in a language', () => {
    const item = {
      name: 'video "Springbok Women\'s 7s in Dubai"',
      english: { title: "Springbok Women's 7s in Dubai", description: 'The best tries of the weekend.' },
      translations: {
        zu: { title: "I-Springbok Women's 7s eDubai", description: 'Amathrayi amahle kakhulu empelasonto.' },
        xh: { title: "ISpringbok Women's 7s eDubai" },
        af: { title: "Springbok Women's 7s in Dubai", description: 'Die beste drieë van die naweek.' },
      },
    };
    expect(demoTextProblems([item])).toEqual([
      'demo/af: video "Springbok Women\'s 7s in Dubai".title is the English text word for word: "Springbok Women\'s 7s in Dubai"',
      'demo/xh: video "Springbok Women\'s 7s in Dubai".description is not written',
    ]);
  });

  it("reads every one of Touchline+'s demo shows, videos, sponsored row and slides", () => {
    const names = demoTexts().map((item) => item.name);
    expect(names.filter((name) => name.startsWith('show '))).toHaveLength(3);
    expect(names.filter((name) => name.startsWith('video '))).toHaveLength(12);
    expect(names).toEqual(expect.arrayContaining(['sponsor', 'slide 1', 'slide 2', 'slide 3']));
  });
});
