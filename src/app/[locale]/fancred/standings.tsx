import { getTranslations, setRequestLocale } from 'next-intl/server';
import { myStandingLabels } from '@/components/fancred/island-labels';
import { MyStanding } from '@/components/fancred/my-standing';
import { NotFoundPage } from '@/components/site/not-found-page';
import { periodLabel, periodType } from '@/components/fancred/period';
import { StandingsPager, StandingsTable } from '@/components/fancred/standings-table';
import type { Locale } from '@/i18n/locales';
import { localize } from '@/schemas/translations';
import type { FanCredRule, PeriodType, Winner } from '@/server/fancred';
import { cachedFanCredRules, cachedFinalPeriods, cachedPublishedWinners, cachedStandings } from '@/server/site';
import { loadMyFanCred } from './actions';

/** What an address asks of /fancred: each value as given, or undefined when absent (or empty). */
export interface FanCredQuery {
  type?: string;
  page?: string;
  period?: string;
}

function pageNumber(value: string | undefined): number | null {
  if (value === undefined) return 1;
  if (!/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}

/**
 * FanCred (spec §2, §3): this month's and this year's standings, the fan's own, how to earn points, past tables and
 * winners; or the not-found page (status 404) when the query names a page, type or past table there is none of.
 * Rendered by the cached pages /fancred and /fancred-browse/… (next.config.ts takes the query into the path; decision
 * 010 as amended by issue 22). Its own links (tabs, pages, past tables) are plain anchors: a soft navigation to the
 * same page with other parameters kept the previous table on screen in Chromium, and a full load of this small page is
 * cheap.
 */
export async function FanCredStandings({ locale, query }: { locale: Locale; query: FanCredQuery }) {
  setRequestLocale(locale);
  const page = pageNumber(query.page);
  const periodKey = query.period;
  const finalType = periodKey ? periodType(periodKey) : undefined;
  const requestedType = query.type ?? 'monthly';
  if (page === null || finalType === null || (requestedType !== 'monthly' && requestedType !== 'yearly')) return <NotFoundPage />;
  const type: PeriodType = finalType ?? requestedType;

  const t = await getTranslations('fancred');
  const [table, rules, finals, winners] = await Promise.all([
    cachedStandings({ type, page, periodKey }),
    cachedFanCredRules(),
    cachedFinalPeriods(),
    cachedPublishedWinners(),
  ]);
  if (periodKey && (!table.isFinal || !finals.some((final) => final.periodKey === periodKey))) return <NotFoundPage />;
  if (page > 1 && page > table.pageInfo.pages) return <NotFoundPage />;

  const href = (target: { type?: PeriodType; page?: number; period?: string }) => {
    const search = new URLSearchParams();
    if (target.period) search.set('period', target.period);
    else if (target.type && target.type !== 'monthly') search.set('type', target.type);
    if (target.page && target.page > 1) search.set('page', String(target.page));
    const text = search.toString();
    return text ? `/fancred?${text}` : '/fancred';
  };
  const tableLabels = { rank: t('rank'), fan: t('fan'), points: t('points'), you: t('you'), empty: t('empty') };
  const myLabels = await myStandingLabels();
  const caption = periodKey
    ? t('finalTable', { period: periodLabel(periodKey, locale) })
    : t(type === 'monthly' ? 'standingsMonthly' : 'standingsYearly');
  const pastTables = finals.filter((final) => final.periodKey !== periodKey);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold">{t('title')}</h1>
        <p className="text-muted">{t('intro')}</p>
      </header>

      <MyStanding load={loadMyFanCred} variant="card" labels={myLabels} />

      <section aria-labelledby="standings-heading" className="flex flex-col gap-3">
        {periodKey ? (
          <>
            <h2 id="standings-heading" className="text-xl font-extrabold">
              {caption}
            </h2>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load on purpose (see above) */}
            <a href="/fancred" className="w-fit font-semibold text-bok-green underline">
              {t('backToCurrent')}
            </a>
          </>
        ) : (
          <>
            <h2 id="standings-heading" className="sr-only">
              {caption}
            </h2>
            <nav aria-label={t('tabsLabel')}>
              <ul className="flex gap-2" data-testid="fancred-tabs">
                {(['monthly', 'yearly'] as const).map((tab) => (
                  <li key={tab}>
                    <a
                      href={href({ type: tab })}
                      aria-current={tab === type ? 'page' : undefined}
                      className={`inline-flex min-h-11 items-center rounded-full px-4 py-2 text-sm font-bold ${tab === type ? 'bg-bok-green text-white' : 'bg-white text-ink ring-1 ring-black/10 hover:bg-neutral-100'}`}
                    >
                      {t(tab)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </>
        )}
        <StandingsTable standings={table.standings} caption={caption} labels={tableLabels} />
        <StandingsPager
          pageInfo={table.pageInfo}
          href={(target) => href({ type, page: target, period: periodKey })}
          labels={{
            previous: t('previous'),
            next: t('next'),
            pagination: t('pagination'),
            status: t('pageInfo', { page: table.pageInfo.page, pages: Math.max(1, table.pageInfo.pages), total: table.pageInfo.total }),
          }}
        />
      </section>

      <HowToEarn rules={rules} t={t} />
      <WinnersList winners={winners} locale={locale} t={t} />

      <section aria-labelledby="past-heading" className="flex flex-col gap-3">
        <h2 id="past-heading" className="text-xl font-extrabold">
          {t('pastTables')}
        </h2>
        {pastTables.length === 0 ? (
          <p className="text-sm text-muted">{t('noPastTables')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2" data-testid="fancred-past">
            {pastTables.map((final) => (
              <li key={final.periodKey}>
                <a
                  href={href({ period: final.periodKey })}
                  className="inline-flex min-h-11 items-center rounded bg-white px-3 py-2 text-sm font-semibold ring-1 ring-black/10 hover:bg-neutral-100"
                >
                  {periodLabel(final.periodKey, locale)}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

type Translate = Awaited<ReturnType<typeof getTranslations<'fancred'>>>;

function HowToEarn({ rules, t }: { rules: FanCredRule[]; t: Translate }) {
  if (rules.length === 0) return null;
  const actionLabel = (rule: FanCredRule) =>
    t.has(`actions.${rule.action}` as 'actions.story_like') ? t(`actions.${rule.action}` as 'actions.story_like') : rule.label;
  return (
    <section aria-labelledby="earn-heading" className="flex flex-col gap-3">
      <h2 id="earn-heading" className="text-xl font-extrabold">
        {t('howToEarn')}
      </h2>
      <ul className="divide-y divide-neutral-100 rounded-lg bg-white shadow-sm ring-1 ring-black/5" data-testid="fancred-rules">
        {rules.map((rule) => (
          <li key={rule.action} className="flex items-center justify-between gap-3 p-3 text-sm">
            <span>
              <span className="font-semibold">{actionLabel(rule)}</span>
              <span className="block text-muted">
                {t(`rulePer_${rule.per}`)}
                {rule.dailyCap !== null ? ` · ${t('ruleCap', { cap: rule.dailyCap })}` : ''}
              </span>
            </span>
            <span className="shrink-0 font-extrabold text-bok-green tabular-nums">{t('pointsValue', { points: rule.points })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Published winners by period; each prize in the fan's language where staff wrote it, else English (issue 26). */
function WinnersList({ winners, locale, t }: { winners: Winner[]; locale: Locale; t: Translate }) {
  const byPeriod = new Map<string, ReturnType<typeof localize<Winner>>[]>();
  for (const winner of winners.map((each) => localize(each, ['prize'], locale)))
    byPeriod.set(winner.periodKey, [...(byPeriod.get(winner.periodKey) ?? []), winner]);
  return (
    <section aria-labelledby="winners-heading" className="flex flex-col gap-3" data-testid="fancred-winners">
      <h2 id="winners-heading" className="text-xl font-extrabold">
        {t('winners')}
      </h2>
      {byPeriod.size === 0 ? (
        <p className="text-sm text-muted">{t('noWinners')}</p>
      ) : (
        [...byPeriod.entries()].map(([periodKey, list]) => (
          <div key={periodKey} className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-black/5">
            <h3 className="font-bold">{t('winnersOf', { period: periodLabel(periodKey, locale) })}</h3>
            <ol className="mt-2 flex flex-col gap-1 text-sm">
              {[...list]
                .sort((a, b) => a.place - b.place)
                .map((winner) => (
                  <li key={winner.id} className="flex flex-wrap gap-x-2" data-testid="fancred-winner">
                    <span className="font-extrabold text-bok-green">
                      {t('place')} {winner.place}
                    </span>
                    <span className="font-semibold">{winner.displayName}</span>
                    <span className="text-muted">
                      {t('prize')}: <span lang={winner.language === locale ? undefined : winner.language}>{winner.prize}</span>
                    </span>
                  </li>
                ))}
            </ol>
          </div>
        ))
      )}
    </section>
  );
}
