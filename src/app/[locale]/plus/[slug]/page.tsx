import type { Metadata } from 'next';
import { Link } from '@/components/ui/site-link';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { EngagementBar } from '@/components/fancred/engagement-bar';
import { engagementLabels } from '@/components/fancred/island-labels';
import { NotFoundPage, notFoundMetadata } from '@/components/site/not-found-page';
import { VideoPlayer, type PlayerLabels } from '@/components/videos/video-player';
import { VideoRow } from '@/components/videos/video-row';
import type { Locale } from '@/i18n/locales';
import { getConfig } from '@/server/config';
import { isSlug } from '@/schemas/slug';
import { cachedRelatedVideos, cachedVideo } from '@/server/site';
import { rowLabels } from '../row-labels';

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

const PLAYER_KEYS = [
  'play',
  'playTitle',
  'approxSize',
  'loadingPlayer',
  'playFailed',
  'quality',
  'auto',
  'qualityOption',
  'embedNote',
  'watchPoints',
  'duration',
] as const;

type Params = Promise<{ locale: Locale; slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, slug } = await params;
  const video = isSlug(slug) ? await cachedVideo(slug, locale) : null;
  if (!video) return notFoundMetadata();
  return {
    title: video.title,
    description: video.description,
    openGraph: { title: video.title, description: video.description, images: [video.posterUrl], type: 'video.other' },
  };
}

/**
 * A video's one shareable address (issue 12): the same cached page for everyone — title, show, description,
 * duration, poster, like and share, related videos. The player asks the server when the fan taps play. Its title and
 * description are in the reader's language where staff wrote them; an English title is marked and noted.
 */
export default async function VideoPage({ params }: { params: Params }) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const video = isSlug(slug) ? await cachedVideo(slug, locale) : null;
  if (!video) return <NotFoundPage />;
  const [t, engagement, format, related, labels] = await Promise.all([
    getTranslations('plus'),
    engagementLabels(),
    getFormatter(),
    cachedRelatedVideos(video.id, video.showSlug, locale),
    rowLabels(),
  ]);
  const player = Object.fromEntries(PLAYER_KEYS.map((key) => [key, t.raw(key) as string])) as Record<
    (typeof PLAYER_KEYS)[number],
    string
  > satisfies PlayerLabels;

  return (
    <div className="flex flex-col gap-8">
      <article className="grid gap-6 lg:grid-cols-3" data-testid="video-page">
        <div className="lg:col-span-2">
          <VideoPlayer
            videoId={video.id}
            title={video.title}
            posterUrl={video.posterUrl}
            durationSeconds={video.durationSeconds}
            approxBytes={video.approxBytes}
            defaultQuality={video.defaultQuality}
            provider={video.sourceKind === 'embed' ? video.provider : null}
            labels={player}
          />
        </div>
        <div className="flex flex-col gap-3">
          <Link href={`/plus/shows/${video.showSlug}`} lang={video.showLanguage} className="kicker hover:underline">
            {video.showName}
          </Link>
          <h1 lang={video.language} className="text-2xl font-extrabold">
            {video.title}
          </h1>
          {video.language !== locale && (
            <p className="rounded bg-amber-50 p-3 text-sm ring-1 ring-amber-200" data-testid="english-fallback">
              {t('englishOnly')}
            </p>
          )}
          <p className="text-sm text-muted">
            <time dateTime={video.publishedAt}>
              {t('published', { date: format.dateTime(new Date(video.publishedAt), { dateStyle: 'long' }) })}
            </time>
          </p>
          {video.description && <p lang={video.descriptionLanguage}>{video.description}</p>}
          <EngagementBar itemType="video" itemId={String(video.id)} title={video.title} path={`/plus/${video.slug}`} labels={engagement} />
          <Link href="/plus" className="font-semibold text-bok-green underline">
            {t('title', { brand: getConfig().brand.name })}
          </Link>
        </div>
      </article>
      <VideoRow id="related" title={t('related')} videos={related} labels={labels} testId="related-row" />
    </div>
  );
}
