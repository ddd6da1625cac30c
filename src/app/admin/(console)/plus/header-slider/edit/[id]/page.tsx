import Link from 'next/link';
import { notFound } from 'next/navigation';
import { History } from '@/components/admin/audit-trail';
import { SECONDARY_BUTTON_CLASS } from '@/components/admin/form-field';
import { PageHeader } from '@/components/admin/page-header';
import { SaveNotice } from '@/components/admin/videos/save-notice';
import { formNoticeOf } from '@/server/http/staff-actions';
import { SlideForm } from '@/components/admin/videos/slide-form';
import { consoleTranslator } from '@/i18n/console-messages';
import { requireStaff } from '@/server/http/staff-guard';
import { listAudit } from '@/server/audit';
import { getSlideForStaff, listShowsForStaff, listVideoChoices } from '@/server/videos';
import { parseDbId } from '@/schemas/db-id';
import { saveSlideAction } from '../../../actions';

/** /admin/plus/header-slider/edit/{id} (spec §2). */
export default async function EditSlidePage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await params;
  await requireStaff(`/admin/plus/header-slider/edit/${id}`);
  const slideId = parseDbId(id);
  const slide = slideId ? await getSlideForStaff(slideId) : null;
  if (!slide) notFound();
  const t = consoleTranslator('videos');
  const [videos, shows, query, { entries }] = await Promise.all([
    listVideoChoices(),
    listShowsForStaff(),
    searchParams,
    listAudit({ entityType: 'video_slide', entityId: slide.id }),
  ]);
  return (
    <>
      <PageHeader
        title={t('slides.editTitle')}
        description={slide.title}
        actions={
          <Link href="/admin/plus/header-slider" className={SECONDARY_BUTTON_CLASS}>
            {t('back')}
          </Link>
        }
      />
      <SaveNotice notice={await formNoticeOf(query)} />
      <SlideForm slide={slide} videos={videos} shows={shows} action={saveSlideAction} />
      <History entries={entries} />
    </>
  );
}
