'use client';
import { useEffect } from 'react';
import type { LiveMatchJson, LiveStatus } from '@/schemas/live-match';

/**
 * How the match page's live island tells the other islands of the page that the match changed (kick-off, the clock,
 * full time): it fires this event on window with the new `{match}` (LiveMatchJson, as the live stream sends it), so
 * the predictor and the vote follow the match without a connection of their own.
 */
export const LIVE_MATCH_EVENT = 'touchline:live-match';

export interface LiveMatchChange {
  status: LiveStatus;
  clock: { running: boolean; minute: number; at: string | null };
  potmOpensMinute: number;
  fullTimeAt: string | null;
}

/** Calls `onChange` with each live change of match `matchId`, and when the fan comes back to the tab. */
export function useLiveChanges(matchId: number, onChange: (change: LiveMatchChange | null) => void): void {
  useEffect(() => {
    const onLive = (event: Event) => {
      const json = (event as CustomEvent<LiveMatchJson>).detail;
      if (!json || json.id !== matchId) return;
      onChange({ status: json.status, clock: json.clock, potmOpensMinute: json.potm_opens_minute, fullTimeAt: json.full_time_at });
    };
    const onVisible = () => document.visibilityState === 'visible' && onChange(null);
    window.addEventListener(LIVE_MATCH_EVENT, onLive);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener(LIVE_MATCH_EVENT, onLive);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [matchId, onChange]);
}

/** Runs `callback` at `at` (a time in ms), once; nothing when it is not in the next day. */
export function useTimerAt(at: number | null, callback: () => void): void {
  useEffect(() => {
    if (at === null) return;
    const wait = at - Date.now();
    if (wait > 86_400_000) return;
    const timer = window.setTimeout(callback, Math.max(0, wait));
    return () => window.clearTimeout(timer);
  }, [at, callback]);
}
