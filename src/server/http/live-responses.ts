import 'server-only';
import { NextResponse } from 'next/server';
import {
  liveHub,
  MATCHDAY_ERRORS,
  type EdgeRenderer,
  type LiveEventView,
  type LiveMatchView,
  type LiveRenderer,
  type LiveStream,
} from '../matchday';
import type { LiveEvent } from '../matches';
import { diffLiveMatch, type LiveEventJson, type LiveMatchJson } from '@/schemas/live-match';
import { appError } from '@/schemas/app-error';
import { fail } from './api-errors';

/** One event of the timeline (the optional fields only when set). */
export function liveEventJson(event: LiveEvent & Partial<Pick<LiveEventView, 'playerName' | 'playerOffName'>>): LiveEventJson {
  const json: LiveEventJson = { id: event.id, type: event.type, side: event.side, minute: event.minute };
  if (event.playerId !== null) json.player_id = event.playerId;
  if (event.playerName) json.player_name = event.playerName;
  if (event.playerOffId !== null) json.player_off_id = event.playerOffId;
  if (event.playerOffName) json.player_off_name = event.playerOffName;
  if (event.text) json.text = event.text;
  return json;
}

/**
 * The live match on the wire (DESIGN §4.1): `{match}` in the contract's snake_case, for GET /api/site/matches/{id}, the
 * copy's event stream and the frames a copy publishes to the edge (issue 38).
 */
export function liveMatchJson(view: LiveMatchView): LiveMatchJson {
  return {
    id: view.id,
    team: view.team,
    home: view.home,
    away: view.away,
    home_score: view.homeScore,
    away_score: view.awayScore,
    status: view.status,
    minute: view.minute,
    kickoff_at: view.kickoffAt,
    events: view.events.map(liveEventJson),
    clock: view.clock,
    version: view.version,
    potm_opens_minute: view.potmOpensMinute,
    full_time_at: view.fullTimeAt,
  };
}

const encoder = new TextEncoder();

const sse = (id: number, event: string, data: unknown) => encoder.encode(`id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

/**
 * The stream's frames (issue 38): `event: match` is the whole `{match}` (first, and to a stream that missed a
 * version); `event: change` is what changed since the version before (diffLiveMatch). The `id:` is the version the
 * frame brings the fan to (a browser that reconnects sends it back as Last-Event-ID, and gets the whole match).
 */
export const LIVE_FRAMES: LiveRenderer = {
  whole: (view) => sse(view.version, 'match', { match: liveMatchJson(view) }),
  change: (before, after) => sse(after.version, 'change', diffLiveMatch(liveMatchJson(before), liveMatchJson(after))),
  farewell: () => retryFrame(),
};

/**
 * The frames a copy publishes to the edge's nchan (issue 38, matchday/live-edge.ts): the same `{match}` and changes as
 * the copy's own stream, as nchan's message bodies (it writes the `id:` and `event:` lines itself).
 */
export const EDGE_FRAMES: EdgeRenderer = {
  state: (view) => liveMatchJson(view),
  whole: (state) => JSON.stringify({ match: state }),
  change: (before, after) => JSON.stringify(diffLiveMatch(before as LiveMatchJson, after as LiveMatchJson)),
};

/**
 * How long a browser waits before it reconnects a dropped stream (sent once, first): 1–5 s, drawn per stream, so the
 * fans of an edge or a copy that restarts come back spread over seconds, not in one instant (issue 38).
 */
const retryFrame = () => encoder.encode(`retry: ${1_000 + Math.floor(Math.random() * 4_000)}\n\n`);
/** A stream whose browser is this far behind (bytes queued) is closed; it reconnects to the current state. */
export const MAX_QUEUED_BYTES = 256 * 1024;

const LIVE_FULL = appError(503, 'live_full', 'Too many live followers on this server: try again in a moment.');

/**
 * A stream's body and the hub's handle on it. The body's queue is measured in bytes (a byte-length strategy with no
 * high-water mark: desiredSize is minus the bytes queued), so a reader that stalls is dropped once MAX_QUEUED_BYTES
 * wait for it; counted in chunks, as a default stream counts, a stalled stream was never dropped (issue 37).
 */
export function liveStreamBody(onClose: () => void): { body: ReadableStream<Uint8Array>; stream: LiveStream; isClosed: () => boolean } {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let isClosed = false;
  const close = () => {
    if (isClosed) return;
    isClosed = true;
    onClose();
    try {
      controller?.close();
    } catch {
      // already closed by the browser leaving
    }
  };
  const body = new ReadableStream<Uint8Array>(
    {
      start(own) {
        controller = own;
      },
      cancel: close,
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 0 }),
  );
  const stream: LiveStream = {
    write(bytes) {
      if (isClosed || !controller) return false;
      controller.enqueue(bytes);
      return (controller.desiredSize ?? 0) > -MAX_QUEUED_BYTES;
    },
    close,
  };
  return { body, stream, isClosed: () => isClosed };
}

/**
 * GET /api/site/matches/{id}/live: the match now, then the match after every change, until the browser leaves. The
 * browser's leaving is heard from before the join: one that leaves while a cold room reads the match leaves nothing
 * behind in the room or the copy's counts (issue 37).
 */
export async function liveStreamResponse(matchId: number, signal: AbortSignal, address: string): Promise<Response> {
  const hub = liveHub(LIVE_FRAMES);
  const { body, stream, isClosed } = liveStreamBody(() => hub.leave(matchId, stream));
  const close = () => stream.close();
  signal.addEventListener('abort', close, { once: true });
  if (signal.aborted) close();
  stream.write(retryFrame());
  const joined = isClosed() ? ({ ok: false, reason: 'left' } as const) : await hub.join(matchId, stream, address);
  if (!joined.ok) {
    signal.removeEventListener('abort', close);
    close();
    if (joined.reason === 'not_found') fail(MATCHDAY_ERRORS.matchNotFound);
    if (joined.reason === 'full') fail(LIVE_FULL, { headers: { 'retry-after': '5' } });
    // The browser is gone: nobody reads this answer.
    return new NextResponse(null, { status: 499 });
  }
  return new NextResponse(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    },
  });
}

/** GET /api/site/matches/{id}: `{match}`, fresh for a few seconds at the edge (it changes with every score). */
export function liveMatchResponse(view: LiveMatchView): NextResponse {
  const live = view.status === 'live' || view.status === 'half_time';
  return NextResponse.json(
    { match: liveMatchJson(view) },
    { headers: { 'cache-control': live ? 'public, max-age=0, s-maxage=2' : 'public, max-age=30, s-maxage=30, stale-while-revalidate=60' } },
  );
}
