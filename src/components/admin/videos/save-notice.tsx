import { consoleTranslator } from '@/i18n/console-messages';
import { keptFormFailure } from '@/server/http/staff-actions';

type Query = Record<string, string | string[] | undefined>;

/**
 * What the last form post did, announced: the actions come back with ?saved=1, or with ?error=1 and the reason in a
 * cookie of this browser (keepFormFailure). The address never supplies the text: a link with `?error=<anything>`
 * shows only the console's own "not saved" sentence (issue 22).
 */
export async function SaveNotice({ query }: { query: Query }) {
  const t = consoleTranslator('videos');
  if (query.error !== undefined) {
    const reason = await keptFormFailure();
    return (
      <p role="alert" className="mb-4 rounded bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200" data-testid="save-error">
        {reason ? t('failed', { reason }) : t('failedNoReason')}
      </p>
    );
  }
  if (query.saved === '1')
    return (
      <p role="status" className="mb-4 rounded bg-green-50 p-3 text-sm text-green-900 ring-1 ring-green-200" data-testid="save-ok">
        {t('saved')}
      </p>
    );
  return null;
}
