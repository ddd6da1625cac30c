import { PageHeader } from '@/components/admin/page-header';
import { PinsEditor } from '@/components/admin/videos/pins-editor';
import { SaveNotice } from '@/components/admin/videos/save-notice';
import { formNoticeOf } from '@/server/http/staff-actions';
import { consoleTranslator } from '@/i18n/console-messages';
import { requireStaff } from '@/server/http/staff-guard';
import { getPins, listPopularVideos, listVideoChoices, popularCounts } from '@/server/videos';
import { savePinsAction } from '../actions';

/** /admin/plus/most-popular-carousel (spec §2): ranked by 30-day views, with staff pins. */
export default async function PopularCarouselPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaff('/admin/plus/most-popular-carousel');
  const t = consoleTranslator('videos');
  const [current, pins, choices, views, query] = await Promise.all([
    listPopularVideos(),
    getPins('popular'),
    listVideoChoices(),
    popularCounts(),
    searchParams,
  ]);
  return (
    <>
      <PageHeader title={t('pins.popularTitle')} description={t('pins.popularIntro')} />
      <SaveNotice notice={await formNoticeOf(query)} />
      <PinsEditor
        carousel="popular"
        current={current}
        pins={pins}
        choices={choices}
        views={views}
        label={t('pins.pinsLabel')}
        action={savePinsAction}
      />
    </>
  );
}
