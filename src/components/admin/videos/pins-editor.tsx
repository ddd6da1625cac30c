import { BUTTON_CLASS, FormField, INPUT_CLASS } from '@/components/admin/form-field';
import { consoleTranslator } from '@/i18n/console-messages';
import type { VideoCard } from '@/server/videos';
import type { CarouselName } from '@/schemas/videos';

/**
 * One curated carousel in the console: what it shows now (with the 30-day views where they rank it) and the pinned
 * ids, in order, as one field — a plain form post.
 */
export function PinsEditor({
  carousel,
  current,
  pins,
  choices,
  views,
  label,
  action,
}: {
  carousel: CarouselName;
  current: VideoCard[];
  pins: number[];
  choices: { id: number; title: string; isSponsored: boolean }[];
  views?: Map<number, number>;
  label: string;
  action: (form: FormData) => Promise<void>;
}) {
  const t = consoleTranslator('videos');
  const pinned = new Set(pins);
  return (
    <div className="flex flex-col gap-6">
      <form action={action} className="flex max-w-2xl flex-col gap-3" data-testid="pins-form">
        <input type="hidden" name="carousel" value={carousel} />
        <FormField id={`pins-${carousel}`} label={label}>
          <input
            id={`pins-${carousel}`}
            name="video_ids"
            maxLength={300}
            defaultValue={pins.join(', ')}
            className={INPUT_CLASS}
            inputMode="numeric"
          />
        </FormField>
        <div>
          <button type="submit" className={BUTTON_CLASS}>
            {t('save')}
          </button>
        </div>
      </form>
      <section aria-labelledby={`current-${carousel}`}>
        <h2 id={`current-${carousel}`} className="mb-2 text-lg font-bold">
          {t('pins.current')}
        </h2>
        <ol className="list-decimal pl-6 text-sm" data-testid="carousel-now">
          {current.map((video) => (
            <li key={video.id} className="py-0.5">
              {video.title} <span className="text-muted">(#{video.id})</span>
              {pinned.has(video.id) && <span className="ml-2 rounded bg-bok-gold px-1.5 text-xs font-bold">{t('pins.pinned')}</span>}
              {views && (
                <span className="ml-2 text-muted">
                  {t('pins.views')}: {views.get(video.id) ?? 0}
                </span>
              )}
            </li>
          ))}
        </ol>
      </section>
      <details>
        <summary className="cursor-pointer text-sm font-semibold">{t('pins.choices')}</summary>
        <ul className="mt-2 columns-1 text-sm sm:columns-2">
          {choices
            .filter((choice) => carousel !== 'sponsored' || choice.isSponsored)
            .map((choice) => (
              <li key={choice.id}>
                #{choice.id} {choice.title}
              </li>
            ))}
        </ul>
      </details>
    </div>
  );
}
