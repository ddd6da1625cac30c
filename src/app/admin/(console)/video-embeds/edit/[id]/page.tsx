import Link from 'next/link';
import { notFound } from 'next/navigation';
import { History } from '@/components/admin/audit-trail';
import { SECONDARY_BUTTON_CLASS } from '@/components/admin/form-field';
import { PageHeader } from '@/components/admin/page-header';
import { SaveNotice } from '@/components/admin/videos/save-notice';
import { formNoticeOf } from '@/server/http/staff-actions';
import { VideoForm } from '@/components/admin/videos/video-form';
import { consoleTranslator } from '@/i18n/console-messages';
import { requireStaff } from '@/server/http/staff-guard';
import { listAudit } from '@/server/audit';
import { getVideoForStaff, listShowsForStaff, sourceText, VIDEO_ENTITY } from '@/server/videos';
import { parseDbId } from '@/schemas/db-id';
import { saveVideoAction } from '../../../plus/actions';

/** /admin/video-embeds/edit/{id}. */
export default async function EditVideoPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await params;
  await requireStaff(`/admin/video-embeds/edit/${id}`);
  const videoId = parseDbId(id);
  const video = videoId ? await getVideoForStaff(videoId) : null;
  if (!video) notFound();
  const t = consoleTranslator('videos');
  const [shows, query, { entries }] = await Promise.all([
    listShowsForStaff(),
    searchParams,
    listAudit({ entityType: VIDEO_ENTITY, entityId: video.id }),
  ]);
  return (
    <>
      <PageHeader
        title={t('embeds.editTitle')}
        description={video.title}
        actions={
          <Link href="/admin/video-embeds" className={SECONDARY_BUTTON_CLASS}>
            {t('back')}
          </Link>
        }
      />
      <SaveNotice notice={await formNoticeOf(query)} />
      <VideoForm video={video} source={sourceText(video)} shows={shows} action={saveVideoAction} />
      <History entries={entries} />
    </>
  );
}
