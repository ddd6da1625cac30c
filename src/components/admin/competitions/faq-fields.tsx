import type { ConsoleTranslate } from '@/i18n/console-messages';
import type { FaqItem } from '@/server/competitions';
import { FormField, INPUT_CLASS } from '../form-field';

/** The FAQ form's fields. */
export function FaqFields({ t, item, nextOrder }: { t: ConsoleTranslate; item?: FaqItem; nextOrder?: number }) {
  return (
    <>
      <FormField id="faq-question" label={t('faq.question')}>
        <input id="faq-question" name="question" required maxLength={300} defaultValue={item?.question} className={INPUT_CLASS} />
      </FormField>
      <FormField id="faq-answer" label={t('faq.answer')}>
        <textarea id="faq-answer" name="answer" required rows={5} maxLength={3000} defaultValue={item?.answer} className={INPUT_CLASS} />
      </FormField>
      <FormField id="faq-order" label={t('faq.order')}>
        <input
          id="faq-order"
          name="sort_order"
          type="number"
          min={0}
          max={100000}
          defaultValue={item?.sortOrder ?? nextOrder ?? 10}
          className={`${INPUT_CLASS} w-32`}
        />
      </FormField>
      <div className="flex items-center gap-2">
        <input
          id="faq-active"
          name="is_active"
          type="checkbox"
          defaultChecked={item?.isActive ?? true}
          className="h-4 w-4 accent-bok-green"
        />
        <label htmlFor="faq-active" className="text-sm font-semibold">
          {t('faq.active')}
        </label>
      </div>
    </>
  );
}
