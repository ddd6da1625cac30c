import Link from 'next/link';
import { SECONDARY_BUTTON_CLASS } from '@/components/admin/form-field';
import { PageHeader } from '@/components/admin/page-header';
import { UserSearch } from '@/components/admin/users/user-search';
import { consoleTranslator } from '@/i18n/console-messages';
import { requireStaff } from '@/server/http/staff-guard';
import { searchUsers } from '@/server/identity';
import { searchUsersAction } from './actions';

/** /admin/users: find a fan by number, email or name (spec §2); admins also reach the staff members from here. */
export default async function UsersPage() {
  const { role } = await requireStaff('/admin/users');
  const t = consoleTranslator('users');
  const newest = await searchUsers({ q: '', page: 1 });
  if (!newest.ok) throw new Error(newest.error.message);
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('intro')}
        actions={
          role === 'admin' && (
            <Link href="/admin/users/staff" className={SECONDARY_BUTTON_CLASS}>
              {t('staffLink')}
            </Link>
          )
        }
      />
      <UserSearch search={searchUsersAction} initial={newest.value} />
    </>
  );
}
