import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  fieldLanguages,
  languagesOf,
  localize,
  mergeTranslations,
  readTranslations,
  translationInputs,
  translationsFromInput,
} from '@/schemas/translations';

/**
 * Staff text per language (issue 26, decision 034): the stored shape read defensively, the fan's view field by field with
 * English behind it, the languages a console list names, a save over what was stored, and the form's fields.
 */

const FIELDS = ['title', 'description', 'options'] as const;
const competition = {
  id: 7,
  title: 'Win a signed jersey',
  description: 'Answer one question.',
  options: ['1995', '2007', '2019'],
  translations: {
    zu: { title: 'Wina ijezi elisayiniwe', options: ['1995', '2007', '2019'] },
    af: { description: 'Beantwoord een vraag.', options: ['1995', '2007'] },
    xh: { title: '   ' },
  },
};

describe('reading an item in a language', () => {
  it('takes each field in the language where it is written, and English where it is not', () => {
    expect(localize(competition, FIELDS, 'zu')).toEqual({
      id: 7,
      title: 'Wina ijezi elisayiniwe',
      description: 'Answer one question.',
      options: ['1995', '2007', '2019'],
      language: 'zu',
    });
  });

  it('says the item is in English when its main field is not translated, and drops a list of the wrong length', () => {
    const af = localize(competition, FIELDS, 'af');
    expect(af.language).toBe('en');
    expect(af.description).toBe('Beantwoord een vraag.');
    expect(af.options).toEqual(['1995', '2007', '2019']);
  });

  it('treats blank text as not written and English readers see the row as it is', () => {
    expect(localize(competition, FIELDS, 'xh')).toMatchObject({ title: 'Win a signed jersey', language: 'en' });
    const en = localize(competition, FIELDS, 'en');
    expect(en).not.toHaveProperty('translations');
    expect(en.title).toBe('Win a signed jersey');
  });

  it('survives a hand-edited row: unknown languages, fields and types are ignored', () => {
    expect(readTranslations({ fr: { title: 'x' }, zu: { title: 5, secret: 'y' }, af: 'nope' }, FIELDS)).toEqual({});
    expect(readTranslations(null, FIELDS)).toEqual({});
    expect(localize({ title: 'T', description: 'D', options: [], translations: 'garbage' }, FIELDS, 'zu').title).toBe('T');
  });
});

describe('the language each field is shown in', () => {
  it("is the reader's where the translation was taken, English where it fell back (a list of the wrong length too)", () => {
    expect(fieldLanguages(competition, FIELDS, 'zu')).toEqual({ title: 'zu', description: 'en', options: 'zu' });
    expect(fieldLanguages(competition, FIELDS, 'af')).toEqual({ title: 'en', description: 'af', options: 'en' });
    expect(fieldLanguages(competition, FIELDS, 'en')).toEqual({ title: 'en', description: 'en', options: 'en' });
  });
});

describe('the languages a console list names', () => {
  it('is English and every language whose main field is written', () => {
    expect(languagesOf(competition.translations, FIELDS)).toEqual(['en', 'zu']);
    expect(languagesOf({}, FIELDS)).toEqual(['en']);
  });
});

describe('a save over the stored versions', () => {
  it('replaces a sent language, removes one sent empty and keeps one not sent', () => {
    const merged = mergeTranslations(competition.translations, { zu: { title: 'Isihloko esisha' }, af: {} }, FIELDS);
    expect(merged).toEqual({ zu: { title: 'Isihloko esisha' } });
    expect(mergeTranslations(competition.translations, undefined, FIELDS)).toEqual(readTranslations(competition.translations, FIELDS));
  });
});

describe('the form fields', () => {
  const schema = z.object({ title: z.string(), ...translationInputs({ title: 20, options: 10 }, ['options']) });

  it('sends only the ticked languages, their lists one entry per line', () => {
    const parsed = schema.parse({
      title: 'Win',
      zulu: 'on',
      title_zu: '  Wina ',
      options_zu: 'a\r\n\n b \n',
      xhosa: 'false',
      title_xh: 'Phumelela',
      title_af: 'Wen',
    });
    expect(translationsFromInput(parsed, ['title', 'options'])).toEqual({ zu: { title: 'Wina', options: ['a', 'b'] } });
  });

  it('refuses a translation longer than its English field may be', () => {
    const result = schema.safeParse({ title: 'Win', zulu: 'on', title_zu: 'x'.repeat(21) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['title_zu'], message: 'At most 20 characters' });
  });
});
