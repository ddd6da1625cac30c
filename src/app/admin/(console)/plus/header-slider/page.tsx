import Link from 'next/link';
import { BUTTON_CLASS } from '@/components/admin/form-field';
import { PageHeader } from '@/components/admin/page-header';
import { SaveNotice } from '@/components/admin/videos/save-notice';
import { formNoticeOf } from '@/server/http/staff-actions';
import { consoleTranslator } from '@/i18n/console-messages';
import { requireStaff } from '@/server/http/staff-guard';
import { listSlidesForStaff } from '@/server/videos';
import { ScrollTable } from '@/components/admin/scroll-table';
import { ItemLanguages } from '@/components/admin/translation-fields';

/** /admin/plus/header-slider (spec §2): the slides at the top of /plus, in order. */
export default async function HeaderSliderPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStaff('/admin/plus/header-slider');
  const t = consoleTranslator('videos');
  const tLanguages = consoleTranslator('translations');
  const [slides, query] = await Promise.all([listSlidesForStaff(), searchParams]);
  return (
    <>
      <PageHeader
        title={t('slides.title')}
        description={t('slides.intro')}
        actions={
          <Link href="/admin/plus/header-slider/add" className={BUTTON_CLASS}>
            {t('slides.add')}
          </Link>
        }
      />
      <SaveNotice notice={await formNoticeOf(query)} />
      {slides.length === 0 ? (
        <p className="text-sm text-muted">{t('slides.empty')}</p>
      ) : (
        <ScrollTable
          label={t('slides.tableLabel')}
          headers={[t('order'), t('slides.image'), t('slides.slideTitle'), tLanguages('column'), t('slides.link'), t('active'), t('edit')]}
          testId="slides-table"
          isLastHeaderHidden
        >
          {slides.map((slide) => (
            <tr key={slide.id} className="border-b border-neutral-200" data-testid="slide-row">
              <td className="py-2 pr-3 tabular-nums">{slide.sortOrder}</td>
              <td className="py-2 pr-3">
                {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail in the console */}
                <img src={slide.imageUrl} alt="" width={96} height={42} className="rounded object-cover" />
              </td>
              <td className="py-2 pr-3">{slide.title}</td>
              <td className="py-2 pr-3">
                <ItemLanguages t={tLanguages} languages={slide.languages} />
              </td>
              <td className="py-2 pr-3 font-mono text-xs">{slide.link || '—'}</td>
              <td className="py-2 pr-3">{slide.isActive ? t('yes') : t('no')}</td>
              <td className="py-2">
                <Link
                  href={`/admin/plus/header-slider/edit/${slide.id}`}
                  className="font-semibold text-bok-green underline"
                  aria-label={`${t('edit')} ${slide.title}`}
                >
                  {t('edit')}
                </Link>
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </>
  );
}
