'use client';

import { usePathname } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { useIsHydrated } from '@/components/ui/use-is-hydrated';
import { postJson } from '@/components/browser/api-client';
import { openAuthModal } from '@/components/auth-modal/modal-store';
import { sastDate } from '@/components/ui/sast-date';

/** POST /api/site/competitions/enter's answer. */
type EntryJson = { entered_at: string; points: number };

export interface EntryFormLabels {
  question: string;
  answerLabel: string;
  enter: string;
  entering: string;
  entered: string;
  pointsEarned: string;
  chooseAnswer: string;
  notOpenYet: string;
  hasClosed: string;
  error: string;
}

/**
 * The competition page's only client island: the entry question and Enter. The server decides everything — a
 * visitor is asked to log in, a member without a subscription sees comp_sub_status_check, a second entry
 * comp_already_entered with the first entry's date; a closed competition's refusal is shown under the button.
 */
export function EntryForm({
  competitionId,
  question,
  questionLanguage,
  questionType,
  options,
  optionValues,
  optionsLanguage,
  locale,
  labels,
}: {
  competitionId: number;
  question: string;
  /** The question's language: the reader's, or English where staff did not translate it. */
  questionLanguage: string;
  questionType: 'choice' | 'text';
  /** The answers as the fan reads them (their language, or English). */
  options: string[];
  /** The English answers they stand for, position by position: what the form sends, in every language. */
  optionValues: string[];
  optionsLanguage: string;
  locale: string;
  labels: EntryFormLabels;
}) {
  const id = useId();
  const pathname = usePathname();
  const isHydrated = useIsHydrated();
  const [answer, setAnswer] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'entered' | 'failed'; message?: string }>({ kind: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!answer.trim()) {
      setState({ kind: 'failed', message: labels.chooseAnswer });
      return;
    }
    setState({ kind: 'sending' });
    const reply = await postJson<EntryJson>('/api/site/competitions/enter', {
      competition_id: competitionId,
      answer,
    });
    if (reply.ok) {
      const entry = { enteredAt: reply.data.entered_at, points: reply.data.points };
      const points = entry.points > 0 ? ` ${labels.pointsEarned.replace('{points}', String(entry.points))}` : '';
      setState({
        kind: 'entered',
        message: labels.entered.replace('{date}', sastDate(entry.enteredAt, locale, 'fullDateTime')) + points,
      });
      return;
    }
    setState({ kind: 'idle' });
    if (reply.status === 401) return openAuthModal('signin', { callbackUrl: pathname, sessionRequired: true });
    if (reply.code === 'comp_sub_status_check') return openAuthModal('comp_sub_status_check');
    if (reply.code === 'comp_already_entered')
      return openAuthModal('comp_already_entered', { competitionEntry: { enteredAt: reply.fields?.entered_at ?? '' } });
    const known: Record<string, string> = {
      competition_closed: labels.hasClosed,
      competition_not_open: labels.notOpenYet,
      invalid_answer: labels.chooseAnswer,
    };
    setState({ kind: 'failed', message: known[reply.code] ?? (reply.status === 0 || reply.status >= 500 ? labels.error : reply.message) });
  };

  if (state.kind === 'entered') {
    return (
      <p role="status" className="rounded bg-bok-green/10 p-4 font-semibold text-bok-green" data-testid="competition-entered">
        {state.message}
      </p>
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3"
      data-testid="competition-entry"
      data-hydrated={isHydrated ? 'true' : undefined}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-bold">
          {labels.question}: <span lang={questionLanguage}>{question}</span>
        </legend>
        {questionType === 'choice' ? (
          optionValues.map((value, index) => (
            <label
              key={value}
              lang={optionsLanguage}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded bg-white px-3 ring-1 ring-black/10"
            >
              <input
                type="radio"
                name={`${id}-answer`}
                value={value}
                checked={answer === value}
                onChange={() => setAnswer(value)}
                data-testid={`competition-option-${index}`}
                className="h-4 w-4 accent-bok-green"
              />
              {options[index] ?? value}
            </label>
          ))
        ) : (
          <>
            <label htmlFor={`${id}-answer`} className="text-sm font-semibold">
              {labels.answerLabel}
            </label>
            <input
              id={`${id}-answer`}
              type="text"
              maxLength={200}
              autoComplete="off"
              value={answer}
              onChange={(event) => setAnswer(event.target.value)}
              className="min-h-11 rounded border border-neutral-300 px-3"
              data-testid="competition-answer"
            />
          </>
        )}
      </fieldset>
      <div aria-live="polite">
        {state.kind === 'failed' && (
          <p className="text-sm text-red-700" data-testid="competition-error">
            {state.message}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={state.kind === 'sending'}
        className="min-h-11 self-start rounded bg-bok-gold px-6 py-2.5 font-bold text-ink disabled:opacity-60"
        data-testid="competition-enter"
      >
        {state.kind === 'sending' ? labels.entering : labels.enter}
      </button>
    </form>
  );
}
