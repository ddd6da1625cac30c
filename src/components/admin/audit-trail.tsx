import type { AuditEntry } from '@/server/audit';
import { consoleTranslator, type ConsoleTranslate } from '@/i18n/console-messages';
import { auditChangeLines } from './audit-fields';

const show = (value: unknown) => {
  if (value === null || value === undefined || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
};

/**
 * An item's history (or the whole log): who changed what, when, with each changed field before → after, the field
 * in words ("Title (isiZulu)", "Category": audit-fields.ts).
 */
export function AuditTrail({ entries, t, showItem = false }: { entries: AuditEntry[]; t: ConsoleTranslate; showItem?: boolean }) {
  if (entries.length === 0) return <p className="text-sm text-muted">{t('noEntries')}</p>;
  return (
    // Focusable, so that a keyboard can scroll it sideways on a narrow screen (it holds no link or button).
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('tableLabel')}>
      <table className="w-full min-w-[40rem] text-left text-sm" data-testid="audit-trail">
        <thead className="border-b border-neutral-300 text-xs uppercase text-muted">
          <tr>
            <th className="py-2 pr-3">{t('when')}</th>
            <th className="py-2 pr-3">{t('who')}</th>
            <th className="py-2 pr-3">{t('action')}</th>
            {showItem && <th className="py-2 pr-3">{t('item')}</th>}
            <th className="py-2">{t('changes')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const fields = Object.entries(entry.changes).flatMap(([field, change]) =>
              auditChangeLines(field, change, t).map((line, index) => ({ ...line, id: `${field}-${index}` })),
            );
            return (
              <tr key={entry.id} className="border-b border-neutral-200 align-top">
                <td className="whitespace-nowrap py-2 pr-3">
                  <time dateTime={entry.createdAt.toISOString()}>
                    {entry.createdAt.toLocaleString('en-ZA', { timeZone: 'Africa/Johannesburg' })}
                  </time>
                </td>
                <td className="py-2 pr-3">
                  {entry.actorType === 'service' ? t('service') : entry.actorType === 'fan' ? t('fan') : entry.actorLabel}
                </td>
                <td className="py-2 pr-3 font-semibold">{entry.action}</td>
                {showItem && (
                  <td className="py-2 pr-3">
                    {entry.entityType} #{entry.entityId}
                  </td>
                )}
                <td className="py-2">
                  {fields.length === 0 ? (
                    <span className="text-muted">{t('unchanged')}</span>
                  ) : (
                    <ul>
                      {fields.map((line) => (
                        <li key={line.id}>{t('field', { field: line.label, before: show(line.before), after: show(line.after) })}</li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** An item's "History" section (issue 5 item 8): every recorded change to it, newest first. */
export function History({ entries, showItem = false }: { entries: AuditEntry[]; showItem?: boolean }) {
  const t = consoleTranslator('audit');
  return (
    <section aria-labelledby="history-heading" className="mt-10">
      <h2 id="history-heading" className="mb-3 text-lg font-bold">
        {t('historyTitle')}
      </h2>
      <AuditTrail entries={entries} t={t} showItem={showItem} />
    </section>
  );
}
