import type { Metadata } from 'next';
import { Picture } from '@/components/ui/picture';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundPage, notFoundMetadata } from '@/components/site/not-found-page';
import { StoryCard } from '@/components/site/story-card';
import type { Locale } from '@/i18n/locales';
import { isSlug } from '@/schemas/slug';
import { cachedPlayer, cachedPlayerStories } from '@/server/site';
import { isSquad, TEAM_NAMES } from '@/schemas/teams';
import { formatDate } from '@/i18n/format';

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Params = Promise<{ locale: Locale; category: string; slug: string }>;

async function findPlayer(category: string, slug: string, locale: Locale) {
  if (!isSquad(category) || !isSlug(slug)) return null;
  return cachedPlayer(category, slug, locale);
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, category, slug } = await params;
  const player = await findPlayer(category, slug, locale);
  return player ? { title: `${player.firstName} ${player.lastName}`, description: player.bio } : notFoundMetadata();
}

/** A player's page: /{category}/{first-last} (spec §2). */
export default async function PlayerPage({ params }: { params: Params }) {
  const { locale, category, slug } = await params;
  setRequestLocale(locale);
  const player = await findPlayer(category, slug, locale);
  if (!player) return <NotFoundPage />;
  const [t, stories] = await Promise.all([getTranslations('players'), cachedPlayerStories(player.id, locale)]);
  const name = `${player.firstName} ${player.lastName}`;

  return (
    <div className="flex flex-col gap-8">
      <section className="flex flex-col gap-6 rounded-lg bg-white p-6 shadow-sm ring-1 ring-black/5 sm:flex-row">
        <Picture
          src={player.portraitUrl}
          alt={t('portrait', { name })}
          width={192}
          height={192}
          priority
          unoptimized={player.portraitUrl.endsWith('.svg')}
          className="h-48 w-48 shrink-0 rounded-full"
        />
        <div className="flex flex-col gap-3">
          <p className="kicker">{TEAM_NAMES[player.category]}</p>
          <h1 className="text-3xl font-extrabold">{name}</h1>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold">{t('position')}</dt>
            <dd lang={player.positionLanguage !== locale ? player.positionLanguage : undefined} data-testid="player-position">
              {player.position}
            </dd>
            <dt className="font-semibold">{t('caps')}</dt>
            <dd>{player.caps}</dd>
            {player.dateOfBirth && (
              <>
                <dt className="font-semibold">{t('born')}</dt>
                <dd>{formatDate(`${player.dateOfBirth}T12:00:00Z`, locale, 'longDate')}</dd>
              </>
            )}
            {player.debut && (
              <>
                <dt className="font-semibold">{t('debut')}</dt>
                <dd>{player.debut}</dd>
              </>
            )}
          </dl>
          <p className="leading-relaxed" lang={player.bioLanguage !== locale ? player.bioLanguage : undefined} data-testid="player-bio">
            {player.bio}
          </p>
        </div>
      </section>
      {stories.length > 0 && (
        <section aria-labelledby="player-stories">
          <h2 id="player-stories" className="text-xl font-extrabold">
            {t('stories')}
          </h2>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            {stories.map((story) => (
              <StoryCard key={story.id} story={story} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
