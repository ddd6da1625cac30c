'use server';

import { findFansForWinner, saveWinner, WINNER_TRANSLATED_FIELDS } from '@/server/fancred';
import { staffAction } from '@/server/http/staff-actions';
import { adminOk } from '@/server/kernel';
import { expireFanCredWinners } from '@/server/site';
import { translationsFromInput } from '@/schemas/translations';
import { winnerFanSearchInput, winnerInput, winnerUpdateInput, type WinnerInput } from '@/schemas/fancred';

/** The writes (and the fan search) of /admin/fancred/winners; the engine audits each save. /fancred shows the published ones. */

const toWinner = (data: WinnerInput) => ({
  ...data,
  note: data.note || null,
  translations: translationsFromInput(data, WINNER_TRANSLATED_FIELDS),
});

export async function addWinnerAction(input: unknown) {
  const result = await staffAction({ schema: winnerInput, input, run: (data, actor) => saveWinner(toWinner(data), actor) });
  if (result.ok) expireFanCredWinners();
  return result;
}

export async function saveWinnerAction(input: unknown) {
  const result = await staffAction({
    schema: winnerUpdateInput,
    input,
    run: (data, actor) => saveWinner({ id: data.id, ...toWinner(data) }, actor),
  });
  if (result.ok) expireFanCredWinners();
  return result;
}

export async function findFansForWinnerAction(input: unknown) {
  return staffAction({
    schema: winnerFanSearchInput,
    input,
    run: async (data) => adminOk(await findFansForWinner(data)),
  });
}
