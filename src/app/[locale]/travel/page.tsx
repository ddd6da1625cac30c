import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { getConfig } from '@/server/config';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages');
  return { title: t('travelTitle') };
}

export default async function TravelPage({ params }: { params: Promise<{ locale: Locale }> }) {
  setRequestLocale((await params).locale);
  const t = await getTranslations('pages');
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-3xl font-extrabold">{t('travelTitle')}</h1>
      <p className="leading-relaxed">{t('travelBody')}</p>
      <a
        href={getConfig().links.tickets}
        target="_blank"
        rel="noopener noreferrer"
        className="self-start rounded bg-bok-green px-5 py-3 font-bold text-white"
      >
        {t('travelCta')}
      </a>
    </article>
  );
}
