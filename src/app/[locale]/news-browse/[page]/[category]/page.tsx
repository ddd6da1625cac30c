import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NewsListing } from '@/components/site/news-listing';
import { NotFoundPage, notFoundMetadata } from '@/components/site/not-found-page';
import type { Locale } from '@/i18n/locales';
import { cachedCategories, cachedTeamNews } from '@/server/site';

/**
 * /news?page=…&category=… (next.config.ts rewrites it here as /news-browse/p{page}/c{category}): a cached page per
 * page and category, like /news itself (decision 002), so that a page past the end or an unknown category answers 404
 * with the real not-found page in the HTML (decision 010): a page rendered per request could only answer Next's empty
 * error shell.
 */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Params = Promise<{ locale: Locale; page: string; category: string }>;

/** The page number and category the address names, or null when it names none (a bad value). */
function browsed(params: { page: string; category: string }): { page: number; category: string | undefined } | null {
  const page = /^p([1-9]\d{0,4})?$/.exec(params.page);
  const category = /^c([a-z0-9-]{1,80})?$/.exec(params.category);
  if (!page || !category) return null;
  return { page: page[1] ? Number(page[1]) : 1, category: category[1] };
}

async function load(params: { locale: Locale; page: string; category: string }) {
  const wanted = browsed(params);
  if (!wanted) return null;
  const [news, categories] = await Promise.all([
    cachedTeamNews({ categorySlug: wanted.category, page: wanted.page, locale: params.locale }),
    cachedCategories(params.locale),
  ]);
  if (!news || wanted.page > news.lastPage) return null;
  return { ...wanted, news, categories };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const found = await load(await params);
  if (!found) return notFoundMetadata();
  const t = await getTranslations('news');
  return { title: t('title') };
}

export default async function NewsBrowsePage({ params }: { params: Params }) {
  const resolved = await params;
  setRequestLocale(resolved.locale);
  const found = await load(resolved);
  if (!found) return <NotFoundPage />;
  return <NewsListing news={found.news} categories={found.categories} category={found.category} page={found.page} />;
}
