'use server';

import { findFansForWinner, saveWinner } from '@/server/fancred';
import { staffAction } from '@/server/http/staff-actions';
import { adminOk } from '@/server/kernel';
import { expireFanCredWinners } from '@/server/site';
import { winnerFanSearchInput, winnerInput, winnerUpdateInput } from '@/schemas/fancred';

/** The writes (and the fan search) of /admin/fancred/winners; the engine audits each save. /fancred shows the published ones. */

const toWinner = (data: { period_key: string; place: number; user_id: string; prize: string; note: string; is_published: boolean }) => ({
  periodKey: data.period_key,
  place: data.place,
  userId: data.user_id,
  prize: data.prize,
  note: data.note || null,
  isPublished: data.is_published,
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
    run: async (data) => adminOk(await findFansForWinner({ query: data.query, periodKey: data.period_key })),
  });
}
