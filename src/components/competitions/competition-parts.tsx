import { Trophy } from 'lucide';
import { Icon as LucideIcon } from '@/components/ui/icon';
import { Picture } from '@/components/ui/picture';
import { Link } from '@/components/ui/site-link';
export { sastDate } from '@/components/ui/sast-date';
import type { PublicCompetition, PublicFaqItem, PublicWinner } from '@/server/competitions';

/**
 * Server-rendered pieces of the competitions pages: a card, the winners and the FAQ. The staff text comes in the
 * reader's language where staff wrote it (issue 26); a text shown in English instead carries lang="en".
 */

export function CompetitionImage({
  competition,
  priority = false,
}: {
  competition: Pick<PublicCompetition, 'imageFile' | 'title'>;
  priority?: boolean;
}) {
  if (competition.imageFile) {
    return (
      <Picture
        src={`/media/uploads/${competition.imageFile}`}
        alt=""
        width={640}
        height={360}
        priority={priority}
        sizes="(max-width: 640px) 100vw, 640px"
        className="aspect-video w-full rounded-t-lg object-cover"
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className="flex aspect-video w-full items-center justify-center rounded-t-lg bg-gradient-to-br from-bok-green to-emerald-950 text-bok-gold"
    >
      <LucideIcon icon={Trophy} size={56} />
    </div>
  );
}

function CompetitionCard({
  competition,
  dateText,
  winners,
  labels,
}: {
  competition: PublicCompetition;
  dateText: string;
  winners?: PublicWinner[];
  labels: { prize: string; view: string; winners: string; winnersToCome: string };
}) {
  return (
    <li
      className="flex flex-col rounded-lg bg-white shadow-sm ring-1 ring-black/5"
      data-testid="competition-card"
      data-language={competition.language}
    >
      <CompetitionImage competition={competition} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-extrabold" lang={competition.fieldLanguages.title}>
          <Link href={`/competitions/${competition.slug}`} className="hover:underline">
            {competition.title}
          </Link>
        </h3>
        <p className="text-sm">
          <span className="font-semibold">{labels.prize}:</span> <span lang={competition.fieldLanguages.prize}>{competition.prize}</span>
        </p>
        <p className="text-sm text-muted">{dateText}</p>
        {winners && (
          <div className="text-sm" data-testid="competition-winners">
            <span className="font-semibold">{labels.winners}:</span>{' '}
            {winners.length > 0 ? winners.map((winner) => winner.displayName).join(', ') : labels.winnersToCome}
          </div>
        )}
        <Link href={`/competitions/${competition.slug}`} className="mt-auto font-semibold text-bok-green underline underline-offset-2">
          {labels.view}
        </Link>
      </div>
    </li>
  );
}

export function CompetitionFaq({ items, title }: { items: PublicFaqItem[]; title: string }) {
  if (items.length === 0) return null;
  return (
    <section id="faq" aria-labelledby="competition-faq-heading" className="flex flex-col gap-3" data-testid="competition-faq">
      <h2 id="competition-faq-heading" className="text-xl font-extrabold">
        {title}
      </h2>
      <div className="flex flex-col gap-2">
        {items.map((item) => (
          <details key={item.id} className="rounded bg-white p-3 ring-1 ring-black/5" data-language={item.language}>
            <summary className="cursor-pointer font-semibold" lang={item.language}>
              {item.question}
            </summary>
            <p className="mt-2 text-sm leading-relaxed whitespace-pre-line" lang={item.answerLanguage}>
              {item.answer}
            </p>
          </details>
        ))}
      </div>
    </section>
  );
}

/** A titled grid of competition cards (open, opening soon or closed), or the empty text. */
export function CompetitionSection({
  id,
  title,
  titleLevel = 'h2',
  competitions,
  emptyText,
  dateText,
  winners,
  labels,
  testId,
}: {
  id: string;
  title: string;
  titleLevel?: 'h2' | 'sr-only';
  competitions: PublicCompetition[];
  emptyText?: string;
  dateText: (competition: PublicCompetition) => string;
  winners?: PublicWinner[];
  labels: { prize: string; view: string; winners: string; winnersToCome: string };
  testId: string;
}) {
  if (competitions.length === 0 && !emptyText) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className={titleLevel === 'sr-only' ? 'sr-only' : 'text-xl font-extrabold'}>
        {title}
      </h2>
      {competitions.length === 0 ? (
        <p className="text-muted">{emptyText}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid={testId}>
          {competitions.map((competition) => (
            <CompetitionCard
              key={competition.id}
              competition={competition}
              dateText={dateText(competition)}
              winners={winners?.filter((winner) => winner.competitionId === competition.id)}
              labels={labels}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
