import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PlayScreen, type PlayTexts } from '@/components/games/play-screen';
import { NotFoundPage, notFoundMetadata } from '@/components/site/not-found-page';
import type { Locale } from '@/i18n/locales';
import { isGameSlug } from '@/schemas/games';
import { gameName } from '@/schemas/widgets';
import { getConfig } from '@/server/config';

/**
 * /play-and-win/rugby-kicks/play and /play-and-win/rugby-rush/play (spec §2): the game's page. The page itself is
 * public and static in shape; the island runs the subscription check on Play and loads the game's code then.
 */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<{ game: string }> }): Promise<Metadata> {
  const { game } = await params;
  if (!isGameSlug(game)) return notFoundMetadata();
  const t = await getTranslations('games');
  return { title: t('playGame', { game: gameName(game) }) };
}

const TEXT_KEYS = [
  'start',
  'playAgain',
  'pause',
  'resume',
  'paused',
  'scoreLabel',
  'wind',
  'kickOf',
  'metres',
  'gameOver',
  'saving',
  'saved',
  'savedNoPoints',
  'newBest',
  'saveFailed',
  'starting',
  'startFailed',
  'canvasLabel',
  'back',
] as const;

export default async function PlayPage({ params }: { params: Promise<{ locale: Locale; game: string }> }) {
  const { locale, game } = await params;
  setRequestLocale(locale);
  // A cached page: the not-found page itself, with status 404, rather than notFound() and Next's empty shell (decision 010).
  if (!isGameSlug(game)) return <NotFoundPage />;
  const t = await getTranslations('games');
  const raw = (key: string) => t.raw(key as 'start') as string;
  const texts: PlayTexts = {
    ...(Object.fromEntries(TEXT_KEYS.map((key) => [key, raw(key)])) as Record<(typeof TEXT_KEYS)[number], string>),
    good: raw('kicksGood'),
    miss: raw('kicksMiss'),
    tackled: raw('rushTackled'),
    controls: raw(game === 'rugby-kicks' ? 'controlsKicks' : 'controlsRush'),
  };
  const name = gameName(game);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-extrabold">{name}</h1>
      <PlayScreen game={game} name={name} brandSlug={getConfig().brand.slug} texts={texts} />
    </div>
  );
}
