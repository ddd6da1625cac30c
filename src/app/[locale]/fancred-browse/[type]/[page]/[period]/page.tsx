import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundPage, notFoundMetadata } from '@/components/site/not-found-page';
import type { Locale } from '@/i18n/locales';
import { FanCredStandings, type FanCredQuery } from '../../../../fancred/standings';

/**
 * /fancred?type=…&page=…&period=… (next.config.ts rewrites it here as /fancred-browse/t{type}/p{page}/r{period}): a
 * cached page per combination, like /fancred itself, so that a page past the end or a period without a final table
 * answers 404 with the real not-found page (decision 010, amended by issue 22).
 */
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Params = Promise<{ locale: Locale; type: string; page: string; period: string }>;

/** The query the path carries (each segment is its one-letter prefix and the value, or the bare prefix), or null. */
function queryOf(params: { type: string; page: string; period: string }): FanCredQuery | null {
  const value = (segment: string, prefix: string) => (segment.startsWith(prefix) ? segment.slice(prefix.length) || undefined : null);
  const [type, page, period] = [value(params.type, 't'), value(params.page, 'p'), value(params.period, 'r')];
  return type === null || page === null || period === null ? null : { type, page, period };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  if (!queryOf(await params)) return notFoundMetadata();
  const t = await getTranslations('fancred');
  return { title: t('title'), description: t('intro') };
}

export default async function FanCredBrowsePage({ params }: { params: Params }) {
  const resolved = await params;
  const query = queryOf(resolved);
  return query ? <FanCredStandings locale={resolved.locale} query={query} /> : <NotFoundPage />;
}
