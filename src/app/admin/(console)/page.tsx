import Link from 'next/link';
import { FigureCard } from '@/components/admin/dashboard/figure-card';
import { MatchDayPanel } from '@/components/admin/dashboard/match-day-panel';
import { UssdCard } from '@/components/admin/dashboard/ussd-card';
import { PageHeader } from '@/components/admin/page-header';
import { consoleTranslator } from '@/i18n/console-messages';
import { subscribersByNetworkByWeek } from '@/server/billing';
import { storiesPublishedByWeek } from '@/server/content';
import { matchDayPanel } from '@/server/http/match-day-panel';
import { requireStaff } from '@/server/http/staff-guard';
import { fanSignupsByWeek } from '@/server/identity';
import { upcomingFixtures } from '@/server/matches';
import { listRecentErrorReports } from '@/server/ops';
import { getConfig } from '@/server/config';
import { ussdUsageByDay } from '@/server/ussd';
import { PROVIDER_NAMES } from '@/schemas/billing';
import { isSameSitePath } from '@/schemas/same-site-path';

const NETWORK_COLOURS = { mtn: '#d4a500', vodacom: '#e60000', telkom: '#0072ce', worldplay: '#6b21a8', stellr: '#00563f' } as const;

const when = (date: Date) =>
  date.toLocaleString('en-ZA', {
    timeZone: 'Africa/Johannesburg',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * /admin (Dashboard): what the media team looks at first. Staff only; every figure links to its section. On top, the
 * match day as it happens (issue 39): an island that renews itself, with the operational figures for admins only.
 */
export default async function AdminDashboardPage({ searchParams }: { searchParams: Promise<{ error?: string }> }) {
  const { role } = await requireStaff('/admin');
  const { error } = await searchParams;
  const shell = consoleTranslator('shell');
  const t = consoleTranslator('dashboard');
  const [matchDay, published, signups, subscribers, fixtures, errors, ussd] = await Promise.all([
    matchDayPanel(role),
    storiesPublishedByWeek(),
    fanSignupsByWeek(),
    subscribersByNetworkByWeek(),
    upcomingFixtures(),
    listRecentErrorReports(),
    ussdUsageByDay(),
  ]);
  const networks = Object.entries(PROVIDER_NAMES).map(([key, label]) => ({
    key,
    label,
    color: NETWORK_COLOURS[key as keyof typeof NETWORK_COLOURS],
  }));
  const withAccess = Object.values(subscribers.current).reduce((sum, value) => sum + value, 0);
  return (
    <>
      {error === 'forbidden' && (
        <p role="alert" className="mb-4 rounded border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {shell('forbidden')}
        </p>
      )}
      <PageHeader title={shell('links.dashboard')} description={t('intro')} />
      <MatchDayPanel initial={matchDay} />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <FigureCard
          id="stories"
          title={t('storiesTitle')}
          headline={t('storiesTotal', { total: published.total })}
          href="/admin/stories"
          data={published.weeks}
          series={[{ key: 'count', label: t('count'), color: '#00563f' }]}
          t={t}
        />
        <FigureCard
          id="fans"
          title={t('fansTitle')}
          headline={t('fansTotal', { total: signups.total })}
          href="/admin/users"
          data={signups.weeks}
          series={[{ key: 'count', label: t('count'), color: '#ffb612' }]}
          t={t}
        />
        <FigureCard
          id="subscribers"
          title={t('subscribersTitle')}
          headline={t('subscribersTotal', { total: withAccess })}
          href="/admin/users"
          data={subscribers.weeks}
          series={networks}
          t={t}
        />
        <section className="rounded-lg border border-neutral-200 bg-white p-4 shadow-sm" aria-labelledby="fixtures-title">
          <h2 id="fixtures-title" className="text-sm font-bold uppercase tracking-wide text-muted">
            {t('fixturesTitle')}
          </h2>
          {fixtures.length === 0 ? (
            <p className="mt-2 text-sm">{t('noFixtures')}</p>
          ) : (
            <ul className="mt-2 divide-y divide-neutral-200" data-testid="dashboard-fixtures">
              {fixtures.map((fixture) => (
                <li key={fixture.id} className="py-2">
                  <Link href={`/admin/match-centre/${fixture.team}`} className="font-semibold text-bok-green hover:underline">
                    {t('versus', { team: fixture.teamName, opponent: fixture.opponent })}
                  </Link>
                  <p className="text-xs text-muted">
                    {fixture.status === 'live' && <span className="mr-1 rounded bg-red-700 px-1 font-bold text-white">{t('live')}</span>}
                    {when(fixture.kickoffAt)} · {fixture.competition}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
        <UssdCard usage={ussd} code={getConfig().ussd.serviceCode} t={t} />
        <section className="rounded-lg border border-neutral-200 bg-white p-4 shadow-sm md:col-span-2" aria-labelledby="errors-title">
          <h2 id="errors-title" className="text-sm font-bold uppercase tracking-wide text-muted">
            {t('errorsTitle')}
          </h2>
          {errors.length === 0 ? (
            <p className="mt-2 text-sm">{t('noErrors')}</p>
          ) : (
            <ul className="mt-2 divide-y divide-neutral-200" data-testid="dashboard-errors">
              {errors.map((report) => (
                <li key={report.id} className="py-2 text-sm">
                  <p className="break-words font-semibold">{report.message}</p>
                  <p className="text-xs text-muted">
                    {isSameSitePath(report.page) ? (
                      <Link href={report.page} className="underline">
                        {report.page}
                      </Link>
                    ) : (
                      <span className="break-all">{report.page}</span>
                    )}{' '}
                    · {t('occurrences', { count: report.occurrences })} · {t('lastSeen', { when: when(report.lastSeenAt) })}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
