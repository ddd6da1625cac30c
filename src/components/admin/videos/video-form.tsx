import { BUTTON_CLASS, FormField, INPUT_CLASS } from '@/components/admin/form-field';
import { TranslationFields } from '@/components/admin/translation-fields';
import { consoleTranslator } from '@/i18n/console-messages';
import type { StaffShow, StaffVideo } from '@/server/videos';
import { VIDEO_DESCRIPTION_MAX, VIDEO_SOURCE_MAX, VIDEO_TITLE_MAX } from '@/schemas/videos';
import { toSastInput } from '@/i18n/format';

/**
 * The add/edit form of /admin/video-embeds: a plain form post (works before any JavaScript). The title and description
 * have isiZulu, isiXhosa and Afrikaans versions (issue 26).
 */
export function VideoForm({
  video,
  source,
  shows,
  action,
}: {
  video: StaffVideo | null;
  source: string;
  shows: StaffShow[];
  action: (form: FormData) => Promise<void>;
}) {
  const t = consoleTranslator('videos');
  const tLanguages = consoleTranslator('translations');
  return (
    <form action={action} className="flex max-w-2xl flex-col gap-4" data-testid="video-form">
      {video && <input type="hidden" name="id" value={video.id} />}
      <FormField id="video-title" label={t('form.title')}>
        <input
          id="video-title"
          name="title"
          required
          maxLength={VIDEO_TITLE_MAX}
          defaultValue={video?.title ?? ''}
          className={INPUT_CLASS}
        />
      </FormField>
      <FormField id="video-description" label={t('form.description')}>
        <textarea
          id="video-description"
          name="description"
          rows={4}
          maxLength={VIDEO_DESCRIPTION_MAX}
          defaultValue={video?.description ?? ''}
          className={INPUT_CLASS}
        />
      </FormField>
      <TranslationFields
        t={tLanguages}
        idPrefix="video"
        fields={[
          { name: 'title', label: t('form.title'), maxLength: VIDEO_TITLE_MAX },
          { name: 'description', label: t('form.description'), maxLength: VIDEO_DESCRIPTION_MAX, rows: 4 },
        ]}
        translations={video?.translations}
      />
      <FormField id="video-show" label={t('form.show')}>
        <select id="video-show" name="show_id" required defaultValue={video?.showId ?? ''} className={INPUT_CLASS}>
          <option value="">{t('form.chooseShow')}</option>
          {shows.map((show) => (
            <option key={show.id} value={show.id}>
              {show.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="video-source" label={t('form.source')} hint={t('form.sourceHint')}>
        <textarea
          id="video-source"
          name="source"
          required
          rows={3}
          maxLength={VIDEO_SOURCE_MAX}
          defaultValue={source}
          aria-describedby="video-source-hint"
          className={`${INPUT_CLASS} font-mono`}
        />
      </FormField>
      <FormField id="video-duration" label={t('form.duration')} hint={t('form.durationHint')}>
        <input
          id="video-duration"
          name="duration"
          required
          maxLength={10}
          defaultValue={video ? String(video.durationSeconds) : ''}
          aria-describedby="video-duration-hint"
          className={`${INPUT_CLASS} w-40`}
        />
      </FormField>
      <FormField id="video-poster" label={t('form.poster')} hint={t('form.posterHint')}>
        <input
          id="video-poster"
          name="poster"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          required={!video}
          aria-describedby="video-poster-hint"
          className="text-sm"
        />
      </FormField>
      {video && (
        // eslint-disable-next-line @next/next/no-img-element -- a small preview of the stored poster in the console
        <img src={video.posterUrl} alt={t('form.currentPoster')} width={240} height={135} className="rounded" />
      )}
      <FormField id="video-published" label={t('form.publishedAt')}>
        <input
          id="video-published"
          name="published_at"
          type="datetime-local"
          required
          defaultValue={toSastInput(video?.publishedAt ?? new Date())}
          className={`${INPUT_CLASS} w-64`}
        />
      </FormField>
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input type="checkbox" name="is_active" value="true" defaultChecked={video?.isActive ?? true} /> {t('form.isActive')}
      </label>
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input type="checkbox" name="is_sponsored" value="true" defaultChecked={video?.isSponsored ?? false} /> {t('form.isSponsored')}
      </label>
      <div>
        <button type="submit" className={BUTTON_CLASS} data-testid="video-save">
          {t('save')}
        </button>
      </div>
    </form>
  );
}
