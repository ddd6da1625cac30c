'use client';

import { Menu, X } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { activeHref, CONSOLE_GROUPS } from './console-sections';

/**
 * The sidebar: always open from 1024 px; on a tablet or phone a Menu button in the top bar opens it over the page.
 * Logout is a plain form post, so it works before this island has loaded.
 */
export function ConsoleNav({ isAdmin }: { isAdmin: boolean }) {
  const t = useTranslations('shell');
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  // The drawer closes by itself when the page changes: it is open only for the path it was opened on.
  const isOpen = openOn === pathname;
  const current = activeHref(pathname);
  // Escape closes the open drawer, as it would any menu over the page.
  useEffect(() => {
    if (!isOpen) return;
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [isOpen]);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpenOn(isOpen ? null : pathname)}
        aria-expanded={isOpen}
        aria-controls="console-sidebar"
        className="fixed left-3 top-2.5 z-40 inline-flex items-center gap-1 rounded border border-white/40 px-2 py-1 text-sm font-semibold text-white lg:hidden"
      >
        {isOpen ? <X size={18} aria-hidden /> : <Menu size={18} aria-hidden />}
        {isOpen ? t('closeMenu') : t('menu')}
      </button>
      <nav
        id="console-sidebar"
        aria-label={t('sidebarLabel')}
        className={`${isOpen ? 'block' : 'hidden'} fixed inset-y-0 left-0 top-12 z-30 w-64 overflow-y-auto bg-neutral-900 pb-6 text-neutral-100 shadow-xl lg:sticky lg:top-12 lg:block lg:h-[calc(100vh-3rem)] lg:shadow-none`}
      >
        {CONSOLE_GROUPS.map((group) => {
          const links = group.links.filter((link) => isAdmin || !link.adminOnly);
          return (
            <div key={group.label} className="px-3 pt-4">
              <p className="px-2 pb-1 text-xs font-bold uppercase tracking-wide text-neutral-400">{t(`groups.${group.label}`)}</p>
              <ul>
                {links.map((link) => (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      aria-current={current === link.href ? 'page' : undefined}
                      className="block rounded px-2 py-1.5 text-sm hover:bg-neutral-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-bok-gold aria-[current=page]:bg-bok-green aria-[current=page]:font-semibold"
                    >
                      {t(`links.${link.label}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
        <form method="post" action="/api/admin/logout" className="px-5 pt-6">
          <button
            type="submit"
            className="w-full rounded border border-neutral-500 px-3 py-1.5 text-left text-sm font-semibold hover:bg-neutral-800"
          >
            {t('logout')}
          </button>
        </form>
      </nav>
    </>
  );
}
