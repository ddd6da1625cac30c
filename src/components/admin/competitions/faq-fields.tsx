import type { ConsoleTranslate } from '@/i18n/console-messages';
import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX } from '@/schemas/competitions';
import type { FaqItem } from '@/server/competitions';
import { FormField, INPUT_CLASS } from '../form-field';
import { TranslationFields } from '../translation-fields';

/** The FAQ form's fields: the English question and answer, and their isiZulu, isiXhosa and Afrikaans versions (issue 26). */
export function FaqFields({ t, tl, item, nextOrder }: { t: ConsoleTranslate; tl: ConsoleTranslate; item?: FaqItem; nextOrder?: number }) {
  return (
    <>
      <FormField id="faq-question" label={t('faq.question')}>
        <input
          id="faq-question"
          name="question"
          required
          maxLength={FAQ_QUESTION_MAX}
          defaultValue={item?.question}
          className={INPUT_CLASS}
        />
      </FormField>
      <FormField id="faq-answer" label={t('faq.answer')}>
        <textarea
          id="faq-answer"
          name="answer"
          required
          rows={5}
          maxLength={FAQ_ANSWER_MAX}
          defaultValue={item?.answer}
          className={INPUT_CLASS}
        />
      </FormField>
      <TranslationFields
        t={tl}
        idPrefix="faq"
        translations={item?.translations}
        fields={[
          { name: 'question', label: t('faq.question'), maxLength: FAQ_QUESTION_MAX },
          { name: 'answer', label: t('faq.answer'), maxLength: FAQ_ANSWER_MAX, rows: 5 },
        ]}
      />
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
