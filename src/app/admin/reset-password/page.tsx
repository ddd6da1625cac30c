import { getTranslations } from 'next-intl/server';
import { ResetPasswordForm } from '@/components/admin/reset-password-form';

/** /admin/reset-password?token=…: the emailed link's page. */
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  const t = await getTranslations({ locale: 'en', namespace: 'staff' });
  return (
    <main className="mx-auto mt-16 max-w-sm rounded-lg bg-white p-6 shadow">
      <h1 className="mb-4 text-2xl font-extrabold">{t('resetTitle')}</h1>
      {token ? (
        <ResetPasswordForm
          token={token}
          labels={{
            newPassword: t('newPassword'),
            submit: t('resetSubmit'),
            submitting: t('resetting'),
            weakPassword: t('weakPassword'),
            invalidToken: t('invalidToken'),
          }}
        />
      ) : (
        <p role="alert">{t('invalidToken')}</p>
      )}
    </main>
  );
}
