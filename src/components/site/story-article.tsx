import { Picture } from '@/components/ui/picture';
import { Link } from '@/components/ui/site-link';
import type { ReactNode } from 'react';
import type { StoryDetail } from '@/server/content';

type Translate = (key: 'englishOnly' | 'by' | 'published' | 'player' | 'onTwitter', values?: Record<string, string>) => string;

/**
 * A story as a fan reads it: category, title, the English-only note when it is not in the reader's language,
 * abstract, byline and date, image, the sanitised body, its player and its tweet. The public story page draws it
 * (`t`: the fan site's `story` strings in the reader's language); so does the console's preview, where the title is
 * a subheading under the page's own and the player is not a link.
 */
export function StoryArticle({
  story,
  locale,
  t,
  published,
  isPreview = false,
  children,
}: {
  story: StoryDetail;
  locale: string;
  t: Translate;
  published: string;
  isPreview?: boolean;
  children?: ReactNode;
}) {
  const Heading = isPreview ? 'h2' : 'h1';
  return (
    <article
      lang={story.language}
      className={`mx-auto flex max-w-3xl flex-col gap-4 ${isPreview ? 'rounded-lg bg-white p-4 ring-1 ring-black/10' : ''}`}
      data-testid={isPreview ? 'story-preview' : 'story'}
      data-language={story.language}
    >
      <p
        className="kicker"
        lang={story.categoryLanguage !== story.language ? story.categoryLanguage : undefined}
        data-testid="story-category"
      >
        {story.categoryName}
      </p>
      <Heading className="text-3xl leading-tight font-extrabold">{story.title}</Heading>
      {story.language !== locale && (
        <p lang={locale} className="rounded bg-amber-50 p-3 text-sm ring-1 ring-amber-200" data-testid="english-fallback">
          {t('englishOnly')}
        </p>
      )}
      <p className="text-lg text-muted">{story.abstract}</p>
      <p className="text-sm text-muted">
        {story.author && (
          <span data-testid="story-author">
            {t('by', { name: story.author.name })}
            {story.author.role && (
              <>
                {', '}
                <span
                  lang={story.author.roleLanguage !== story.language ? story.author.roleLanguage : undefined}
                  data-testid="story-author-role"
                >
                  {story.author.role}
                </span>
              </>
            )}
            {' · '}
          </span>
        )}
        <time dateTime={story.publishedAt}>{t('published', { date: published })}</time>
      </p>
      <Picture
        src={story.imageUrl}
        alt=""
        width={960}
        height={540}
        sizes="(max-width: 767px) 100vw, 768px"
        priority={!isPreview}
        unoptimized={story.imageUrl.endsWith('.svg')}
        className="aspect-video h-auto w-full rounded-lg object-cover"
      />
      {/* The body was sanitised on save and again when it was read (DESIGN §5). */}
      <div className="story-body text-base" dangerouslySetInnerHTML={{ __html: story.body }} />
      {story.player && (
        <p className="text-sm">
          <span className="font-semibold">{t('player')}: </span>
          {isPreview ? (
            <span className="text-bok-green underline">{story.player.name}</span>
          ) : (
            <Link href={story.player.url} className="text-bok-green underline" data-testid="story-player">
              {story.player.name}
            </Link>
          )}
        </p>
      )}
      {story.tweetUrl && (
        <blockquote className="rounded-lg bg-white p-4 ring-1 ring-black/10" data-testid="story-tweet">
          <a href={story.tweetUrl} className="font-semibold text-bok-green underline" target="_blank" rel="noopener noreferrer nofollow">
            {t('onTwitter')}
          </a>
        </blockquote>
      )}
      {children}
    </article>
  );
}
