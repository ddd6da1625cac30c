import { createFormatter } from 'next-intl';
import Link from 'next/link';
import { History } from '@/components/admin/audit-trail';
import { BUTTON_CLASS, SECONDARY_BUTTON_CLASS } from '@/components/admin/form-field';
import { PageHeader } from '@/components/admin/page-header';
import { StartDraftButton } from '@/components/admin/terms/start-draft-button';
import { consoleTranslator } from '@/i18n/console-messages';
import { listTermsVersions, TERMS_ENTITY } from '@/server/content';
import { requireStaff } from '@/server/http/staff-guard';
import { listAudit } from '@/server/audit';
import { startTermsDraftAction } from './actions';

/** /admin/terms-and-conditions: every version (published with its date, or the draft), the draft to edit, the history. */
export default async function TermsAdminPage() {
  await requireStaff('/admin/terms-and-conditions');
  const t = consoleTranslator('terms');
  const format = createFormatter({ locale: 'en', timeZone: 'Africa/Johannesburg' });
  const [versions, history] = await Promise.all([listTermsVersions(), listAudit({ entityType: TERMS_ENTITY })]);
  const draft = versions.find((version) => version.publishedAt === null);
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('intro')}
        actions={
          <>
            <Link href="/terms-and-conditions" className={SECONDARY_BUTTON_CLASS}>
              {t('publicPage')}
            </Link>
            {draft ? (
              <Link href={`/admin/terms-and-conditions/${draft.version}`} className={BUTTON_CLASS}>
                {t('editDraft', { version: draft.version })}
              </Link>
            ) : (
              <StartDraftButton start={startTermsDraftAction} />
            )}
          </>
        }
      />
      {versions.length === 0 ? (
        <p className="text-sm text-muted">{t('noVersions')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm" data-testid="terms-versions">
            <thead className="border-b border-neutral-300 text-xs uppercase text-muted">
              <tr>
                <th className="py-2 pr-3">{t('version')}</th>
                <th className="py-2 pr-3">{t('status')}</th>
                <th className="py-2 pr-3">{t('words')}</th>
                <th className="py-2">{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {versions.map((version) => (
                <tr key={version.version} className="border-b border-neutral-200">
                  <td className="py-2 pr-3 font-semibold">{version.version}</td>
                  <td className="py-2 pr-3">
                    {version.publishedAt
                      ? t('published', { date: format.dateTime(new Date(version.publishedAt), { dateStyle: 'long', timeStyle: 'short' }) })
                      : t('draft')}
                    {version.isCurrent && (
                      <span className="ml-2 rounded bg-bok-green px-2 py-0.5 text-xs font-bold text-white">{t('current')}</span>
                    )}
                  </td>
                  <td className="py-2 pr-3">{version.words}</td>
                  <td className="py-2">
                    <Link
                      href={`/admin/terms-and-conditions/${version.version}`}
                      className="font-semibold text-bok-green underline"
                      aria-label={`${version.publishedAt ? t('view') : t('edit')} ${t('version')} ${version.version}`}
                    >
                      {version.publishedAt ? t('view') : t('edit')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <History entries={history.entries} showItem />
    </>
  );
}
