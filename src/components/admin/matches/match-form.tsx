'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { matchFormSchema, type MatchFormValues } from '@/schemas/matches';
import type { ActionResult } from '@/server/http/staff-actions';
import { FormAlert } from '../form-failure';
import { BUTTON_CLASS, FormField, INPUT_CLASS } from '../form-field';
import { useConsoleForm } from '../use-console-form';

type TextField = 'teamName' | 'opponent' | 'venue' | 'city' | 'competition' | 'ticketsUrl' | 'broadcastUrl';

/**
 * Add or edit a fixture: who, where, when (South African time), the competition and the links fans follow. The same
 * zod schema checks it here and in the server action; the server's field errors land under their fields.
 */
export function MatchForm({
  defaultValues,
  extra,
  action,
  redirectTo,
  submitLabel,
  successMessage,
}: {
  defaultValues: MatchFormValues;
  /** What the action needs beside the fields: the team of a new fixture, or the id of the one edited. */
  extra: { team: string } | { id: number };
  action: (input: unknown) => Promise<ActionResult<unknown>>;
  redirectTo?: string;
  submitLabel: string;
  successMessage: string;
}) {
  const t = useTranslations('matches');
  const shell = useTranslations('shell');
  const router = useRouter();
  const form = useConsoleForm({
    schema: matchFormSchema,
    defaultValues,
    fields: Object.keys(defaultValues) as (keyof MatchFormValues)[],
    // The fields as the form holds them: the action's own schema (matchCreateInput, matchUpdateInput) parses them.
    submit: (): Promise<ActionResult<unknown>> => action({ ...form.getValues(), ...extra }),
    onSaved: () => {
      toast.success(successMessage);
      if (redirectTo) router.push(redirectTo);
      else router.refresh();
    },
  });
  const { errors, isSubmitting, onSubmit } = form;

  const describe = (field: keyof MatchFormValues, hasHint = false) =>
    [hasHint ? `match-${field}-hint` : null, errors[field] ? `match-${field}-error` : null].filter(Boolean).join(' ') || undefined;

  const textInput = (field: TextField, options: { type?: string; hasHint?: boolean; isRequired?: boolean } = {}) => (
    <FormField
      id={`match-${field}`}
      label={t(`fields.${field}`)}
      hint={options.hasHint ? t(`hints.${field}`) : undefined}
      error={errors[field]?.message}
    >
      <input
        id={`match-${field}`}
        type={options.type ?? 'text'}
        className={INPUT_CLASS}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describe(field, options.hasHint)}
        aria-required={options.isRequired ? true : undefined}
        {...form.register(field)}
      />
    </FormField>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-3xl flex-col gap-4" aria-label={submitLabel}>
      <div className="grid gap-4 md:grid-cols-2">
        {textInput('teamName', { hasHint: true, isRequired: true })}
        {textInput('opponent', { isRequired: true })}
      </div>
      <fieldset className="flex flex-col gap-1" aria-describedby={errors.homeAway ? 'match-homeAway-error' : undefined}>
        <legend className="text-sm font-semibold">{t('fields.homeAway')}</legend>
        <div className="flex gap-4">
          {(['home', 'away'] as const).map((value) => (
            <label key={value} className="inline-flex items-center gap-2 text-sm">
              <input type="radio" value={value} className="h-4 w-4 accent-bok-green" {...form.register('homeAway')} />
              {t(value)}
            </label>
          ))}
        </div>
        {errors.homeAway && (
          <p id="match-homeAway-error" role="alert" className="text-sm text-red-700">
            {errors.homeAway.message}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">
        {textInput('venue', { isRequired: true })}
        {textInput('city')}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField id="match-kickoffDate" label={t('fields.kickoffDate')} hint={t('hints.kickoff')} error={errors.kickoffDate?.message}>
          <input
            id="match-kickoffDate"
            type="date"
            className={INPUT_CLASS}
            aria-invalid={errors.kickoffDate ? true : undefined}
            aria-describedby={describe('kickoffDate', true)}
            aria-required
            {...form.register('kickoffDate')}
          />
        </FormField>
        <FormField id="match-kickoffTime" label={t('fields.kickoffTime')} error={errors.kickoffTime?.message}>
          <input
            id="match-kickoffTime"
            type="time"
            step={60}
            className={INPUT_CLASS}
            aria-invalid={errors.kickoffTime ? true : undefined}
            aria-describedby={describe('kickoffTime')}
            aria-required
            {...form.register('kickoffTime')}
          />
        </FormField>
      </div>
      {textInput('competition', { isRequired: true })}
      <div className="grid gap-4 md:grid-cols-2">
        {textInput('ticketsUrl', { type: 'url', hasHint: true })}
        {textInput('broadcastUrl', { type: 'url', hasHint: true })}
      </div>
      <FormAlert message={errors.root?.message} />
      <div>
        <button type="submit" className={BUTTON_CLASS} disabled={isSubmitting}>
          {isSubmitting ? shell('saving') : submitLabel}
        </button>
      </div>
    </form>
  );
}
