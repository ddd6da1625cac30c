import { z } from 'zod';
import type { Locale } from '@/i18n/locales';

/**
 * Staff text written once per language (issue 26, decision 034): the English text on the row, the isiZulu, isiXhosa and
 * Afrikaans versions in the row's `translations` (jsonb, `{ zu: { title, … }, xh: …, af: … }`). A field left empty in a
 * language falls back to English, field by field, as a story's do (decision 003). The console writes a language only
 * when its flag (zulu, xhosa, afrikaans — the story form's) is ticked; an unticked language keeps what it had.
 * Shared by the services, the console's forms and its lists (nothing here imports the server).
 */

export const TRANSLATION_LANGUAGES = [
  { flag: 'zulu', lang: 'zu' },
  { flag: 'xhosa', lang: 'xh' },
  { flag: 'afrikaans', lang: 'af' },
] as const;
export type TranslatedLocale = (typeof TRANSLATION_LANGUAGES)[number]['lang'];
export type TranslationFlag = (typeof TRANSLATION_LANGUAGES)[number]['flag'];

/** One field's text in another language: a string, or a list (a competition's answer options, one per English option). */
export type TranslatedValue = string | string[];
/** An item's versions in the other languages, by language then field (the jsonb column's shape). */
export type Translations<F extends string = string> = Partial<Record<TranslatedLocale, Partial<Record<F, TranslatedValue>>>>;

/** What a field holds in a language: a non-blank string or a list with a non-blank entry; anything else is "not written". */
function isWritten(value: unknown): value is TranslatedValue {
  if (typeof value === 'string') return value.trim() !== '';
  return Array.isArray(value) && value.some((entry) => typeof entry === 'string' && entry.trim() !== '');
}

/** The stored shape, read defensively: unknown languages, fields and blank values are dropped (a hand-edited row cannot break a page). */
export function readTranslations<F extends string>(raw: unknown, fields: readonly F[]): Translations<F> {
  const result: Translations<F> = {};
  if (!raw || typeof raw !== 'object') return result;
  for (const { lang } of TRANSLATION_LANGUAGES) {
    const version = (raw as Record<string, unknown>)[lang];
    if (!version || typeof version !== 'object') continue;
    const kept: Partial<Record<F, TranslatedValue>> = {};
    for (const field of fields) {
      const value = (version as Record<string, unknown>)[field];
      if (isWritten(value)) kept[field] = value;
    }
    if (Object.keys(kept).length > 0) result[lang] = kept;
  }
  return result;
}

/**
 * The item's fields as a fan reading in `locale` sees them: each field in that language where staff wrote it, else the
 * English one. `language` says which language the main field (the first of `fields`: a title, a question) is in, for
 * the page's `lang` attribute and its "shown in English" note.
 */
export function localize<T extends { translations?: unknown }>(
  item: T,
  fields: readonly Exclude<Extract<keyof T, string>, 'translations'>[],
  locale: Locale,
): Omit<T, 'translations'> & { language: Locale } {
  const localized = { ...item, language: 'en' as Locale } as Omit<T, 'translations'> & { language: Locale };
  const target = localized as unknown as Record<string, unknown>;
  delete target.translations;
  const shown = shownTranslations(item, fields, locale);
  for (const field of fields) if (shown[field] !== undefined) target[field] = shown[field];
  if (fields[0] !== undefined && shown[fields[0]] !== undefined) localized.language = locale;
  return localized;
}

/** The language each of `localize`'s fields is shown in: `locale` where it took the translation, else English. */
export function fieldLanguages<T extends { translations?: unknown }, F extends Exclude<Extract<keyof T, string>, 'translations'>>(
  item: T,
  fields: readonly F[],
  locale: Locale,
): Record<F, Locale> {
  const shown = shownTranslations(item, fields, locale);
  return Object.fromEntries(fields.map((field) => [field, shown[field] === undefined ? 'en' : locale])) as Record<F, Locale>;
}

