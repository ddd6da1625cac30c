import { getTranslations } from 'next-intl/server';
import { requireStaff } from '@/server/http/staff-guard';

/** /admin (Dashboard): staff only. The console's sections arrive with the admin issue. */
export default async function AdminPage() {
  const { user, role } = await requireStaff('/admin');
  const t = await getTranslations({ locale: 'en', namespace: 'staff' });
  return (
    <main className="mx-auto max-w-4xl p-6">
      <div className="mb-6 flex items-center justify-between gap-4">
        <h1 className="text-2xl font-extrabold">{t('dashboardTitle')}</h1>
        <form method="post" action="/api/admin/logout">
          <button type="submit" className="rounded border border-neutral-400 bg-white px-3 py-1.5 text-sm font-semibold">
            {t('logout')}
          </button>
        </form>
      </div>
      <p data-testid="staff-identity">{t('signedInAs', { email: user.email ?? '', role })}</p>
      <p className="mt-2 text-neutral-600">{t('consoleSoon')}</p>
    </main>
  );
}
