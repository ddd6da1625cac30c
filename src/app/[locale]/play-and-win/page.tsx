import type { Metadata } from 'next';
import { Link } from '@/components/ui/site-link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { GameArt } from '@/components/games/game-art';
import { PersonalBests } from '@/components/games/personal-bests';
import type { Locale } from '@/i18n/locales';
import { GAME_SLUGS, type GameSlug } from '@/schemas/games';
import { gameName, gamePlayUrl } from '@/schemas/widgets';
import { getConfig } from '@/server/config';
import { GAME_PERIODS, type GameStanding } from '@/server/games';
import { cachedFanCredRules, cachedGameTables } from '@/server/site';
import { loadPersonalBests } from './actions';

/**
 * /play-and-win (spec §2, issue 13): both games with their art and how to play, the tables, the fan's bests, links on.
 * One page for every fan (issue 38): the tables come from the tag cache, the fan's bests from an island.
 */
export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('games');
  return { title: t('title'), description: t('intro', { brand: getConfig().brand.name }) };
}

const HOW_TO: Record<GameSlug, readonly string[]> = {
  'rugby-kicks': ['kicksHow1', 'kicksHow2', 'kicksHow3', 'kicksHow4'],
  'rugby-rush': ['rushHow1', 'rushHow2', 'rushHow3', 'rushHow4'],
};
const TAGLINE: Record<GameSlug, string> = { 'rugby-kicks': 'kicksTagline', 'rugby-rush': 'rushTagline' };

type Translate = Awaited<ReturnType<typeof getTranslations<'games'>>>;

export default async function PlayAndWinPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('games');
  const tNav = await getTranslations('nav');
  const [tables, rules] = await Promise.all([cachedGameTables(), cachedFanCredRules()]);
  const playRule = rules.find((rule) => rule.action === 'game_play');

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold">{t('title')}</h1>
        <p className="text-muted">{t('intro', { brand: getConfig().brand.name })}</p>
        {playRule && (
          <p className="text-sm font-semibold text-bok-green-dark">
            {t('earn', { points: playRule.points, cap: playRule.dailyCap ?? playRule.points })}
          </p>
        )}
      </header>

      <ul className="grid gap-4 md:grid-cols-2" data-testid="games-list">
        {GAME_SLUGS.map((game) => (
          <li
            key={game}
            className="flex flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-black/5"
            data-testid={`game-card-${game}`}
          >
            <GameArt game={game} className="block aspect-[2/1] w-full" />
            <div className="flex flex-1 flex-col gap-3 p-4">
              <h2 className="text-xl font-extrabold">{gameName(game)}</h2>
              <p className="text-sm">{t(TAGLINE[game] as 'kicksTagline')}</p>
              <h3 className="font-bold">{t('howToPlay')}</h3>
              <ul className="list-disc pl-5 text-sm">
                {HOW_TO[game].map((key) => (
                  <li key={key}>{t(key as 'kicksHow1')}</li>
                ))}
              </ul>
              <Link
                href={gamePlayUrl(game)}
                prefetch={false}
                className="mt-auto w-fit rounded bg-bok-gold px-5 py-2.5 font-extrabold text-bok-green-dark hover:bg-yellow-400"
                data-testid={`play-${game}`}
              >
                {t('playGame', { game: gameName(game) })}
              </Link>
            </div>
          </li>
        ))}
      </ul>

      <section aria-labelledby="bests-heading" className="flex flex-col gap-3">
        <h2 id="bests-heading" className="text-xl font-extrabold">
          {t('yourBests')}
        </h2>
        <PersonalBests
          load={loadPersonalBests}
          labels={{
            yourBests: t('yourBests'),
            player: t('player'),
            noBest: t('noBest'),
            loginForBests: t('loginForBests'),
            loading: tNav('loading'),
            periods: GAME_PERIODS.map((period) => ({ key: period, label: t(period) })),
          }}
        />
      </section>

      <section aria-labelledby="boards-heading" className="flex flex-col gap-4">
        <h2 id="boards-heading" className="text-xl font-extrabold">
          {t('leaderboards')}
        </h2>
        {GAME_SLUGS.map((game) => (
          <div key={game} className="flex flex-col gap-2">
            <h3 className="text-lg font-bold">{t('topScores', { game: gameName(game) })}</h3>
            <div className="grid gap-3 md:grid-cols-3">
              {GAME_PERIODS.map((period) => (
                <ScoreTable
                  key={period}
                  rows={tables[game][period]}
                  caption={`${gameName(game)} · ${t(period)}`}
                  title={t(period)}
                  t={t}
                  testId={`board-${game}-${period}`}
                />
              ))}
            </div>
          </div>
        ))}
      </section>

      <section aria-labelledby="more-heading" className="flex flex-col gap-3">
        <h2 id="more-heading" className="text-xl font-extrabold">
          {t('moreToWin')}
        </h2>
        <div className="flex flex-wrap gap-3">
          <Link href="/competitions" className="rounded bg-bok-green px-4 py-2.5 font-bold text-white hover:bg-bok-green-dark">
            {t('competitionsLink')}
          </Link>
          <Link href="/fancred" className="rounded bg-bok-green px-4 py-2.5 font-bold text-white hover:bg-bok-green-dark">
            {t('fancredLink')}
          </Link>
        </div>
      </section>
    </div>
  );
}

function ScoreTable({
  rows,
  caption,
  title,
  t,
  testId,
}: {
  rows: GameStanding[];
  caption: string;
  title: string;
  t: Translate;
  testId: string;
}) {
  return (
    <div className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-black/5">
      <h4 className="mb-2 text-sm font-bold uppercase text-muted">{title}</h4>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{t('empty')}</p>
      ) : (
        <table className="w-full text-sm" data-testid={testId}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="text-left text-xs text-muted">
              <th scope="col" className="w-10 pb-1">
                {t('rank')}
              </th>
              <th scope="col" className="pb-1">
                {t('player')}
              </th>
              <th scope="col" className="pb-1 text-right">
                {t('score')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={`${row.nickname}-${index}`} className="border-t border-neutral-100">
                <td className="py-1 font-extrabold text-bok-green tabular-nums">{row.rank}</td>
                <td className="py-1 break-all">{row.nickname}</td>
                <td className="py-1 text-right font-semibold tabular-nums">{row.score}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
