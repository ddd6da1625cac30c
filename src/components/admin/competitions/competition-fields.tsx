import type { ConsoleTranslate } from '@/i18n/console-messages';
import {
  ANSWER_MAX,
  COMPETITION_PRIZE_MAX,
  COMPETITION_QUESTION_MAX,
  COMPETITION_TEXT_MAX,
  COMPETITION_TITLE_MAX,
} from '@/schemas/competitions';
import { FormField, INPUT_CLASS } from '../form-field';
import { TranslationFields } from '../translation-fields';

export interface CompetitionFieldValues {
  title: string;
  description: string;
  prize: string;
  rules: string;
  question: string;
  questionType: string;
  options: string[];
  correctAnswer: string;
  opensAt: string;
  closesAt: string;
  isActive: boolean;
  imageFile: string | null;
  translations?: unknown;
}

/**
 * The competition form's fields (server-rendered; ActionForm sends them). Dates are datetime-local in SAST. The
 * texts fans read are also written in isiZulu, isiXhosa and Afrikaans (issue 26; `tl`: the console's `translations`
 * strings); the right answer stays the English one, which every language's answers stand for by position.
 */
export function CompetitionFields({ t, tl, values }: { t: ConsoleTranslate; tl: ConsoleTranslate; values?: CompetitionFieldValues }) {
  return (
    <>
      <FormField id="competition-title" label={t('form.title')} hint={t('form.titleHint')}>
        <input
          id="competition-title"
          name="title"
          required
          maxLength={COMPETITION_TITLE_MAX}
          defaultValue={values?.title}
          className={INPUT_CLASS}
        />
      </FormField>
      <FormField id="competition-description" label={t('form.description')}>
        <textarea
          id="competition-description"
          name="description"
          required
          rows={4}
          maxLength={COMPETITION_TEXT_MAX}
          defaultValue={values?.description}
          className={INPUT_CLASS}
        />
      </FormField>
      <FormField id="competition-prize" label={t('form.prize')}>
        <input
          id="competition-prize"
          name="prize"
          required
          maxLength={COMPETITION_PRIZE_MAX}
          defaultValue={values?.prize}
          className={INPUT_CLASS}
        />
      </FormField>
      <FormField id="competition-rules" label={t('form.rules')}>
        <textarea
          id="competition-rules"
          name="rules"
          rows={3}
          maxLength={COMPETITION_TEXT_MAX}
          defaultValue={values?.rules}
          className={INPUT_CLASS}
        />
      </FormField>
      <FormField id="competition-question" label={t('form.question')}>
        <input
          id="competition-question"
          name="question"
          required
          maxLength={COMPETITION_QUESTION_MAX}
          defaultValue={values?.question}
          className={INPUT_CLASS}
        />
      </FormField>
      <FormField id="competition-question-type" label={t('form.questionType')}>
        <select id="competition-question-type" name="question_type" defaultValue={values?.questionType ?? 'choice'} className={INPUT_CLASS}>
          <option value="choice">{t('form.choice')}</option>
          <option value="text">{t('form.text')}</option>
        </select>
      </FormField>
      <FormField id="competition-options" label={t('form.options')} hint={t('form.optionsHint')}>
        <textarea
          id="competition-options"
          name="options"
          rows={4}
          defaultValue={values?.options.join('\n')}
          className={INPUT_CLASS}
          aria-describedby="competition-options-hint"
        />
      </FormField>
      <FormField id="competition-correct" label={t('form.correctAnswer')} hint={t('form.correctHint')}>
        <input
          id="competition-correct"
          name="correct_answer"
          required
          maxLength={ANSWER_MAX}
          defaultValue={values?.correctAnswer}
          className={INPUT_CLASS}
          aria-describedby="competition-correct-hint"
        />
      </FormField>
      <TranslationFields
        t={tl}
        idPrefix="competition"
        translations={values?.translations}
        fields={[
          { name: 'title', label: t('form.title'), maxLength: COMPETITION_TITLE_MAX },
          { name: 'description', label: t('form.description'), maxLength: COMPETITION_TEXT_MAX, rows: 4 },
          { name: 'prize', label: t('form.prize'), maxLength: COMPETITION_PRIZE_MAX },
          { name: 'rules', label: t('form.rules'), maxLength: COMPETITION_TEXT_MAX, rows: 3 },
          { name: 'question', label: t('form.question'), maxLength: COMPETITION_QUESTION_MAX },
          { name: 'options', label: t('form.options'), maxLength: ANSWER_MAX, isList: true },
        ]}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="competition-opens" label={t('form.opensAt')}>
          <input
            id="competition-opens"
            name="opens_at"
            type="datetime-local"
            required
            defaultValue={values?.opensAt}
            className={INPUT_CLASS}
          />
        </FormField>
        <FormField id="competition-closes" label={t('form.closesAt')}>
          <input
            id="competition-closes"
            name="closes_at"
            type="datetime-local"
            required
            defaultValue={values?.closesAt}
            className={INPUT_CLASS}
          />
        </FormField>
      </div>
      <FormField id="competition-image" label={t('form.image')} hint={t('form.imageHint')}>
        <input
          id="competition-image"
          name="image_file"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="text-sm"
          aria-describedby="competition-image-hint"
        />
      </FormField>
      {values?.imageFile && (
        // eslint-disable-next-line @next/next/no-img-element -- a small console preview of the stored WebP
        <img
          src={`/media/uploads/${values.imageFile}`}
          alt={t('form.currentImage')}
          width={320}
          height={180}
          className="rounded ring-1 ring-black/10"
        />
      )}
      <div className="flex items-center gap-2">
        <input
          id="competition-active"
          name="is_active"
          type="checkbox"
          defaultChecked={values?.isActive ?? true}
          className="h-4 w-4 accent-bok-green"
        />
        <label htmlFor="competition-active" className="text-sm font-semibold">
          {t('form.isActive')}
        </label>
      </div>
    </>
  );
}
