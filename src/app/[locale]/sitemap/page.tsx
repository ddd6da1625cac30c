import type { Metadata } from 'next';
import { Link } from '@/components/ui/site-link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { getConfig } from '@/server/config';
import { cachedTeamNews } from '@/server/site';
import { MATCH_TEAMS, TEAM_NAMES } from '@/schemas/teams';

export const revalidate = 300;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages');
  return { title: t('sitemapTitle') };
}

/** A human sitemap; /sitemap.xml is the machine one. */
export default async function SitemapPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, nav, news] = await Promise.all([getTranslations('pages'), getTranslations('nav'), cachedTeamNews({ page: 1, locale })]);
  const brand = getConfig().brand.name;
  const pages = [
    { href: '/', label: nav('home') },
    { href: '/news', label: nav('news') },
    { href: '/springboks', label: nav('allPlayers') },
    { href: '/fancred', label: nav('fancred') },
    { href: '/predictor', label: (await getTranslations('predictor'))('title') },
    { href: '/play-and-win', label: nav('games') },
    { href: '/competitions', label: nav('competitions') },
    { href: '/benefits', label: nav('benefits') },
    { href: '/subscribe', label: (await getTranslations('subscribe'))('title', { brand }) },
    { href: '/shop', label: nav('shop') },
    { href: '/travel', label: nav('travel') },
    { href: '/about', label: t('aboutTitle', { brand }) },
    { href: '/terms-and-conditions', label: t('termsTitle') },
  ];
  const stories = news ? [...(news.featured ? [news.featured] : []), ...news.data] : [];
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-extrabold">{t('sitemapTitle')}</h1>
      <div className="grid gap-6 md:grid-cols-3">
        <section>
          <h2 className="text-lg font-bold">{t('sitemapPages')}</h2>
          <ul className="mt-2 flex flex-col gap-1">
            {pages.map((page) => (
              <li key={page.href}>
                <Link href={page.href} className="text-bok-green underline">
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="text-lg font-bold">{t('sitemapTeams')}</h2>
          <ul className="mt-2 flex flex-col gap-1">
            {MATCH_TEAMS.map((team) => (
              <li key={team}>
                <Link href={`/matches/${team}`} className="text-bok-green underline">
                  {TEAM_NAMES[team]}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="text-lg font-bold">{t('sitemapNews')}</h2>
          <ul className="mt-2 flex flex-col gap-1">
            {stories.map((story) => (
              <li key={story.id} lang={story.language}>
                <Link href={`/news/${story.slug}`} className="text-bok-green underline">
                  {story.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
