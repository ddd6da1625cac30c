import type { Metadata } from 'next';
import { Picture } from '@/components/ui/picture';
import { Link } from '@/components/ui/site-link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HeaderSlider } from '@/components/videos/header-slider';
import { VideoRow } from '@/components/videos/video-row';
import type { Locale } from '@/i18n/locales';
import { getConfig } from '@/server/config';
import { cachedHeaderSlides, cachedLatestVideos, cachedPopularVideos, cachedShowCarousels, cachedSponsoredRow } from '@/server/site';
import { rowLabels } from './row-labels';
import { SponsorIntro } from './sponsor-intro';

export const revalidate = 300;

const ROW_SIZE = 12;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('plus');
  const brand = getConfig().brand.name;
  return { title: t('title', { brand }), description: t('metaDescription', { brand }) };
}

/**
 * /plus (spec §2, issue 12): the header slider, Latest, Most popular, the shows and the sponsored row — the same for
 * everyone reading the same language (cached per language); posters only, no video bytes until a fan opens a video
 * and taps play. Staff text is in the reader's language where staff wrote it, else in English (marked `lang="en"`).
 */
export default async function PlusPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('plus');
  const brand = getConfig().brand.name;
  const [slides, latest, popular, shows, sponsored, labels] = await Promise.all([
    cachedHeaderSlides(locale),
    cachedLatestVideos(ROW_SIZE, locale),
    cachedPopularVideos(ROW_SIZE, locale),
    cachedShowCarousels(locale),
    cachedSponsoredRow(ROW_SIZE, locale),
    rowLabels(),
  ]);

  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="text-3xl font-extrabold">{t('title', { brand })}</h1>
        <p className="mt-1 text-muted">{t('intro')}</p>
      </header>
      <HeaderSlider slides={slides} label={t('slider')} previous={labels.previous} next={labels.next} watchNow={t('watchNow')} />
      {latest.length === 0 && <p>{t('empty')}</p>}
      <VideoRow id="latest" title={t('latest')} videos={latest} labels={labels} testId="latest-row" />
      <VideoRow id="popular" title={t('popular')} videos={popular} labels={labels} testId="popular-row" />
      {sponsored.sponsor && (
        <VideoRow
          id="sponsored"
          title={sponsored.sponsor.title || t('sponsored')}
          titleLang={sponsored.sponsor.title ? sponsored.sponsor.language : undefined}
          videos={sponsored.videos}
          labels={labels}
          testId="sponsored-row"
          intro={<SponsorIntro sponsor={sponsored.sponsor} />}
          aside={
            <span className="flex items-center gap-2 text-sm font-semibold" data-testid="sponsor">
              <Picture
                src={sponsored.sponsor.logoUrl}
                alt=""
                width={64}
                height={32}
                unoptimized={sponsored.sponsor.logoUrl.endsWith('.svg')}
                className="h-8 w-16 object-contain"
              />
              {t('sponsoredBy', { sponsor: sponsored.sponsor.name })}
            </span>
          }
        />
      )}
      {shows.length > 0 && (
        <section aria-labelledby="shows-heading" className="flex flex-col gap-8">
          <h2 id="shows-heading" className="sr-only">
            {t('shows')}
          </h2>
          {shows.map((show) => (
            <VideoRow
              key={show.id}
              id={`show-${show.slug}`}
              title={show.name}
              titleLang={show.language}
              videos={show.videos}
              labels={labels}
              testId="show-row"
              aside={
                <Link href={`/plus/shows/${show.slug}`} className="text-sm font-semibold text-bok-green underline">
                  {t('seeAll')}
                </Link>
              }
            />
          ))}
        </section>
      )}
    </div>
  );
}
