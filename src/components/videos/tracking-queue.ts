import { postJson } from '../auth-modal/api-client';

/**
 * Tracking that never blocks playback and loses nothing offline (issue 12): each event goes into a small queue in
 * localStorage first, then is sent; a network failure or a server fault keeps it for the next try (when the browser
 * is online again, or on the next video page). The server stores each event once per fan per video per day, so a
 * repeated send changes nothing.
 */

export type TrackEvent = { video_id: number; action: 'play' | 'progress_25' | 'progress_50' | 'progress_75' | 'complete' };
export type TrackAward = { status: string; points: number; needs_profile?: boolean } | null;

const KEY = 'touchline_video_tracking';
const MAX_QUEUED = 200;
let isFlushing = false;

function read(): TrackEvent[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed)
      ? (parsed as TrackEvent[]).filter((item) => typeof item?.video_id === 'number' && typeof item?.action === 'string')
      : [];
  } catch {
    return [];
  }
}

function write(events: TrackEvent[]): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(events.slice(-MAX_QUEUED)));
  } catch {
    // Storage full or refused (private mode): the event is sent once, without the safety net.
  }
}

const same = (a: TrackEvent, b: TrackEvent) => a.video_id === b.video_id && a.action === b.action;

/** Sends what is queued, oldest first; stops at the first network failure. Calls onAward for each event that earned. */
export async function flushTracking(onAward?: (award: TrackAward) => void): Promise<void> {
  if (isFlushing) return;
  isFlushing = true;
  try {
    for (const event of read()) {
      const result = await postJson<{ award: TrackAward }>('/api/site/videos/track', event);
      // Offline (0) or a server fault: keep it for later. A refusal (4xx) will not change on a retry: drop it.
      if (!result.ok && (result.status === 0 || result.status >= 500)) return;
      write(read().filter((queued) => !same(queued, event)));
      if (result.ok) onAward?.(result.data.award);
    }
  } finally {
    isFlushing = false;
  }
}

export function track(event: TrackEvent, onAward?: (award: TrackAward) => void): void {
  const queued = read();
  if (!queued.some((item) => same(item, event))) write([...queued, event]);
  void flushTracking(onAward);
}
