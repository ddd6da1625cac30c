import { PageHeader } from '@/components/admin/page-header';
import { PinsEditor } from '@/components/admin/videos/pins-editor';
import { SaveNotice } from '@/components/admin/videos/save-notice';
import { formNoticeOf } from '@/server/http/staff-actions';
import { consoleTranslator } from '@/i18n/console-messages';
import { requireStaff } from '@/server/http/staff-guard';
import { getPins, listLatestVideos, listVideoChoices } from '@/server/videos';
import { savePinsAction } from '../actions';

/** /admin/plus/latest-videos-carousel (spec §2): newest first, with staff pins. */
export default async function LatestCarouselPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaff('/admin/plus/latest-videos-carousel');
  const t = consoleTranslator('videos');
  const [current, pins, choices, query] = await Promise.all([listLatestVideos(), getPins('latest'), listVideoChoices(), searchParams]);
  return (
    <>
      <PageHeader title={t('pins.latestTitle')} description={t('pins.latestIntro')} />
      <SaveNotice notice={await formNoticeOf(query)} />
      <PinsEditor carousel="latest" current={current} pins={pins} choices={choices} label={t('pins.pinsLabel')} action={savePinsAction} />
    </>
  );
}
