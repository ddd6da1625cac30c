import { Gamepad2, Home, Newspaper, PlayCircle, Trophy } from 'lucide';
import { Icon as LucideIcon } from '@/components/ui/icon';
import { Link } from '@/components/ui/site-link';
import { getTranslations } from 'next-intl/server';
import { DataLiteSwitch } from './data-lite-switch';
import { TabLink } from './tab-link';

interface SiteFooterProps {
  brandName: string;
  privacyUrl: string;
  contactUrl: string;
}

/** Footer links, and the mobile footer tabs shown at ≤ 991 px (spec §2). */
export async function SiteFooter({ brandName, privacyUrl, contactUrl }: SiteFooterProps) {
  const t = await getTranslations();
  const tabs = [
    { href: '/', section: '/', label: t('nav.home'), Icon: Home },
    { href: '/news', section: '/news', label: t('nav.news'), Icon: Newspaper },
    { href: '/matches/springboks', section: '/matches', label: t('nav.scores'), Icon: Trophy },
    { href: '/plus', section: '/plus', label: t('nav.plus', { brand: brandName }), Icon: PlayCircle },
    { href: '/play-and-win', section: '/play-and-win', label: t('nav.games'), Icon: Gamepad2 },
  ];
  return (
    <>
      <footer className="mt-12 bg-bok-green-dark text-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm">
          <Link
            href="/subscribe"
            data-subscribe-prompt
            data-testid="footer-subscribe"
            className="self-start rounded bg-bok-gold px-4 py-2 font-bold text-ink hover:brightness-95"
          >
            {t('footer.subscribe', { brand: brandName })}
          </Link>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link href="/about" className="hover:underline">
                {t('footer.about')}
              </Link>
            </li>
            <li>
              <Link href="/terms-and-conditions" className="hover:underline">
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <a href={privacyUrl} className="hover:underline" rel="noopener noreferrer" target="_blank">
                {t('footer.privacy')}
              </a>
            </li>
            <li>
              <a href={contactUrl} className="hover:underline" rel="noopener noreferrer">
                {t('footer.contact')}
              </a>
            </li>
            <li>
              <Link href="/sitemap" className="hover:underline">
                {t('footer.sitemap')}
              </Link>
            </li>
          </ul>
          <DataLiteSwitch
            texts={{ label: t('dataLite.label'), hint: t('dataLite.hint'), byBrowser: t('dataLite.byBrowser') }}
            testId="footer-data-lite"
            tone="dark"
          />
          <p className="text-white/90">{t('footer.rights', { year: new Date().getFullYear(), brand: brandName })}</p>
        </div>
      </footer>
      <nav
        aria-label={t('site.mobileTabs')}
        className="mobile-only fixed inset-x-0 bottom-0 z-40 border-t border-black/10 bg-white"
        data-testid="mobile-tabs"
      >
        <ul className="grid grid-cols-5">
          {tabs.map(({ href, section, label, Icon }) => (
            <li key={href} className="min-w-0">
              <TabLink href={href} section={section} className="tab-link">
                <LucideIcon icon={Icon} aria-hidden="true" size={20} />
                {label}
              </TabLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
