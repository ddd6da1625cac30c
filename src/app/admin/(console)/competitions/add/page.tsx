import { ActionForm } from '@/components/admin/competitions/action-form';
import { CompetitionFields } from '@/components/admin/competitions/competition-fields';
import { PageHeader } from '@/components/admin/page-header';
import { consoleTranslator } from '@/i18n/console-messages';
import { requireStaff } from '@/server/http/staff-guard';
import { createCompetitionAction } from '../actions';

/** /admin/competitions/add (spec §2). */
export default async function AddCompetitionPage() {
  await requireStaff('/admin/competitions/add');
  const t = consoleTranslator('competitions');
  const tl = consoleTranslator('translations');
  return (
    <>
      <PageHeader title={t('add.title')} description={t('add.intro')} />
      <ActionForm
        action={createCompetitionAction}
        success={t('common.created')}
        redirectTo="/admin/competitions/list"
        submitLabel={t('common.save')}
        pendingLabel={t('common.saving')}
        testId="competition-form"
      >
        <CompetitionFields t={t} tl={tl} />
      </ActionForm>
    </>
  );
}
