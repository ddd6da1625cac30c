import { getTranslations } from 'next-intl/server';
import { PlayableAd } from './playable-ad';

/** The playable ad with its texts (home page and /sign-up). */
export async function PlayableAdSection({ isOnSignUp = false }: { isOnSignUp?: boolean }) {
  const t = await getTranslations('games');
  const raw = (key: string) => t.raw(key as 'adTitle') as string;
  return (
    <PlayableAd
      isOnSignUp={isOnSignUp}
      texts={{
        title: raw('adTitle'),
        intro: raw('adIntro'),
        play: raw('adPlay'),
        scored: raw('adScored'),
        keep: raw('adKeep'),
        keepLink: raw('adKeepLink'),
        waiting: raw('adWaiting'),
        canvasLabel: t('canvasLabel', { game: 'Rugby Kicks' }),
        labels: {
          score: raw('scoreLabel'),
          wind: raw('wind'),
          kickOf: raw('kickOf'),
          good: raw('kicksGood'),
          miss: raw('kicksMiss'),
          tackled: raw('rushTackled'),
          paused: raw('paused'),
        },
      }}
    />
  );
}
