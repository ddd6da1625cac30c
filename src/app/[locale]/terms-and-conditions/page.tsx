import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { cachedTerms } from '@/server/site/public-content';

export const revalidate = 300;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages');
  return { title: t('termsTitle') };
}

/** The current published version of the terms and conditions. */
export default async function TermsPage({ params }: { params: Promise<{ locale: Locale }> }) {
  setRequestLocale((await params).locale);
  const [t, format, terms] = await Promise.all([getTranslations('pages'), getFormatter(), cachedTerms()]);
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-3xl font-extrabold">{t('termsTitle')}</h1>
      {terms ? (
        <>
          <p className="text-sm text-muted" data-testid="terms-version">
            {t('termsVersion', { version: terms.version, date: format.dateTime(new Date(terms.publishedAt), { dateStyle: 'long' }) })}
          </p>
          {/* Sanitised when read (DESIGN §5). */}
          <div lang="en" className="story-body" dangerouslySetInnerHTML={{ __html: terms.body }} />
        </>
      ) : (
        <p>{t('termsMissing')}</p>
      )}
    </article>
  );
}
