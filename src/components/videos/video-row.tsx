import type { ReactNode } from 'react';
import type { VideoCard as VideoCardData } from '@/server/videos';
import type { Locale } from '@/i18n/locales';
import { Carousel } from './carousel';
import { VideoCard } from './video-card';

export type RowLabels = { previous: string; next: string; sponsoredLabel: string };

/**
 * A titled carousel of videos (Latest, Most popular, a show, the sponsored row). `titleLang`: the heading's language
 * when it is staff text (a show's name, the sponsor's heading); `intro`: a line under it (the sponsor's text and link).
 */
export function VideoRow({
  id,
  title,
  titleLang,
  videos,
  labels,
  aside,
  intro,
  testId,
}: {
  id: string;
  title: string;
  titleLang?: Locale;
  videos: VideoCardData[];
  labels: RowLabels;
  aside?: ReactNode;
  intro?: ReactNode;
  testId?: string;
}) {
  if (videos.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3" data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-heading`} lang={titleLang} className="text-xl font-extrabold">
          {title}
        </h2>
        {aside}
      </div>
      {intro}
      <Carousel label={title} previous={labels.previous} next={labels.next}>
        {videos.map((video) => (
          <VideoCard key={video.id} video={video} sponsoredLabel={labels.sponsoredLabel} />
        ))}
      </Carousel>
    </section>
  );
}
