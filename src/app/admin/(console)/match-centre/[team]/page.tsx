import Link from 'next/link';
import { notFound } from 'next/navigation';
import { BUTTON_CLASS, SECONDARY_BUTTON_CLASS } from '@/components/admin/form-field';
import { MatchesTable } from '@/components/admin/matches/matches-table';
import { PageHeader } from '@/components/admin/page-header';
import { Pager } from '@/components/admin/pager';
import { consoleTranslator } from '@/i18n/console-messages';
import { requireStaff } from '@/server/http/staff-guard';
import { listMatchesForStaff } from '@/server/matches';
import { isMatchTeam } from '@/schemas/teams';

/** /admin/match-centre/{team}: the team's fixtures (not yet final) and results, with Add fixture. */
export default async function MatchCentreAdminPage({
  params,
  searchParams,
}: {
  params: Promise<{ team: string }>;
  searchParams: Promise<{ page?: string }>;
}) {
  const { team } = await params;
  await requireStaff(`/admin/match-centre/${team}`);
  if (!isMatchTeam(team)) notFound();
  const { page } = await searchParams;
  const t = consoleTranslator('matches');
  const shell = consoleTranslator('shell');
  const requested = /^\d{1,6}$/.test(page ?? '') ? Number(page) : 1;
  const { fixtures, results } = await listMatchesForStaff(team, requested);
  const teamLabel = t(`teams.${team}`);
  const now = new Date().getTime();

  return (
    <>
      <PageHeader
        title={t('centreTitle', { team: teamLabel })}
        description={t('centreIntro')}
        actions={
          <>
            <Link href={`/admin/match-centre/${team}/add`} className={BUTTON_CLASS}>
              {t('addFixture')}
            </Link>
            <Link href={`/matches/${team}`} className={SECONDARY_BUTTON_CLASS}>
              {t('viewPublic')}
            </Link>
          </>
        }
      />
      <section aria-labelledby="fixtures-heading" className="mb-8">
        <h2 id="fixtures-heading" className="mb-2 text-lg font-bold">
          {t('fixtures')}
        </h2>
        <MatchesTable matches={fixtures} caption={t('fixturesCaption', { team: teamLabel })} now={now} />
      </section>
      <section aria-labelledby="results-heading">
        <h2 id="results-heading" className="mb-2 text-lg font-bold">
          {t('results')}
        </h2>
        <MatchesTable matches={results.data} caption={t('resultsCaption', { team: teamLabel })} now={now} />
        {results.lastPage > 1 && (
          <Pager
            basePath={`/admin/match-centre/${team}`}
            params={{}}
            page={results.page}
            lastPage={results.lastPage}
            labels={{
              previous: shell('previous'),
              next: shell('next'),
              status: shell('pageOf', { page: results.page, lastPage: results.lastPage, total: results.total }),
            }}
          />
        )}
      </section>
    </>
  );
}
