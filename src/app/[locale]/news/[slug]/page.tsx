import type { Metadata } from 'next';
import { Link } from '@/components/ui/site-link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EngagementBar } from '@/components/fancred/engagement-bar';
import { engagementLabels } from '@/components/fancred/island-labels';
import { NotFoundPage, notFoundMetadata } from '@/components/site/not-found-page';
import { StoryArticle } from '@/components/site/story-article';
import type { Locale } from '@/i18n/locales';
import { isSlug } from '@/schemas/slug';
import { cachedStory } from '@/server/site';
import { formatDate } from '@/i18n/format';

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Params = Promise<{ locale: Locale; slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, slug } = await params;
  const story = isSlug(slug) ? await cachedStory(slug, locale) : null;
  if (!story) return notFoundMetadata();
  return {
    title: story.title,
    description: story.abstract,
    openGraph: { title: story.title, description: story.abstract, images: [story.imageUrl] },
  };
}

/** A story in the viewer's language where translated, English otherwise (spec §3; issue 2 item 6). */
export default async function StoryPage({ params }: { params: Params }) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const story = isSlug(slug) ? await cachedStory(slug, locale) : null;
  if (!story) return <NotFoundPage />;
  const t = await getTranslations('story');
  const labels = await engagementLabels();

  return (
    <StoryArticle story={story} locale={locale} t={t} published={formatDate(story.publishedAt, locale, 'longDate')}>
      {/* The counts and the fan's own like load after the page (a client island): the story stays cached. */}
      <EngagementBar itemType="story" itemId={String(story.id)} title={story.title} path={`/news/${story.slug}`} labels={labels} />
      <Link href="/news" className="font-semibold text-bok-green underline">
        {t('moreNews')}
      </Link>
    </StoryArticle>
  );
}
