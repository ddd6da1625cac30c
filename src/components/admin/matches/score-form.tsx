'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { MAX_SCORE, scoreFormSchema } from '@/schemas/matches';
import type { ActionResult } from '@/server/http/staff-actions';
import { FormAlert } from '../form-failure';
import { BUTTON_CLASS, FormField, INPUT_CLASS, SECONDARY_BUTTON_CLASS } from '../form-field';
import { useConsoleForm } from '../use-console-form';

type Status = 'scheduled' | 'live' | 'final';

/**
 * A fixture's score: set (or update) the live score, or finalise with the final score. Both need both scores; the
 * button pressed says which. A final result is corrected with "Save final score".
 */
export function ScoreForm({
  matchId,
  status,
  teamName,
  opponent,
  teamScore,
  opponentScore,
  action,
}: {
  matchId: number;
  status: Status;
  teamName: string;
  opponent: string;
  teamScore: number | null;
  opponentScore: number | null;
  action: (input: unknown) => Promise<ActionResult<unknown>>;
}) {
  const t = useTranslations('matches');
  const shell = useTranslations('shell');
  const router = useRouter();
  const [pending, setPending] = useState<'live' | 'final' | null>(null);
  const form = useConsoleForm({
    schema: scoreFormSchema,
    defaultValues: {
      status: status === 'final' ? 'final' : 'live',
      teamScore: teamScore === null ? '' : String(teamScore),
      opponentScore: opponentScore === null ? '' : String(opponentScore),
    },
    fields: ['teamScore', 'opponentScore'],
    submit: async (values) => {
      setPending(values.status);
      try {
        return await action({ id: matchId, status: values.status, teamScore: values.teamScore, opponentScore: values.opponentScore });
      } finally {
        setPending(null);
      }
    },
    onSaved: (_, values) => {
      toast.success(t(values.status === 'final' ? 'finalised' : 'liveSet', { score: `${values.teamScore} – ${values.opponentScore}` }));
      router.refresh();
    },
  });
  const { errors } = form;
  // The first button is the one Enter presses: a final result stays final.
  const buttons: { status: 'live' | 'final'; label: string }[] =
    status === 'final'
      ? [{ status: 'final', label: t('saveFinal') }]
      : [
          { status: 'live', label: t(status === 'live' ? 'updateLive' : 'setLive') },
          { status: 'final', label: t('finalise') },
        ];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const next = submitter?.getAttribute('value') === 'final' ? 'final' : (buttons[0]?.status ?? 'live');
    form.setValue('status', next);
    return form.onSubmit(event);
  };

  const scoreInput = (field: 'teamScore' | 'opponentScore', label: string) => (
    <FormField id={`score-${field}`} label={label} error={errors[field]?.message}>
      <input
        id={`score-${field}`}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_SCORE}
        step={1}
        className={`${INPUT_CLASS} w-28`}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `score-${field}-error` : undefined}
        {...form.register(field)}
      />
    </FormField>
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('scoreTitle')}>
      <div className="flex flex-wrap gap-4">
        {scoreInput('teamScore', t('teamScore', { teamName }))}
        {scoreInput('opponentScore', t('opponentScore', { opponent }))}
      </div>
      <div className="flex flex-wrap gap-2">
        {buttons.map((button, index) => (
          <button
            key={button.status}
            type="submit"
            value={button.status}
            disabled={pending !== null}
            className={index === 0 ? BUTTON_CLASS : SECONDARY_BUTTON_CLASS}
          >
            {pending === button.status ? shell('saving') : button.label}
          </button>
        ))}
      </div>
      <FormAlert message={errors.root?.message} />
    </form>
  );
}
