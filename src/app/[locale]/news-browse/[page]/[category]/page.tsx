import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NewsListing } from '@/components/site/news-listing';
import type { Locale } from '@/i18n/locales';
import { cachedCategories, cachedTeamNews } from '@/server/site';

/** /news?page=…&category=… (rewritten here by next.config.ts): renders per request, data from the tag cache. */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('news');
  return { title: t('title') };
}

function pageNumber(value: string | string[] | undefined): number | null {
  if (value === undefined || value === '') return 1;
  if (typeof value !== 'string' || !/^[1-9]\d{0,4}$/.test(value)) return null;
  return Number(value);
}

export default async function NewsBrowsePage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const page = pageNumber(query.page);
  const category = typeof query.category === 'string' && query.category !== '' ? query.category : undefined;
  if (page === null || (category !== undefined && !/^[a-z0-9-]{1,80}$/.test(category))) notFound();

  const [news, categories] = await Promise.all([cachedTeamNews({ categorySlug: category, page, locale }), cachedCategories()]);
  if (!news || page > news.lastPage) notFound();
  return <NewsListing news={news} categories={categories} category={category} page={page} />;
}
