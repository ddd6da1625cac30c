import Link from 'next/link';
import { AuthorsTable } from '@/components/admin/people/authors-table';
import { FilterBar, FilterSelect, FilterText } from '@/components/admin/filter-bar';
import { BUTTON_CLASS, SECONDARY_BUTTON_CLASS } from '@/components/admin/form-field';
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
  const statuses = STATUSES.map((value) => ({ value, label: t(`authors.${STATUS_LABELS[value]}`) }));

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
      <FilterBar action="/admin/authors" submitLabel={t('authors.filter')}>
        <FilterText type="search" id="authors-q" name="q" label={t('authors.searchLabel')} value={q ?? ''} width="w-64" />
        <FilterSelect id="authors-status" name="status" label={t('authors.statusLabel')} value={status} width="w-44" options={statuses} />
      </FilterBar>
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
