'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, useTransition } from 'react';
import { toast } from 'sonner';
import type { ActionResult } from '@/server/http/staff-actions';
import { COMPACT_DANGER_BUTTON_CLASS, COMPACT_SECONDARY_BUTTON_CLASS, DANGER_BUTTON_CLASS, SECONDARY_BUTTON_CLASS } from './form-field';

/**
 * One console action on one item (activate, feature, remove…): an optional confirmation dialog, the server action,
 * then a toast, and the page refreshed or left for `redirectTo`. A refused or failed write is shown, never swallowed
 * (spec §8: admin write calls rethrow).
 */
export function ActionButton({
  action,
  label,
  success,
  confirm,
  redirectTo,
  danger = false,
  compact = false,
}: {
  action: () => Promise<ActionResult<unknown>>;
  label: string;
  success: string;
  confirm?: { title: string; message: string; button?: string };
  redirectTo?: string;
  danger?: boolean;
  /** The smaller button of a list row. */
  compact?: boolean;
}) {
  const t = useTranslations('shell');
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [isPending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);

  const run = () =>
    startTransition(async () => {
      const result = await action();
      dialog.current?.close();
      if (!result.ok) {
        setError(result.message);
        toast.error(t('failed', { reason: result.message }));
        return;
      }
      setError(null);
      toast.success(success);
      if (redirectTo) router.push(redirectTo);
      else router.refresh();
    });

  return (
    <>
      <button
        type="button"
        disabled={isPending}
        onClick={() => (confirm ? dialog.current?.showModal() : run())}
        className={
          compact
            ? danger
              ? COMPACT_DANGER_BUTTON_CLASS
              : COMPACT_SECONDARY_BUTTON_CLASS
            : danger
              ? DANGER_BUTTON_CLASS
              : SECONDARY_BUTTON_CLASS
        }
        aria-describedby={error ? `${titleId}-error` : undefined}
      >
        {isPending && !confirm ? t('working') : label}
      </button>
      {error && (
        <span id={`${titleId}-error`} className="sr-only">
          {error}
        </span>
      )}
      {confirm && (
        <dialog ref={dialog} aria-labelledby={titleId} className="m-auto max-w-md rounded-lg p-0 shadow-2xl backdrop:bg-black/50">
          <div className="p-5">
            <h2 id={titleId} className="text-lg font-bold">
              {confirm.title}
            </h2>
            <p className="mt-2 text-sm">{confirm.message}</p>
            <div className="mt-5 flex justify-end gap-2">
              <button type="button" onClick={() => dialog.current?.close()} className={SECONDARY_BUTTON_CLASS} disabled={isPending}>
                {t('cancel')}
              </button>
              <button type="button" onClick={run} className={danger ? DANGER_BUTTON_CLASS : SECONDARY_BUTTON_CLASS} disabled={isPending}>
                {isPending ? t('working') : (confirm.button ?? t('confirm'))}
              </button>
            </div>
          </div>
        </dialog>
      )}
    </>
  );
}
