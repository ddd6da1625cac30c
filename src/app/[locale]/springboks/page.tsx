import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PlayerTile } from '@/components/site/player-tile';
import type { Locale } from '@/i18n/locales';
import { cachedPlayers } from '@/server/site';
import { SQUADS, TEAM_NAMES } from '@/schemas/teams';

export const revalidate = 300;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('players');
  return { title: t('title') };
}

/** All players, grouped by team. */
export default async function AllPlayersPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('players');
  const players = await cachedPlayers(locale);
  const squads = SQUADS.map((team) => ({ team, squad: players.filter((player) => player.category === team) })).filter(
    ({ squad }) => squad.length > 0,
  );
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="text-3xl font-extrabold">{t('title')}</h1>
        <p className="mt-2 text-muted">{t('intro')}</p>
        <nav aria-label={t('jumpTo')} className="mt-4" data-testid="squad-jump">
          <ul className="flex flex-wrap gap-2">
            {squads.map(({ team }) => (
              <li key={team}>
                <a
                  href={`#squad-${team}`}
                  className="inline-block rounded-full border border-bok-green px-3 py-1 text-sm font-semibold text-bok-green hover:bg-bok-green hover:text-white"
                >
                  {TEAM_NAMES[team]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {squads.map(({ team, squad }) => {
        return (
          <section key={team} aria-labelledby={`squad-${team}`} data-testid={`squad-${team}`}>
            <h2 id={`squad-${team}`} className="scroll-mt-4 text-xl font-extrabold">
              {t('squad', { team: TEAM_NAMES[team] })}
            </h2>
            <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
              {squad.map((player) => (
                <li key={player.id}>
                  <PlayerTile player={player} size={96} locale={locale} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
