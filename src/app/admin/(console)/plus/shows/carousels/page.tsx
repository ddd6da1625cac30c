import { PageHeader } from '@/components/admin/page-header';
import { SaveNotice } from '@/components/admin/videos/save-notice';
import { formNoticeOf } from '@/server/http/staff-actions';
import { ShowForms } from '@/components/admin/videos/show-forms';
import { consoleTranslator } from '@/i18n/console-messages';
import { requireStaff } from '@/server/http/staff-guard';
import { listShowsForStaff } from '@/server/videos';
import { saveShowAction } from '../../actions';

/** /admin/plus/shows/carousels (spec §2): which shows are carousels on /plus, in which order. */
export default async function ShowCarouselsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaff('/admin/plus/shows/carousels');
  const t = consoleTranslator('videos');
  const [shows, query] = await Promise.all([listShowsForStaff(), searchParams]);
  return (
    <>
      <PageHeader title={t('shows.carouselsTitle')} description={t('shows.carouselsIntro')} />
      <SaveNotice notice={await formNoticeOf(query)} />
      <ShowForms shows={shows} mode="carousels" action={saveShowAction} />
    </>
  );
}
