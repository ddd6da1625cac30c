import type { Metadata } from 'next';
import { Link } from '@/components/ui/site-link';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { NotFoundStatus } from './not-found-status';

/** The 404 page's text and the way home, in the fan's language. */
export async function NotFoundContent() {
  const t = await getTranslations('notFound');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 py-12">
      <h1 className="text-3xl font-extrabold">{t('title')}</h1>
      <p>{t('body')}</p>
      <Link href="/" className="rounded bg-bok-green px-5 py-3 font-bold text-white">
        {t('home')}
      </Link>
    </div>
  );
}

/**
 * What a fan-site page renders instead of calling `notFound()` (decision 010): the 404 page as real HTML inside the
 * site's layout, answered with status 404. `notFound()` thrown by a page reaches Next's error shell
 * (`<html id="__next_error__">`, empty until JavaScript runs); here it is thrown only inside a Suspense boundary.
 */
export function NotFoundPage() {
  return (
    <>
      <NotFoundContent />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}

/** The 404 page's title (Next adds `<meta name="robots" content="noindex">` for the 404 itself). */
export async function notFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations('notFound');
  return { title: t('title') };
}
