import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { isSlug } from '@/server/site/slug';
import { cachedStory } from '@/server/site/public-content';

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Params = Promise<{ locale: Locale; slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, slug } = await params;
  const story = isSlug(slug) ? await cachedStory(slug, locale) : null;
  if (!story) return {};
  return { title: story.title, description: story.abstract, openGraph: { title: story.title, description: story.abstract, images: [story.imageUrl] } };
}

/** A story in the viewer's language where translated, English otherwise (spec §3; issue 2 item 6). */
export default async function StoryPage({ params }: { params: Params }) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  if (!isSlug(slug)) notFound();
  const story = await cachedStory(slug, locale);
  if (!story) notFound();
  const t = await getTranslations('story');
  const format = await getFormatter();

  return (
    <article lang={story.language} className="mx-auto flex max-w-3xl flex-col gap-4" data-testid="story" data-language={story.language}>
      <p className="text-xs font-bold tracking-wide text-bok-green uppercase">{story.categoryName}</p>
      <h1 className="text-3xl leading-tight font-extrabold">{story.title}</h1>
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
            {story.author.role ? `, ${story.author.role}` : ''}
            {' · '}
          </span>
        )}
        <time dateTime={story.publishedAt}>{t('published', { date: format.dateTime(new Date(story.publishedAt), { dateStyle: 'long' }) })}</time>
      </p>
      <Image
        src={story.imageUrl}
        alt=""
        width={960}
        height={540}
        sizes="(max-width: 767px) 100vw, 768px"
        priority
        unoptimized={story.imageUrl.endsWith('.svg')}
        className="aspect-video h-auto w-full rounded-lg object-cover"
      />
      {/* The body was sanitised on save and again when it was read (DESIGN §5). */}
      <div className="story-body text-base" dangerouslySetInnerHTML={{ __html: story.body }} />
      {story.player && (
        <p className="text-sm">
          <span className="font-semibold">{t('player')}: </span>
          <Link href={story.player.url} className="text-bok-green underline" data-testid="story-player">
            {story.player.name}
          </Link>
        </p>
      )}
      {story.tweetUrl && (
        <blockquote className="rounded-lg bg-white p-4 ring-1 ring-black/10" data-testid="story-tweet">
          <a href={story.tweetUrl} className="font-semibold text-bok-green underline" target="_blank" rel="noopener noreferrer nofollow">
            {t('onTwitter')}
          </a>
        </blockquote>
      )}
      <Link href="/news" className="font-semibold text-bok-green underline">
        {t('moreNews')}
      </Link>
    </article>
  );
}
