import { createFormatter } from 'next-intl';
import Link from 'next/link';
import { ActionButton } from '@/components/admin/action-button';
import { PageHeader } from '@/components/admin/page-header';
import { AddStaffForm } from '@/components/admin/users/add-staff-form';
import { consoleTranslator } from '@/i18n/console-messages';
import { requireStaff } from '@/server/http/staff-guard';
import { listStaffMembers } from '@/server/identity';
import { addStaffAction, sendStaffPasswordEmailAction } from '../actions';

/** /admin/users/staff (admins only): the staff members, adding one by email, and the set-password email again. */
export default async function StaffMembersPage() {
  const { user: me } = await requireStaff('/admin/users/staff', ['admin']);
  const t = consoleTranslator('users');
  const format = createFormatter({ locale: 'en', timeZone: 'Africa/Johannesburg' });
  const members = await listStaffMembers();
  return (
    <>
      <Link href="/admin/users" className="text-sm font-semibold text-bok-green underline">
        {t('backToUsers')}
      </Link>
      <PageHeader title={t('staffTitlePage')} description={t('staffPageIntro')} />
      <section aria-labelledby="add-staff" className="mb-8 rounded-lg border border-neutral-300 bg-white p-4 md:p-5">
        <h2 id="add-staff" className="text-lg font-bold">
          {t('addStaffTitle')}
        </h2>
        <p className="mb-3 mt-1 text-sm text-muted">{t('addStaffIntro')}</p>
        <AddStaffForm addStaff={addStaffAction} />
      </section>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[44rem] text-left text-sm" data-testid="staff-members">
          <thead className="border-b border-neutral-300 text-xs uppercase text-muted">
            <tr>
              <th className="py-2 pr-3">{t('name')}</th>
              <th className="py-2 pr-3">{t('email')}</th>
              <th className="py-2 pr-3">{t('staffRole')}</th>
              <th className="py-2 pr-3">{t('password')}</th>
              <th className="py-2 pr-3">{t('joined')}</th>
              <th className="py-2">{t('actions')}</th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr key={member.id} className="border-b border-neutral-200 align-middle">
                <td className="py-2 pr-3">
                  <Link href={`/admin/users/${member.id}`} className="font-semibold text-bok-green underline">
                    {member.name ?? member.email ?? t('noName')}
                  </Link>
                  {member.id === me.id && <span className="ml-1 text-muted">{t('you')}</span>}
                </td>
                <td className="py-2 pr-3">{member.email}</td>
                <td className="py-2 pr-3">{t(`roleNames.${member.staffRole}`)}</td>
                <td className="py-2 pr-3">{member.hasPassword ? t('passwordSet') : t('passwordPending')}</td>
                <td className="whitespace-nowrap py-2 pr-3">{format.dateTime(new Date(member.createdAt), { dateStyle: 'medium' })}</td>
                <td className="py-2">
                  <ActionButton
                    action={sendStaffPasswordEmailAction.bind(null, { id: member.id })}
                    label={t('sendPasswordEmail')}
                    success={t('passwordEmailSent', { email: member.email ?? '' })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
