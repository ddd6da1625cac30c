import { BUTTON_CLASS, INPUT_CLASS, SECONDARY_BUTTON_CLASS } from '@/components/admin/form-field';
import { ItemLanguages, TranslationFields } from '@/components/admin/translation-fields';
import { consoleTranslator } from '@/i18n/console-messages';
import type { StaffShow } from '@/server/videos';
import { SHOW_DESCRIPTION_MAX, SHOW_NAME_MAX } from '@/schemas/videos';

/**
 * The shows in the console: one row form per show (plain posts). `categories` edits names and descriptions;
 * `carousels` which shows are carousels on /plus and their order (the other fields ride along hidden; the saved
 * translations stay, as no language is sent). Each row says which languages the show is written in (issue 26).
 */
export function ShowForms({
  shows,
  mode,
  action,
}: {
  shows: StaffShow[];
  mode: 'categories' | 'carousels';
  action: (form: FormData) => Promise<void>;
}) {
  const t = consoleTranslator('videos');
  const tLanguages = consoleTranslator('translations');
  const row = (show: StaffShow | null) => {
    const key = show ? show.id : 'new';
    return (
      <form
        key={key}
        action={action}
        className="flex flex-wrap items-end gap-3 border-b border-neutral-200 py-3"
        data-testid={show ? 'show-form' : 'show-add-form'}
      >
        {show && <input type="hidden" name="id" value={show.id} />}
        <input type="hidden" name="back" value={mode} />
        {mode === 'categories' ? (
          <>
            <label className="flex flex-col gap-1 text-sm font-semibold">
              {t('shows.name')}
              <input name="name" required maxLength={SHOW_NAME_MAX} defaultValue={show?.name ?? ''} className={`${INPUT_CLASS} w-56`} />
            </label>
            <label className="flex flex-col gap-1 text-sm font-semibold">
              {t('shows.description')}
              <input
                name="description"
                maxLength={SHOW_DESCRIPTION_MAX}
                defaultValue={show?.description ?? ''}
                className={`${INPUT_CLASS} w-80`}
              />
            </label>
            <label className="flex items-center gap-2 text-sm font-semibold">
              <input type="checkbox" name="is_active" value="true" defaultChecked={show?.isActive ?? true} /> {t('active')}
            </label>
            <input type="hidden" name="sort_order" value={show?.sortOrder ?? 0} />
            {show?.isCarousel !== false && <input type="hidden" name="is_carousel" value="true" />}
          </>
        ) : (
          <>
            <span className="w-56 text-sm font-semibold">{show?.name}</span>
            <input type="hidden" name="name" value={show?.name ?? ''} />
            <input type="hidden" name="description" value={show?.description ?? ''} />
            {show?.isActive && <input type="hidden" name="is_active" value="true" />}
            <label className="flex items-center gap-2 text-sm font-semibold">
              <input type="checkbox" name="is_carousel" value="true" defaultChecked={show?.isCarousel ?? true} /> {t('shows.isCarousel')}
            </label>
            <label className="flex flex-col gap-1 text-sm font-semibold">
              {t('order')}
              <input
                name="sort_order"
                type="number"
                min={0}
                max={1000}
                required
                defaultValue={show?.sortOrder ?? 0}
                className={`${INPUT_CLASS} w-24`}
              />
            </label>
          </>
        )}
        <button type="submit" className={show ? SECONDARY_BUTTON_CLASS : BUTTON_CLASS}>
          {show ? t('save') : t('shows.add')}
        </button>
        {show && (
          <a href={`/plus/shows/${show.slug}`} className="text-sm text-bok-green underline">
            {t('shows.page')}
          </a>
        )}
        {show && <ItemLanguages t={tLanguages} languages={show.languages} />}
        {mode === 'categories' && (
          <div className="w-full">
            <TranslationFields
              t={tLanguages}
              idPrefix={`show-${key}`}
              fields={[
                { name: 'name', label: t('shows.name'), maxLength: SHOW_NAME_MAX },
                { name: 'description', label: t('shows.description'), maxLength: SHOW_DESCRIPTION_MAX },
              ]}
              translations={show?.translations}
              isFolded
            />
          </div>
        )}
      </form>
    );
  };
  return (
    <div>
      {shows.length === 0 && <p className="text-sm text-muted">{t('shows.empty')}</p>}
      {shows.map((show) => row(show))}
      {mode === 'categories' && row(null)}
    </div>
  );
}
