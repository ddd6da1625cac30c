import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NewsListing } from '@/components/site/news-listing';
import type { Locale } from '@/i18n/locales';
import { cachedCategories, cachedTeamNews } from '@/server/site';

export const revalidate = 300;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('news');
  return { title: t('title') };
}

/**
 * /news: the first page of all team news, cached (decision 002). A request with ?page or ?category is
 * rewritten to /news-browse by next.config.ts, which renders per request.
 */
export default async function NewsPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [news, categories] = await Promise.all([cachedTeamNews({ page: 1, locale }), cachedCategories(locale)]);
  if (!news) throw new Error('team news unavailable');
  return <NewsListing news={news} categories={categories} category={undefined} page={1} />;
}
