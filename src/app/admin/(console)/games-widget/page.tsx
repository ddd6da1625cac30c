import { GamesEditor } from '@/components/admin/widgets/games-editor';
import { WidgetPage } from '@/components/admin/widgets/widget-page';
import { consoleTranslator } from '@/i18n/console-messages';
import { listHomeGamesForStaff } from '@/server/content';
import { requireStaff } from '@/server/http/staff-guard';
import { listAudit } from '@/server/audit';
import { saveHomeGamesAction } from './actions';

/** /admin/games-widget: which games the home page shows, in which order. */
export default async function GamesWidgetPage() {
  await requireStaff('/admin/games-widget');
  const t = consoleTranslator('widgets');
  const [games, { entries }] = await Promise.all([listHomeGamesForStaff(), listAudit({ entityType: 'home_games', entityId: 'home' })]);
  return (
    <WidgetPage title={t('games.title')} description={t('games.intro')} viewHomeLabel={t('viewHome')} history={entries}>
      <GamesEditor initial={games} save={saveHomeGamesAction} />
    </WidgetPage>
  );
}
