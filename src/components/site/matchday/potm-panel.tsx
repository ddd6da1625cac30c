import { getLocale, getTranslations } from 'next-intl/server';
import type { LiveMatch } from '@/server/matches';
import { PotmVote } from './potm-vote';

/**
 * Player of the Match on the match page (issue 24): the rule in a line, and the island that votes and shows the
 * results. A Server Component: the island gets its texts as props. The candidates, the window and the results come
 * from GET /api/site/potm/{id} (the page around it stays cached).
 */
export async function PotmPanel({ match }: { match: LiveMatch }) {
  const t = await getTranslations('potm');
  const locale = await getLocale();
  return (
    <section
      aria-labelledby={`potm-${match.id}`}
      className="flex flex-col gap-3 rounded-lg bg-white p-4 ring-1 ring-black/5"
      data-testid="potm-panel"
    >
      <div className="flex flex-col gap-1">
        <h2 id={`potm-${match.id}`} className="text-xl font-extrabold">
          {t('title')}
        </h2>
        <p className="text-sm">{t('intro', { minute: match.potmOpensMinute })}</p>
      </div>
      <PotmVote
        matchId={match.id}
        status={match.status}
        clock={match.clock}
        opensMinute={match.potmOpensMinute}
        locale={locale}
        labels={{
          upcoming: t.raw('upcoming') as string,
          open: t('open'),
          closesAt: t.raw('closesAt') as string,
          choose: t('choose'),
          vote: t('vote'),
          voting: t('voting'),
          chooseFirst: t('chooseFirst'),
          thanks: t.raw('thanks') as string,
          pointsEarned: t.raw('pointsEarned') as string,
          yourVote: t.raw('yourVote') as string,
          logInToVote: t('logInToVote'),
          logIn: t('logIn'),
          closed: t('closed'),
          results: t('results'),
          winner: t.raw('winner') as string,
          votes: t.raw('votes') as string,
          totalVotes: t.raw('totalVotes') as string,
          noVotes: t('noVotes'),
          noCandidates: t('noCandidates'),
          loading: t('loading'),
          error: t('error'),
        }}
      />
    </section>
  );
}
