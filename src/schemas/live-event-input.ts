import { z } from 'zod';
import { MAX_DB_INT } from './db-id';
import { MATCH_EVENT_TYPES, SIDED_EVENTS } from './live-match';

/**
 * What a reporter sends about a live match (issue 24): the console's and the service API's event input. Apart from
 * ./live-match so that the fans' live island, which needs only the vocabulary, never loads zod.
 */
const playerId = z.coerce.number().int().positive().max(MAX_DB_INT);

/**
 * One event as the console and the service API send it (`{type, side?, minute?, player_id?, text?}` on the wire; the
 * route maps it). `id` is the sender's UUID: a retried send is the same event.
 */
export const liveEventInput = z
  .object({
    id: z.uuid({ error: 'An event id is a UUID' }).optional(),
    type: z.enum(MATCH_EVENT_TYPES, { error: `type is one of ${MATCH_EVENT_TYPES.join(', ')}` }),
    side: z.enum(['home', 'away'], { error: 'side is home or away' }).nullish(),
    minute: z.coerce.number({ error: 'minute is a whole number from 0 to 200' }).int().min(0).max(200).nullish(),
    playerId: playerId.nullish(),
    playerOffId: playerId.nullish(),
    text: z.string().trim().max(280, 'A commentary line is at most 280 characters').nullish(),
    /** The reporter saw the "possibly the same score" warning and records it anyway. */
    confirm: z.boolean().optional(),
  })
  .superRefine((value, context) => {
    const sided = SIDED_EVENTS.includes(value.type);
    if (sided && !value.side) context.addIssue({ code: 'custom', path: ['side'], message: 'Say which side: home or away' });
    if (!sided && value.side) context.addIssue({ code: 'custom', path: ['side'], message: `A ${value.type} belongs to no side` });
    if (value.type === 'comment' && !value.text) context.addIssue({ code: 'custom', path: ['text'], message: 'Write the commentary line' });
  });
export type LiveEventInput = z.output<typeof liveEventInput>;

/** The service API's body (snake_case on the wire), mapped to the service's input. */
export const liveEventBody = z
  .object({
    id: z.unknown().optional(),
    type: z.unknown(),
    side: z.unknown().optional(),
    minute: z.unknown().optional(),
    player_id: z.unknown().optional(),
    player_off_id: z.unknown().optional(),
    text: z.unknown().optional(),
    confirm: z.unknown().optional(),
  })
  .transform(({ player_id, player_off_id, ...rest }): Record<string, unknown> => ({
    ...rest,
    playerId: player_id,
    playerOffId: player_off_id,
  }))
  .pipe(liveEventInput);

/** `{match}` on the wire (GET /api/site/matches/{id} and every `event: match` of the live stream). */
