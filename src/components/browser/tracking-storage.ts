// A type only: this module is on every page (logout clears the queue), so it brings no schema code with it.
import type { TrackAction } from '@/schemas/videos';

/**
 * The player's tracking queue in localStorage (issue 12): the request bodies of the spec's tracking call (spec §3:
 * emsisdn, video_id, action), each with the emsisdn of the fan who watched. It belongs to that fan: logout clears it
 * (spec §4), so the next person on a shared phone is never credited with what was queued before (issue 22).
 */
export type TrackBody = { emsisdn: string; video_id: number; action: TrackAction };

const KEY = 'touchline_video_tracking';
const MAX_QUEUED = 200;

/** What is queued, oldest first. An entry without its fan's emsisdn (queued before issue 22) is no one's: not read. */
export function readTracking(): TrackBody[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed)
      ? (parsed as Partial<TrackBody>[]).filter(
          (item): item is TrackBody =>
            typeof item?.emsisdn === 'string' && typeof item.video_id === 'number' && typeof item.action === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

export function writeTracking(bodies: TrackBody[]): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(bodies.slice(-MAX_QUEUED)));
  } catch {
    // Storage full or refused (private mode): the event is sent once, without the safety net.
  }
}

/** At logout (and account deletion): the queue goes with the fan. */
export function clearTracking(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // storage blocked: nothing was queued
  }
}
