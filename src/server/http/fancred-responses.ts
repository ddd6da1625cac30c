import 'server-only';
import type { AwardResult, Standing } from '../fancred';

/**
 * FanCred's answers in the spec's JSON (spec §3, §7): the services speak camelCase, the wire snake_case — mapped here
 * once for every route that answers a standing or an award.
 */

/** A leaderboard row (spec §3 leaderboard standings); `is_me` only where the table was read for a fan. */
export function standingJson(standing: Standing) {
  return {
    rank: standing.rank,
    display_name: standing.displayName,
    points: standing.points,
    image_url: standing.imageUrl,
    ...(standing.isMe === undefined ? {} : { is_me: standing.isMe }),
  };
}

/** The points an engagement (a like, a share, a read, a watch) earned, as its answer's `award`. */
export function awardJson(award: Pick<AwardResult, 'status' | 'points' | 'needsProfile'>) {
  return { status: award.status, points: award.points, needs_profile: award.needsProfile };
}

/** The answer of the fan-event calls (sendFancredEventMonthly, …Yearly, …Queue). */
export function fanEventJson(result: AwardResult) {
  return {
    status: result.status,
    event_status: result.status,
    event_id: result.eventId,
    points: result.points,
    reason: result.reason,
    needs_profile: result.needsProfile,
  };
}
