import { ChevronDown, Menu } from 'lucide';
import { Icon as LucideIcon } from '@/components/ui/icon';
import { Link } from '@/components/ui/site-link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LOCALES } from '@/i18n/locales';
import { PlayersMenu } from './players-menu';
import { SignInState } from './sign-in-state';

interface SiteHeaderProps {
  brandName: string;
  teams: { slug: string; name: string }[];
  ticketsUrl: string;
  brandSlug: string;
  locale: string;
}

/**
 * A menu of links: on the desktop bar a panel floating below its label; inside the mobile menu a list that opens in
 * place, pushing the next items down rather than covering them.
 */
function Dropdown({ label, children, testId, isMobile }: { label: string; children: ReactNode; testId: string; isMobile: boolean }) {
  return (
    <details data-menu className={isMobile ? 'group' : 'group relative'} data-testid={testId}>
      <summary className="flex items-center gap-1 rounded px-3 py-2 font-semibold text-white hover:bg-bok-green-dark">
        {label}
        <LucideIcon icon={ChevronDown} aria-hidden="true" size={16} className="transition group-open:rotate-180" />
      </summary>
      <div
        className={
          isMobile
            ? 'mobile-submenu ml-3 flex flex-col border-l border-white/30 pl-2 text-white'
            : 'absolute left-0 z-50 mt-1 min-w-56 rounded-md bg-white p-2 text-ink shadow-xl ring-1 ring-black/10'
        }
      >
        {children}
      </div>
    </details>
  );
}

/** Each language in its own name. */
const LANGUAGE_NAMES = { en: 'English', zu: 'isiZulu', xh: 'isiXhosa', af: 'Afrikaans' } as const;

const itemClass = 'menu-item';
const mobileItemClass = 'menu-item-mobile';

/** Header (spec §2 "Site layout"): slogan, sign-in state, Log In / Sign Up, and the main navigation. */
export async function SiteHeader({ brandName, brandSlug, locale, teams, ticketsUrl }: SiteHeaderProps) {
  const t = await getTranslations();

  /** The menu, once for the desktop bar and once inside the mobile menu; the long players list only on desktop. */
  const menuItems = (isMobile: boolean) => (
    <>
      <li>
        <Link href="/" className="nav-link">
          {t('nav.home')}
        </Link>
      </li>
      <li>
        <Link href="/news" className="nav-link">
          {t('nav.news')}
        </Link>
      </li>
      <li>
        {isMobile ? (
          <Dropdown label={t('nav.players')} testId="nav-players-mobile" isMobile>
            {teams.map((team) => (
              <Link key={team.slug} href={`/springboks#squad-${team.slug}`} className={mobileItemClass}>
                {team.name}
              </Link>
            ))}
            <Link href="/springboks" className={mobileItemClass}>
              {t('nav.allPlayers')}
            </Link>
          </Dropdown>
        ) : (
          <PlayersMenu label={t('nav.players')} allPlayersLabel={t('nav.allPlayers')} loadingLabel={t('nav.loading')} teams={teams} />
        )}
      </li>
      <li>
        <Link href="/matches/springboks" className="nav-link">
          {t('nav.matches')}
        </Link>
      </li>
      <li>
        <Link href="/plus" className="nav-link">
          {t('nav.plus', { brand: brandName })}
        </Link>
      </li>
      <li>
        <Dropdown label={t('nav.play')} testId={isMobile ? 'nav-play-mobile' : 'nav-play'} isMobile={isMobile}>
          <Link href="/play-and-win" className={isMobile ? mobileItemClass : itemClass}>
            {t('nav.games')}
          </Link>
          <Link href="/competitions" className={isMobile ? mobileItemClass : itemClass}>
            {t('nav.competitions')}
          </Link>
          <Link href="/fancred" className={isMobile ? mobileItemClass : itemClass}>
            {t('nav.fancred')}
          </Link>
        </Dropdown>
      </li>
      <li>
        <Dropdown label={t('nav.more')} testId={isMobile ? 'nav-more-mobile' : 'nav-more'} isMobile={isMobile}>
          <Link href="/benefits" className={isMobile ? mobileItemClass : itemClass}>
            {t('nav.benefits')}
          </Link>
          <Link href="/shop" className={isMobile ? mobileItemClass : itemClass}>
            {t('nav.shop')}
          </Link>
          <Link href="/travel" className={isMobile ? mobileItemClass : itemClass}>
            {t('nav.travel')}
          </Link>
          <a href={ticketsUrl} className={isMobile ? mobileItemClass : itemClass} target="_blank" rel="noopener noreferrer">
            {t('nav.tickets')}
          </a>
        </Dropdown>
      </li>
    </>
  );

  return (
    <header className="bg-bok-green text-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-2 focus:text-ink"
      >
        {t('site.skipToContent')}
      </a>
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
        <Link href="/" className="flex flex-col leading-tight">
          <span className="text-xl font-extrabold tracking-tight">{brandName}</span>
          <span className="text-xs text-bok-gold" data-testid="slogan">
            {t('site.slogan')}
          </span>
        </Link>
        <SignInState
          locale={locale}
          brandSlug={brandSlug}
          languages={LOCALES.map((code) => ({ code, name: LANGUAGE_NAMES[code] }))}
          labels={{
            logIn: t('auth.logIn'),
            signUp: t('auth.signUp'),
            signOut: t('auth.signOut'),
            language: t('site.language'),
            profile: t('auth.profile'),
          }}
        />
      </div>
      <nav aria-label={t('site.mainNavigation')} className="border-t border-white/15">
        <ul className="desktop-only mx-auto flex max-w-6xl items-center gap-1 px-2 py-1" data-testid="desktop-menu">
          {menuItems(false)}
        </ul>
        <details data-menu className="mobile-only" data-testid="mobile-menu">
          <summary className="flex items-center gap-2 px-4 py-2 font-semibold">
            <LucideIcon icon={Menu} aria-hidden="true" size={20} />
            {t('site.menu')}
          </summary>
          <ul className="flex flex-col gap-1 px-2 pb-3">{menuItems(true)}</ul>
        </details>
      </nav>
    </header>
  );
}
