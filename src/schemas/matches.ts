import { z } from 'zod';
import { optionalText, requiredText } from './form-fields';
import { dbId } from './db-id';
import { MATCH_TEAMS } from './teams';
import { USSD_CODE_PATTERN } from './ussd';
import { translationInputs } from './translations';

/**
 * Match-centre inputs of the console (fixtures, scores, the Next Match & USSD widget), shared by the forms and the
 * server actions. Kick-offs are entered in South African time (SAST, UTC+2 all year: no daylight saving).
 */
const SA_UTC_OFFSET_MS = 2 * 60 * 60 * 1000;
export const MAX_SCORE = 999;

/** A date ('YYYY-MM-DD') and time ('HH:MM') in South African time, as the instant they name (null when no such day). */
export function fromSaDateTime(date: string, time: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match || !clock) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, day, Number(clock[1]), Number(clock[2]));
  const check = new Date(utc);
  // 2025-02-30 would roll over into March: refuse it instead.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return new Date(utc - SA_UTC_OFFSET_MS);
}

/** An instant as the South African date and time a form shows. */
export function toSaDateTime(instant: Date | string): { date: string; time: string } {
  const iso = new Date(new Date(instant).getTime() + SA_UTC_OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

const id = dbId;

/** Empty is null (the column is nullable). */
const optionalColumn = (label: string, max: number) => optionalText(label, max).transform((value) => value || null);

const isHttps = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && Boolean(url.hostname);
  } catch {
    return false;
  }
};

const httpsUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .refine((value) => value === '' || isHttps(value), `${label} must be a full https:// address`)
    .optional()
    .transform((value) => (value ? value : null));

const matchTeam = z.enum(MATCH_TEAMS, { error: 'Choose one of the five match-centre teams' });

/** The fields of a fixture as the form holds them (all text). */
export const matchFormSchema = z.object({
  teamName: requiredText('Team name', 80),
  opponent: requiredText('Opponent', 80),
  venue: requiredText('Venue', 120),
  city: optionalColumn('City', 80),
  homeAway: z.enum(['home', 'away'], { error: 'Choose home or away' }),
  kickoffDate: z
    .string({ error: 'Kick-off date is required' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Kick-off date is required')
    .refine((value) => fromSaDateTime(value, '12:00') !== null, 'Enter a real date'),
  kickoffTime: z
    .string({ error: 'Kick-off time is required' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter the kick-off time as HH:MM (24-hour)'),
  competition: requiredText('Competition', 120),
  ticketsUrl: httpsUrl('Tickets URL'),
  broadcastUrl: httpsUrl('Broadcast URL'),
});
export type MatchFormValues = z.input<typeof matchFormSchema>;

const toColumns = ({ homeAway, kickoffDate, kickoffTime, ...rest }: z.output<typeof matchFormSchema>) => ({
  ...rest,
  isHome: homeAway === 'home',
  kickoffAt: fromSaDateTime(kickoffDate, kickoffTime) as Date,
});

export const matchCreateInput = matchFormSchema
  .extend({ team: matchTeam })
  .transform(({ team, ...fields }) => ({ team, ...toColumns(fields) }));
export type MatchCreateInput = z.output<typeof matchCreateInput>;

export const matchUpdateInput = matchFormSchema
  .extend({ id })
  .transform(({ id: matchId, ...fields }) => ({ id: matchId, ...toColumns(fields) }));
export type MatchUpdateInput = z.output<typeof matchUpdateInput>;

const SCORE_MESSAGE = `Enter a whole number from 0 to ${MAX_SCORE}`;
const score = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z.coerce.number({ error: SCORE_MESSAGE }).int(SCORE_MESSAGE).min(0, SCORE_MESSAGE).max(MAX_SCORE, SCORE_MESSAGE).nullable(),
);

export const SCORE_NEEDED = {
  live: "A live score needs both scores: enter each side's score.",
  final: "A final result needs both scores: enter each side's score, then Finalise.",
} as const;

function requireScores(
  value: { status: 'live' | 'final'; teamScore: number | null; opponentScore: number | null },
  context: z.RefinementCtx,
) {
  for (const field of ['teamScore', 'opponentScore'] as const) {
    if (value[field] === null) context.addIssue({ code: 'custom', path: [field], message: SCORE_NEEDED[value.status] });
  }
}

/** The score form as it holds its values: set live or finalise, both with both scores. */
export const scoreFormSchema = z
  .object({ status: z.enum(['live', 'final']), teamScore: score, opponentScore: score })
  .superRefine(requireScores);

/**
 * Set live (both scores), finalise (both scores), or back to scheduled (the scores are cleared). The service checks
 * the scores again, and the database's check refuses a final without them whoever writes.
 */
export const matchScoreInput = z.discriminatedUnion('status', [
  z.object({ id, status: z.literal('scheduled') }),
  z.object({ id, status: z.enum(['live', 'final']), teamScore: score, opponentScore: score }).superRefine(requireScores),
]);
export type MatchScoreInput = z.output<typeof matchScoreInput>;

export const matchIdInput = z.object({ id });

export const NEXT_MATCH_WIDGET_TEXT_MAX = 280;

export const nextMatchWidgetInput = z.object({
  team: matchTeam,
  text: requiredText('Text', NEXT_MATCH_WIDGET_TEXT_MAX),
  ussdCode: z
    .string({ error: 'USSD code is required' })
    .trim()
    .min(1, 'USSD code is required')
    .regex(USSD_CODE_PATTERN, 'Enter a USSD code like *120*1234#: a *, digits (groups split by *) and a final #'),
  // The text in isiZulu, isiXhosa and Afrikaans (issue 26): flags zulu/xhosa/afrikaans and text_zu, text_xh, text_af.
  ...translationInputs({ text: NEXT_MATCH_WIDGET_TEXT_MAX }),
});
export type NextMatchWidgetInput = z.output<typeof nextMatchWidgetInput>;
export type NextMatchWidgetValues = z.input<typeof nextMatchWidgetInput>;
