import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { StoryArticle } from '@/components/site/story-article';
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
    <StoryArticle story={story} locale={locale} t={t} published={format.dateTime(new Date(story.publishedAt), { dateStyle: 'long' })}>
      <Link href="/news" className="font-semibold text-bok-green underline">
        {t('moreNews')}
      </Link>
    </StoryArticle>
  );
}
