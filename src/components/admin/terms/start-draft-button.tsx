'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { toast } from 'sonner';
import type { ActionResult } from '@/server/http/staff-actions';
import { BUTTON_CLASS } from '../form-field';

/** Starts the next draft (a copy of the current version), or opens the one there is, and goes to it. */
export function StartDraftButton({ start }: { start: () => Promise<ActionResult<{ version: number; isNew: boolean }>> }) {
  const t = useTranslations('terms');
  const shell = useTranslations('shell');
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const onClick = () =>
    startTransition(async () => {
      const result = await start();
      if (!result.ok) {
        toast.error(shell('failed', { reason: result.message }));
        return;
      }
      toast.success(
        result.value.isNew ? t('draftStarted', { version: result.value.version }) : t('draftOpened', { version: result.value.version }),
      );
      router.push(`/admin/terms-and-conditions/${result.value.version}`);
    });
  return (
    <button type="button" onClick={onClick} disabled={isPending} className={BUTTON_CLASS}>
      {isPending ? t('starting') : t('startDraft')}
    </button>
  );
}
