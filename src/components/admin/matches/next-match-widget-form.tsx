'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { useRef } from 'react';
import { NEXT_MATCH_WIDGET_TEXT_MAX, nextMatchWidgetInput, type NextMatchWidgetValues } from '@/schemas/matches';
import { TRANSLATION_LANGUAGES, translatedFieldName } from '@/schemas/translations';
import type { ActionResult } from '@/server/http/staff-actions';
import { FormAlert } from '../form-failure';
import { BUTTON_CLASS, FormField, INPUT_CLASS } from '../form-field';
import { TranslationFields } from '../translation-fields';
import { useConsoleForm } from '../use-console-form';
import { useIsHydrated } from '@/components/ui/use-is-hydrated';

const TEXT_MAX = NEXT_MATCH_WIDGET_TEXT_MAX;

/** The text's translation fields as the form holds them (outside react-hook-form): the ticked flags and `text_zu`… */
function translationValues(form: HTMLFormElement | null): Record<string, string | boolean> {
  if (!form) return {};
  const data = new FormData(form);
  const values: Record<string, string | boolean> = {};
  for (const { flag, lang } of TRANSLATION_LANGUAGES) {
    values[flag] = data.get(flag) === 'on';
    const text = data.get(translatedFieldName('text', lang));
    if (typeof text === 'string') values[translatedFieldName('text', lang)] = text;
  }
  return values;
}

/**
 * The Next Match & USSD widget: team, text (and its isiZulu, isiXhosa and Afrikaans versions) and the USSD code fans
 * dial, with a preview of the home page box.
 */
export function NextMatchWidgetForm({
  defaultValues,
  translations,
  teams,
  action,
}: {
  defaultValues: NextMatchWidgetValues;
  /** The text's stored versions in the other languages. */
  translations?: unknown;
  teams: { value: string; label: string; publicName: string }[];
  action: (input: unknown) => Promise<ActionResult<unknown>>;
}) {
  const t = useTranslations('matches');
  const tr = useTranslations('translations');
  const formRef = useRef<HTMLFormElement>(null);
  const shell = useTranslations('shell');
  const router = useRouter();
  const isHydrated = useIsHydrated();
  const form = useConsoleForm({
    schema: nextMatchWidgetInput,
    defaultValues,
    fields: ['team', 'text', 'ussdCode'],
    submit: (values) => action({ ...values, ...translationValues(formRef.current) }),
    onSaved: () => {
      toast.success(t('widget.saved'));
      router.refresh();
    },
  });
  const { errors, isSubmitting, onSubmit } = form;
  const [team, text, ussdCode] = useWatch({ control: form.control, name: ['team', 'text', 'ussdCode'] });

  const describedBy = (field: keyof NextMatchWidgetValues, hasHint: boolean) =>
    [hasHint ? `widget-${field}-hint` : null, errors[field] ? `widget-${field}-error` : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        aria-label={t('widget.title')}
        data-hydrated={isHydrated}
      >
        <FormField id="widget-team" label={t('widget.team')} error={errors.team?.message}>
          <select
            id="widget-team"
            className={INPUT_CLASS}
            aria-invalid={errors.team ? true : undefined}
            aria-describedby={describedBy('team', false)}
            {...form.register('team')}
          >
            {teams.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id="widget-text"
          label={t('widget.text')}
          hint={t('widget.textHint', { max: TEXT_MAX, left: TEXT_MAX - (text?.length ?? 0) })}
          error={errors.text?.message}
        >
          <textarea
            id="widget-text"
            rows={3}
            maxLength={TEXT_MAX}
            className={INPUT_CLASS}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={describedBy('text', true)}
            {...form.register('text')}
          />
        </FormField>
        <TranslationFields
          t={tr}
          idPrefix="widget"
          fields={[{ name: 'text', label: t('widget.text'), maxLength: TEXT_MAX, rows: 3 }]}
          translations={translations}
        />
        <FormField id="widget-ussdCode" label={t('widget.ussdCode')} hint={t('widget.ussdHint')} error={errors.ussdCode?.message}>
          <input
            id="widget-ussdCode"
            type="text"
            inputMode="tel"
            autoComplete="off"
            className={`${INPUT_CLASS} max-w-xs font-mono`}
            aria-invalid={errors.ussdCode ? true : undefined}
            aria-describedby={describedBy('ussdCode', true)}
            {...form.register('ussdCode')}
          />
        </FormField>
        <FormAlert message={errors.root?.message} />
        <div>
          <button type="submit" className={BUTTON_CLASS} disabled={isSubmitting}>
            {isSubmitting ? shell('saving') : t('widget.save')}
          </button>
        </div>
      </form>
      <section aria-labelledby="widget-preview-heading">
        <h2 id="widget-preview-heading" className="mb-2 text-sm font-bold uppercase tracking-wide text-muted">
          {t('widget.preview')}
        </h2>
        <div className="rounded-lg bg-bok-green p-4 text-white">
          <p className="text-xs font-bold uppercase tracking-wide text-bok-gold">
            {teams.find((option) => option.value === team)?.publicName}
          </p>
          <p className="mt-1">{text}</p>
          <p className="mt-2 text-lg font-extrabold">{t('widget.dial', { code: ussdCode })}</p>
        </div>
      </section>
    </div>
  );
}
