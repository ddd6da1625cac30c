import type { TrackAction } from '@/schemas/videos';
import { postJson } from '@/components/browser/api-client';
import { awardFromJson, type Award, type AwardJson } from '../fancred/award';
import { knownSession } from '@/components/auth-modal/session-store';
import { readTracking, writeTracking, type TrackBody } from '@/components/browser/tracking-storage';

/**
 * Tracking that never blocks playback and loses nothing offline (issue 12), through the spec's tracking call
 * (sendFancredEventTracking, spec §7; issue 22): each event goes into a small queue in localStorage first, with the
 * signed-in fan's emsisdn, then is sent; a network failure or a server fault keeps it for the next try (when the
 * browser is online again, or on the next video page). The server stores each event once per fan per video per day,
 * so a repeated send changes nothing, and refuses an emsisdn that is not the session's: one fan's events are never
 * sent on another's session — the queue sends only the signed-in fan's and forgets anyone else's.
 */

export type TrackEvent = { videoId: number; action: TrackAction };

const TRACKING_URL = '/api/site/fancred/events/sendFancredEventTracking';
let isFlushing = false;

const same = (a: TrackBody, b: TrackBody) => a.emsisdn === b.emsisdn && a.video_id === b.video_id && a.action === b.action;

/** The signed-in fan's emsisdn, or null for a visitor. */
async function signedInEmsisdn(): Promise<string | null> {
  const session = await knownSession();
  return session.status === 'signed-in' ? session.user.emsisdn : null;
}

/** Sends what is queued, oldest first; stops at the first network failure. Calls onAward for each event that earned. */
export async function flushTracking(onAward?: (award: Award | null) => void): Promise<void> {
  if (isFlushing) return;
  isFlushing = true;
  try {
    const emsisdn = await signedInEmsisdn();
    if (!emsisdn) return;
    // Another fan's events (left by a session that ended without a logout) are never theirs to send: forgotten.
    if (readTracking().some((queued) => queued.emsisdn !== emsisdn))
      writeTracking(readTracking().filter((queued) => queued.emsisdn === emsisdn));
    for (const body of readTracking()) {
      // Gone meanwhile (a logout cleared the queue): not sent.
      if (!readTracking().some((queued) => same(queued, body))) continue;
      const result = await postJson<{ award: AwardJson }>(TRACKING_URL, body);
      // Offline (0) or a server fault: keep it for later. A refusal (4xx) will not change on a retry: drop it.
      if (!result.ok && (result.status === 0 || result.status >= 500)) return;
      writeTracking(readTracking().filter((queued) => !same(queued, body)));
      if (result.ok) onAward?.(awardFromJson(result.data.award));
    }
  } finally {
    isFlushing = false;
  }
}

export function track(event: TrackEvent, onAward?: (award: Award | null) => void): void {
  void signedInEmsisdn().then((emsisdn) => {
    // Only a signed-in fan's player plays: without one there is nobody to credit.
    if (!emsisdn) return;
    const body: TrackBody = { emsisdn, video_id: event.videoId, action: event.action };
    const queued = readTracking();
    if (!queued.some((item) => same(item, body))) writeTracking([...queued, body]);
    return flushTracking(onAward);
  });
}
