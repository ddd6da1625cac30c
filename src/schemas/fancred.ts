import { z } from 'zod';
import { dbId } from './db-id';
import { optionalText, requiredText } from './form-fields';
import { translationInputs } from './translations';

/**
 * FanCred in the console (spec §2 /admin/fancred/winners, a fan's events on /admin/users/{id}), shared by the forms
 * and the server actions.
 */

/** A checkbox or a boolean. */
const flag = z.union([
  z.boolean(),
  z.enum(['true', 'false', 'on', '1', '0']).transform((value) => value === 'true' || value === 'on' || value === '1'),
]);

/** A final table's period: '2026-10' (a month) or '2026' (a year). */
export const periodKey = z.string({ error: 'Choose a period' }).regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, 'Choose a period');

export const WINNER_PLACE_MAX = 100;
export const WINNER_PRIZE_MAX = 200;
export const WINNER_NOTE_MAX = 1000;

export const winnerInput = z.object({
  periodKey,
  place: z.coerce
    .number({ error: 'Place is a number from 1' })
    .int('Place is a whole number')
    .min(1, 'Place is a number from 1')
    .max(WINNER_PLACE_MAX, `Place is at most ${WINNER_PLACE_MAX}`),
  userId: z.string({ error: 'Choose the fan' }).trim().min(1, 'Choose the fan').max(100, 'Choose the fan'),
  prize: requiredText('Prize', WINNER_PRIZE_MAX),
  note: optionalText('Note', WINNER_NOTE_MAX),
  isPublished: flag.default(false),
  // The prize in isiZulu, isiXhosa and Afrikaans (issue 26): flags zulu/xhosa/afrikaans and prize_zu, prize_xh, prize_af.
  ...translationInputs({ prize: WINNER_PRIZE_MAX }),
});
export type WinnerInput = z.output<typeof winnerInput>;

export const winnerUpdateInput = winnerInput.extend({ id: dbId });

export const winnerFanSearchInput = z.object({
  query: requiredText('Search', 100),
  periodKey,
});

export const VOID_REASON_MAX = 300;

/** The console's Void on a fan's applied FanCred event. */
export const voidEventInput = z.object({
  id: dbId,
  reason: requiredText('Reason', VOID_REASON_MAX),
});
