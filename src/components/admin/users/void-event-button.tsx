'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, useTransition } from 'react';
import { toast } from 'sonner';
import type { ActionResult } from '@/server/http/staff-actions';
import { VOID_REASON_MAX } from '@/schemas/fancred';
import { FormAlert } from '../form-failure';
import { DANGER_BUTTON_CLASS, INPUT_CLASS, SECONDARY_BUTTON_CLASS } from '../form-field';

/**
 * Void one applied FanCred event (or one ranked game score): a confirmation dialog that asks for the reason (kept in the audit log), then the
 * server action; a refusal is shown in the dialog and as a toast, never swallowed.
 */
export function VoidEventButton({
  eventId,
  eventName,
  points,
  voidEvent,
  namespace = 'fancred.fan',
}: {
  eventId: number;
  eventName: string;
  points: number;
  voidEvent: (input: { id: number; reason: string }) => Promise<ActionResult<unknown>>;
  /** Whose texts: a FanCred event's (default) or a game score's ('games.fan'). */
  namespace?: 'fancred.fan' | 'games.fan';
}) {
  const t = useTranslations(namespace);
  const shell = useTranslations('shell');
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isPending, startTransition] = useTransition();

  const run = () =>
    startTransition(async () => {
      const result = await voidEvent({ id: eventId, reason });
      if (!result.ok) {
        setError(result.fieldErrors?.reason ?? result.message);
        toast.error(shell('failed', { reason: result.message }));
        return;
      }
      dialog.current?.close();
      setError(null);
      setReason('');
      toast.success(t('voided'));
      router.refresh();
    });

  return (
    <>
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        className={DANGER_BUTTON_CLASS}
        aria-label={t('voidLabel', { id: eventId })}
      >
        {t('void')}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        className="m-auto w-[min(28rem,calc(100vw-1.5rem))] rounded-lg p-0 shadow-2xl backdrop:bg-black/50"
      >
        <form
          className="flex flex-col gap-3 p-5"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            run();
          }}
        >
          <h2 id={`${id}-title`} className="text-lg font-bold">
            {t('voidTitle')}
          </h2>
          <p className="text-sm">{t('voidText', { event: eventName, points })}</p>
          <label htmlFor={`${id}-reason`} className="text-sm font-semibold">
            {t('voidReason')}
          </label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            maxLength={VOID_REASON_MAX}
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={Boolean(error)}
            className={INPUT_CLASS}
          />
          <FormAlert message={error ?? undefined} />
          <div className="flex justify-end gap-2">
            <button type="button" onClick={() => dialog.current?.close()} className={SECONDARY_BUTTON_CLASS} disabled={isPending}>
              {t('cancel')}
            </button>
            <button type="submit" className={DANGER_BUTTON_CLASS} disabled={isPending}>
              {isPending ? t('voiding') : t('voidConfirm')}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
