'use server';

import {
  addManualWinner,
  createCompetition,
  deleteCompetition,
  deleteFaqItem,
  drawWinner,
  moveFaqItem,
  parseSastInput,
  removeCompetitionWinner,
  saveFaqItem,
  updateCompetition,
  updateCompetitionWinner,
  type CompetitionInput,
} from '@/server/competitions';
import { staffAction } from '@/server/http/staff-actions';
import { adminFail } from '@/server/kernel';
import { expireCompetitions } from '@/server/site';
import { translationsFromInput } from '@/schemas/translations';
import {
  COMPETITION_TRANSLATED_FIELDS,
  competitionInput,
  competitionUpdateInput,
  drawInput,
  FAQ_TRANSLATED_FIELDS,
  faqInput,
  faqMoveInput,
  faqUpdateInput,
  idInput,
  manualWinnerInput,
  redrawInput,
  winnerEditInput,
  type CompetitionFormInput,
} from '@/schemas/competitions';

/** The writes of /admin/competitions/*: staff only, validated, audited by the context, and the public pages refreshed at once. */

function toCompetition(data: CompetitionFormInput): CompetitionInput | null {
  const opensAt = parseSastInput(data.opens_at);
  const closesAt = parseSastInput(data.closes_at);
  if (!opensAt || !closesAt) return null;
  return {
    title: data.title,
    description: data.description,
    prize: data.prize,
    rules: data.rules,
    question: data.question,
    questionType: data.question_type,
    options: data.question_type === 'choice' ? data.options : [],
    correctAnswer: data.correct_answer,
    opensAt,
    closesAt,
    isActive: data.is_active,
    image: data.image_file,
    translations: translationsFromInput(data, COMPETITION_TRANSLATED_FIELDS),
  };
}

const badDates = () => adminFail(422, 'invalid_dates', 'Give the opening and closing dates and times.');

async function refreshed<T extends { ok: boolean }>(result: Promise<T>): Promise<T> {
  const outcome = await result;
  if (outcome.ok) expireCompetitions();
  return outcome;
}

export async function createCompetitionAction(input: unknown) {
  return refreshed(
    staffAction({
      schema: competitionInput,
      input,
      run: (data, actor) => {
        const competition = toCompetition(data);
        return competition ? createCompetition(competition, actor) : Promise.resolve(badDates());
      },
    }),
  );
}

export async function updateCompetitionAction(input: unknown) {
  return refreshed(
    staffAction({
      schema: competitionUpdateInput,
      input,
      run: (data, actor) => {
        const competition = toCompetition(data);
        return competition ? updateCompetition(data.id, competition, actor) : Promise.resolve(badDates());
      },
    }),
  );
}

export async function deleteCompetitionAction(input: unknown) {
  return refreshed(staffAction({ schema: idInput, input, run: (data, actor) => deleteCompetition(data.id, actor) }));
}

export async function saveFaqAction(input: unknown) {
  return refreshed(
    staffAction({
      schema: faqInput,
      input,
      run: (data, actor) =>
        saveFaqItem(
          {
            question: data.question,
            answer: data.answer,
            sortOrder: data.sort_order,
            isActive: data.is_active,
            translations: translationsFromInput(data, FAQ_TRANSLATED_FIELDS),
          },
          actor,
        ),
    }),
  );
}

export async function updateFaqAction(input: unknown) {
  return refreshed(
    staffAction({
      schema: faqUpdateInput,
      input,
      run: (data, actor) =>
        saveFaqItem(
          {
            id: data.id,
            question: data.question,
            answer: data.answer,
            sortOrder: data.sort_order,
            isActive: data.is_active,
            translations: translationsFromInput(data, FAQ_TRANSLATED_FIELDS),
          },
          actor,
        ),
    }),
  );
}

export async function deleteFaqAction(input: unknown) {
  return refreshed(staffAction({ schema: idInput, input, run: (data, actor) => deleteFaqItem(data.id, actor) }));
}

export async function moveFaqAction(input: unknown) {
  return refreshed(staffAction({ schema: faqMoveInput, input, run: (data, actor) => moveFaqItem(data.id, data.direction, actor) }));
}

export async function drawWinnerAction(input: unknown) {
  return refreshed(
    staffAction({
      schema: drawInput,
      input,
      run: (data, actor) =>
        drawWinner({ competitionId: data.competition_id, note: data.note || null, isPublished: data.is_published }, actor),
    }),
  );
}

/** A draw after a winner was removed (drawWinner): admins only, with the reason, audited as a redraw. */
export async function redrawWinnerAction(input: unknown) {
  return refreshed(
    staffAction({
      schema: redrawInput,
      input,
      roles: ['admin'],
      run: (data, actor) =>
        drawWinner(
          { competitionId: data.competition_id, note: data.note || null, isPublished: data.is_published, redrawReason: data.reason },
          actor,
        ),
    }),
  );
}

export async function addManualWinnerAction(input: unknown) {
  return refreshed(
    staffAction({
      schema: manualWinnerInput,
      input,
      run: (data, actor) =>
        addManualWinner(
          { competitionId: data.competition_id, entryId: data.entry_id, note: data.note || null, isPublished: data.is_published },
          actor,
        ),
    }),
  );
}

export async function updateWinnerAction(input: unknown) {
  return refreshed(
    staffAction({
      schema: winnerEditInput,
      input,
      run: (data, actor) => updateCompetitionWinner({ id: data.id, note: data.note || null, isPublished: data.is_published }, actor),
    }),
  );
}

export async function removeWinnerAction(input: unknown) {
  return refreshed(staffAction({ schema: idInput, input, run: (data, actor) => removeCompetitionWinner(data.id, actor) }));
}
