import { NextMatchWidgetForm } from '@/components/admin/matches/next-match-widget-form';
import { WidgetPage } from '@/components/admin/widgets/widget-page';
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
    <WidgetPage title={t('widget.title')} description={t('widget.intro')} viewHomeLabel={t('widget.viewHome')} history={entries}>
      <NextMatchWidgetForm
        defaultValues={
          widget ? { team: widget.team, text: widget.text, ussdCode: widget.ussdCode } : { team: 'springboks', text: '', ussdCode: '' }
        }
        translations={widget?.translations}
        teams={MATCH_TEAMS.map((team) => ({ value: team, label: t(`teams.${team}`), publicName: TEAM_NAMES[team] }))}
        action={saveNextMatchWidgetAction}
      />
    </WidgetPage>
  );
}
