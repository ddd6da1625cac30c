import { AuditTrail } from '@/components/admin/audit-trail';
import { FormField, INPUT_CLASS, SECONDARY_BUTTON_CLASS } from '@/components/admin/form-field';
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
  return (
    <>
      <PageHeader title={t('title')} description={t('intro')} />
      <form method="get" action="/admin/audit" className="mb-4 flex flex-wrap items-end gap-2">
        <div className="w-64">
          <FormField id="audit-type" label={t('filterEntity')}>
            <select id="audit-type" name="type" defaultValue={type} className={INPUT_CLASS}>
              <option value="">{t('allEntities')}</option>
              {types.map((entityType) => (
                <option key={entityType} value={entityType}>
                  {t.has(`entities.${entityType}`) ? t(`entities.${entityType}`) : entityType}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <button type="submit" className={SECONDARY_BUTTON_CLASS}>
          {t('filter')}
        </button>
      </form>
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
