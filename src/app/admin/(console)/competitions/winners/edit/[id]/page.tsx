import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ActionButton } from '@/components/admin/action-button';
import { ActionForm } from '@/components/admin/competitions/action-form';
import { WinnerFields } from '@/components/admin/competitions/winner-fields';
import { SECONDARY_BUTTON_CLASS } from '@/components/admin/form-field';
import { PageHeader } from '@/components/admin/page-header';
import { consoleTranslator } from '@/i18n/console-messages';
import { parseDbId } from '@/schemas/db-id';
import { getCompetitionWinner } from '@/server/competitions';
import { requireStaff } from '@/server/http/staff-guard';
import { removeWinnerAction, updateWinnerAction } from '../../../actions';

/** /admin/competitions/winners/edit/{id} (spec §2): the draw's record, the note and publishing; remove. */
export default async function EditCompetitionWinnerPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  const { role } = await requireStaff(`/admin/competitions/winners/edit/${raw}`);
  const id = parseDbId(raw);
  const withNumbers = role === 'admin';
  const winner = id ? await getCompetitionWinner(id, { withNumbers }) : null;
  if (!winner) notFound();
  const t = consoleTranslator('competitions');
  const facts: [string, string][] = [
    [t('winners.method'), winner.method === 'draw' ? t('winners.draw') : t('winners.manual')],
    ...(withNumbers ? [[t('winners.mobile'), winner.msisdn ?? '—'] as [string, string]] : []),
    [t('winners.answer'), winner.answer],
    [t('winners.eligible'), winner.eligibleCount === null ? '—' : String(winner.eligibleCount)],
    [t('winners.seed'), winner.drawSeed ?? '—'],
    [t('winners.digest'), winner.eligibleDigest ?? '—'],
  ];
  return (
    <>
      <PageHeader
        title={t('winners.editTitle')}
        description={t('winners.editIntro', { fan: winner.displayName, competition: winner.competitionTitle, place: winner.place })}
        actions={
          <Link href="/admin/competitions/winners" className={SECONDARY_BUTTON_CLASS}>
            {t('common.back')}
          </Link>
        }
      />
      <dl className="mb-6 grid max-w-2xl grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="winner-facts">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="font-mono break-all">{value}</dd>
          </div>
        ))}
      </dl>
      <ActionForm
        action={updateWinnerAction}
        success={t('common.saved')}
        submitLabel={t('common.save')}
        pendingLabel={t('common.saving')}
        testId="winner-edit-form"
      >
        <input type="hidden" name="id" value={winner.id} />
        <WinnerFields t={t} prefix="edit" note={winner.note} isPublished={winner.isPublished} />
      </ActionForm>
      <div className="mt-6">
        <ActionButton
          action={removeWinnerAction.bind(null, { id: winner.id })}
          label={t('winners.remove')}
          success={t('winners.removed')}
          redirectTo="/admin/competitions/winners"
          danger
          confirm={{ title: t('winners.remove'), message: t('winners.removeConfirm'), button: t('winners.remove') }}
        />
      </div>
    </>
  );
}
