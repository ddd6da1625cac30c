import Link from 'next/link';
import { notFound } from 'next/navigation';
import { LiveConsole } from '@/components/admin/matches/live-console';
import type { LiveLabels } from '@/components/site/live/labels';
import { PageHeader } from '@/components/admin/page-header';
import consoleMatches from '@/i18n/console/matches.json';
import { consoleTranslator } from '@/i18n/console-messages';
import { requireStaff } from '@/server/http/staff-guard';
import { getLiveMatchView, toLiveMatchState } from '@/server/matchday';
import { listPlayers } from '@/server/players';
import { parseDbId } from '@/schemas/db-id';
import { isMatchTeam } from '@/schemas/teams';
import { recordEventAction, setPotmMinuteAction, undoEventAction } from '../../../live-actions';

export const dynamic = 'force-dynamic';

/** /admin/match-centre/{team}/live/{id}: the reporter's live page for one match (editors and admins). */
export default async function LiveConsolePage({ params }: { params: Promise<{ team: string; id: string }> }) {
  const { team, id } = await params;
  await requireStaff(`/admin/match-centre/${team}/live/${id}`);
  const matchId = parseDbId(id);
  if (!isMatchTeam(team) || !matchId) notFound();
  const view = await getLiveMatchView(matchId);
  if (!view || view.team !== team) notFound();
  const t = consoleTranslator('matches');
  const squad = (await listPlayers())
    .filter((player) => player.category === team)
    .map((player) => ({ id: player.id, name: `${player.firstName} ${player.lastName}` }))
    .sort((a, b) => a.name.localeCompare(b.name));

  return (
    <>
      <PageHeader
        title={t('live.title', { home: view.home, away: view.away })}
        description={t('live.intro')}
        actions={
          <span className="flex flex-wrap gap-3">
            <Link href={`/matches/${team}/${view.id}`} className="text-sm font-semibold text-bok-green underline" target="_blank">
              {t('live.viewFan')}
            </Link>
            <Link href={`/admin/match-centre/${team}/edit/${view.id}`} className="text-sm font-semibold text-bok-green underline">
              {t('editHint')}
            </Link>
          </span>
        }
      />
      <LiveConsole
        initial={toLiveMatchState(view)}
        renderedAt={view.readAt}
        ourSide={view.ourSide}
        squad={squad}
        potmOpensMinute={view.potmOpensMinute}
        labels={consoleMatches.live.labels as LiveLabels}
        recordEvent={recordEventAction}
        undoEvent={undoEventAction}
        setPotmMinute={setPotmMinuteAction}
      />
    </>
  );
}
