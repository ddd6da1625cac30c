import { TRANSLATION_LANGUAGES } from '@/schemas/translations';

const FLAGS = new Set<string>(TRANSLATION_LANGUAGES.map(({ flag }) => flag));
const SUFFIX = new RegExp(`_(${TRANSLATION_LANGUAGES.map(({ lang }) => lang).join('|')})$`);

/** Whether a form control belongs to <TranslationFields>: a language flag (zulu…) or a `{field}_{lang}` field. */
export function isTranslationEntry(name: string): boolean {
  return FLAGS.has(name) || SUFFIX.test(name);
}

/**
 * The language fields of a react-hook-form form (decision 034): <TranslationFields> inputs are uncontrolled, so a
 * form that builds its own payload from react-hook-form's values reads them from the form element as posted.
 */
export function translationEntries(form: HTMLFormElement | null): [string, string][] {
  if (!form) return [];
  return [...new FormData(form).entries()].filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && isTranslationEntry(entry[0]),
  );
}
