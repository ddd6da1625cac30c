import { getTranslations } from 'next-intl/server';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { ForgotPasswordLink } from '@/components/admin/forgot-password-link';
import { STAFF_LOGIN_EMAIL_COOKIE } from '@/server/http/identity-responses';
import { getSignedIn, staffRoleOf } from '@/server/identity';

/** /admin/login: staff email and password. A plain form posted to /api/admin/login; works without JavaScript. */
export default async function AdminLoginPage({ searchParams }: { searchParams: Promise<{ error?: string; next?: string }> }) {
  const { error, next } = await searchParams;
  const signedIn = await getSignedIn(await headers());
  if (staffRoleOf(signedIn?.user)) redirect('/admin');
  const t = await getTranslations({ locale: 'en', namespace: 'staff' });
  const message = error === 'invalid' ? t('invalid') : error === 'locked' ? t('locked') : null;
  // After a refused sign-in the email stays in its field (set by /api/admin/login for two minutes).
  const keptEmail = message ? ((await cookies()).get(STAFF_LOGIN_EMAIL_COOKIE)?.value ?? '').slice(0, 254) : '';
  return (
    <main className="mx-auto mt-16 max-w-sm rounded-lg bg-white p-6 shadow">
      <h1 className="mb-4 text-2xl font-extrabold">{t('loginTitle')}</h1>
      {message && (
        <p className="mb-3 rounded border border-red-300 bg-red-50 p-3 text-sm text-red-800" role="alert">
          {message}
        </p>
      )}
      <form method="post" action="/api/admin/login" className="flex flex-col gap-3">
        <input type="hidden" name="next" value={next && /^\/admin(\/|$)/.test(next) ? next : '/admin'} />
        <label className="text-sm font-semibold" htmlFor="staff-email">
          {t('email')}
        </label>
        <input
          id="staff-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={keptEmail}
          className="rounded border border-neutral-400 px-3 py-2"
        />
        <label className="text-sm font-semibold" htmlFor="staff-password">
          {t('password')}
        </label>
        <input
          id="staff-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className="rounded border border-neutral-400 px-3 py-2"
        />
        <button type="submit" className="mt-2 rounded bg-bok-green px-4 py-2.5 font-bold text-white">
          {t('submit')}
        </button>
      </form>
      <div className="mt-4 text-center">
        <ForgotPasswordLink label={t('forgot')} />
      </div>
    </main>
  );
}
