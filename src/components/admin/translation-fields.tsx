import { FormField, INPUT_CLASS } from './form-field';
import { readTranslations, TRANSLATION_LANGUAGES, translatedFieldName, type TranslatedLocale } from '@/schemas/translations';
import type { Locale } from '@/i18n/locales';

/** The console's translator (server: consoleTranslator('translations'); client: useTranslations('translations')). */
type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface TranslatedFieldSpec {
  /** The English field's form name (`title`, `description`…): the translation is `{name}_{lang}`. */
  name: string;
  /** The English field's label; the translation's is "{label} ({language})". */
  label: string;
  maxLength: number;
  /** Rows of a textarea; none is a one-line input. */
  rows?: number;
  /** A list written one entry per line (a competition's options). */
  isList?: boolean;
  hint?: string;
}

/**
 * An item's isiZulu, isiXhosa and Afrikaans versions in a console form (issue 26, decision 034): per language a flag
 * (zulu, xhosa, afrikaans, as on the story form) and the item's translated fields, shown while the flag is ticked
 * (CSS, as the story form shows them), folded away until opened. A saved version opens ticked; unticking keeps it.
 * Needs no JavaScript: the form posts `zulu=on` and `title_zu=…`. In a list of
 * row forms (`isFolded`) every language stays folded, so the list stays short; the summary still says which are written.
 */
export function TranslationFields({
  t,
  idPrefix,
  fields,
  translations,
  isFolded = false,
}: {
  t: Translate;
  idPrefix: string;
  fields: readonly TranslatedFieldSpec[];
  translations?: unknown;
  isFolded?: boolean;
}) {
  const saved = readTranslations(
    translations,
    fields.map((field) => field.name),
  );
  return (
    <fieldset className="rounded border border-neutral-300 p-3" data-testid={`${idPrefix}-translations`}>
      <legend className="px-1 text-sm font-semibold">{t('legend')}</legend>
      <p className="mb-3 text-xs text-muted">{t('hint')}</p>
      <div className="flex flex-col gap-3">
        {TRANSLATION_LANGUAGES.map(({ flag, lang }) => {
          const version = saved[lang];
          const language = t(`languages.${lang}`);
          const flagId = `${idPrefix}-flag-${lang}`;
          return (
            <details
              key={lang}
              open={!isFolded && version !== undefined}
              className="translation-version rounded border border-neutral-200 p-3"
            >
              <summary className="cursor-pointer text-sm font-semibold">
                {version ? t('summaryWritten', { language }) : t('summaryMissing', { language })}
              </summary>
              <div className="mt-3 flex flex-col gap-4" lang={lang}>
                <div className="flex items-center gap-2">
                  <input
                    id={flagId}
                    name={flag}
                    type="checkbox"
                    defaultChecked={version !== undefined}
                    className="translation-flag h-4 w-4 accent-bok-green"
                  />
                  <label htmlFor={flagId} className="text-sm font-semibold">
                    {t('flag', { language })}
                  </label>
                </div>
                {version && <p className="translation-kept text-xs text-amber-900">{t('flagOffKeeps', { language })}</p>}
                {/* Shown while the flag is ticked (shared.css), as the story form shows a language's fields: nothing is typed into a version that will not be saved. */}
                <div className="translation-fields flex flex-col gap-4">
                  {fields.map((field) => (
                    <TranslatedField key={field.name} field={field} lang={lang} idPrefix={idPrefix} value={version?.[field.name]} t={t} />
                  ))}
                </div>
              </div>
            </details>
          );
        })}
      </div>
    </fieldset>
  );
}

function TranslatedField({
  field,
  lang,
  idPrefix,
  value,
  t,
}: {
  field: TranslatedFieldSpec;
  lang: TranslatedLocale;
  idPrefix: string;
  value: string | string[] | undefined;
  t: Translate;
}) {
  const id = `${idPrefix}-${field.name}-${lang}`;
  const name = translatedFieldName(field.name, lang);
  const text = Array.isArray(value) ? value.join('\n') : (value ?? '');
  const label = t('fieldIn', { field: field.label, language: t(`languages.${lang}`) });
  const hint = field.hint ?? (field.isList ? t('listHint') : undefined);
  return (
    <FormField id={id} label={label} hint={hint}>
      {field.rows || field.isList ? (
        <textarea
          id={id}
          name={name}
          rows={field.rows ?? 4}
          maxLength={field.isList ? field.maxLength * 20 : field.maxLength}
          defaultValue={text}
          className={INPUT_CLASS}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
      ) : (
        <input
          id={id}
          name={name}
          maxLength={field.maxLength}
          defaultValue={text}
          className={INPUT_CLASS}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
      )}
    </FormField>
  );
}

/** The languages an item is written in, for a console list: "EN · ZU · AF", the missing ones named for screen readers. */
export function ItemLanguages({ t, languages }: { t: Translate; languages: readonly Locale[] }) {
  const missing = TRANSLATION_LANGUAGES.filter(({ lang }) => !languages.includes(lang)).map(({ lang }) => t(`languages.${lang}`));
  return (
    <span className="inline-flex flex-wrap items-center gap-1 text-xs" data-testid="item-languages">
      {(['en', ...TRANSLATION_LANGUAGES.map(({ lang }) => lang)] as const).map((lang) => {
        const has = languages.includes(lang);
        return (
          <abbr
            key={lang}
            title={has ? t(`languages.${lang}`) : t('notTranslated', { language: t(`languages.${lang}`) })}
            className={`rounded px-1 font-semibold no-underline ${has ? 'bg-bok-green/10 text-bok-green-dark' : 'text-neutral-500 line-through'}`}
          >
            {lang.toUpperCase()}
          </abbr>
        );
      })}
      {missing.length > 0 && <span className="sr-only">{t('missing', { languages: missing.join(', ') })}</span>}
    </span>
  );
}
