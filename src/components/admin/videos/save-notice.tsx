import { consoleTranslator } from '@/i18n/console-messages';

type Query = Record<string, string | string[] | undefined>;

/** What the last form post did (the actions come back with ?saved=1 or ?error=…), announced. */
export function SaveNotice({ query }: { query: Query }) {
  const t = consoleTranslator('videos');
  const error = typeof query.error === 'string' ? query.error.slice(0, 300) : null;
  if (error)
    return (
      <p role="alert" className="mb-4 rounded bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200" data-testid="save-error">
        {t('failed', { reason: error })}
      </p>
    );
  if (query.saved === '1')
    return (
      <p role="status" className="mb-4 rounded bg-green-50 p-3 text-sm text-green-900 ring-1 ring-green-200" data-testid="save-ok">
        {t('saved')}
      </p>
    );
  return null;
}
