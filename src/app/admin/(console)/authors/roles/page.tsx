import Link from 'next/link';
import { Fragment } from 'react';
import { ActionButton } from '@/components/admin/action-button';
import { AuditTrail } from '@/components/admin/audit-trail';
import { SECONDARY_BUTTON_CLASS } from '@/components/admin/form-field';
import { PageHeader } from '@/components/admin/page-header';
import { ItemLanguages } from '@/components/admin/translation-fields';
import { RoleNameForm } from '@/components/admin/people/role-name-form';
import { consoleTranslator } from '@/i18n/console-messages';
import { AUTHOR_ROLE_ENTITY, listAuthorRoles } from '@/server/content';
import { requireStaff } from '@/server/http/staff-guard';
import { listAudit } from '@/server/audit';
import { addRole, deleteRole, renameRole } from '../actions';

/** /admin/authors/roles (spec §2): the byline roles — add, rename, and delete one no author has; each with its history. */
export default async function AuthorRolesPage() {
  await requireStaff('/admin/authors/roles');
  const t = consoleTranslator('people');
  const roles = await listAuthorRoles();
  const histories = await Promise.all(roles.map((role) => listAudit({ entityType: AUTHOR_ROLE_ENTITY, entityId: role.id })));
  const audit = consoleTranslator('audit');
  const languages = consoleTranslator('translations');
  return (
    <>
      <PageHeader
        title={t('roles.title')}
        description={t('roles.intro')}
        actions={
          <Link href="/admin/authors" className={SECONDARY_BUTTON_CLASS}>
            {t('roles.back')}
          </Link>
        }
      />
      <div className="mb-6 max-w-xl">
        <RoleNameForm save={addRole} />
      </div>
      {roles.length === 0 ? (
        <p className="rounded border border-neutral-300 bg-white p-4 text-sm">{t('roles.none')}</p>
      ) : (
        <div className="overflow-x-auto rounded border border-neutral-300 bg-white">
          <table className="w-full min-w-[36rem] text-left text-sm" data-testid="roles-table">
            <thead className="border-b border-neutral-300 bg-neutral-50 text-xs uppercase text-muted">
              <tr>
                <th scope="col" className="py-2 pr-3 pl-3">
                  {t('roles.columnName')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  {t('roles.columnAuthors')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {languages('column')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  <span className="sr-only">{t('roles.columnActions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {roles.map((role, index) => {
                const history = histories[index]?.entries ?? [];
                return (
                  <Fragment key={role.id}>
                    <tr className="align-top" data-testid="role-row">
                      <td className="py-2 pr-3 pl-3">
                        <RoleNameForm role={role} save={renameRole} />
                      </td>
                      <td className="py-2 pr-3 pt-4 text-right tabular-nums">{role.authorCount}</td>
                      <td className="py-2 pr-3 pt-4">
                        <ItemLanguages t={languages} languages={role.languages} />
                      </td>
                      <td className="py-2 pr-3 pt-3">
                        <ActionButton
                          action={deleteRole.bind(null, role.id)}
                          label={t('roles.delete')}
                          success={t('roles.deleted')}
                          confirm={{
                            title: t('roles.deleteTitle', { name: role.name }),
                            message: t('roles.deleteMessage'),
                            button: t('roles.delete'),
                          }}
                          danger
                        />
                      </td>
                    </tr>
                    <tr className="border-b border-neutral-200 last:border-0">
                      <td colSpan={4} className="pr-3 pb-3 pl-3">
                        <details data-testid="role-history">
                          <summary className="cursor-pointer text-sm font-semibold text-bok-green">
                            {t('roles.history', { name: role.name, count: history.length })}
                          </summary>
                          <div className="mt-2">
                            <AuditTrail entries={history} t={audit} />
                          </div>
                        </details>
                      </td>
                    </tr>
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
