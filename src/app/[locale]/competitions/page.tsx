import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompetitionFaq, CompetitionSection, sastDate } from '@/components/competitions/competition-parts';
import type { Locale } from '@/i18n/locales';
import { competitionStatus } from '@/server/competitions';
import { cachedCompetitionFaq, cachedCompetitions, cachedCompetitionWinners } from '@/server/site';

/** Open or closed is decided by the clock per request; the rows come from the tag cache. */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('competitions');
  return { title: t('title'), description: t('intro') };
}

/** /competitions (issue 14): open competitions first, then those opening soon, then closed ones with their winners; the FAQ. */
export default async function CompetitionsPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('competitions');
  const [all, winners, faq] = await Promise.all([cachedCompetitions(locale), cachedCompetitionWinners(), cachedCompetitionFaq(locale)]);
  const now = new Date();
  const open = all.filter((competition) => competitionStatus(competition, now) === 'open');
  const upcoming = all.filter((competition) => competitionStatus(competition, now) === 'upcoming');
  const closed = all.filter((competition) => competitionStatus(competition, now) === 'closed').reverse();
  const labels = { prize: t('prize'), view: t('view'), winners: t('winners'), winnersToCome: t('winnersToCome') };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold">{t('title')}</h1>
        <p className="text-muted">{t('intro')}</p>
      </header>
      <CompetitionSection
        id="open-heading"
        title={t('open')}
        competitions={open}
        emptyText={t('noneOpen')}
        dateText={(competition) => t('closes', { date: sastDate(competition.closesAt, locale) })}
        labels={labels}
        testId="competitions-open"
      />
      <CompetitionSection
        id="upcoming-heading"
        title={t('upcoming')}
        competitions={upcoming}
        dateText={(competition) => t('opens', { date: sastDate(competition.opensAt, locale) })}
        labels={labels}
        testId="competitions-upcoming"
      />
      <CompetitionSection
        id="closed-heading"
        title={t('closed')}
        competitions={closed}
        emptyText={t('noneClosed')}
        dateText={(competition) => t('closedOn', { date: sastDate(competition.closesAt, locale) })}
        winners={winners}
        labels={labels}
        testId="competitions-closed"
      />
      <CompetitionFaq items={faq} title={t('faq')} />
    </div>
  );
}
