import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { cachedTerms } from '@/server/site';
import { formatDate } from '@/i18n/format';

export const revalidate = 300;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages');
  return { title: t('termsTitle') };
}

/** The current published version of the terms and conditions. */
export default async function TermsPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, terms] = await Promise.all([getTranslations('pages'), cachedTerms()]);
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-3xl font-extrabold">{t('termsTitle')}</h1>
      {terms ? (
        <>
          <p className="text-sm text-muted" data-testid="terms-version">
            {t('termsVersion', { version: terms.version, date: formatDate(terms.publishedAt, locale, 'longDate') })}
          </p>
          {locale !== 'en' && (
            <p className="rounded border border-amber-300 bg-amber-50 p-3 text-sm" data-testid="terms-in-english">
              {t('termsInEnglish')}
            </p>
          )}
          {/* Sanitised when read (DESIGN §5). */}
          <div lang="en" className="story-body" dangerouslySetInnerHTML={{ __html: terms.body }} />
        </>
      ) : (
        <p>{t('termsMissing')}</p>
      )}
    </article>
  );
}
