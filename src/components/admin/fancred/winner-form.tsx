'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import type { ActionResult } from '@/server/http/staff-actions';
import { WINNER_NOTE_MAX, WINNER_PLACE_MAX, WINNER_PRIZE_MAX, winnerInput, type WinnerInput } from '@/schemas/fancred';
import { FormAlert } from '../form-failure';
import { BUTTON_CLASS, FormField, INPUT_CLASS, SECONDARY_BUTTON_CLASS } from '../form-field';
import { translationEntries } from '../translation-entries';
import { TranslationFields } from '../translation-fields';
import { useConsoleForm } from '../use-console-form';

const FIELDS = ['periodKey', 'place', 'userId', 'prize', 'note', 'isPublished'] as const;

export interface WinnerFan {
  userId: string;
  displayName: string;
  maskedMsisdn?: string;
  email?: string | null;
  finalRank: number | null;
  finalPoints: number | null;
}

export interface WinnerFormWinner {
  id: number;
  periodKey: string;
  place: number;
  prize: string;
  /** The prize in the other languages (the stored translations). */
  translations?: unknown;
  note: string | null;
  isPublished: boolean;
  fan: WinnerFan;
}

/**
 * Add or edit a FanCred winner: the final table (a month or a year that has ended), the place, the fan — found by
 * number, name or email, with their final rank and points in that table — the prize, a staff note and whether
 * /fancred lists it. The same zod rules as the server action; the server's refusals appear above the button.
 */
