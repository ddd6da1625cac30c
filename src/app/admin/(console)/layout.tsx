import Link from 'next/link';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { ConsoleNav } from '@/components/admin/console-nav';
import { ConsoleToaster } from '@/components/admin/console-toaster';
import { CONSOLE_MESSAGES, consoleTranslator } from '@/i18n/console-messages';
import { getConfig } from '@/server/config';
import { currentStaff } from '@/server/http/staff-guard';

/**
 * The console's shell: top bar (Home, the title area, who is signed in), the sidebar of spec §2 and a footer. The
 * shell is drawn for staff only; each page still checks the role itself (DESIGN §5) and sends anyone else to
 * /admin/login with the page to return to.
 */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const staff = await currentStaff();
  if (!staff) return children;
  const t = consoleTranslator('shell');
  const brand = getConfig().brand.name;
  return (
    <NextIntlClientProvider locale="en" messages={CONSOLE_MESSAGES} timeZone="Africa/Johannesburg">
      <header className="sticky top-0 z-40 flex h-12 items-center gap-4 bg-bok-green-dark px-3 pl-28 text-white lg:pl-4">
        <Link href="/admin" className="font-bold">
          {t('home')}
        </Link>
        <span className="hidden font-semibold text-white/80 sm:inline">{t('consoleName', { brand })}</span>
        <span className="ml-auto hidden text-sm text-white/80 md:inline" data-testid="staff-identity">
          {t('signedInAs', { email: staff.user.email ?? '', role: t(`roles.${staff.role}`) })}
        </span>
        <Link href="/" className="text-sm font-semibold underline">
          {t('viewSite')}
        </Link>
      </header>
      <div className="lg:flex">
        <ConsoleNav isAdmin={staff.role === 'admin'} />
        <div className="flex min-h-[calc(100vh-3rem)] min-w-0 flex-1 flex-col">
          <main className="w-full max-w-6xl flex-1 p-4 md:p-6">{children}</main>
          <footer className="border-t border-neutral-300 px-6 py-3 text-xs text-muted">
            {t('footer', { year: new Date().getFullYear(), brand })}
          </footer>
        </div>
      </div>
      <ConsoleToaster />
    </NextIntlClientProvider>
  );
}
