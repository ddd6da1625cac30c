import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { getConfig } from '@/server/config';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages');
  return { title: t('aboutTitle', { brand: getConfig().brand.name }) };
}

export default async function AboutPage({ params }: { params: Promise<{ locale: Locale }> }) {
  setRequestLocale((await params).locale);
  const t = await getTranslations('pages');
  const brand = getConfig().brand.name;
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-3xl font-extrabold">{t('aboutTitle', { brand })}</h1>
      <p className="leading-relaxed">{t('aboutBody', { brand })}</p>
      <p className="leading-relaxed">{t('aboutMission')}</p>
    </article>
  );
}
