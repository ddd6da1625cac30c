import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PredictorSeasonTableView } from '@/components/site/matchday/predictor-tables';
import { Link } from '@/components/ui/site-link';
import { formatDate } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { seasonOf, type PredictorMatch } from '@/server/matchday';
import { cachedPredictorMatches, cachedPredictorSeason } from '@/server/site';

/**
 * /predictor (issue 24): the season's predictor table (a calendar year in SAST), the scoring, the matches open for
 * picks and the latest settled ones (their tables are on the match pages). A cached page like /fancred; a fan's own
 * pick is made on the match page.
 */
export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('predictor');
  return { title: t('pageTitle'), description: t('intro') };
}

export default async function PredictorPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('predictor');
  const season = seasonOf();
  const [table, matches] = await Promise.all([cachedPredictorSeason(season), cachedPredictorMatches()]);
  const score = (match: PredictorMatch) =>
    match.homeScore === null || match.awayScore === null ? ' v ' : ` ${match.homeScore}–${match.awayScore} `;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6" data-testid="predictor-page">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold">{t('pageTitle')}</h1>
        <p>{t('intro')}</p>
      </div>

      <section aria-labelledby="scoring-heading" className="flex flex-col gap-2 rounded-lg bg-white p-4 ring-1 ring-black/5">
        <h2 id="scoring-heading" className="text-xl font-extrabold">
          {t('scoring')}
        </h2>
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
          <li>{t('scoringExact')}</li>
          <li>{t('scoringClose')}</li>
          <li>{t('scoringWinner')}</li>
        </ul>
        <p className="text-sm">{t('scoringFanCred')}</p>
      </section>

      <section aria-labelledby="open-heading" className="flex flex-col gap-3" data-testid="predictor-open-matches">
        <h2 id="open-heading" className="text-xl font-extrabold">
          {t('openTitle')}
        </h2>
        <MatchList
          matches={matches.open}
          empty={t('openEmpty')}
          title={(match) => `${match.home} v ${match.away}`}
          detail={(match) => t('kickoff', { date: formatDate(match.kickoffAt, locale, 'dayTime') })}
          action={<span className="rounded bg-bok-gold px-3 py-1 text-sm font-bold text-ink">{t('predict')}</span>}
        />
      </section>

      <section aria-labelledby="season-heading" className="flex flex-col gap-3">
        <h2 id="season-heading" className="text-xl font-extrabold">
          {t('seasonTitle', { season })}
        </h2>
        <p className="text-sm text-muted">{t('seasonIntro')}</p>
        <PredictorSeasonTableView
          table={table}
          labels={{
            caption: t('seasonTitle', { season }),
            rank: t('rank'),
            fan: t('fan'),
            matches: t('matches'),
            exact: t('exact'),
            points: t('pointsColumn'),
            empty: t('seasonEmpty'),
          }}
        />
        {table.total > table.rows.length && (
          <p className="text-xs text-muted">{t('tableMore', { shown: table.rows.length, total: table.total })}</p>
        )}
      </section>

      <section aria-labelledby="settled-heading" className="flex flex-col gap-3" data-testid="predictor-settled-matches">
        <h2 id="settled-heading" className="text-xl font-extrabold">
          {t('settledTitle')}
        </h2>
        <MatchList
          matches={matches.settled}
          empty={t('settledEmpty')}
          title={(match) => `${match.home}${score(match)}${match.away}`}
          detail={(match) => t('predictionsCount', { count: match.predictions })}
          action={<span className="text-sm font-semibold text-bok-green underline">{t('seeTable')}</span>}
        />
      </section>

      <Link href="/fancred" className="flex min-h-11 w-fit items-center font-semibold text-bok-green underline">
        {t('fancredLink')}
      </Link>
    </div>
  );
}

/** Matches as links to their pages: a title, a line of detail and what the link leads to. */
function MatchList({
  matches,
  empty,
  title,
  detail,
  action,
}: {
  matches: PredictorMatch[];
  empty: string;
  title: (match: PredictorMatch) => string;
  detail: (match: PredictorMatch) => string;
  action: ReactNode;
}) {
  if (matches.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {matches.map((match) => (
        <li key={match.id}>
          <Link
            href={`/matches/${match.team}/${match.id}`}
            className="flex min-h-11 flex-wrap items-center justify-between gap-2 rounded-lg bg-white p-3 ring-1 ring-black/5 hover:ring-bok-green"
          >
            <span className="flex flex-col">
              <span className="font-bold">{title(match)}</span>
              <span className="text-xs text-muted">{detail(match)}</span>
            </span>
            {action}
          </Link>
        </li>
      ))}
    </ul>
  );
}
