import type { Metadata } from 'next';
import { Link } from '@/components/ui/site-link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompetitionFaq, CompetitionImage, sastDate } from '@/components/competitions/competition-parts';
import { EntryForm } from '@/components/competitions/entry-form';
import { NotFoundPage, notFoundMetadata } from '@/components/site/not-found-page';
import type { Locale } from '@/i18n/locales';
import { competitionStatus } from '@/server/competitions';
import { isSlug } from '@/schemas/slug';
import { cachedCompetition, cachedCompetitionFaq, cachedCompetitionWinners } from '@/server/site';

/**
 * A cached page (decision 010, amended by issue 22): a slug that is no competition answers 404 with the real not-found
 * page, also without JavaScript. Open or closed is worked out when the page is rendered, so around opens_at/closes_at
 * the page may show the old state for up to a minute; entering is checked on the server at the moment of entry.
 */
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Params = Promise<{ locale: Locale; slug: string }>;

async function load(slug: string, locale: Locale) {
  return isSlug(slug) ? cachedCompetition(slug, locale) : null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug, locale } = await params;
  const competition = await load(slug, locale);
  return competition ? { title: competition.title, description: competition.description.slice(0, 160) } : notFoundMetadata();
}

/** One competition (issue 14): description, prize, dates in SAST, rules, the entry question and Enter, winners once published, the FAQ. */
export default async function CompetitionPage({ params }: { params: Params }) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const competition = await load(slug, locale);
  if (!competition) return <NotFoundPage />;
  const t = await getTranslations('competitions');
  const [winners, faq] = await Promise.all([cachedCompetitionWinners(), cachedCompetitionFaq(locale)]);
  const shownIn = competition.fieldLanguages;
  const status = competitionStatus(competition);
  const mine = winners.filter((winner) => winner.competitionId === competition.id);

  return (
    <article
      className="mx-auto flex max-w-3xl flex-col gap-6"
      data-testid="competition-page"
      data-status={status}
      data-language={competition.language}
    >
      <div className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-black/5">
        <CompetitionImage competition={competition} priority />
        <div className="flex flex-col gap-3 p-5">
          <h1 className="text-3xl font-extrabold" lang={shownIn.title}>
            {competition.title}
          </h1>
          {competition.language !== locale && (
            <p className="rounded bg-amber-50 p-3 text-sm ring-1 ring-amber-200" data-testid="english-fallback">
              {t('englishOnly')}
            </p>
          )}
          <p>
            <span className="font-semibold">{t('prize')}:</span> <span lang={shownIn.prize}>{competition.prize}</span>
          </p>
          <p className="text-sm text-muted" data-testid="competition-dates">
            {status === 'upcoming' && t('opens', { date: sastDate(competition.opensAt, locale) })}
            {status === 'upcoming' && ' · '}
            {status === 'closed'
              ? t('closedOn', { date: sastDate(competition.closesAt, locale) })
              : t('closes', { date: sastDate(competition.closesAt, locale) })}
          </p>
        </div>
      </div>
      <section aria-labelledby="about-heading" className="flex flex-col gap-2">
        <h2 id="about-heading" className="text-xl font-extrabold">
          {t('description')}
        </h2>
        <p className="leading-relaxed whitespace-pre-line" lang={shownIn.description}>
          {competition.description}
        </p>
      </section>
      <section aria-labelledby="enter-heading" className="flex flex-col gap-3 rounded-lg bg-white p-5 ring-1 ring-black/5">
        <h2 id="enter-heading" className="text-xl font-extrabold">
          {t('enter')}
        </h2>
        {status === 'open' ? (
          <EntryForm
            competitionId={competition.id}
            question={competition.question}
            questionLanguage={shownIn.question}
            questionType={competition.questionType}
            options={competition.options}
            optionValues={competition.optionValues}
            optionsLanguage={shownIn.options}
            locale={locale}
            labels={{
              question: t('question'),
              answerLabel: t('answerLabel'),
              enter: t('enter'),
              entering: t('entering'),
              entered: t.raw('entered') as string,
              pointsEarned: t.raw('pointsEarned') as string,
              chooseAnswer: t('chooseAnswer'),
              notOpenYet: t('notOpenYet'),
              hasClosed: t('hasClosed'),
              error: t('error'),
            }}
          />
        ) : (
          <p className="font-semibold" data-testid="competition-not-open">
            {status === 'upcoming' ? t('notOpenYet') : t('hasClosed')}
          </p>
        )}
      </section>
      {status === 'closed' && (
        <section aria-labelledby="winners-heading" className="flex flex-col gap-2" data-testid="competition-winners">
          <h2 id="winners-heading" className="text-xl font-extrabold">
            {t('winners')}
          </h2>
          {mine.length === 0 ? (
            <p className="text-muted">{t('winnersToCome')}</p>
          ) : (
            <ol className="list-inside list-decimal">
              {mine.map((winner) => (
                <li key={winner.place}>{winner.displayName}</li>
              ))}
            </ol>
          )}
        </section>
      )}
      {competition.rules && (
        <section aria-labelledby="rules-heading" className="flex flex-col gap-2">
          <h2 id="rules-heading" className="text-xl font-extrabold">
            {t('rules')}
          </h2>
          <p className="text-sm leading-relaxed whitespace-pre-line" lang={shownIn.rules}>
            {competition.rules}
          </p>
        </section>
      )}
      <CompetitionFaq items={faq} title={t('faq')} />
      <Link href="/competitions/current-competitions" className="w-fit font-semibold text-bok-green underline">
        {t('seeCurrent')}
      </Link>
    </article>
  );
}
