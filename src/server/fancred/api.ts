import 'server-only';
import { AD_KICKS } from '@/game-rules/ad-play';
import { maxRoundScore } from '@/game-rules/kicks';
import { appError, type AppError } from '@/schemas/app-error';
import { isPublishedItem } from '../kernel';
import { awardPoints, enqueueAward, type AwardResult } from './engine';
import { findRule } from './rules';

/**
 * The spec's fan-event calls (sendFancredEventMonthly, …Yearly, …Queue) for the signed-in fan. A browser may report
 * only what the server cannot see for itself; subscriptions, competition entries and games are recorded by their own
 * services, and a watch by the videos service from the player's tracking (an entitled fan only). A like or share names
 * a story or video that exists and is published. The points always come from the rules, never from the request.
 */
export const FANCRED_ERRORS = {
  unknownEvent: appError(422, 'unknown_event', 'This event does not earn FanCred points.'),
  eventNotAllowed: appError(403, 'event_not_allowed', 'This event is recorded by the server, not sent by the site.'),
  itemRequired: appError(422, 'item_required', 'id (the story or video) is required for this event.'),
  itemNotFound: appError(404, 'item_not_found', 'There is no such story or video.'),
  storyNotFound: appError(404, 'story_not_found', 'There is no such story.'),
  notFound: appError(404, 'not_found', 'There is no such event.', { key: 'not_found.event' }),
  notAFan: appError(403, 'not_a_fan', 'Staff accounts do not earn FanCred points.', { key: 'not_a_fan.fancred' }),
} as const;

/** Events the site may send (by rule action), and the item each is about. */
const SITE_EVENTS: Record<string, 'story' | 'video' | null> = {
  profile_completed: null,
  daily_visit: null,
  story_like: 'story',
  story_share: 'story',
  video_like: 'video',
  video_share: 'video',
  playable_ad_rugby_kicks: null,
};

/**
 * The most a score the site reports counts for (issue 37): the playable ad's is at most what its three kicks can make.
 * A browser's claim above it is credited as that much; sign-up, which replays the kicks, is how a real play is credited.
 */
const SITE_SCORE_MAX: Partial<Record<string, number>> = { playable_ad_rugby_kicks: maxRoundScore(AD_KICKS) };

export async function submitFanEvent(input: {
  userId: string;
  event: string;
  eventType?: string | null;
  itemId?: string | null;
  score?: number;
  payload?: Record<string, unknown>;
  isQueued: boolean;
}): Promise<{ ok: true; result: AwardResult } | { ok: false; error: AppError }> {
  const rule = await findRule(input.event);
  if (!rule) return { ok: false, error: FANCRED_ERRORS.unknownEvent };
  if (!(rule.action in SITE_EVENTS)) return { ok: false, error: FANCRED_ERRORS.eventNotAllowed };
  const item = SITE_EVENTS[rule.action];
  if ((rule.per === 'item' || item) && !input.itemId) return { ok: false, error: FANCRED_ERRORS.itemRequired };
  if (item && input.itemId && !(await isPublishedItem(item, input.itemId))) return { ok: false, error: FANCRED_ERRORS.itemNotFound };
  const award = {
    userId: input.userId,
    action: rule.action,
    itemKey: item && input.itemId ? `${item}:${input.itemId}` : null,
    score: input.score === undefined ? undefined : Math.min(input.score, SITE_SCORE_MAX[rule.action] ?? input.score),
    event: input.event,
    eventType: input.eventType ?? rule.action,
    payload: input.payload ?? null,
  };
  const result = input.isQueued ? await enqueueAward(award) : await awardPoints(award);
  if (result.reason === 'staff') return { ok: false, error: FANCRED_ERRORS.notAFan };
  return { ok: true, result };
}
