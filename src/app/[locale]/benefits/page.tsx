import type { Metadata } from 'next';
import { Link } from '@/components/ui/site-link';
import { GatedLink } from '@/components/site/gated-link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { getConfig } from '@/server/config';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages');
  return { title: t('benefitsTitle') };
}

const BENEFITS = ['News', 'Videos', 'Games', 'Competitions', 'Fancred'] as const;

/** Subscribers-only benefits open their section through the entitlement check (sub_status_check otherwise). */
const GATED: Partial<Record<(typeof BENEFITS)[number], string>> = {
  Videos: '/plus',
  Games: '/play-and-win',
  Competitions: '/competitions',
};

export default async function BenefitsPage({ params }: { params: Promise<{ locale: Locale }> }) {
  setRequestLocale((await params).locale);
  const t = await getTranslations('pages');
  const brand = getConfig().brand.name;
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="text-3xl font-extrabold">{t('benefitsTitle')}</h1>
      <p className="leading-relaxed">{t('benefitsIntro', { brand })}</p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {BENEFITS.map((key) => (
          <li key={key} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5">
            <h2 className="font-bold">{t(`benefit${key}`, { brand })}</h2>
            <p className="mt-1 text-sm text-muted">{t(`benefit${key}Text`)}</p>
            {GATED[key] && (
              <GatedLink
                href={GATED[key]}
                testId={`gated-${key.toLowerCase()}`}
                className="mt-2 inline-block font-semibold text-bok-green underline underline-offset-2"
              >
                {t('benefitTry')}
              </GatedLink>
            )}
          </li>
        ))}
      </ul>
      <Link href="/subscribe" data-subscribe-prompt className="self-start rounded bg-bok-gold px-5 py-3 font-bold text-ink">
        {t('subscribeCta')}
      </Link>
    </article>
  );
}