/** The translations a reader in `locale` sees, field by field: written, and a list only as long as the English one. */
function shownTranslations(item: { translations?: unknown }, fields: readonly string[], locale: Locale): Record<string, TranslatedValue> {
  const shown: Record<string, TranslatedValue> = {};
  if (locale === 'en') return shown;
  const version = readTranslations(item.translations, fields)[locale];
  if (!version) return shown;
  const english = item as Record<string, unknown>;
  for (const field of fields) {
    const value = version[field];
    if (value === undefined) continue;
    // A translated list replaces the English one only when it has as many entries (options are matched by position).
    if (Array.isArray(value)) {
      const list = english[field];
      if (!Array.isArray(list) || list.length !== value.length || value.some((entry) => entry.trim() === '')) continue;
    } else if (typeof english[field] !== 'string') continue;
    shown[field] = value;
  }
  return shown;
}

/** The languages an item can be read in: English always, then each language whose main field (the first) is written. */
export function languagesOf<F extends string>(raw: unknown, fields: readonly F[]): Locale[] {
  const translations = readTranslations(raw, fields);
  const [main] = fields;
  return [
    'en',
    ...TRANSLATION_LANGUAGES.filter(({ lang }) => main !== undefined && translations[lang]?.[main] !== undefined).map(({ lang }) => lang),
  ];
}

/**
 * A save's translations over the stored ones: a language the form sent (its flag ticked) replaces the stored version
 * of that language (an emptied field falls back to English again); a language it did not send stays as it was.
 */
export function mergeTranslations<F extends string>(
  stored: unknown,
  sent: Translations<F> | undefined,
  fields: readonly F[],
): Translations<F> {
  const merged: Translations<F> = { ...readTranslations(stored, fields) };
  if (!sent) return merged;
  for (const { lang } of TRANSLATION_LANGUAGES) {
    if (!(lang in sent)) continue;
    const version = readTranslations({ [lang]: sent[lang] }, fields)[lang];
    if (version) merged[lang] = version;
    else delete merged[lang];
  }
  return merged;
}

/** How a translated field is written in a form: `{field}_{lang}` (the spec's story names: title_zu, body_af…). */
export function translatedFieldName(field: string, lang: TranslatedLocale): string {
  return `${field}_${lang}`;
}

const flagValue = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on']).transform((text) => text !== 'false' && text !== '0')])
  .optional();

/**
 * The form fields of an item's translations, to spread into its zod input: a flag per language (zulu, xhosa,
 * afrikaans) and `{field}_{lang}` per field, each at most its English field's length. A list field (`lists`) is one
 * entry per line, as the English options are written.
 */
export function translationInputs<F extends string>(limits: Record<F, number>, lists: readonly NoInfer<F>[] = []) {
  const shape: Record<string, z.ZodType> = {};
  for (const { flag, lang } of TRANSLATION_LANGUAGES) {
    shape[flag] = flagValue;
    for (const [field, max] of Object.entries(limits) as [F, number][]) {
      const name = translatedFieldName(field, lang);
      shape[name] = lists.includes(field)
        ? z
            .string()
            .max(max * 20)
            .optional()
            .transform((text) =>
              (text ?? '')
                .split(/\r?\n/)
                .map((line) => line.trim())
                .filter((line) => line !== ''),
            )
            .pipe(z.array(z.string().max(max, `Each line may be at most ${max} characters`)).max(20))
        : z.string().trim().max(max, `At most ${max} characters`).optional();
    }
  }
  return shape;
}

/** The translations a parsed form sends: the ticked languages only, each with its fields (empty ones left out). */
export function translationsFromInput<F extends string>(input: Record<string, unknown>, fields: readonly F[]): Translations<F> {
  const sent: Translations<F> = {};
  for (const { flag, lang } of TRANSLATION_LANGUAGES) {
    if (input[flag] !== true) continue;
    const version: Partial<Record<F, TranslatedValue>> = {};
    for (const field of fields) {
      const value = input[translatedFieldName(field, lang)];
      if (isWritten(value)) version[field] = value;
    }
    sent[lang] = version;
  }
  return sent;
}
