import type { ConsoleTranslate } from '@/i18n/console-messages';
import { FormField, INPUT_CLASS } from '../form-field';

/** A winner's staff note and whether the public pages show it (draw, hand pick and edit forms). */
export function WinnerFields({
  t,
  prefix,
  note,
  isPublished,
}: {
  t: ConsoleTranslate;
  prefix: string;
  note?: string | null;
  isPublished?: boolean;
}) {
  return (
    <>
      <FormField id={`${prefix}-note`} label={t('winners.note')}>
        <textarea id={`${prefix}-note`} name="note" rows={2} maxLength={1000} defaultValue={note ?? ''} className={INPUT_CLASS} />
      </FormField>
      <div className="flex items-center gap-2">
        <input
          id={`${prefix}-publish`}
          name="is_published"
          type="checkbox"
          defaultChecked={isPublished ?? false}
          className="h-4 w-4 accent-bok-green"
        />
        <label htmlFor={`${prefix}-publish`} className="text-sm font-semibold">
          {t('winners.publish')}
        </label>
      </div>
    </>
  );
}
