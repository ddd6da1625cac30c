import { notFound } from 'next/navigation';
import { ActionForm } from '@/components/admin/competitions/action-form';
import { FaqFields } from '@/components/admin/competitions/faq-fields';
import { PageHeader } from '@/components/admin/page-header';
import { consoleTranslator } from '@/i18n/console-messages';
import { parseDbId } from '@/schemas/db-id';
import { getFaqItem } from '@/server/competitions';
import { requireStaff } from '@/server/http/staff-guard';
import { updateFaqAction } from '../../../actions';

/** /admin/competitions/faq/edit/{id} (spec §2). */
export default async function EditFaqPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  await requireStaff(`/admin/competitions/faq/edit/${raw}`);
  const id = parseDbId(raw);
  const item = id ? await getFaqItem(id) : null;
  if (!item) notFound();
  const t = consoleTranslator('competitions');
  const tl = consoleTranslator('translations');
  return (
    <>
      <PageHeader title={t('faq.editTitle')} />
      <ActionForm
        action={updateFaqAction}
        success={t('common.saved')}
        redirectTo="/admin/competitions/faq"
        submitLabel={t('common.save')}
        pendingLabel={t('common.saving')}
        testId="faq-form"
      >
        <input type="hidden" name="id" value={item.id} />
        <FaqFields t={t} tl={tl} item={item} />
      </ActionForm>
    </>
  );
}
