import { Picture } from '@/components/ui/picture';
import { Link } from '@/components/ui/site-link';
import { getLocale } from 'next-intl/server';
import type { StoryCard as StoryCardData } from '@/server/content';
import { formatDate } from '@/i18n/format';

/** A story teaser. The featured variant is large and loads its image eagerly (it is the LCP element). */
export async function StoryCard({ story, isFeatured = false }: { story: StoryCardData; isFeatured?: boolean }) {
  const locale = await getLocale();
  const width = isFeatured ? 960 : 480;
  const height = isFeatured ? 540 : 270;
  return (
    <article
      lang={story.language}
      className={`card ${isFeatured ? 'md:grid md:grid-cols-2' : ''}`}
      data-testid={isFeatured ? 'featured-story' : 'story-card'}
    >
      <Link href={`/news/${story.slug}`} tabIndex={-1} aria-hidden="true">
        <Picture
          src={story.imageUrl}
          alt=""
          width={width}
          height={height}
          sizes={isFeatured ? '(max-width: 767px) 100vw, 50vw' : '(max-width: 639px) 100vw, 33vw'}
          priority={isFeatured}
          unoptimized={story.imageUrl.endsWith('.svg')}
          className="aspect-video h-auto w-full object-cover"
        />
      </Link>
      <div className="p-4">
        <p
          className="kicker"
          lang={story.categoryLanguage !== story.language ? story.categoryLanguage : undefined}
          data-testid="story-category"
        >
          {story.categoryName}
        </p>
        <h3 className={`mt-1 font-bold ${isFeatured ? 'text-2xl' : 'text-lg'}`}>
          <Link href={`/news/${story.slug}`} className="hover:underline">
            {story.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm text-muted">{story.abstract}</p>
        <p className="mt-2 text-xs text-muted">
          <time dateTime={story.publishedAt}>{formatDate(story.publishedAt, locale, 'date')}</time>
        </p>
      </div>
    </article>
  );
}
