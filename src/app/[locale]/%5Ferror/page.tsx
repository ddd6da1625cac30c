import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ErrorDetails } from '@/components/site/error-details';
import type { Locale } from '@/i18n/locales';
import { getConfig } from '@/server/config';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('error');
  return { title: t('title'), robots: { index: false } };
}

/** Shown after an uncaught error: message, page, and the stack outside production (spec §2). */
export default async function ErrorPage({ params }: { params: Promise<{ locale: Locale }> }) {
  setRequestLocale((await params).locale);
  const t = await getTranslations('error');
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 py-8">
      <h1 className="text-3xl font-extrabold">{t('title')}</h1>
      <p>{t('body')}</p>
      <ErrorDetails
        isStackShown={!getConfig().isProduction}
        labels={{ message: t('message'), page: t('page'), stack: t('stack'), reference: t('reference'), home: t('home') }}
      />
    </div>
  );
}
