import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { FanCredStandings } from './standings';

/** /fancred: this month's standings, page 1 — a cached page like /news; any query is served by /fancred-browse. */
export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('fancred');
  return { title: t('title'), description: t('intro') };
}

export default async function FanCredPage({ params }: { params: Promise<{ locale: Locale }> }) {
  return <FanCredStandings locale={(await params).locale} query={{}} />;
}
