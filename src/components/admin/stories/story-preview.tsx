import Image from 'next/image';
import type { StoryDetail } from '@/server/content/stories';

type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * A story as the public story page draws it (app/[locale]/news/[slug]), for the console's preview: the same
 * language, fallback notice, byline, image, sanitised body, player and tweet link. Links stay inert here.
 */
export function StoryPreview({ story, locale, t, published }: { story: StoryDetail; locale: string; t: Translate; published: string }) {
  return (
    <article lang={story.language} className="mx-auto flex max-w-3xl flex-col gap-4 rounded-lg bg-white p-4 ring-1 ring-black/10" data-testid="story-preview" data-language={story.language}>
      <p className="text-xs font-bold tracking-wide text-bok-green uppercase">{story.categoryName}</p>
      <h2 className="text-3xl leading-tight font-extrabold">{story.title}</h2>
      {story.language !== locale && (
        <p lang={locale} className="rounded bg-amber-50 p-3 text-sm ring-1 ring-amber-200" data-testid="english-fallback">
          {t('englishOnly')}
        </p>
      )}
      <p className="text-lg text-muted">{story.abstract}</p>
      <p className="text-sm text-muted">
        {story.author && (
          <span>
            {t('by', { name: story.author.name })}
            {story.author.role ? `, ${story.author.role}` : ''}
            {' · '}
          </span>
        )}
        <time dateTime={story.publishedAt}>{t('published', { date: published })}</time>
      </p>
      <Image src={story.imageUrl} alt="" width={960} height={540} sizes="(max-width: 767px) 100vw, 768px" unoptimized={story.imageUrl.endsWith('.svg')} className="aspect-video h-auto w-full rounded-lg object-cover" />
      {/* Sanitised when it was saved and again when it was read for this preview (DESIGN §5). */}
      <div className="story-body text-base" dangerouslySetInnerHTML={{ __html: story.body }} />
      {story.player && (
        <p className="text-sm">
          <span className="font-semibold">{t('player')}: </span>
          <span className="text-bok-green underline">{story.player.name}</span>
        </p>
      )}
      {story.tweetUrl && (
        <blockquote className="rounded-lg bg-white p-4 ring-1 ring-black/10">
          <a href={story.tweetUrl} className="font-semibold text-bok-green underline" target="_blank" rel="noopener noreferrer nofollow">
            {t('onTwitter')}
          </a>
        </blockquote>
      )}
    </article>
  );
}
