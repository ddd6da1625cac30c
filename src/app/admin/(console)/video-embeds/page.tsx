import Link from 'next/link';
import { FilterBar, FilterText } from '@/components/admin/filter-bar';
import { BUTTON_CLASS } from '@/components/admin/form-field';
import { PageHeader } from '@/components/admin/page-header';
import { Pager } from '@/components/admin/pager';
import { SaveNotice } from '@/components/admin/videos/save-notice';
import { formNoticeOf } from '@/server/http/staff-actions';
import { formatDuration } from '@/components/videos/format';
import { consoleTranslator } from '@/i18n/console-messages';
import { requireStaff } from '@/server/http/staff-guard';
import { listVideosForStaff } from '@/server/videos';
import { videoSearch } from '@/schemas/videos';
import { ScrollTable } from '@/components/admin/scroll-table';
import { ItemLanguages } from '@/components/admin/translation-fields';

type Query = Record<string, string | string[] | undefined>;

/** /admin/video-embeds (spec §2): every Touchline+ video, searchable and paged, newest first, with the languages it is written in. */
export default async function VideoEmbedsPage({ searchParams }: { searchParams: Promise<Query> }) {
  await requireStaff('/admin/video-embeds');
  const query = await searchParams;
  const search = videoSearch.parse({ q: query.q, page: query.page });
  const t = consoleTranslator('videos');
  const tLanguages = consoleTranslator('translations');
  const list = await listVideosForStaff({ q: search.q || undefined, page: search.page });
  return (
    <>
      <PageHeader
        title={t('embeds.title')}
        description={t('embeds.intro')}
        actions={
          <Link href="/admin/video-embeds/add" className={BUTTON_CLASS}>
            {t('embeds.add')}
          </Link>
        }
      />
      <SaveNotice notice={await formNoticeOf(query)} />
      <FilterBar action="/admin/video-embeds" submitLabel={t('embeds.search')}>
        <FilterText id="video-search" name="q" label={t('embeds.searchLabel')} value={search.q ?? ''} maxLength={100} width="w-72" />
      </FilterBar>
      {list.rows.length === 0 ? (
        <p className="text-sm text-muted">{t('embeds.empty')}</p>
      ) : (
        <ScrollTable
          label={t('embeds.tableLabel')}
          headers={[
            t('id'),
            t('embeds.videoTitle'),
            t('embeds.show'),
            tLanguages('column'),
            t('embeds.source'),
            t('embeds.duration'),
            t('embeds.published'),
            t('active'),
            t('embeds.sponsored'),
            t('edit'),
          ]}
          testId="videos-table"
          isLastHeaderHidden
          minWidth="min-w-[48rem]"
        >
          {list.rows.map((video) => (
            <tr key={video.id} className="border-b border-neutral-200" data-testid="video-row">
              <td className="py-2 pr-3 tabular-nums">{video.id}</td>
              <td className="py-2 pr-3">
                <Link href={`/plus/${video.slug}`} className="text-bok-green underline">
                  {video.title}
                </Link>
              </td>
              <td className="py-2 pr-3">{video.showName}</td>
              <td className="py-2 pr-3">
                <ItemLanguages t={tLanguages} languages={video.languages} />
              </td>
              <td className="py-2 pr-3">{video.sourceKind === 'embed' ? `${video.provider} ${video.providerId}` : 'HLS/MP4'}</td>
              <td className="py-2 pr-3 tabular-nums">{formatDuration(video.durationSeconds)}</td>
              <td className="py-2 pr-3 whitespace-nowrap">
                {new Date(video.publishedAt).toLocaleDateString('en-ZA', { timeZone: 'Africa/Johannesburg' })}
              </td>
              <td className="py-2 pr-3">{video.isActive ? t('yes') : t('no')}</td>
              <td className="py-2 pr-3">{video.isSponsored ? t('yes') : t('no')}</td>
              <td className="py-2">
                <Link
                  href={`/admin/video-embeds/edit/${video.id}`}
                  className="font-semibold text-bok-green underline"
                  aria-label={`${t('edit')} ${video.title}`}
                >
                  {t('edit')}
                </Link>
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
      <Pager
        basePath="/admin/video-embeds"
        params={{ q: search.q }}
        page={list.page}
        lastPage={list.lastPage}
        labels={{
          previous: t('embeds.previous'),
          next: t('embeds.next'),
          status: t('embeds.pageOf', { page: list.page, lastPage: list.lastPage, total: list.total }),
        }}
      />
    </>
  );
}
