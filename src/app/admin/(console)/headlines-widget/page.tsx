import { HeadlinesEditor } from '@/components/admin/widgets/headlines-editor';
import { WidgetPage } from '@/components/admin/widgets/widget-page';
import { consoleTranslator } from '@/i18n/console-messages';
import { MAX_HEADLINES } from '@/schemas/widgets';
import { listHeadlinesForStaff, searchHeadlineStories } from '@/server/content';
import { requireStaff } from '@/server/http/staff-guard';
import { listAudit } from '@/server/audit';
import { saveHeadlinesAction, searchHeadlineStoriesAction } from './actions';

/** /admin/headlines-widget: which stories the home page lists as headlines, in which order. */
export default async function HeadlinesWidgetPage() {
  await requireStaff('/admin/headlines-widget');
  const t = consoleTranslator('widgets');
  const [headlines, newest, { entries }] = await Promise.all([
    listHeadlinesForStaff(),
    searchHeadlineStories(''),
    listAudit({ entityType: 'home_headlines', entityId: 'home' }),
  ]);
  return (
    <WidgetPage title={t('headlines.title')} description={t('headlines.intro')} viewHomeLabel={t('viewHome')} history={entries}>
      <HeadlinesEditor
        initial={headlines}
        initialResults={newest}
        max={MAX_HEADLINES}
        save={saveHeadlinesAction}
        search={searchHeadlineStoriesAction}
      />
    </WidgetPage>
  );
}
