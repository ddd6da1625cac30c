import type { Metadata } from 'next';
import { Link } from '@/components/site/site-link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EngagementBar } from '@/components/fancred/engagement-bar';
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

/** The like/share island's strings; raw, because the island fills in {count} and {points} itself. */
const ENGAGEMENT_KEYS = [
  'like',
  'liking',
  'unliking',
  'likes',
  'likesOne',
  'share',
  'sharing',
  'shares',
  'sharesOne',
  'shareOptions',
  'shareWhatsApp',
  'copyLink',
  'copied',
  'pointsToast',
  'failed',
] as const;

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
  const e = await getTranslations('engagement');
  const labels = Object.fromEntries(ENGAGEMENT_KEYS.map((key) => [key, e.raw(key) as string])) as Record<
    (typeof ENGAGEMENT_KEYS)[number],
    string
  >;

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
