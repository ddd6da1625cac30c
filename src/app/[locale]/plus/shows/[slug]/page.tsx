import type { Metadata } from 'next';
import { Link } from '@/components/ui/site-link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundPage, notFoundMetadata } from '@/components/site/not-found-page';
import { VideoCard } from '@/components/videos/video-card';
import type { Locale } from '@/i18n/locales';
import { getConfig } from '@/server/config';
import { isSlug } from '@/schemas/slug';
import { cachedShow } from '@/server/site';

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Params = Promise<{ locale: Locale; slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, slug } = await params;
  const show = isSlug(slug) ? await cachedShow(slug, locale) : null;
  if (!show) return notFoundMetadata();
  return { title: `${show.name} · ${getConfig().brand.name}+`, description: show.description };
}

/** A show's own page (issue 12): every video of the show, newest first; its name and text in the reader's language where written. */
export default async function ShowPage({ params }: { params: Params }) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const show = isSlug(slug) ? await cachedShow(slug, locale) : null;
  if (!show) return <NotFoundPage />;
  const t = await getTranslations('plus');
  return (
    <div className="flex flex-col gap-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href="/plus" className="font-semibold text-bok-green underline">
          {t('title', { brand: getConfig().brand.name })}
        </Link>
      </nav>
      <header>
        <h1 lang={show.language} className="text-3xl font-extrabold">
          {show.name}
        </h1>
        {show.description && (
          <p lang={show.descriptionLanguage} className="mt-1 text-muted">
            {show.description}
          </p>
        )}
        <p className="mt-1 text-sm text-muted">{t('videoCount', { count: show.videos.length })}</p>
      </header>
      {show.videos.length === 0 ? (
        <p>{t('showEmpty')}</p>
      ) : (
        <ul role="list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="show-videos">
          {show.videos.map((video) => (
            <li key={video.id}>
              <VideoCard video={video} sponsoredLabel={t('sponsoredLabel')} isWide asListItem={false} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
