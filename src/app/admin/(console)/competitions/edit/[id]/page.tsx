import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ActionForm } from '@/components/admin/competitions/action-form';
import { CompetitionFields } from '@/components/admin/competitions/competition-fields';
import { SECONDARY_BUTTON_CLASS } from '@/components/admin/form-field';
import { PageHeader } from '@/components/admin/page-header';
import { consoleTranslator } from '@/i18n/console-messages';
import { parseDbId } from '@/schemas/db-id';
import { getCompetitionForConsole, toSastInput } from '@/server/competitions';
import { requireStaff } from '@/server/http/staff-guard';
import { updateCompetitionAction } from '../../actions';

/** /admin/competitions/edit/{id}: a competition from the list. */
export default async function EditCompetitionPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  await requireStaff(`/admin/competitions/edit/${raw}`);
  const id = parseDbId(raw);
  const competition = id ? await getCompetitionForConsole(id) : null;
  if (!competition) notFound();
  const t = consoleTranslator('competitions');
  const tl = consoleTranslator('translations');
  return (
    <>
      <PageHeader
        title={t('edit.title')}
        description={t('edit.intro', { entries: competition.entries })}
        actions={
          <>
            <Link href={`/competitions/${competition.slug}`} className={SECONDARY_BUTTON_CLASS}>
              {t('edit.view')}
            </Link>
            <Link href="/admin/competitions/list" className={SECONDARY_BUTTON_CLASS}>
              {t('common.back')}
            </Link>
          </>
        }
      />
      <ActionForm
        action={updateCompetitionAction}
        success={t('common.saved')}
        submitLabel={t('common.save')}
        pendingLabel={t('common.saving')}
        testId="competition-form"
      >
        <input type="hidden" name="id" value={competition.id} />
        <CompetitionFields
          t={t}
          tl={tl}
          values={{
            title: competition.title,
            description: competition.description,
            prize: competition.prize,
            rules: competition.rules,
            question: competition.question,
            questionType: competition.questionType,
            options: competition.options,
            correctAnswer: competition.correctAnswer,
            opensAt: toSastInput(competition.opensAt),
            closesAt: toSastInput(competition.closesAt),
            isActive: competition.isActive,
            imageFile: competition.imageFile,
            translations: competition.translations,
          }}
        />
      </ActionForm>
    </>
  );
}
