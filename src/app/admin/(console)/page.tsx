import { PageHeader } from '@/components/admin/page-header';
import { consoleTranslator } from '@/i18n/console-messages';
import { requireStaff } from '@/server/http/staff-guard';

/** /admin (Dashboard): staff only. */
export default async function AdminDashboardPage({ searchParams }: { searchParams: Promise<{ error?: string }> }) {
  await requireStaff('/admin');
  const { error } = await searchParams;
  const t = consoleTranslator('shell');
  return (
    <>
      {error === 'forbidden' && (
        <p role="alert" className="mb-4 rounded border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {t('forbidden')}
        </p>
      )}
      <PageHeader title={t('links.dashboard')} />
    </>
  );
}
