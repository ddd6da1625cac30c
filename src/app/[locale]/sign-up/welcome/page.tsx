import type { Metadata } from 'next';
import { Link } from '@/components/ui/site-link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { getConfig } from '@/server/config';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('welcome');
  return { title: t('title', { brand: getConfig().brand.name }) };
}

/** /sign-up/welcome: where a new member lands after sign-up (spec §4). */
export default async function WelcomePage({ params }: { params: Promise<{ locale: Locale }> }) {
  setRequestLocale((await params).locale);
  const t = await getTranslations('welcome');
  const brand = getConfig().brand.name;
  const linkClass = 'block rounded border border-neutral-300 px-4 py-3 font-semibold hover:border-bok-green hover:text-bok-green';
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-4">
      <h1 className="text-3xl font-extrabold">{t('title', { brand })}</h1>
      <p>{t('intro', { brand })}</p>
      <ul className="flex flex-col gap-2">
        <li>
          <Link href="/news" className={linkClass}>
            {t('news')}
          </Link>
        </li>
        <li>
          <Link href="/profile" className={linkClass}>
            {t('profile')}
          </Link>
        </li>
        <li>
          <Link href="/subscribe" className={linkClass} data-subscribe-prompt>
            {t('subscribe', { brand })}
          </Link>
        </li>
      </ul>
    </section>
  );
}
