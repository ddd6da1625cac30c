import Link from 'next/link';
import { notFound } from 'next/navigation';
import { MatchForm } from '@/components/admin/matches/match-form';
import { PageHeader } from '@/components/admin/page-header';
import { consoleTranslator } from '@/i18n/console-messages';
import { requireStaff } from '@/server/http/staff-guard';
import { isMatchTeam, TEAM_NAMES } from '@/schemas/teams';
import { createMatchAction } from '../../actions';

/** /admin/match-centre/{team}/add: a new fixture for the team. */
export default async function AddFixturePage({ params }: { params: Promise<{ team: string }> }) {
  const { team } = await params;
  await requireStaff(`/admin/match-centre/${team}/add`);
  if (!isMatchTeam(team)) notFound();
  const t = consoleTranslator('matches');
  const teamLabel = t(`teams.${team}`);
  return (
    <>
      <PageHeader
        title={t('addTitle', { team: teamLabel })}
        description={t('addIntro')}
        actions={
          <Link href={`/admin/match-centre/${team}`} className="text-sm font-semibold text-bok-green underline">
            {t('backToCentre', { team: teamLabel })}
          </Link>
        }
      />
      <MatchForm
        defaultValues={{
          teamName: team === 'domestic' ? '' : TEAM_NAMES[team],
          opponent: '',
          venue: '',
          city: '',
          homeAway: 'home',
          kickoffDate: '',
          kickoffTime: '',
          competition: '',
          ticketsUrl: '',
          broadcastUrl: '',
        }}
        extra={{ team }}
        action={createMatchAction}
        redirectTo={`/admin/match-centre/${team}`}
        submitLabel={t('addFixture')}
        successMessage={t('added')}
      />
    </>
  );
}
