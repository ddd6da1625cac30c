import Link from 'next/link';
import { FilterBar, FilterSelect, FilterText } from '@/components/admin/filter-bar';
import { BUTTON_CLASS, SECONDARY_BUTTON_CLASS } from '@/components/admin/form-field';
import { PageHeader } from '@/components/admin/page-header';
import { Pager } from '@/components/admin/pager';
import { indentedName } from '@/components/admin/stories/category-label';
import { StoryActions } from '@/components/admin/stories/story-actions';
import { consoleTranslator } from '@/i18n/console-messages';
import { getCategoryTreeForStaff, listStoriesForStaff } from '@/server/content';
import { requireStaff } from '@/server/http/staff-guard';
import { storyListInput } from '@/schemas/stories';
import * as storyActions from './actions';

const ORDERS = ['newest', 'oldest', 'title'] as const;

type StoriesQuery = { title?: string; basket_id?: string; order?: string; page?: string };

/** /admin/stories: every story (spec §3 list), searched by title, filtered by category, ordered and paged. */
export default async function StoriesPage({ searchParams }: { searchParams: Promise<StoriesQuery> }) {
  await requireStaff('/admin/stories');
  const t = consoleTranslator('stories');
  const shell = consoleTranslator('shell');
  const search = await searchParams;
  const parsed = storyListInput.safeParse({ ...search, title: search.title?.slice(0, 200) });
  const query = parsed.success ? parsed.data : storyListInput.parse({});
  const order = ORDERS.find((value) => value === query.order) ?? 'newest';
  const [list, tree] = await Promise.all([
    listStoriesForStaff({ order, page: query.page, basketId: query.basket_id, title: query.title || undefined }),
    getCategoryTreeForStaff(),
  ]);
  const format = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'medium', timeZone: 'Africa/Johannesburg' });
  const params = {
    title: query.title || undefined,
    basket_id: query.basket_id ? String(query.basket_id) : undefined,
    order: order === 'newest' ? undefined : order,
  };
  const categories = [
    { value: '', label: t('list.allCategories') },
    ...tree.rows.map((category) => ({ value: String(category.basketId), label: indentedName(category) })),
  ];
  const orders = ORDERS.map((value) => ({ value, label: t(`list.orders.${value}`) }));

  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <>
            <Link href="/admin/stories/add" className={BUTTON_CLASS}>
              {t('list.add')}
            </Link>
            <Link href="/admin/stories/categories" className={SECONDARY_BUTTON_CLASS}>
              {t('list.categories')}
            </Link>
          </>
        }
      />

      <FilterBar
        action="/admin/stories"
        label={t('list.searchLabel')}
        submitLabel={shell('search')}
        isPrimary
        className="mb-4 grid gap-3 rounded border border-neutral-300 bg-white p-3 sm:grid-cols-2 md:grid-cols-[2fr_2fr_1fr_auto] md:items-end"
      >
        <FilterText type="search" id="story-search" name="title" label={t('list.searchTitle')} value={params.title ?? ''} maxLength={200} />
        <FilterSelect id="story-category" name="basket_id" label={t('list.category')} value={params.basket_id ?? ''} options={categories} />
        <FilterSelect id="story-order" name="order" label={t('list.order')} value={order} options={orders} />
      </FilterBar>

      <p className="mb-2 text-sm text-muted" aria-live="polite">
        {t('list.count', { total: list.total })}
      </p>

      {list.data.length === 0 ? (
        <p className="rounded border border-dashed border-neutral-400 p-6 text-center text-sm">{t('list.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded border border-neutral-300 bg-white">
          <table className="w-full min-w-[44rem] text-left text-sm" data-testid="stories-table">
            <caption className="sr-only">{t('list.caption')}</caption>
            <thead className="border-b border-neutral-300 bg-neutral-50 text-xs uppercase text-muted">
              <tr>
                <th scope="col" className="px-2 py-2">
                  {t('list.columns.title')}
                </th>
                <th scope="col" className="px-2 py-2">
                  {t('list.columns.categories')}
                </th>
                <th scope="col" className="px-2 py-2">
                  {t('list.columns.author')}
                </th>
                <th scope="col" className="px-2 py-2">
                  {t('list.columns.published')}
                </th>
                <th scope="col" className="px-2 py-2">
                  {t('list.columns.status')}
                </th>
                <th scope="col" className="px-2 py-2">
                  {t('list.columns.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((story) => (
                <tr key={story.id} className="border-b border-neutral-200 align-top last:border-b-0" data-testid="story-row">
                  <th scope="row" className="max-w-xs px-2 py-2 font-semibold">
                    <Link href={`/admin/stories/edit/${story.id}`} className="text-bok-green underline">
                      {story.title}
                    </Link>
                    <span className="mt-1 block text-xs font-normal text-muted">
                      {t('list.languages', { languages: story.languages.map((lang) => t(`languages.${lang}`)).join(', ') })}
                    </span>
                  </th>
                  <td className="px-2 py-2">{story.categories.map((category) => category.name).join(', ')}</td>
                  <td className="px-2 py-2">{story.authorName ?? '—'}</td>
                  <td className="whitespace-nowrap px-2 py-2">
                    <time
                      dateTime={story.publishedAt}
                      title={new Date(story.publishedAt).toLocaleString('en-ZA', { timeZone: 'Africa/Johannesburg' })}
                    >
                      {format.format(new Date(story.publishedAt))}
                    </time>
                  </td>
                  <td className="px-2 py-2">
                    <span
                      className={`inline-block rounded px-2 py-0.5 text-xs font-bold ${story.isActive ? 'bg-green-100 text-green-900' : 'bg-neutral-200 text-neutral-800'}`}
                    >
                      {story.isActive ? shell('active') : shell('inactive')}
                    </span>
                    {story.isFeatured && (
                      <span className="ml-1 inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
                        {t('list.featured')}
                      </span>
                    )}
                  </td>
                  <td className="whitespace-nowrap px-2 py-2">
                    <StoryActions story={story} actions={storyActions} withEdit />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <Pager
        basePath="/admin/stories"
        params={params}
        page={list.page}
        lastPage={list.lastPage}
        labels={{
          previous: shell('previous'),
          next: shell('next'),
          status: shell('pageOf', { page: list.page, lastPage: list.lastPage, total: list.total }),
        }}
      />
    </>
  );
}
