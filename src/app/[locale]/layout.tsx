import { ArrowUp } from 'lucide';
import { Icon as LucideIcon } from '@/components/ui/icon';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ModalHost } from '@/components/auth-modal/modal-host';
import { dataLiteScript } from '@/components/browser/data-lite-state';
import { DropdownCloser } from '@/components/site/dropdown-closer';
import { IdleIslands } from '@/components/site/idle-islands';
import { ScrollToTop } from '@/components/site/scroll-to-top';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { isLocale } from '@/i18n/locales';
import { getConfig } from '@/server/config';
import { SQUADS, TEAM_NAMES } from '@/schemas/teams';
import '../site.css';

/** Pages render on first request and are then served from the cache (decision 002); nothing at build time. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata(): Promise<Metadata> {
  const { brand, siteUrl } = getConfig();
  return {
    metadataBase: new URL(siteUrl),
    title: { default: brand.name, template: `%s | ${brand.name}` },
    description: `${brand.name}: news, players, fixtures and results for supporters of South Africa's national rugby teams.`,
    icons: { icon: '/favicon.svg', apple: '/icons/apple-touch-icon.png' },
  };
}

export const viewport: Viewport = { themeColor: '#00563f', width: 'device-width', initialScale: 1 };

function subStatusScript(cookieName: string): string {
  // Runs before paint: marks <html> so CSS hides every subscribe prompt for an ACTIVE subscriber.
  return `try{if(/(?:^|;\\s*)${cookieName}=ACTIVE(?:;|$)/.test(document.cookie))document.documentElement.dataset.subStatus='ACTIVE'}catch(e){}`;
}

/**
 * Chrome may offer installing before React has hydrated: keep its event (without Chrome's own banner) for PwaIsland,
 * which offers it later (decision 017).
 */
const INSTALL_CAPTURE_SCRIPT = `addEventListener('beforeinstallprompt',function(e){e.preventDefault();window.__installPrompt=e})`;

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);

  const config = getConfig();
  const t = await getTranslations('site');
  const pwa = await getTranslations('pwa');
  const pwaLabels = {
    updateReady: pwa('updateReady'),
    reload: pwa('reload'),
    installTitle: pwa('installTitle', { brand: config.brand.name }),
    installBody: pwa('installBody'),
    install: pwa('install'),
    notNow: pwa('notNow'),
  };
  const teams = SQUADS.map((slug) => ({ slug, name: TEAM_NAMES[slug] }));

  return (
    <html lang={locale}>
      <head>
        <script
          dangerouslySetInnerHTML={{
            __html: subStatusScript(`${config.brand.slug}_sub_status`) + dataLiteScript() + INSTALL_CAPTURE_SCRIPT,
          }}
        />
      </head>
      <body className="flex min-h-screen flex-col">
        {config.isDemoMode && (
          <p className="bg-bok-gold px-4 py-1 text-center text-xs font-semibold text-ink" data-testid="demo-banner">
            {t('demoBanner')}
          </p>
        )}
        <SiteHeader
          brandName={config.brand.name}
          brandSlug={config.brand.slug}
          locale={locale}
          teams={teams}
          ticketsUrl={config.links.tickets}
        />
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
          {children}
        </main>
        <SiteFooter brandName={config.brand.name} privacyUrl={config.links.privacy} contactUrl={config.links.contact} />
        <ScrollToTop label={t('scrollToTop')} icon={<LucideIcon icon={ArrowUp} aria-hidden="true" size={20} />} />
        <DropdownCloser />
        <IdleIslands brandSlug={config.brand.slug} locale={locale} pwaLabels={pwaLabels} />
        <ModalHost env={{ brandName: config.brand.name, brandSlug: config.brand.slug, locale, privacyUrl: config.links.privacy }} />
      </body>
    </html>
  );
}
