import { Link } from '@/components/ui/site-link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { TeamNewsPage } from '@/server/content';
import { StoryCard } from './story-card';

function newsHref(category: string | undefined, page: number): string {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/news?${text}` : '/news';
}

interface NewsListingProps {
  news: TeamNewsPage;
  /** Active categories, named in the page's language where staff translated them (`language` says which). */
  categories: { basketId: number; parentId: number | null; name: string; language: string; slug: string }[];
  category: string | undefined;
  page: number;
}

/** Team news: one featured story and seven others per page, a category filter that works without JavaScript. */
export async function NewsListing({ news, categories, category, page }: NewsListingProps) {
  const [t, locale] = await Promise.all([getTranslations('news'), getLocale()]);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-extrabold">{t('title')}</h1>
        <form action="/news" method="get" className="flex w-full min-w-0 items-end gap-2 sm:w-auto">
          <label className="flex min-w-0 flex-1 flex-col text-sm font-semibold">
            {t('filterLabel')}
            <select
              name="category"
              defaultValue={category ?? ''}
              className="mt-1 w-full min-w-0 rounded border border-neutral-400 bg-white px-2 py-2 sm:w-auto sm:max-w-xs"
            >
              <option value="">{t('allCategories')}</option>
              {categories.map((item) => (
                <option key={item.basketId} value={item.slug} lang={item.language !== locale ? item.language : undefined}>
                  {item.parentId ? `— ${item.name}` : item.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="shrink-0 rounded bg-bok-green px-4 py-2 font-semibold text-white">
            {t('apply')}
          </button>
        </form>
      </div>

      {news.featured && page === 1 && <StoryCard story={news.featured} isFeatured />}
      {news.data.length === 0 && !news.featured ? (
        <p>{t('noStories')}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {news.data.map((story) => (
            <StoryCard key={story.id} story={story} />
          ))}
        </div>
      )}

      {news.lastPage > 1 && (
        <nav aria-label={t('pagination')} className="flex items-center justify-between gap-4">
          {news.page > 1 ? (
            <Link
              href={newsHref(category, news.page - 1)}
              rel="prev"
              className="rounded bg-white px-4 py-2 font-semibold ring-1 ring-black/10"
            >
              {t('previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted">{t('pageOf', { page: news.page, lastPage: news.lastPage })}</span>
          {news.page < news.lastPage ? (
            <Link
              href={newsHref(category, news.page + 1)}
              rel="next"
              className="rounded bg-white px-4 py-2 font-semibold ring-1 ring-black/10"
            >
              {t('next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
