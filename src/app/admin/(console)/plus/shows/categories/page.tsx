import { PageHeader } from '@/components/admin/page-header';
import { SaveNotice } from '@/components/admin/videos/save-notice';
import { formNoticeOf } from '@/server/http/staff-actions';
import { ShowForms } from '@/components/admin/videos/show-forms';
import { consoleTranslator } from '@/i18n/console-messages';
import { requireStaff } from '@/server/http/staff-guard';
import { listShowsForStaff } from '@/server/videos';
import { saveShowAction } from '../../actions';

/** /admin/plus/shows/categories (spec §2): the shows videos belong to. */
export default async function ShowCategoriesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaff('/admin/plus/shows/categories');
  const t = consoleTranslator('videos');
  const [shows, query] = await Promise.all([listShowsForStaff(), searchParams]);
  return (
    <>
      <PageHeader title={t('shows.categoriesTitle')} description={t('shows.categoriesIntro')} />
      <SaveNotice notice={await formNoticeOf(query)} />
      <ShowForms shows={shows} mode="categories" action={saveShowAction} />
    </>
  );
}
