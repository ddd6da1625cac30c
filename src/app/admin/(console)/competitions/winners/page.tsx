import Link from 'next/link';
import { BUTTON_CLASS } from '@/components/admin/form-field';
import { PageHeader } from '@/components/admin/page-header';
import { consoleTranslator } from '@/i18n/console-messages';
import { listCompetitionWinners } from '@/server/competitions';
import { requireStaff } from '@/server/http/staff-guard';
import { ScrollTable } from '@/components/admin/scroll-table';
import { WinnerFanCell } from '@/components/admin/winner-fan-cell';

/** /admin/competitions/winners (spec §2): every winner, with how it was chosen and, for a draw, its seed and eligible count. */
export default async function CompetitionWinnersPage() {
  const { role } = await requireStaff('/admin/competitions/winners');
  const t = consoleTranslator('competitions');
  // Fans' numbers are for admins (as the export is); editors see none (issue 22).
  const withNumbers = role === 'admin';
  const winners = await listCompetitionWinners({ withNumbers });
  return (
    <>
      <PageHeader
        title={t('winners.title')}
        description={t('winners.intro')}
        actions={
          <Link href="/admin/competitions/winners/add" className={BUTTON_CLASS}>
            {t('winners.add')}
          </Link>
        }
      />
      {winners.length === 0 ? (
        <p className="text-sm text-muted">{t('winners.empty')}</p>
      ) : (
        <ScrollTable
          label={t('winners.tableLabel')}
          headers={[
            t('winners.competition'),
            t('winners.place'),
            t('winners.fan'),
            ...(withNumbers ? [t('winners.mobile')] : []),
            t('winners.method'),
            t('winners.eligible'),
            t('winners.seed'),
            t('winners.published'),
            t('common.edit'),
          ]}
          testId="competition-winners-table"
          isLastHeaderHidden
          minWidth="min-w-[60rem]"
        >
          {winners.map((winner) => (
            <tr key={winner.id} className="border-b border-neutral-200" data-testid="competition-winner-row">
              <td className="py-2 pr-3">{winner.competitionTitle}</td>
              <td className="py-2 pr-3">{winner.place}</td>
              <WinnerFanCell userId={winner.userId} displayName={winner.displayName} />
              {withNumbers && <td className="py-2 pr-3 font-mono">{winner.msisdn ?? '—'}</td>}
              <td className="py-2 pr-3">{winner.method === 'draw' ? t('winners.draw') : t('winners.manual')}</td>
              <td className="py-2 pr-3">{winner.eligibleCount ?? '—'}</td>
              <td className="py-2 pr-3 font-mono text-xs" title={winner.drawSeed ?? undefined}>
                {winner.drawSeed ? `${winner.drawSeed.slice(0, 12)}…` : '—'}
              </td>
              <td className="py-2 pr-3">{winner.isPublished ? t('common.yes') : t('common.no')}</td>
              <td className="py-2">
                <Link href={`/admin/competitions/winners/edit/${winner.id}`} className="font-semibold text-bok-green underline">
                  {t('common.edit')}
                </Link>
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </>
  );
}
