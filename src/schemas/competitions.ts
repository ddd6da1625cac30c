import { z } from 'zod';
import { dbId } from './db-id';
import { optionalText, requiredText } from './form-fields';
import { translationInputs } from './translations';

/** Competitions (issue 14): the fan's entry and the console's forms, shared by forms, server actions and routes. */

export const ANSWER_MAX = 200;
export const COMPETITION_TITLE_MAX = 150;
export const COMPETITION_TEXT_MAX = 5000;
export const COMPETITION_OPTIONS_MAX = 8;
export const COMPETITION_PRIZE_MAX = 200;
export const COMPETITION_QUESTION_MAX = 300;
export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 3000;

/** A competition's staff text written per language (issue 26): the fields a fan reads, the title first (its language is the page's). */
export const COMPETITION_TRANSLATED_FIELDS = ['title', 'description', 'prize', 'rules', 'question', 'options'] as const;
export type CompetitionTranslatedField = (typeof COMPETITION_TRANSLATED_FIELDS)[number];
/** An FAQ entry's staff text written per language, the question first. */
export const FAQ_TRANSLATED_FIELDS = ['question', 'answer'] as const;
export type FaqTranslatedField = (typeof FAQ_TRANSLATED_FIELDS)[number];

/** POST /api/site/competitions/enter */
export const enterCompetitionBody = z.object({
  competition_id: dbId,
  answer: z
    .string({ error: 'Please answer the question' })
    .trim()
    .min(1, 'Please answer the question')
    .max(ANSWER_MAX, `The answer is at most ${ANSWER_MAX} characters`),
});

/** A ticked checkbox sends 'on'; an unticked one sends nothing. */
const ticked = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true');

const sastDateTime = (label: string) =>
  z.string({ error: `${label} is required` }).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, `${label} is required`);

/** The answers to choose from: one per line in the form. */
const optionLines = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(/\r?\n/)
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.string().max(ANSWER_MAX, `An answer is at most ${ANSWER_MAX} characters`))
      .max(COMPETITION_OPTIONS_MAX, `At most ${COMPETITION_OPTIONS_MAX} answers`),
  );

export const competitionInput = z.object({
  title: requiredText('Title', COMPETITION_TITLE_MAX),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(COMPETITION_TEXT_MAX, `Description is at most ${COMPETITION_TEXT_MAX} characters`),
  prize: requiredText('Prize', COMPETITION_PRIZE_MAX),
  rules: z
    .string()
    .optional()
    .transform((value) => (value ?? '').trim())
    .pipe(z.string().max(COMPETITION_TEXT_MAX, `Rules are at most ${COMPETITION_TEXT_MAX} characters`)),
  question: requiredText('Question', COMPETITION_QUESTION_MAX),
  question_type: z.enum(['choice', 'text'], { error: 'Choose the kind of answer' }),
  options: optionLines,
  correct_answer: requiredText('Correct answer', ANSWER_MAX),
  opens_at: sastDateTime('Opening date'),
  closes_at: sastDateTime('Closing date'),
  is_active: ticked,
  /** A new image; an empty file input (nothing chosen) keeps the current one. */
  image_file: z
    .instanceof(Blob)
    .optional()
    .transform((file) => (file && file.size > 0 ? file : undefined)),
  /** zulu/xhosa/afrikaans and title_zu, options_af… (src/schemas/translations.ts); options one per line. */
  ...translationInputs<CompetitionTranslatedField>(
    {
      title: COMPETITION_TITLE_MAX,
      description: COMPETITION_TEXT_MAX,
      prize: COMPETITION_PRIZE_MAX,
      rules: COMPETITION_TEXT_MAX,
      question: COMPETITION_QUESTION_MAX,
      options: ANSWER_MAX,
    },
    ['options'],
  ),
});
export type CompetitionFormInput = z.output<typeof competitionInput>;

export const competitionUpdateInput = competitionInput.extend({ id: dbId });
export const idInput = z.object({ id: dbId });

export const faqInput = z.object({
  question: requiredText('Question', FAQ_QUESTION_MAX),
  answer: z
    .string({ error: 'Answer is required' })
    .trim()
    .min(1, 'Answer is required')
    .max(FAQ_ANSWER_MAX, `Answer is at most ${FAQ_ANSWER_MAX} characters`),
  sort_order: z.coerce
    .number({ error: 'Order is a number' })
    .int('Order is a whole number')
    .min(0, 'Order is 0 or more')
    .max(100_000, 'Order is at most 100000'),
  is_active: ticked,
  ...translationInputs({ question: FAQ_QUESTION_MAX, answer: FAQ_ANSWER_MAX }),
});
export const faqUpdateInput = faqInput.extend({ id: dbId });
export const faqMoveInput = z.object({ id: dbId, direction: z.enum(['up', 'down']) });

export const drawInput = z.object({
  competition_id: dbId,
  note: optionalText('Note', 1000),
  is_published: ticked,
});
/** A draw after a winner was removed (admins only): why the draw is made again, for the audit log. */
export const redrawInput = drawInput.extend({ reason: requiredText('Reason', 500) });
export const manualWinnerInput = drawInput.extend({ entry_id: dbId });
export const winnerEditInput = z.object({ id: dbId, note: optionalText('Note', 1000), is_published: ticked });

/** GET /api/admin/competitions/export?competition_id= */
export const exportQuery = z.object({ competition_id: dbId });
