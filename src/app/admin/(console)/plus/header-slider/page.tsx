import Link from 'next/link';
import { BUTTON_CLASS } from '@/components/admin/form-field';
import { PageHeader } from '@/components/admin/page-header';
import { SaveNotice } from '@/components/admin/videos/save-notice';
import { consoleTranslator } from '@/i18n/console-messages';
import { requireStaff } from '@/server/http/staff-guard';
import { listSlidesForStaff } from '@/server/videos';

/** /admin/plus/header-slider (spec §2): the slides at the top of /plus, in order. */
export default async function HeaderSliderPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireStaff('/admin/plus/header-slider');
  const t = consoleTranslator('videos');
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
      <SaveNotice query={query} />
      {slides.length === 0 ? (
        <p className="text-sm text-muted">{t('slides.empty')}</p>
      ) : (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('slides.tableLabel')}>
          <table className="w-full min-w-[40rem] text-left text-sm" data-testid="slides-table">
            <thead className="border-b border-neutral-300 text-xs text-muted uppercase">
              <tr>
                <th className="py-2 pr-3">{t('order')}</th>
                <th className="py-2 pr-3">{t('slides.image')}</th>
                <th className="py-2 pr-3">{t('slides.slideTitle')}</th>
                <th className="py-2 pr-3">{t('slides.link')}</th>
                <th className="py-2 pr-3">{t('active')}</th>
                <th className="py-2">
                  <span className="sr-only">{t('edit')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {slides.map((slide) => (
                <tr key={slide.id} className="border-b border-neutral-200" data-testid="slide-row">
                  <td className="py-2 pr-3 tabular-nums">{slide.sortOrder}</td>
                  <td className="py-2 pr-3">
                    {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail in the console */}
                    <img src={slide.imageUrl} alt="" width={96} height={42} className="rounded object-cover" />
                  </td>
                  <td className="py-2 pr-3">{slide.title}</td>
                  <td className="py-2 pr-3 font-mono text-xs">{slide.link || '—'}</td>
                  <td className="py-2 pr-3">{slide.isActive ? t('yes') : t('no')}</td>
                  <td className="py-2">
                    <Link href={`/admin/plus/header-slider/edit/${slide.id}`} className="font-semibold text-bok-green underline" aria-label={`${t('edit')} ${slide.title}`}>
                      {t('edit')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
