import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/site-link';
import { formatDate } from '@/i18n/format';
import type { LiveMatch } from '@/server/matches';
import type { PredictorMatchTable } from '@/server/matchday';
import { PredictorForm } from './predictor-form';
import { PredictorMatchTableView } from './predictor-tables';

/**
 * The predictor on the match page (issue 24): the scoring written out, the island (pick, split, the fan's own pick and
 * points), the match's table once settled (`table`, from the page's cached read), and a link to the season's table.
 * A Server Component: the catalogue stays on the server and the island gets its texts as props.
 */
export async function PredictorPanel({ match, table = null }: { match: LiveMatch; table?: PredictorMatchTable | null }) {
  const t = await getTranslations('predictor');
  const locale = await getLocale();
  return (
    <section
      aria-labelledby={`predictor-${match.id}`}
      className="flex flex-col gap-4 rounded-lg bg-white p-4 ring-1 ring-black/5"
      data-testid="predictor-panel"
    >
      <div className="flex flex-col gap-1">
        <h2 id={`predictor-${match.id}`} className="text-xl font-extrabold">
          {t('title')}
        </h2>
        <p className="text-sm">{t('intro')}</p>
        {match.status === 'scheduled' && (
          <p className="text-sm text-muted">{t('locksAt', { date: formatDate(match.kickoffAt, locale, 'dayTime') })}</p>
        )}
      </div>
      <PredictorForm
        matchId={match.id}
        home={match.home}
        away={match.away}
        kickoffAt={match.kickoffAt}
        isUnderWay={match.status !== 'scheduled'}
        fullTimeAt={match.fullTimeAt}
        labels={{
          whoWins: t('whoWins'),
          draw: t('draw'),
          margin: t('margin'),
          less: t('less'),
          more: t('more'),
          save: t('save'),
          change: t('change'),
          saving: t('saving'),
          saved: t.raw('saved') as string,
          pickWin: t.raw('pickWin') as string,
          pickDraw: t('pickDraw'),
          yourPick: t.raw('yourPick') as string,
          noPick: t('noPick'),
          locked: t('locked'),
          logInToPredict: t('logInToPredict'),
          logIn: t('logIn'),
          crowd: t('crowd'),
          crowdTotal: t.raw('crowdTotal') as string,
          crowdEmpty: t('crowdEmpty'),
          points: t.raw('points') as string,
          noPoints: t('noPoints'),
          awaiting: t('awaiting'),
          chooseWinner: t('chooseWinner'),
          marginRange: t('marginRange'),
          error: t('error'),
          loading: t('loading'),
        }}
      />
      <details className="rounded bg-neutral-50 p-3 text-sm" open={match.status === 'scheduled'} data-testid="predictor-scoring">
        <summary className="min-h-11 cursor-pointer content-center font-bold">{t('scoring')}</summary>
        <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
          <li>{t('scoringExact')}</li>
          <li>{t('scoringClose')}</li>
          <li>{t('scoringWinner')}</li>
        </ul>
        <p className="mt-2">{t('scoringFanCred')}</p>
      </details>
      {table && (
        <PredictorMatchTableView
          table={table}
          home={match.home}
          away={match.away}
          labels={{
            title: t('matchTable'),
            rank: t('rank'),
            fan: t('fan'),
            prediction: t('prediction'),
            points: t('pointsColumn'),
            draw: t('draw'),
            more: t('tableMore', { shown: table.rows.length, total: table.total }),
          }}
        />
      )}
      <Link
        href="/predictor"
        className="flex min-h-11 w-fit items-center font-semibold text-bok-green underline"
        data-testid="predictor-season-link"
      >
        {t('seasonLink')}
      </Link>
    </section>
  );
}
