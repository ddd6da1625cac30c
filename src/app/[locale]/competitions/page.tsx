import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompetitionCard, CompetitionFaq, sastDate } from '@/components/competitions/competition-parts';
import type { Locale } from '@/i18n/locales';
import { competitionStatus } from '@/server/competitions';
import { cachedCompetitionFaq, cachedCompetitions, cachedCompetitionWinners } from '@/server/site/competitions-content';

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
  const [all, winners, faq] = await Promise.all([cachedCompetitions(), cachedCompetitionWinners(), cachedCompetitionFaq()]);
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
      <section aria-labelledby="open-heading" className="flex flex-col gap-3">
        <h2 id="open-heading" className="text-xl font-extrabold">
          {t('open')}
        </h2>
        {open.length === 0 ? (
          <p className="text-muted">{t('noneOpen')}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="competitions-open">
            {open.map((competition) => (
              <CompetitionCard key={competition.id} competition={competition} dateText={t('closes', { date: sastDate(competition.closesAt, locale) })} labels={labels} />
            ))}
          </ul>
        )}
      </section>
      {upcoming.length > 0 && (
        <section aria-labelledby="upcoming-heading" className="flex flex-col gap-3">
          <h2 id="upcoming-heading" className="text-xl font-extrabold">
            {t('upcoming')}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="competitions-upcoming">
            {upcoming.map((competition) => (
              <CompetitionCard key={competition.id} competition={competition} dateText={t('opens', { date: sastDate(competition.opensAt, locale) })} labels={labels} />
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="closed-heading" className="flex flex-col gap-3">
        <h2 id="closed-heading" className="text-xl font-extrabold">
          {t('closed')}
        </h2>
        {closed.length === 0 ? (
          <p className="text-muted">{t('noneClosed')}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="competitions-closed">
            {closed.map((competition) => (
              <CompetitionCard
                key={competition.id}
                competition={competition}
                dateText={t('closedOn', { date: sastDate(competition.closesAt, locale) })}
                winners={winners.filter((winner) => winner.competitionId === competition.id)}
                labels={labels}
              />
            ))}
          </ul>
        )}
      </section>
      <CompetitionFaq items={faq} title={t('faq')} />
    </div>
  );
}
