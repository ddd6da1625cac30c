import Link from 'next/link';
import { ActionButton } from '@/components/admin/action-button';
import { SECONDARY_BUTTON_CLASS } from '@/components/admin/form-field';
import { PageHeader } from '@/components/admin/page-header';
import { RoleNameForm } from '@/components/admin/people/role-name-form';
import { consoleTranslator } from '@/i18n/console-messages';
import { listAuthorRoles } from '@/server/content';
import { requireStaff } from '@/server/http/staff-guard';
import { addRole, deleteRole, renameRole } from '../actions';

/** /admin/authors/roles (spec §2): the byline roles — add, rename, and delete one no author has. */
export default async function AuthorRolesPage() {
  await requireStaff('/admin/authors/roles');
  const t = consoleTranslator('people');
  const roles = await listAuthorRoles();
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
                  <span className="sr-only">{t('roles.columnActions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {roles.map((role) => (
                <tr key={role.id} className="border-b border-neutral-200 align-top last:border-0" data-testid="role-row">
                  <td className="py-2 pr-3 pl-3">
                    <RoleNameForm role={role} save={renameRole} />
                  </td>
                  <td className="py-2 pr-3 pt-4 text-right tabular-nums">{role.authorCount}</td>
                  <td className="py-2 pr-3 pt-3">
                    <ActionButton
                      action={deleteRole.bind(null, role.id)}
                      label={t('roles.delete')}
                      success={t('roles.deleted')}
                      confirm={{ title: t('roles.deleteTitle', { name: role.name }), message: t('roles.deleteMessage'), button: t('roles.delete') }}
                      danger
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
