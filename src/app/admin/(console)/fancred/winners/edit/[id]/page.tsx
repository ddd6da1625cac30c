import Link from 'next/link';
import { notFound } from 'next/navigation';
import { History } from '@/components/admin/audit-trail';
import { periodOption } from '@/components/admin/fancred/period-options';
import { WinnerForm } from '@/components/admin/fancred/winner-form';
import { SECONDARY_BUTTON_CLASS } from '@/components/admin/form-field';
import { PageHeader } from '@/components/admin/page-header';
import { periodLabel } from '@/components/fancred/period';
import { consoleTranslator } from '@/i18n/console-messages';
import { getWinner, listFinalPeriods } from '@/server/fancred';
import { requireStaff } from '@/server/http/staff-guard';
import { listAudit } from '@/server/audit';
import { parseDbId } from '@/schemas/db-id';
import { findFansForWinnerAction, saveWinnerAction } from '../../actions';

/** The audit log's name for a winner (the engine records each save under it). */
const WINNER_ENTITY = 'fancred_winner';

/** /admin/fancred/winners/edit/{id}: the winner's period, place, fan, prize, note and publication, and its history. */
export default async function EditFanCredWinnerPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  await requireStaff(`/admin/fancred/winners/edit/${raw}`);
  const id = parseDbId(raw);
  const winner = id ? await getWinner(id) : null;
  if (!winner) notFound();
  const t = consoleTranslator('fancred');
  const [finals, history] = await Promise.all([listFinalPeriods(), listAudit({ entityType: WINNER_ENTITY, entityId: winner.id })]);
  const periods = finals.map((final) => periodOption(final, t));
  if (!periods.some((period) => period.periodKey === winner.periodKey)) periods.unshift(periodOption(winner, t));
  const period = periodLabel(winner.periodKey, 'en');
  return (
    <>
      <PageHeader
        title={t('winners.editTitle', { place: winner.place, period })}
        description={t('winners.editIntro', { type: t(`winners.${winner.type}`) })}
        actions={
          <Link href="/admin/fancred/winners" className={SECONDARY_BUTTON_CLASS}>
            {t('winners.back')}
          </Link>
        }
      />
      <WinnerForm
        periods={periods}
        winner={{
          id: winner.id,
          periodKey: winner.periodKey,
          place: winner.place,
          prize: winner.prize,
          translations: winner.translations,
          note: winner.note,
          isPublished: winner.isPublished,
          fan: { userId: winner.userId, displayName: winner.displayName, finalRank: winner.finalRank, finalPoints: winner.finalPoints },
        }}
        save={saveWinnerAction}
        find={findFansForWinnerAction}
      />
      <History entries={history.entries} />
    </>
  );
}
