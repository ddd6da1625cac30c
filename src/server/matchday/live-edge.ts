import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { listenForLiveChanges, type LiveListener } from '../adapters/live/live-bus';
import { getConfig } from '../config';
import { getDb } from '../db/client';
import { getLogger } from '../logger';
import { listFollowableMatchIds } from '../matches';
import { countLiveFrames, setEdgeSubscribers } from '../metrics';
import { getLiveMatchView, type LiveMatchView } from './live-view';
import { livePublished } from './schema';

/**
 * The edge holds the live streams (issue 38, decision 040). With LIVE_EDGE_PUBLISH_URL set, a fan's
 * `GET /api/site/matches/{id}/live` is answered by the edge (nginx's nchan module, deploy/nginx/touchline.conf) and
 * never reaches a copy; the copies publish each match's frames to the edge's publisher, `<url>/<id>`, once:
 *
 * - What it owns: the `live_published` row of each match (the version and `{match}` last published) and the edge's
 *   channel of each followable match (listFollowableMatchIds: in play, about to start, just finished). Nothing else
 *   creates a channel, so a made-up id, or a match long over, has none (the edge answers 404).
 * - When: on the live bus's notice that a match changed, and every second for every followable match (a notice lost,
 *   a copy that died between the commit and its publish, an edge that restarted and lost its channels).
 * - Once: under the match's transaction-level advisory lock (one copy at a time; the others skip), the frame is made
 *   from the row and the match now, published, and the row updated in that transaction. A publish that fails rolls
 *   the row back and the next try makes the same frame again; a frame published twice is harmless (a fan who has its
 *   version ignores it).
 * - What: the whole `{match}` (`event: match`) when the edge has no channel for it yet (first, or after its restart),
 *   else what changed since the version last published (`event: change`). The edge keeps every frame of the match in
 *   order, so a fan who opens the page at minute 70 gets the whole match and every change since at once, and one who
 *   reconnects (Last-Event-ID, or `?last_event_id=` from the page) gets only the frames after its last.
 */

/** pg_try_advisory_xact_lock's first key ('LIVE'); the second is the match id. */
const LOCK_KEY = 0x4c495645;
const CHECK_EVERY_MS = 1_000;
const PUBLISH_TIMEOUT_MS = 5_000;

/**
 * How the frames are written (the HTTP edge's `{match}` and changes, server/http/live-responses.ts): the state kept to
 * make the next change from (stored as JSON), a whole frame's body from it, and a change's body between two.
 */
export interface EdgeRenderer {
  state(view: LiveMatchView): unknown;
  whole(state: unknown): string;
  change(before: unknown, after: unknown): string;
}

/** What a publish sent: the frame's kind and the version it brings a fan to. */
export interface EdgePublish {
  event: 'match' | 'change';
  version: number;
}

