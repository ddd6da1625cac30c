import Link from 'next/link';
import { History } from '@/components/admin/audit-trail';
import { NextMatchWidgetForm } from '@/components/admin/matches/next-match-widget-form';
import { PageHeader } from '@/components/admin/page-header';
import { consoleTranslator } from '@/i18n/console-messages';
import { requireStaff } from '@/server/http/staff-guard';
import { getNextMatchWidget } from '@/server/matches';
import { listAudit } from '@/server/audit';
import { MATCH_TEAMS, TEAM_NAMES } from '@/schemas/teams';
import { saveNextMatchWidgetAction } from '../actions';

/** /admin/match-centre/next-match-widget (Next Match & USSD): the box beside the next match on the home page. */
export default async function NextMatchWidgetPage() {
  await requireStaff('/admin/match-centre/next-match-widget');
  const t = consoleTranslator('matches');
  const [widget, { entries }] = await Promise.all([getNextMatchWidget(), listAudit({ entityType: 'next_match_widget', entityId: 1 })]);
  return (
    <>
      <PageHeader
        title={t('widget.title')}
        description={t('widget.intro')}
        actions={
          <Link href="/" className="text-sm font-semibold text-bok-green underline">
            {t('widget.viewHome')}
          </Link>
        }
      />
      <NextMatchWidgetForm
        defaultValues={widget ?? { team: 'springboks', text: '', ussdCode: '' }}
        teams={MATCH_TEAMS.map((team) => ({ value: team, label: t(`teams.${team}`), publicName: TEAM_NAMES[team] }))}
        action={saveNextMatchWidgetAction}
      />
      <History entries={entries} />
    </>
  );
}
