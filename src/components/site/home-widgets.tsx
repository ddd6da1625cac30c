import { Link } from '@/components/ui/site-link';
import { getTranslations } from 'next-intl/server';
import type { HomeGame, HomeHeadline } from '@/server/content';

/** The headlines staff chose in the console's headlines widget, top first. */
export async function HomeHeadlines({ headlines }: { headlines: HomeHeadline[] }) {
  if (headlines.length === 0) return null;
  const t = await getTranslations('home');
  return (
    <section aria-labelledby="headlines-heading" className="flex flex-col gap-3">
      <h2 id="headlines-heading" className="text-xl font-extrabold">
        {t('headlines')}
      </h2>
      <ol className="divide-y divide-neutral-200 rounded-lg bg-white shadow-sm ring-1 ring-black/5" data-testid="home-headlines">
        {headlines.map((headline, index) => (
          <li key={headline.id} lang={headline.language} className="flex gap-3 p-3">
            <span className="font-extrabold text-bok-green tabular-nums" aria-hidden>
              {index + 1}
            </span>
            <Link href={`/news/${headline.slug}`} className="font-semibold hover:underline">
              {headline.title}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The games staff chose to show in the console's games widget, in their order. */
export async function HomeGames({ games }: { games: HomeGame[] }) {
  if (games.length === 0) return null;
  const t = await getTranslations('home');
  return (
    <section aria-labelledby="games-heading">
      <h2 id="games-heading" className="text-xl font-extrabold">
        {t('games')}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="home-games">
        {games.map((game) => (
          <li key={game.slug}>
            <Link
              href={game.url}
              className="flex items-center justify-between gap-3 rounded-lg bg-bok-green-dark p-4 text-white hover:bg-bok-green"
            >
              <span className="text-lg font-extrabold">{game.name}</span>
              <span className="rounded bg-bok-gold px-3 py-1 text-sm font-bold text-bok-green-dark">{t('playNow')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
