import Link from 'next/link';
import { FilterBar, FilterSelect } from '@/components/admin/filter-bar';
import { BUTTON_CLASS } from '@/components/admin/form-field';
import { periodOption } from '@/components/admin/fancred/period-options';
import { PageHeader } from '@/components/admin/page-header';
import { periodLabel } from '@/components/fancred/period';
import { consoleTranslator } from '@/i18n/console-messages';
import { ItemLanguages } from '@/components/admin/translation-fields';
import { languagesOf } from '@/schemas/translations';
import { listFinalPeriods, listWinners, WINNER_TRANSLATED_FIELDS } from '@/server/fancred';
import { requireStaff } from '@/server/http/staff-guard';
import { periodKey as periodKeySchema } from '@/schemas/fancred';
import { ScrollTable } from '@/components/admin/scroll-table';
import { WinnerFanCell } from '@/components/admin/winner-fan-cell';

/** /admin/fancred/winners (spec §2): every winner by period, newest period first, filtered to one period on request. */
export default async function FanCredWinnersPage({ searchParams }: { searchParams: Promise<{ period?: string | string[] }> }) {
  await requireStaff('/admin/fancred/winners');
  const params = await searchParams;
  const parsed = periodKeySchema.safeParse(params.period);
  const period = parsed.success ? parsed.data : undefined;
  const t = consoleTranslator('fancred');
  const tr = consoleTranslator('translations');
  const [winners, finals] = await Promise.all([listWinners(period ? { periodKey: period } : undefined), listFinalPeriods()]);
  const rows = [...winners].sort((a, b) => b.periodKey.localeCompare(a.periodKey) || a.place - b.place);
  const periods = [
    { value: '', label: t('winners.allPeriods') },
    ...finals.map((final) => periodOption(final, t)).map(({ periodKey, label }) => ({ value: periodKey, label })),
  ];

  return (
    <>
      <PageHeader
        title={t('winners.title')}
        description={t('winners.intro')}
        actions={
          <Link href="/admin/fancred/winners/add" className={BUTTON_CLASS}>
            {t('winners.add')}
          </Link>
        }
      />
      <FilterBar action="/admin/fancred/winners" submitLabel={t('winners.filter')}>
        <FilterSelect
          id="winners-period"
          name="period"
          label={t('winners.periodLabel')}
          value={period ?? ''}
          width="w-64"
          options={periods}
        />
      </FilterBar>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{period ? t('winners.emptyFor', { period: periodLabel(period, 'en') }) : t('winners.empty')}</p>
      ) : (
        <ScrollTable
          label={t('winners.tableLabel')}
          headers={[
            t('winners.period'),
            t('winners.place'),
            t('winners.fan'),
            t('winners.finalRank'),
            t('winners.finalPoints'),
            t('winners.prize'),
            tr('column'),
            t('winners.published'),
            t('winners.edit'),
          ]}
          testId="winners-table"
          isLastHeaderHidden
          minWidth="min-w-[50rem]"
        >
          {rows.map((winner) => (
            <tr key={winner.id} className="border-b border-neutral-200" data-testid="winner-row">
              <td className="py-2 pr-3 whitespace-nowrap">{periodLabel(winner.periodKey, 'en')}</td>
              <td className="py-2 pr-3">{winner.place}</td>
              <WinnerFanCell userId={winner.userId} displayName={winner.displayName} />
              <td className="py-2 pr-3">{winner.finalRank ?? '—'}</td>
              <td className="py-2 pr-3">{winner.finalPoints ?? '—'}</td>
              <td className="py-2 pr-3">{winner.prize}</td>
              <td className="py-2 pr-3">
                <ItemLanguages t={tr} languages={languagesOf(winner.translations, WINNER_TRANSLATED_FIELDS)} />
              </td>
              <td className="py-2 pr-3">{winner.isPublished ? t('winners.yes') : t('winners.no')}</td>
              <td className="py-2">
                <Link
                  href={`/admin/fancred/winners/edit/${winner.id}`}
                  className="font-semibold text-bok-green underline"
                  aria-label={t('winners.editLabel', { place: winner.place, period: periodLabel(winner.periodKey, 'en') })}
                >
                  {t('winners.edit')}
                </Link>
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </>
  );
}
