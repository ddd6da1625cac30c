import { Picture } from '@/components/site/picture';
import { Link } from '@/components/site/site-link';
import type { VideoCard as VideoCardData } from '@/server/videos';
import { formatDuration } from './format';

/**
 * A video teaser in a carousel or a grid: poster (sized, AVIF/WebP, lazy), duration, title, show. No video bytes. The
 * title and the show name carry their language (English where staff left them untranslated).
 */
export function VideoCard({
  video,
  sponsoredLabel,
  isWide = false,
  asListItem = true,
}: {
  video: VideoCardData;
  sponsoredLabel: string;
  isWide?: boolean;
  asListItem?: boolean;
}) {
  const body = (
    <Link
      href={`/plus/${video.slug}`}
      className="group block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-bok-green"
      data-testid="video-card"
    >
      <div className="relative overflow-hidden rounded-lg bg-neutral-900">
        <Picture
          src={video.posterUrl}
          alt=""
          width={isWide ? 480 : 320}
          height={isWide ? 270 : 180}
          sizes={isWide ? '(max-width: 639px) 100vw, 33vw' : '(max-width: 639px) 70vw, 260px'}
          unoptimized={video.posterUrl.endsWith('.svg')}
          className="aspect-video h-auto w-full object-cover transition-transform group-hover:scale-105"
        />
        <span className="absolute right-2 bottom-2 rounded bg-black/80 px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums">
          {formatDuration(video.durationSeconds)}
        </span>
        {video.isSponsored && (
          <span className="absolute top-2 left-2 rounded bg-bok-gold px-1.5 py-0.5 text-xs font-bold text-ink">{sponsoredLabel}</span>
        )}
      </div>
      <p lang={video.showLanguage} className="mt-2 text-xs font-bold tracking-wide text-bok-green uppercase">
        {video.showName}
      </p>
      <h3 lang={video.language} className="line-clamp-2 font-bold group-hover:underline">
        {video.title}
      </h3>
    </Link>
  );
  return asListItem ? (
    <li className={`shrink-0 snap-start ${isWide ? 'w-full sm:w-[calc(50%-0.375rem)] lg:w-[calc(33.333%-0.5rem)]' : 'w-[70%] sm:w-64'}`}>
      {body}
    </li>
  ) : (
    body
  );
}
