import Link from 'next/link';
import { AuthorsTable } from '@/components/admin/people/authors-table';
import { BUTTON_CLASS, INPUT_CLASS, SECONDARY_BUTTON_CLASS } from '@/components/admin/form-field';
import { PageHeader } from '@/components/admin/page-header';
import { Pager } from '@/components/admin/pager';
import { consoleTranslator } from '@/i18n/console-messages';
import { listAuthorsPage, type AuthorStatusFilter } from '@/server/content';
import { requireStaff } from '@/server/http/staff-guard';

type Search = { q?: string | string[]; status?: string; page?: string };

const STATUSES: AuthorStatusFilter[] = ['all', 'active', 'inactive'];
const STATUS_LABELS = { all: 'statusAll', active: 'statusActive', inactive: 'statusInactive' } as const;

/** /admin/authors (spec §2): every byline, searchable by name, with active and inactive apart. */
export default async function AuthorsPage({ searchParams }: { searchParams: Promise<Search> }) {
  await requireStaff('/admin/authors');
  const params = await searchParams;
  // ?q=a&q=b arrives as a list: only a single value is a search.
  const q = (typeof params.q === 'string' && params.q.trim().slice(0, 100)) || undefined;
  const status = STATUSES.find((value) => value === params.status) ?? 'all';
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.page ?? '1', 10) || 1));
  const t = consoleTranslator('people');
  const shell = consoleTranslator('shell');
  const list = await listAuthorsPage({ q, status, page });

  return (
    <>
      <PageHeader
        title={t('authors.title')}
        description={t('authors.intro')}
        actions={
          <>
            <Link href="/admin/authors/add" className={BUTTON_CLASS}>
              {t('authors.add')}
            </Link>
            <Link href="/admin/authors/roles" className={SECONDARY_BUTTON_CLASS}>
              {t('authors.roles')}
            </Link>
          </>
        }
      />
      <form method="get" action="/admin/authors" role="search" className="mb-4 flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="authors-q" className="text-sm font-semibold">
            {t('authors.searchLabel')}
          </label>
          <input id="authors-q" name="q" type="search" defaultValue={q ?? ''} className={`${INPUT_CLASS} w-64`} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="authors-status" className="text-sm font-semibold">
            {t('authors.statusLabel')}
          </label>
          <select id="authors-status" name="status" defaultValue={status} className={`${INPUT_CLASS} w-44`}>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`authors.${STATUS_LABELS[value]}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={SECONDARY_BUTTON_CLASS}>
          {t('authors.filter')}
        </button>
      </form>
      <AuthorsTable rows={list.rows} />
      {list.lastPage > 1 && (
        <Pager
          basePath="/admin/authors"
          params={{ q, status: status === 'all' ? undefined : status }}
          page={list.page}
          lastPage={list.lastPage}
          labels={{
            previous: shell('previous'),
            next: shell('next'),
            status: t('authors.pageOf', { page: list.page, lastPage: list.lastPage, total: list.total }),
          }}
        />
      )}
    </>
  );
}