/** The edge's answer for a match's channel: whether it exists (GET on the publisher gives its info, or 404). */
async function hasChannel(base: string, matchId: number): Promise<boolean> {
  const response = await fetch(`${base}/${matchId}`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(PUBLISH_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.status === 404) return false;
  if (!response.ok) throw new Error(`the edge's publisher answered ${response.status}`);
  return true;
}

async function post(base: string, matchId: number, frame: { event: EdgePublish['event']; body: string }): Promise<void> {
  const response = await fetch(`${base}/${matchId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-eventsource-event': frame.event },
    body: frame.body,
    signal: AbortSignal.timeout(PUBLISH_TIMEOUT_MS),
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`the edge's publisher answered ${response.status}`);
  }
  countLiveFrames('edge');
  // nchan answers a publish with the channel's info: how many fans it holds on it now (issue 39's edge figure).
  const info = (await response.json().catch(() => null)) as { subscribers?: unknown } | null;
  if (typeof info?.subscribers === 'number') setEdgeSubscribers(matchId, info.subscribers);
}

/**
 * Publishes what the edge does not have yet of one match, if this copy holds the match's lock; returns the frame it
 * published (null: nothing new, another copy is on it, or no such match).
 */
export async function publishMatchToEdge(
  matchId: number,
  render: EdgeRenderer,
  base = getConfig().live.edgePublishUrl,
): Promise<EdgePublish | null> {
  if (!base) return null;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const locked = await tx.execute<{ ok: boolean }>(sql`select pg_try_advisory_xact_lock(${LOCK_KEY}, ${matchId}) as ok`);
    if (!locked.rows[0]?.ok) return null;
    const [last] = await tx.select().from(livePublished).where(eq(livePublished.matchId, matchId));
    const view = await getLiveMatchView(matchId);
    if (!view) return null;
    const isKnown = await hasChannel(base, matchId);
    if (isKnown && last && last.version >= view.version) return null;
    const state = render.state(view);
    const frame =
      isKnown && last
        ? { event: 'change' as const, body: render.change(last.state, state) }
        : { event: 'match' as const, body: render.whole(state) };
    await post(base, matchId, frame);
    const row = { matchId, version: view.version, state, publishedAt: new Date() };
    await tx.insert(livePublished).values(row).onConflictDoUpdate({ target: livePublished.matchId, set: row });
    return { event: frame.event, version: view.version };
  });
}

class EdgePublisher {
  private timer: NodeJS.Timeout | null = null;
  private listener: LiveListener | null = null;
  /** One publish per match at a time in this copy; a notice that comes meanwhile runs it once more after. */
  private readonly running = new Map<number, Promise<void>>();
  private readonly again = new Set<number>();

  constructor(
    private readonly base: string,
    private readonly render: EdgeRenderer,
  ) {}

  start(databaseUrl: string): void {
    this.timer = setInterval(() => void this.sweep(), CHECK_EVERY_MS);
    this.timer.unref();
    const config = getConfig();
    this.listener = listenForLiveChanges({
      databaseUrl,
      redis: config.redis,
      logger: getLogger(),
      onChange: ({ matchId }) => this.publish(matchId),
    });
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.listener?.stop();
    this.listener = null;
    await Promise.allSettled(this.running.values());
  }

  private async sweep(): Promise<void> {
    try {
      for (const matchId of await listFollowableMatchIds()) this.publish(matchId);
    } catch (error) {
      getLogger().warn({ err: (error as Error).message }, 'live edge: could not list the followable matches');
    }
  }

  private publish(matchId: number): void {
    if (this.running.has(matchId)) {
      this.again.add(matchId);
      return;
    }
    const run = publishMatchToEdge(matchId, this.render, this.base)
      .then(() => undefined)
      .catch((error: unknown) => getLogger().warn({ err: (error as Error).message, matchId }, 'live edge: publish failed'))
      .finally(() => {
        this.running.delete(matchId);
        if (this.again.delete(matchId)) this.publish(matchId);
      });
    this.running.set(matchId, run);
  }
}

const PUBLISHER = Symbol.for('touchline.live-edge');

/** Starts this copy's publisher when LIVE_EDGE_PUBLISH_URL is set (src/instrumentation.ts). */
export async function startEdgePublisher(render: EdgeRenderer): Promise<void> {
  const config = getConfig();
  const base = config.live.edgePublishUrl;
  const holder = globalThis as { [PUBLISHER]?: EdgePublisher };
  if (!base || holder[PUBLISHER]) return;
  const databaseUrl = config.database.url ?? (await getDb()).$client.options.connectionString;
  if (!databaseUrl) return;
  const publisher = new EdgePublisher(base, render);
  holder[PUBLISHER] = publisher;
  publisher.start(databaseUrl);
}

export async function stopEdgePublisher(): Promise<void> {
  const holder = globalThis as { [PUBLISHER]?: EdgePublisher };
  const publisher = holder[PUBLISHER];
  delete holder[PUBLISHER];
  await publisher?.stop();
}
