import { createFormatter } from 'next-intl';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ActionButton } from '@/components/admin/action-button';
import { History } from '@/components/admin/audit-trail';
import { PageHeader } from '@/components/admin/page-header';
import { StartDraftButton } from '@/components/admin/terms/start-draft-button';
import { TermsDraftForm } from '@/components/admin/terms/terms-draft-form';
import { consoleTranslator } from '@/i18n/console-messages';
import { getTermsVersionForStaff, TERMS_ENTITY } from '@/server/content';
import { requireStaff } from '@/server/http/staff-guard';
import { listAudit } from '@/server/audit';
import { discardTermsDraftAction, publishTermsAction, saveTermsDraftAction, startTermsDraftAction } from '../actions';

/** /admin/terms-and-conditions/{version}: a draft to edit and publish, or a published version to read (never edited). */
export default async function TermsVersionPage({ params }: { params: Promise<{ version: string }> }) {
  const { version: raw } = await params;
  await requireStaff(`/admin/terms-and-conditions/${encodeURIComponent(raw)}`);
  const version = /^[1-9]\d{0,6}$/.test(raw) ? Number(raw) : null;
  const terms = version ? await getTermsVersionForStaff(version) : null;
  if (!terms) notFound();
  const t = consoleTranslator('terms');
  const format = createFormatter({ locale: 'en', timeZone: 'Africa/Johannesburg' });
  const history = await listAudit({ entityType: TERMS_ENTITY, entityId: terms.version });
  return (
    <>
      <Link href="/admin/terms-and-conditions" className="text-sm font-semibold text-bok-green underline">
        {t('backToTerms')}
      </Link>
      {terms.publishedAt ? (
        <>
          <PageHeader
            title={t('publishedTitle', { version: terms.version })}
            description={t('publishedIntro', {
              date: format.dateTime(new Date(terms.publishedAt), { dateStyle: 'long', timeStyle: 'short' }),
            })}
            actions={terms.isCurrent && <StartDraftButton start={startTermsDraftAction} />}
          />
          <p className="mb-3 text-sm font-semibold">{terms.isCurrent ? t('isCurrent') : t('isSuperseded')}</p>
          {/* Sanitised when read (DESIGN §5). */}
          <div
            lang="en"
            className="story-body max-w-3xl rounded-lg border border-neutral-300 bg-white p-4"
            data-testid="terms-body"
            dangerouslySetInnerHTML={{ __html: terms.body }}
          />
        </>
      ) : (
        <>
          <PageHeader
            title={t('draftTitle', { version: terms.version })}
            description={t('draftIntro')}
            actions={
              <ActionButton
                action={discardTermsDraftAction.bind(null, { version: terms.version })}
                label={t('discard')}
                success={t('discarded')}
                danger
                redirectTo="/admin/terms-and-conditions"
                confirm={{ title: t('confirmDiscard', { version: terms.version }), message: t('confirmDiscardText'), button: t('discard') }}
              />
            }
          />
          <div className="max-w-4xl">
            <TermsDraftForm version={terms.version} body={terms.body} save={saveTermsDraftAction} publish={publishTermsAction} />
          </div>
        </>
      )}
      <History entries={history.entries} />
    </>
  );
}
