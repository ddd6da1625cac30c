import type { Metadata } from 'next';
import { Link } from '@/components/ui/site-link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MatchCard } from '@/components/site/match-card';
import { NotFoundPage, notFoundMetadata } from '@/components/site/not-found-page';
import type { Locale } from '@/i18n/locales';
import { cachedMatchCentre } from '@/server/site';
import { isMatchTeam, MATCH_TEAMS, TEAM_NAMES } from '@/schemas/teams';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Params = Promise<{ locale: Locale; team: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { team } = await params;
  if (!isMatchTeam(team)) return notFoundMetadata();
  const t = await getTranslations('matches');
  return { title: `${TEAM_NAMES[team]} · ${t('title')}` };
}

/** The match centre of one of the five teams: live, fixtures, results (spec §2). */
export default async function MatchCentrePage({ params }: { params: Params }) {
  const { locale, team } = await params;
  setRequestLocale(locale);
  if (!isMatchTeam(team)) return <NotFoundPage />;
  const t = await getTranslations('matches');
  const centre = await cachedMatchCentre(team);
  const [next, ...later] = centre.fixtures;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-extrabold">
        {TEAM_NAMES[team]} · {t('title')}
      </h1>
      <nav aria-label={t('teams')}>
        <ul className="flex flex-wrap gap-2">
          {MATCH_TEAMS.map((item) => (
            <li key={item}>
              <Link
                href={`/matches/${item}`}
                aria-current={item === team ? 'page' : undefined}
                className={`block rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ring-bok-green ${item === team ? 'bg-bok-green text-white' : 'bg-white text-bok-green'}`}
              >
                {TEAM_NAMES[item]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {centre.live.length > 0 && (
        <section aria-labelledby="live-heading" className="flex flex-col gap-3">
          <h2 id="live-heading" className="text-xl font-extrabold">
            {t('live')}
          </h2>
          {centre.live.map((match) => (
            <MatchCard key={match.id} match={match} />
          ))}
        </section>
      )}

      <section aria-labelledby="next-heading" className="flex flex-col gap-3" data-testid="next-match">
        <h2 id="next-heading" className="text-xl font-extrabold">
          {t('nextMatch')}
        </h2>
        {next ? <MatchCard match={next} /> : <p>{t('noFixtures')}</p>}
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="fixtures-heading" className="flex flex-col gap-3" data-testid="fixtures">
          <h2 id="fixtures-heading" className="text-xl font-extrabold">
            {t('fixtures')}
          </h2>
          {later.length === 0 && !next ? <p>{t('noFixtures')}</p> : later.map((match) => <MatchCard key={match.id} match={match} />)}
        </section>
        <section aria-labelledby="results-heading" className="flex flex-col gap-3" data-testid="results">
          <h2 id="results-heading" className="text-xl font-extrabold">
            {t('results')}
          </h2>
          {centre.results.length === 0 ? (
            <p>{t('noResults')}</p>
          ) : (
            centre.results.map((match) => <MatchCard key={match.id} match={match} />)
          )}
        </section>
      </div>
    </div>
  );
}
