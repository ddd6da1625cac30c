import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ActionButton } from '@/components/admin/action-button';
import { History } from '@/components/admin/audit-trail';
import { MatchForm } from '@/components/admin/matches/match-form';
import { formatKickoff } from '@/components/admin/matches/matches-table';
import { ScoreForm } from '@/components/admin/matches/score-form';
import { PageHeader } from '@/components/admin/page-header';
import { consoleTranslator } from '@/i18n/console-messages';
import { toSaDateTime } from '@/schemas/matches';
import { requireStaff } from '@/server/http/staff-guard';
import { getMatchForStaff } from '@/server/matches';
import { listAudit } from '@/server/audit';
import { isMatchTeam } from '@/schemas/teams';
import { deleteMatchAction, setMatchScoreAction, updateMatchAction } from '../../../actions';
import { parseDbId } from '@/schemas/db-id';

/** /admin/match-centre/{team}/edit/{id}: the score (live, final), the fixture's details, delete, and its history. */
export default async function EditFixturePage({ params }: { params: Promise<{ team: string; id: string }> }) {
  const { team, id } = await params;
  await requireStaff(`/admin/match-centre/${team}/edit/${id}`);
  const matchId = parseDbId(id);
  if (!isMatchTeam(team) || !matchId) notFound();
  const match = await getMatchForStaff(matchId);
  if (!match || match.team !== team) notFound();
  const t = consoleTranslator('matches');
  const { entries } = await listAudit({ entityType: 'match', entityId: match.id });
  const kickoff = toSaDateTime(match.kickoffAt);
  const name = t('fixtureName', { teamName: match.teamName, opponent: match.opponent });
  const teamLabel = t(`teams.${team}`);

  return (
    <>
      <PageHeader
        title={name}
        description={
          <>
            {t(`status.${match.status}`)} · <time dateTime={match.kickoffAt}>{formatKickoff(match.kickoffAt)}</time> ({t('sast')}) ·{' '}
            {match.competition}
          </>
        }
        actions={
          <span className="flex flex-wrap gap-3">
            <Link
              href={`/admin/match-centre/${team}/live/${match.id}`}
              className="rounded bg-bok-green px-3 py-2 text-sm font-bold text-white"
              title={t('live.openHint')}
            >
              {t('live.open')}
            </Link>
            <Link href={`/admin/match-centre/${team}`} className="text-sm font-semibold text-bok-green underline">
              {t('backToCentre', { team: teamLabel })}
            </Link>
          </span>
        }
      />

      <section aria-labelledby="score-heading" className="mb-8 rounded border border-neutral-300 bg-white p-4">
        <h2 id="score-heading" className="mb-1 text-lg font-bold">
          {t('scoreTitle')}
        </h2>
        <p className="mb-3 text-sm text-muted">{t(`scoreIntro.${match.status}`)}</p>
        <ScoreForm
          key={`${match.status}-${match.teamScore}-${match.opponentScore}`}
          matchId={match.id}
          status={match.status === 'half_time' ? 'live' : match.status}
          teamName={match.teamName}
          opponent={match.opponent}
          teamScore={match.teamScore}
          opponentScore={match.opponentScore}
          action={setMatchScoreAction}
        />
        {match.status !== 'scheduled' && (
          <div className="mt-4 border-t border-neutral-200 pt-4">
            <ActionButton
              action={setMatchScoreAction.bind(null, { id: match.id, status: 'scheduled' })}
              label={t('backToScheduled')}
              success={t('backToScheduledDone')}
              confirm={{
                title: t('backToScheduledConfirmTitle'),
                message: t('backToScheduledConfirm', { name }),
                button: t('backToScheduled'),
              }}
            />
          </div>
        )}
      </section>

      <section aria-labelledby="details-heading" className="mb-8">
        <h2 id="details-heading" className="mb-3 text-lg font-bold">
          {t('detailsTitle')}
        </h2>
        <MatchForm
          key={match.updatedAt}
          defaultValues={{
            teamName: match.teamName,
            opponent: match.opponent,
            venue: match.venue,
            city: match.city ?? '',
            homeAway: match.isHome ? 'home' : 'away',
            kickoffDate: kickoff.date,
            kickoffTime: kickoff.time,
            competition: match.competition,
            ticketsUrl: match.ticketsUrl ?? '',
            broadcastUrl: match.broadcastUrl ?? '',
          }}
          extra={{ id: match.id }}
          action={updateMatchAction}
          submitLabel={t('saveChanges')}
          successMessage={t('saved')}
        />
      </section>

      <section aria-labelledby="delete-heading" className="mb-8 rounded border border-red-200 bg-red-50/40 p-4">
        <h2 id="delete-heading" className="mb-1 text-lg font-bold">
          {t('deleteTitle')}
        </h2>
        <p className="mb-3 text-sm">{t('deleteIntro')}</p>
        <ActionButton
          action={deleteMatchAction.bind(null, match.id)}
          label={t('delete')}
          success={t('deleted')}
          confirm={{ title: t('deleteConfirmTitle'), message: t('deleteConfirm', { name }), button: t('delete') }}
          redirectTo={`/admin/match-centre/${team}`}
          danger
        />
      </section>

      <History entries={entries} />
    </>
  );
}
