import { z } from 'zod';
import { MAX_DB_INT } from './db-id';
import { isTrackAction, TRACK_ACTIONS } from './videos';

/** Request bodies of FanCred's calls (spec §7 /api/site/fancred/*) and the like/share endpoints (issue 11). */

const id = z.union([z.string().trim().min(1).max(100), z.number().int().nonnegative()]).transform(String);
const optionalText = (max: number) => z.string().trim().max(max).optional().nullable();
const score = z
  .union([z.number(), z.string().regex(/^\d{1,9}$/)])
  .transform(Number)
  .pipe(z.number().int().min(0).max(1_000_000))
  .optional();

/** A fan event (spec §3: id, emsisdn, event, event_type, event_status, score); `id` is the item the event is about. */
export const fanEventBody = z.object({
  id: id.optional().nullable(),
  emsisdn: z.string().max(200).optional(),
  event: z.string().trim().min(1, 'event is required').max(50),
  event_type: optionalText(50),
  event_status: optionalText(20),
  score,
});

/** The queue event also carries the fan's details (accepted, never trusted: the fan is the session's). */
export const queueEventBody = fanEventBody.extend({
  msisdn: optionalText(20),
  first_name: optionalText(100),
  last_name: optionalText(100),
  nickname: optionalText(100),
  image_url: optionalText(500),
  email: optionalText(254),
});

/**
 * Tracking (spec §3: emsisdn, article_id, video_id, action) of one item: a video's milestone — the player's `play`,
 * `progress_25/50/75` and `complete` — or what the fan did with a story (`read`). Read as the item it is about.
 */
export const trackingBody = z
  .object({
    emsisdn: z.string().max(200).optional(),
    article_id: id.optional().nullable(),
    video_id: id.optional().nullable(),
    action: z.string().trim().min(1, 'action is required').max(50),
  })
  .transform((body, context) => {
    if (Boolean(body.article_id) === Boolean(body.video_id)) {
      context.addIssue({ code: 'custom', message: 'article_id or video_id is required (one of them)', path: ['article_id'] });
      return z.NEVER;
    }
    if (body.video_id) {
      if (!isTrackAction(body.action)) {
        context.addIssue({ code: 'custom', message: `a video's action is one of ${TRACK_ACTIONS.join(', ')}`, path: ['action'] });
        return z.NEVER;
      }
      return { item: 'video' as const, emsisdn: body.emsisdn, video_id: body.video_id, action: body.action };
    }
    return { item: 'story' as const, emsisdn: body.emsisdn, article_id: body.article_id ?? '', action: body.action };
  });

export const eventStatusBody = z.object({
  id: z.union([
    z.number().int().positive(),
    z
      .string()
      .regex(/^\d{1,15}$/)
      .transform(Number),
  ]),
  emsisdn: z.string().max(200).optional(),
});

export const myPointsBody = z.object({ emsisdn: z.string().max(200).optional() });

export const periodType = z.enum(['monthly', 'yearly']);

export const standingsBody = z.object({
  page: z
    .union([z.number(), z.string().regex(/^\d{1,7}$/)])
    .transform(Number)
    .pipe(z.number().int().min(1).max(1_000_000))
    .default(1),
  type: periodType.default('monthly'),
  per_page: z
    .union([z.number(), z.string().regex(/^\d{1,3}$/)])
    .transform(Number)
    .pipe(z.number().int().min(1).max(100))
    .optional(),
  period: z
    .string()
    .regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, 'period is YYYY or YYYY-MM')
    .optional(),
});

export const userStandingBody = z.object({ msisdn: z.string().max(20).optional(), type: periodType.default('monthly') });

export const widgetBody = z.object({ emsisdn: z.string().max(200).optional() });

export const itemType = z.enum(['story', 'video']);
/** A story's or video's id (their tables' serial numbers), as text or a number; whether it is published is the service's check. */
const itemId = z
  .union(
    [
      z
        .string()
        .trim()
        .regex(/^\d{1,10}$/),
      z.number().int(),
    ],
    { error: 'item_id is the id (a number) of a story or video' },
  )
  .transform(Number)
  .pipe(z.number().positive('item_id is the id (a number) of a story or video').max(MAX_DB_INT, 'item_id is too large'))
  .transform(String);

export const likeBody = z.object({ item_type: itemType, item_id: itemId, liked: z.boolean() });
export const shareBody = z.object({
  item_type: itemType,
  item_id: itemId,
  channel: z.enum(['native', 'whatsapp', 'copy']).default('native'),
});
export const engagementQuery = z.object({ item_type: itemType, item_id: itemId });
