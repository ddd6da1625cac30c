import Link from 'next/link';
import { notFound } from 'next/navigation';
import { type AbstractIntlMessages, createFormatter, createTranslator } from 'next-intl';
import { SECONDARY_BUTTON_CLASS } from '@/components/admin/form-field';
import { PageHeader } from '@/components/admin/page-header';
import { StoryArticle } from '@/components/site/story-article';
import { consoleTranslator } from '@/i18n/console-messages';
import { isLocale, LOCALES, type Locale } from '@/i18n/locales';
import af from '@/i18n/messages/af.json';
import en from '@/i18n/messages/en.json';
import xh from '@/i18n/messages/xh.json';
import zu from '@/i18n/messages/zu.json';
import { getStoryPreview } from '@/server/content';
import { requireStaff } from '@/server/http/staff-guard';
import { parseDbId } from '@/schemas/db-id';

const FAN_MESSAGES = { en, zu, xh, af };
const TIME_ZONE = 'Africa/Johannesburg';

/** /admin/stories/preview/{id}?lang=en|zu|xh|af: the story as a fan reading in that language sees it. */
export default async function StoryPreviewPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ lang?: string }>;
}) {
  const { id: raw } = await params;
  await requireStaff(`/admin/stories/preview/${raw}`);
  const { lang } = await searchParams;
  const locale: Locale = isLocale(lang) ? lang : 'en';
  const id = parseDbId(raw);
  const preview = id ? await getStoryPreview(id, locale) : null;
  if (!preview) notFound();
  const { story, isActive } = preview;
  const t = consoleTranslator('stories');
  // The fan site's own strings in that language (its `story` namespace), as the public page uses them.
  const fan = createTranslator({
    locale,
    messages: FAN_MESSAGES[locale] as AbstractIntlMessages,
    namespace: 'story',
    timeZone: TIME_ZONE,
  }) as unknown as (key: string, values?: Record<string, string>) => string;
  const format = createFormatter({ locale, timeZone: TIME_ZONE });

  return (
    <>
      <PageHeader
        title={t('preview.title')}
        description={t('preview.description')}
        actions={
          <Link href={`/admin/stories/edit/${story.id}`} className={SECONDARY_BUTTON_CLASS}>
            {t('actions.edit')}
          </Link>
        }
      />
      <nav aria-label={t('preview.languages')} className="mb-4 flex flex-wrap gap-1 border-b border-neutral-300">
        {LOCALES.map((code) => (
          <Link
            key={code}
            href={`/admin/stories/preview/${story.id}?lang=${code}`}
            aria-current={code === locale ? 'page' : undefined}
            className="-mb-px rounded-t border border-transparent px-3 py-2 text-sm font-semibold text-bok-green aria-[current=page]:border-neutral-300 aria-[current=page]:border-b-white aria-[current=page]:bg-white aria-[current=page]:text-neutral-900"
          >
            {t(`languages.${code}`)}
          </Link>
        ))}
      </nav>
      {!isActive && (
        <p role="status" className="mb-4 rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t('preview.inactive')}
        </p>
      )}
      <p className="mb-4 text-sm text-muted" data-testid="preview-language">
        {story.language === locale
          ? t('preview.shownIn', { language: t(`languages.${locale}`) })
          : t('preview.fallback', { language: t(`languages.${locale}`) })}
      </p>
      <StoryArticle
        story={story}
        locale={locale}
        t={fan}
        published={format.dateTime(new Date(story.publishedAt), { dateStyle: 'long' })}
        isPreview
      />
    </>
  );
}
