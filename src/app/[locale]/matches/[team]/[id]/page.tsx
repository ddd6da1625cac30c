import type { Metadata } from 'next';
import { getLocale, getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/components/ui/site-link';
import { NotFoundPage, notFoundMetadata } from '@/components/site/not-found-page';
import { LiveMatch } from '@/components/site/live/live-match';
import { liveLabels } from '@/components/site/live/live-props';
import { Scoreboard } from '@/components/site/live/scoreboard';
import { PotmPanel } from '@/components/site/matchday/potm-panel';
import { PredictorPanel } from '@/components/site/matchday/predictor-panel';
import { PushBell } from '@/components/site/push/push-bell';
import { formatDate } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { toLiveMatchState } from '@/server/matchday';
import { cachedLiveMatch, cachedPredictorMatchTable } from '@/server/site';
import { parseDbId } from '@/schemas/db-id';
import { isFollowable } from '@/schemas/live-match';
import { isMatchTeam, TEAM_NAMES } from '@/schemas/teams';

/** A few seconds: without JavaScript the page shows the score of moments ago (the island follows it live). */
export const revalidate = 5;

export function generateStaticParams() {
  return [];
}

type Params = Promise<{ locale: Locale; team: string; id: string }>;

async function load(params: Params) {
  const { team, id } = await params;
  const matchId = parseDbId(id);
  if (!isMatchTeam(team) || matchId === null) return null;
  const view = await cachedLiveMatch(matchId);
  return view && view.team === team ? view : null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const view = await load(params);
  if (!view) return notFoundMetadata();
  const t = await getTranslations('matches');
  return { title: `${view.home} ${t('versus')} ${view.away} · ${t('title')}` };
}

/** One match (issue 24): score, minute, status and timeline — live while the match is on. */
export default async function MatchPage({ params }: { params: Params }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const view = await load(params);
  if (!view) return <NotFoundPage />;
  const [t, tl, labels, lang] = await Promise.all([getTranslations('matches'), getTranslations('live'), liveLabels(), getLocale()]);
  const match = toLiveMatchState(view);
  const renderedAt = view.readAt;
  const minute = view.minute;

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5">
      <nav>
        <Link href={`/matches/${view.team}`} className="text-sm font-semibold text-bok-green underline">
          {tl('backToTeam', { team: TEAM_NAMES[view.team] })}
        </Link>
      </nav>
      <header>
        <p className="kicker">{view.competition}</p>
        <h1 className="mt-1 text-2xl font-extrabold sm:text-3xl">
          {view.home} {t('versus')} {view.away}
        </h1>
        <p className="mt-1 text-sm text-muted">
          <time dateTime={view.kickoffAt}>{tl('kickoff', { time: formatDate(view.kickoffAt, lang, 'fullDateTime') })}</time>
          {' · '}
          {view.venue}
          {view.city ? `, ${view.city}` : ''}
        </p>
      </header>
      <PushBell team={view.team} />
      {isFollowable(match, renderedAt) ? (
        <LiveMatch initial={match} renderedAt={renderedAt} labels={labels} />
      ) : (
        <Scoreboard match={match} minute={minute} labels={labels} />
      )}
      <PotmPanel match={view} />
      <PredictorPanel match={view} table={await cachedPredictorMatchTable(view)} />
    </div>
  );
}
