import type { createFormatter } from 'next-intl';
import type { ConsoleTranslate } from '@/i18n/console-messages';
import type { ConsentRecord } from '@/server/identity';

type Format = ReturnType<typeof createFormatter>;

/** The fan's consent records (POPIA, decision 019): terms version, where it was accepted and when, newest first. */
export function ConsentRecords({ records, t, format }: { records: ConsentRecord[]; t: ConsoleTranslate; format: Format }) {
  if (records.length === 0) return <p className="text-sm">{t('consentNone')}</p>;
  return (
    <table className="w-full text-left text-sm" data-testid="user-consents">
      <thead>
        <tr className="border-b border-neutral-300">
          <th className="py-1 pr-3">{t('consentVersion')}</th>
          <th className="py-1 pr-3">{t('consentSource')}</th>
          <th className="py-1">{t('consentWhen')}</th>
        </tr>
      </thead>
      <tbody>
        {records.map((record) => (
          <tr key={`${record.acceptedAt}-${record.source}-${record.termsVersion}`} className="border-b border-neutral-200">
            <td className="py-1 pr-3">{t('consentTerms', { version: record.termsVersion })}</td>
            <td className="py-1 pr-3">{t(`consentWhere.${record.source}`)}</td>
            <td className="py-1">
              <time dateTime={record.acceptedAt}>
                {format.dateTime(new Date(record.acceptedAt), { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
