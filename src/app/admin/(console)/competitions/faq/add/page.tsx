import { ActionForm } from '@/components/admin/competitions/action-form';
import { FaqFields } from '@/components/admin/competitions/faq-fields';
import { PageHeader } from '@/components/admin/page-header';
import { consoleTranslator } from '@/i18n/console-messages';
import { listFaq } from '@/server/competitions';
import { requireStaff } from '@/server/http/staff-guard';
import { saveFaqAction } from '../../actions';

/** /admin/competitions/faq/add (spec §2). */
export default async function AddFaqPage() {
  await requireStaff('/admin/competitions/faq/add');
  const t = consoleTranslator('competitions');
  const tl = consoleTranslator('translations');
  const items = await listFaq();
  const nextOrder = (items.reduce((max, item) => Math.max(max, item.sortOrder), 0) || 0) + 10;
  return (
    <>
      <PageHeader title={t('faq.addTitle')} />
      <ActionForm
        action={saveFaqAction}
        success={t('common.created')}
        redirectTo="/admin/competitions/faq"
        submitLabel={t('common.save')}
        pendingLabel={t('common.saving')}
        testId="faq-form"
      >
        <FaqFields t={t} tl={tl} nextOrder={nextOrder} />
      </ActionForm>
    </>
  );
}