export function WinnerForm({
  periods,
  winner,
  save,
  find,
}: {
  periods: { periodKey: string; label: string }[];
  winner?: WinnerFormWinner;
  save: (input: WinnerInput & { id?: number }) => Promise<ActionResult<unknown>>;
  find: (input: { query: string; periodKey: string }) => Promise<ActionResult<WinnerFan[]>>;
}) {
  const t = useTranslations('fancred.form');
  const tr = useTranslations('translations');
  const formRef = useRef<HTMLFormElement>(null);
  const router = useRouter();
  const [fan, setFan] = useState<WinnerFan | null>(winner?.fan ?? null);
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<{
    state: 'idle' | 'searching' | 'done' | 'failed';
    results: WinnerFan[];
    query: string;
    message?: string;
  }>({ state: 'idle', results: [], query: '' });
  const { id, register, setValue, getValues, clearErrors, errors, isSubmitting, onSubmit, fieldProps } = useConsoleForm({
    schema: winnerInput,
    defaultValues: {
      periodKey: winner?.periodKey ?? periods[0]?.periodKey ?? '',
      place: winner ? String(winner.place) : '1',
      userId: winner?.fan.userId ?? '',
      prize: winner?.prize ?? '',
      note: winner?.note ?? '',
      isPublished: winner?.isPublished ?? false,
    },
    fields: FIELDS,
    submit: (values) => {
      const withTranslations = { ...values, ...Object.fromEntries(translationEntries(formRef.current)) };
      return save(winner ? { ...withTranslations, id: winner.id } : withTranslations);
    },
    onSaved: () => {
      if (winner) {
        toast.success(t('saved'));
        router.refresh();
      } else {
        toast.success(t('created'));
        router.push('/admin/fancred/winners');
      }
    },
  });

  const findFans = async () => {
    const text = query.trim();
    if (!text) {
      setSearch({ state: 'failed', results: [], query: text, message: t('searchEmpty') });
      return;
    }
    setSearch({ state: 'searching', results: [], query: text });
    const result = await find({ query: text, periodKey: String(getValues('periodKey') ?? '') });
    if (!result.ok) {
      setSearch({ state: 'failed', results: [], query: text, message: result.message });
      return;
    }
    setSearch({ state: 'done', results: result.value, query: text });
  };

  const choose = (chosen: WinnerFan) => {
    setFan(chosen);
    setValue('userId', chosen.userId, { shouldDirty: true });
    clearErrors('userId');
  };

  const rankText = (candidate: WinnerFan) =>
    candidate.finalRank === null ? t('notRanked') : t('rankPoints', { rank: candidate.finalRank, points: candidate.finalPoints ?? 0 });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid max-w-2xl gap-4" data-testid="winner-form">
      <FormField id={`${id}-periodKey`} label={t('period')} hint={t('periodHint')} error={errors.periodKey?.message}>
        <select className={INPUT_CLASS} {...fieldProps('periodKey', true)} {...register('periodKey')}>
          {periods.length === 0 && <option value="">{t('choosePeriod')}</option>}
          {periods.map((period) => (
            <option key={period.periodKey} value={period.periodKey}>
              {period.label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={`${id}-place`} label={t('place')} hint={t('placeHint')} error={errors.place?.message}>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={WINNER_PLACE_MAX}
          className={`${INPUT_CLASS} w-32`}
          {...fieldProps('place', true)}
          {...register('place')}
        />
      </FormField>

      <fieldset
        className="grid gap-3 rounded border border-neutral-300 p-3"
        aria-describedby={errors.userId ? `${id}-userId-error` : undefined}
      >
        <legend className="px-1 text-sm font-semibold">{t('fan')}</legend>
        <p className="text-sm" data-testid="winner-fan" aria-live="polite">
          {fan ? (
            <>
              <span className="font-semibold">{t('chosen', { name: fan.displayName })}</span> · {rankText(fan)}
            </>
          ) : (
            <span className="text-muted">{t('noneChosen')}</span>
          )}
        </p>
        <input type="hidden" {...register('userId')} />
        {errors.userId?.message && (
          <p id={`${id}-userId-error`} className="text-sm text-red-700">
            {errors.userId.message}
          </p>
        )}
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={`${id}-search`} className="text-sm font-semibold">
              {t('search')}
            </label>
            <input
              id={`${id}-search`}
              type="search"
              autoComplete="off"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void findFans();
                }
              }}
              aria-describedby={`${id}-search-hint`}
              className={INPUT_CLASS}
            />
            <p id={`${id}-search-hint`} className="text-xs text-muted">
              {t('searchHint')}
            </p>
          </div>
          <button
            type="button"
            onClick={() => void findFans()}
            disabled={search.state === 'searching'}
            className={`${SECONDARY_BUTTON_CLASS} mb-5`}
          >
            {search.state === 'searching' ? t('searching') : t('searchButton')}
          </button>
        </div>
        <div aria-live="polite">
          {search.state === 'failed' && <p className="text-sm text-red-700">{search.message}</p>}
          {search.state === 'done' && search.results.length === 0 && <p className="text-sm">{t('noMatch', { query: search.query })}</p>}
          {search.state === 'done' && search.results.length > 0 && (
            <ul aria-label={t('results')} className="flex flex-col gap-1" data-testid="winner-fan-results">
              {search.results.map((candidate) => (
                <li key={candidate.userId}>
                  <button
                    type="button"
                    onClick={() => choose(candidate)}
                    aria-pressed={fan?.userId === candidate.userId}
                    className="w-full rounded border border-neutral-300 px-3 py-2 text-left text-sm hover:bg-neutral-100 aria-pressed:border-bok-green aria-pressed:bg-bok-green/10"
                  >
                    <span className="font-semibold">{candidate.displayName}</span>
                    <span className="text-muted"> · {[candidate.maskedMsisdn, candidate.email].filter(Boolean).join(' · ')}</span>
                    <span className="block text-xs">{rankText(candidate)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </fieldset>

      <FormField id={`${id}-prize`} label={t('prize')} error={errors.prize?.message}>
        <input type="text" autoComplete="off" className={INPUT_CLASS} {...fieldProps('prize')} {...register('prize')} />
      </FormField>
      <TranslationFields
        t={tr}
        idPrefix="winner"
        fields={[{ name: 'prize', label: t('prize'), maxLength: WINNER_PRIZE_MAX }]}
        translations={winner?.translations}
      />
      <FormField id={`${id}-note`} label={t('note')} error={errors.note?.message}>
        <textarea rows={3} maxLength={WINNER_NOTE_MAX} className={INPUT_CLASS} {...fieldProps('note')} {...register('note')} />
      </FormField>
      <div className="flex items-center gap-2">
        <input type="checkbox" className="h-4 w-4 accent-bok-green" {...fieldProps('isPublished')} {...register('isPublished')} />
        <label htmlFor={`${id}-isPublished`} className="text-sm font-semibold">
          {t('published')}
        </label>
      </div>
      <FormAlert message={errors.root?.message} />
      <div>
        <button type="submit" className={BUTTON_CLASS} disabled={isSubmitting}>
          {isSubmitting ? t(winner ? 'saving' : 'creating') : t(winner ? 'save' : 'create')}
        </button>
      </div>
    </form>
  );
}
