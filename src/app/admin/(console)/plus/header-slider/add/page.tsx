import Link from 'next/link';
import { SECONDARY_BUTTON_CLASS } from '@/components/admin/form-field';
import { PageHeader } from '@/components/admin/page-header';
import { SaveNotice } from '@/components/admin/videos/save-notice';
import { formNoticeOf } from '@/server/http/staff-actions';
import { SlideForm } from '@/components/admin/videos/slide-form';
import { consoleTranslator } from '@/i18n/console-messages';
import { requireStaff } from '@/server/http/staff-guard';
import { listShowsForStaff, listVideoChoices } from '@/server/videos';
import { saveSlideAction } from '../../actions';

/** /admin/plus/header-slider/add (spec §2). */
export default async function AddSlidePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStaff('/admin/plus/header-slider/add');
  const t = consoleTranslator('videos');
  const [videos, shows, query] = await Promise.all([listVideoChoices(), listShowsForStaff(), searchParams]);
  return (
    <>
      <PageHeader
        title={t('slides.addTitle')}
        actions={
          <Link href="/admin/plus/header-slider" className={SECONDARY_BUTTON_CLASS}>
            {t('back')}
          </Link>
        }
      />
      <SaveNotice notice={await formNoticeOf(query)} />
      <SlideForm slide={null} videos={videos} shows={shows} action={saveSlideAction} />
    </>
  );
}
