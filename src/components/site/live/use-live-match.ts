'use client';

import { useCallback, useEffect, useState } from 'react';
import { LIVE_MATCH_EVENT } from '@/components/site/matchday/live-updates';
import { isFollowable, minuteAt, type LiveEventJson, type LiveMatchJson, type LiveMatchState } from '@/schemas/live-match';

/** `{match}` of the stream as the island holds it (the one place the browser maps this JSON). */
function fromLiveMatchJson(json: LiveMatchJson): LiveMatchState {
  return {
    id: json.id,
    team: json.team,
    home: json.home,
    away: json.away,
    homeScore: json.home_score,
    awayScore: json.away_score,
    status: json.status,
    kickoffAt: json.kickoff_at,
    clock: json.clock,
    version: json.version,
    events: json.events.map((event: LiveEventJson) => ({
      id: event.id,
      type: event.type,
      side: event.side,
      minute: event.minute,
      playerName: event.player_name ?? null,
      playerOffName: event.player_off_name ?? null,
      text: event.text ?? null,
    })),
  };
}

/** How long a page in a background tab keeps its stream (then it closes it, and reopens when the fan comes back). */
const HIDDEN_GRACE_MS = 60_000;
/** Waits before reopening a stream the server refused (a full copy, a restart), growing to a minute. */
const RETRY_MS = [2_000, 5_000, 15_000, 60_000];
const TICK_MS = 15_000;

/**
 * Follows one match over its event stream (DESIGN §4.1): each `event: match` is the whole new state. The browser's
 * own reconnect (with Last-Event-ID) covers a dropped connection; a refused one is retried here with a growing wait.
 * The minute ticks between frames from the match clock. Only while the match is followable: a finished match closes.
 */
export function useLiveMatch(
  initial: LiveMatchState,
  renderedAt: number,
  options: { always?: boolean } = {},
): { match: LiveMatchState; minute: number | null; isReconnecting: boolean; apply: (next: LiveMatchState) => void } {
  const [match, setMatch] = useState(initial);
  // The first render uses the server's moment (the same markup on both sides), then the browser's clock.
  const [now, setNow] = useState(renderedAt);
  const [isReconnecting, setReconnecting] = useState(false);
  const followable = options.always === true || (match.status !== 'full_time' && isFollowable(match, now));

  useEffect(() => {
    const first = setTimeout(() => setNow(Date.now()), 0);
    return () => clearTimeout(first);
  }, []);

  useEffect(() => {
    if (!followable) return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let hiddenSince: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const open = () => {
      if (source) return;
      const stream = new EventSource(`/api/site/matches/${initial.id}/live`);
      source = stream;
      stream.addEventListener('match', (message) => {
        failures = 0;
        setReconnecting(false);
        const json = (JSON.parse((message as MessageEvent<string>).data) as { match: LiveMatchJson }).match;
        // The page's other islands (the predictor, the vote) follow the match through this one's stream.
        window.dispatchEvent(new CustomEvent(LIVE_MATCH_EVENT, { detail: json }));
        const next = fromLiveMatchJson(json);
        setMatch((current) => (next.version >= current.version ? next : current));
        setNow(Date.now());
      });
      stream.onerror = () => {
        setReconnecting(true);
        if (stream.readyState !== EventSource.CLOSED) return;
        source = null;
        retry = setTimeout(open, RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]);
        failures += 1;
      };
    };
    const close = () => {
      clearTimeout(retry);
      source?.close();
      source = null;
    };
    const onVisibility = () => {
      clearTimeout(hiddenSince);
      if (document.visibilityState === 'hidden') hiddenSince = setTimeout(close, HIDDEN_GRACE_MS);
      else open();
    };
    open();
    document.addEventListener('visibilitychange', onVisibility);
    const tick = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      clearInterval(tick);
      clearTimeout(hiddenSince);
      close();
    };
  }, [followable, initial.id]);

  // A state the page got another way (the reporter's own tap answered): kept unless a newer one already arrived.
  const apply = useCallback((next: LiveMatchState) => {
    setMatch((current) => (next.version >= current.version ? next : current));
    setNow(Date.now());
  }, []);

  return { match, minute: match.status === 'scheduled' ? null : minuteAt(match.clock, now), isReconnecting, apply };
}
