'use client';

import { useCallback, useEffect, useState } from 'react';
import { LIVE_MATCH_EVENT } from '@/components/site/matchday/live-updates';
import {
  applyLiveChange,
  isFollowable,
  minuteAt,
  type LiveEventJson,
  type LiveMatchChange,
  type LiveMatchJson,
  type LiveMatchState,
} from '@/schemas/live-match';

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
/**
 * Waits before reopening a dropped or refused stream (a full copy, a restart), growing to a minute, each drawn from
 * half to one and a half of its step: the fans of a restarted edge come back spread over 1–3 s, and within 10 s
 * after a second try (issue 38).
 */
const RETRY_MS = [2_000, 4_000, 8_000, 15_000, 30_000, 60_000];
const jittered = (ms: number) => Math.round(ms * (0.5 + Math.random()));
const TICK_MS = 15_000;

/**
 * Follows one match over its event stream (DESIGN §4.1): `event: match` is the whole state, `event: change` what
 * changed since the version before (issue 38). A dropped or refused stream is reopened here with a growing, jittered
 * wait and `?last_event_id=` of its last frame. A change this page cannot apply (it has another version) opens the
 * stream again for the whole match.
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
    /** The whole match as the stream has brought it (a change applies to it), and the id of its last frame. */
    let latest: LiveMatchJson | null = null;
    let lastEventId = '';
    const open = () => {
      if (source) return;
      clearTimeout(retry);
      // Reopened after a drop, the stream goes on after the last frame this page has (the edge sends only what came
      // after it; a copy sends the whole match again).
      const resume = latest && lastEventId ? `?last_event_id=${encodeURIComponent(lastEventId)}` : '';
      const stream = new EventSource(`/api/site/matches/${initial.id}/live${resume}`);
      source = stream;
      const show = (json: LiveMatchJson, id: string) => {
        failures = 0;
        setReconnecting(false);
        latest = json;
        lastEventId = id;
        // The page's other islands (the predictor, the vote) follow the match through this one's stream.
        window.dispatchEvent(new CustomEvent(LIVE_MATCH_EVENT, { detail: json }));
        const next = fromLiveMatchJson(json);
        setMatch((current) => (next.version >= current.version ? next : current));
        setNow(Date.now());
      };
      stream.onopen = () => {
        failures = 0;
        setReconnecting(false);
      };
      stream.addEventListener('match', (message) => {
        const { data, lastEventId: id } = message as MessageEvent<string>;
        show((JSON.parse(data) as { match: LiveMatchJson }).match, id);
      });
      stream.addEventListener('change', (message) => {
        const { data, lastEventId: id } = message as MessageEvent<string>;
        const change = JSON.parse(data) as LiveMatchChange;
        // Before the whole match (an edge that dropped its oldest frames) a change means nothing yet.
        if (!latest) return;
        const next = applyLiveChange(latest, change);
        if (next) return show(next, id);
        if (change.match.version <= latest.version) return;
        // A gap: start again from the whole match.
        latest = null;
        stream.close();
        source = null;
        open();
      });
      // Any drop (the edge or a copy restarting, a refusal): this page reopens the stream itself after a growing,
      // jittered wait, rather than the browser's fixed one, so a crowd does not come back in one instant.
      stream.onerror = () => {
        setReconnecting(true);
        stream.close();
        if (source !== stream) return;
        source = null;
        retry = setTimeout(open, jittered(RETRY_MS[Math.min(failures, RETRY_MS.length - 1)] as number));
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
