import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundPage, notFoundMetadata } from '@/components/site/not-found-page';
import type { Locale } from '@/i18n/locales';

export function generateStaticParams() {
  return [];
}

export function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata();
}

/** Any other address under the site: the localised 404 page, as HTML, with status 404 (decision 010). */
export default async function CatchAllPage({ params }: { params: Promise<{ locale: Locale }> }) {
  setRequestLocale((await params).locale);
  return <NotFoundPage />;
}
