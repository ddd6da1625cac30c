import { consoleTranslator } from '@/i18n/console-messages';
import type { FormNotice } from '@/server/http/staff-actions';

/**
 * What the last form post did, announced (the page reads it with formNoticeOf): saved, or not saved with the reason the
 * action kept — the address supplies no text (issue 22).
 */
export function SaveNotice({ notice }: { notice: FormNotice }) {
  const t = consoleTranslator('videos');
  if (notice?.kind === 'failed')
    return (
      <p role="alert" className="mb-4 rounded bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200" data-testid="save-error">
        {notice.reason ? t('failed', { reason: notice.reason }) : t('failedNoReason')}
      </p>
    );
  if (notice?.kind === 'saved')
    return (
      <p role="status" className="mb-4 rounded bg-green-50 p-3 text-sm text-green-900 ring-1 ring-green-200" data-testid="save-ok">
        {t('saved')}
      </p>
    );
  return null;
}
