import type { Metadata } from 'next';
import { Link } from '@/components/ui/site-link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompetitionSection, sastDate } from '@/components/competitions/competition-parts';
import type { Locale } from '@/i18n/locales';
import { competitionStatus } from '@/server/competitions';
import { cachedCompetitions } from '@/server/site';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('competitions');
  return { title: t('currentTitle'), description: t('currentIntro') };
}

/** /competitions/current-competitions (spec §2): the competitions open for entries now. */
export default async function CurrentCompetitionsPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('competitions');
  const now = new Date();
  const open = (await cachedCompetitions(locale)).filter((competition) => competitionStatus(competition, now) === 'open');
  const labels = { prize: t('prize'), view: t('view'), winners: t('winners'), winnersToCome: t('winnersToCome') };
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold">{t('currentTitle')}</h1>
        <p className="text-muted">{t('currentIntro')}</p>
      </header>
      <CompetitionSection
        id="current-heading"
        title={t('open')}
        titleLevel="sr-only"
        competitions={open}
        emptyText={t('noneOpen')}
        dateText={(competition) => t('closes', { date: sastDate(competition.closesAt, locale) })}
        labels={labels}
        testId="competitions-open"
      />
      <Link href="/competitions" className="w-fit font-semibold text-bok-green underline">
        {t('allCompetitions')}
      </Link>
    </div>
  );
}
