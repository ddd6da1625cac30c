import { Picture } from '@/components/ui/picture';
import { Link } from '@/components/ui/site-link';
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
    <Link href={`/plus/${video.slug}`} className="group video-card" data-testid="video-card">
      <div className="video-poster">
        <Picture
          src={video.posterUrl}
          alt=""
          width={isWide ? 480 : 320}
          height={isWide ? 270 : 180}
          sizes={isWide ? '(max-width: 639px) 100vw, 33vw' : '(max-width: 639px) 70vw, 260px'}
          unoptimized={video.posterUrl.endsWith('.svg')}
          className="video-poster-image"
        />
        <span className="video-duration">{formatDuration(video.durationSeconds)}</span>
        {video.isSponsored && <span className="video-badge">{sponsoredLabel}</span>}
      </div>
      <p lang={video.showLanguage} className="kicker mt-2">
        {video.showName}
      </p>
      <h3 lang={video.language} className="video-title">
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
