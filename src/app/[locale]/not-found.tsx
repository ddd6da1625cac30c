import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

export default async function NotFound() {
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
