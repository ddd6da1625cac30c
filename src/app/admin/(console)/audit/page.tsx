import { AuditTrail } from '@/components/admin/audit-trail';
import { FilterBar, FilterSelect } from '@/components/admin/filter-bar';
import { PageHeader } from '@/components/admin/page-header';
import { Pager } from '@/components/admin/pager';
import { consoleTranslator } from '@/i18n/console-messages';
import { requireStaff } from '@/server/http/staff-guard';
import { listAudit, listAuditEntityTypes } from '@/server/audit';

/** /admin/audit (admins only): every recorded write, newest first, filtered by item type, a page at a time. */
export default async function AuditLogPage({
  searchParams,
}: {
  searchParams: Promise<{ type?: string | string[]; page?: string | string[] }>;
}) {
  await requireStaff('/admin/audit', ['admin']);
  const query = await searchParams;
  const t = consoleTranslator('audit');
  const shell = consoleTranslator('shell');
  const types = await listAuditEntityTypes();
  const wanted = typeof query.type === 'string' ? query.type : '';
  const type = types.includes(wanted) ? wanted : '';
  const requested = Number(typeof query.page === 'string' ? query.page : '1');
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 100_000 ? requested : 1;
  const { entries, hasMore } = await listAudit({ entityType: type || undefined, page });
  const entityTypes = [
    { value: '', label: t('allEntities') },
    ...types.map((entityType) => ({
      value: entityType,
      label: t.has(`entities.${entityType}`) ? t(`entities.${entityType}`) : entityType,
    })),
  ];
  return (
    <>
      <PageHeader title={t('title')} description={t('intro')} />
      <FilterBar action="/admin/audit" submitLabel={t('filter')} isSearch={false} className="mb-4 flex flex-wrap items-end gap-2">
        <div className="w-64">
          <FilterSelect id="audit-type" name="type" label={t('filterEntity')} value={type} options={entityTypes} />
        </div>
      </FilterBar>
      <AuditTrail entries={entries} t={t} showItem />
      {(page > 1 || hasMore) && (
        <Pager
          basePath="/admin/audit"
          params={{ type: type || undefined }}
          page={page}
          lastPage={hasMore ? page + 1 : page}
          labels={{ previous: shell('previous'), next: shell('next'), status: t('pageStatus', { page }) }}
        />
      )}
    </>
  );
}
