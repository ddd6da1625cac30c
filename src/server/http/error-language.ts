import 'server-only';
import af from '@/i18n/api/af.json';
import en from '@/i18n/api/en.json';
import xh from '@/i18n/api/xh.json';
import zu from '@/i18n/api/zu.json';
import { fill } from '@/i18n/fill';
import type { Locale } from '@/i18n/locales';
import type { AppError } from '@/schemas/app-error';
import { ANSWER_MAX } from '@/schemas/competitions';
import { FIELD_MESSAGES } from '@/schemas/identity';

/**
 * An API answer's message in the request's language (issue 26). The API catalogue (src/i18n/api/<locale>.json) holds
 * every refusal a fan can get, by the error's `key` (its code, or `code.variant` where one code has several texts),
 * and the validation messages a fan's form can trip (`fields`). The English catalogue is the error maps' own text:
 * a text is only translated when its English entry is the message the service wrote, so a code shared by a staff
 * refusal with other words (`not_found`, `forbidden`) stays English rather than saying something else.
 */

type ApiCatalogue = typeof en;
const CATALOGUES: Record<Locale, ApiCatalogue> = { en, zu, xh, af };

type Values = Record<string, string | number>;

/**
 * The validation messages of fan forms (zod messages of the fan site's body schemas) and their catalogue ids: the
 * identity forms' codes (FIELD_MESSAGES, sent as codes), and the competition answer's words.
 */
const VALIDATION_MESSAGES: Record<string, { id: keyof ApiCatalogue['fields']; values?: Values }> = {
  ...Object.fromEntries(Object.keys(FIELD_MESSAGES).map((code) => [code, { id: code as keyof ApiCatalogue['fields'] }])),
  'Please answer the question': { id: 'answer_required' },
  [`The answer is at most ${ANSWER_MAX} characters`]: { id: 'answer_too_long', values: { max: ANSWER_MAX } },
};

/** The refusal of a body field's validation message (`field: message`), with the catalogue id when it is a known one. */
export function validationError(field: string | undefined, message: string | undefined) {
  const known = message ? VALIDATION_MESSAGES[message] : undefined;
  const english = known ? fill(en.fields[known.id], known.values) : (message ?? 'Invalid input.');
  return {
    status: 422,
    code: 'invalid_input',
    message: field ? `${field}: ${english}` : english,
    ...(known ? { key: `fields.${known.id}`, values: known.values } : {}),
    ...(field ? { field } : {}),
  } satisfies AppError;
}

function lookup(catalogue: ApiCatalogue, key: string): string | undefined {
  if (key.startsWith('fields.')) return (catalogue.fields as Record<string, string>)[key.slice('fields.'.length)];
  return (catalogue.errors as Record<string, string>)[key];
}

/** The error's message in `locale`: the catalogue's text for its key, or the service's English when there is none. */
export function localisedMessage(error: AppError, locale: Locale): string {
  if (locale === 'en') return error.message;
  const key = error.key ?? error.code;
  const english = lookup(en, key);
  const prefix = error.field ? `${error.field}: ` : '';
  if (english === undefined || prefix + fill(english, error.values) !== error.message) return error.message;
  const text = lookup(CATALOGUES[locale], key) ?? english;
  return prefix + fill(text, error.values);
}
