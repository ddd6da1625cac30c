import { BUTTON_CLASS, FormField, INPUT_CLASS } from '@/components/admin/form-field';
import { TranslationFields } from '@/components/admin/translation-fields';
import { consoleTranslator } from '@/i18n/console-messages';
import type { StaffShow, StaffSlide } from '@/server/videos';
import { CTA_LABEL_MAX, SLIDE_TEXT_MAX, SLIDE_TITLE_MAX } from '@/schemas/videos';

/** The add/edit form of /admin/plus/header-slider: a plain form post; title, text and button words per language (issue 26). */
export function SlideForm({
  slide,
  videos,
  shows,
  action,
}: {
  slide: StaffSlide | null;
  videos: { id: number; title: string }[];
  shows: StaffShow[];
  action: (form: FormData) => Promise<void>;
}) {
  const t = consoleTranslator('videos');
  const tLanguages = consoleTranslator('translations');
  return (
    <form action={action} className="flex max-w-2xl flex-col gap-4" data-testid="slide-form">
      {slide && <input type="hidden" name="id" value={slide.id} />}
      <FormField id="slide-title" label={t('slides.slideTitle')}>
        <input
          id="slide-title"
          name="title"
          required
          maxLength={SLIDE_TITLE_MAX}
          defaultValue={slide?.title ?? ''}
          className={INPUT_CLASS}
        />
      </FormField>
      <FormField id="slide-text" label={t('slides.text')}>
        <input id="slide-text" name="text" maxLength={SLIDE_TEXT_MAX} defaultValue={slide?.text ?? ''} className={INPUT_CLASS} />
      </FormField>
      <FormField id="slide-cta" label={t('slides.ctaLabel')} hint={t('slides.ctaLabelHint')}>
        <input
          id="slide-cta"
          name="cta_label"
          maxLength={CTA_LABEL_MAX}
          defaultValue={slide?.ctaLabel ?? ''}
          aria-describedby="slide-cta-hint"
          className={INPUT_CLASS}
        />
      </FormField>
      <TranslationFields
        t={tLanguages}
        idPrefix="slide"
        fields={[
          { name: 'title', label: t('slides.slideTitle'), maxLength: SLIDE_TITLE_MAX },
          { name: 'text', label: t('slides.text'), maxLength: SLIDE_TEXT_MAX },
          { name: 'ctaLabel', label: t('slides.ctaLabel'), maxLength: CTA_LABEL_MAX },
        ]}
        translations={slide?.translations}
      />
      <FormField id="slide-link" label={t('slides.link')}>
        <select id="slide-link" name="link" required defaultValue={slide?.link ?? ''} className={INPUT_CLASS}>
          <option value="">{t('slides.chooseLink')}</option>
          <optgroup label={t('slides.videos')}>
            {videos.map((video) => (
              <option key={video.id} value={`video:${video.id}`}>
                {video.title}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('slides.shows')}>
            {shows.map((show) => (
              <option key={show.id} value={`show:${show.id}`}>
                {show.name}
              </option>
            ))}
          </optgroup>
        </select>
      </FormField>
      <FormField id="slide-image" label={t('slides.image')} hint={t('slides.imageHint')}>
        <input
          id="slide-image"
          name="image"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          required={!slide}
          aria-describedby="slide-image-hint"
          className="text-sm"
        />
      </FormField>
      {slide && (
        // eslint-disable-next-line @next/next/no-img-element -- a small preview of the stored image in the console
        <img src={slide.imageUrl} alt="" width={240} height={105} className="rounded" />
      )}
      <FormField id="slide-order" label={t('order')}>
        <input
          id="slide-order"
          name="sort_order"
          type="number"
          min={0}
          max={1000}
          required
          defaultValue={slide?.sortOrder ?? 0}
          className={`${INPUT_CLASS} w-32`}
        />
      </FormField>
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input type="checkbox" name="is_active" value="true" defaultChecked={slide?.isActive ?? true} /> {t('active')}
      </label>
      <div>
        <button type="submit" className={BUTTON_CLASS} data-testid="slide-save">
          {t('save')}
        </button>
      </div>
    </form>
  );
}
