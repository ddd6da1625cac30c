import Link from 'next/link';
import { SECONDARY_BUTTON_CLASS } from '@/components/admin/form-field';
import { PageHeader } from '@/components/admin/page-header';
import { SaveNotice } from '@/components/admin/videos/save-notice';
import { formNoticeOf } from '@/server/http/staff-actions';
import { VideoForm } from '@/components/admin/videos/video-form';
import { consoleTranslator } from '@/i18n/console-messages';
import { requireStaff } from '@/server/http/staff-guard';
import { listShowsForStaff } from '@/server/videos';
import { saveVideoAction } from '../../plus/actions';

/** /admin/video-embeds/add: a new video from a pasted link, embed code or stream address. */
export default async function AddVideoPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStaff('/admin/video-embeds/add');
  const t = consoleTranslator('videos');
  const [shows, query] = await Promise.all([listShowsForStaff(), searchParams]);
  return (
    <>
      <PageHeader
        title={t('embeds.addTitle')}
        actions={
          <Link href="/admin/video-embeds" className={SECONDARY_BUTTON_CLASS}>
            {t('back')}
          </Link>
        }
      />
      <SaveNotice notice={await formNoticeOf(query)} />
      <VideoForm video={null} source="" shows={shows} action={saveVideoAction} />
    </>
  );
}
