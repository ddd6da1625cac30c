import type { TrackAction } from '@/schemas/videos';
import { postJson } from '../auth-modal/api-client';
import { awardFromJson, type Award, type AwardJson } from '../fancred/award';

/**
 * Tracking that never blocks playback and loses nothing offline (issue 12): each event goes into a small queue in
 * localStorage first, then is sent; a network failure or a server fault keeps it for the next try (when the browser
 * is online again, or on the next video page). The server stores each event once per fan per video per day, so a
 * repeated send changes nothing.
 */

export type TrackEvent = { videoId: number; action: TrackAction };

/** The queue holds the request bodies themselves (spec §3 tracking), as they are sent and as earlier visits stored them. */
type TrackBody = { video_id: number; action: TrackAction };
const bodyOf = (event: TrackEvent): TrackBody => ({ video_id: event.videoId, action: event.action });

const KEY = 'touchline_video_tracking';
const MAX_QUEUED = 200;
let isFlushing = false;

function read(): TrackBody[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed)
      ? (parsed as TrackBody[]).filter((item) => typeof item?.video_id === 'number' && typeof item?.action === 'string')
      : [];
  } catch {
    return [];
  }
}

function write(bodies: TrackBody[]): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(bodies.slice(-MAX_QUEUED)));
  } catch {
    // Storage full or refused (private mode): the event is sent once, without the safety net.
  }
}

const same = (a: TrackBody, b: TrackBody) => a.video_id === b.video_id && a.action === b.action;

/** Sends what is queued, oldest first; stops at the first network failure. Calls onAward for each event that earned. */
export async function flushTracking(onAward?: (award: Award | null) => void): Promise<void> {
  if (isFlushing) return;
  isFlushing = true;
  try {
    for (const body of read()) {
      const result = await postJson<{ award: AwardJson }>('/api/site/videos/track', body);
      // Offline (0) or a server fault: keep it for later. A refusal (4xx) will not change on a retry: drop it.
      if (!result.ok && (result.status === 0 || result.status >= 500)) return;
      write(read().filter((queued) => !same(queued, body)));
      if (result.ok) onAward?.(awardFromJson(result.data.award));
    }
  } finally {
    isFlushing = false;
  }
}

export function track(event: TrackEvent, onAward?: (award: Award | null) => void): void {
  const body = bodyOf(event);
  const queued = read();
  if (!queued.some((item) => same(item, body))) write([...queued, body]);
  void flushTracking(onAward);
}
