import 'server-only';
import { createHash } from 'node:crypto';
import pg from 'pg';
import { asc, eq, sql } from 'drizzle-orm';
import { getConfig } from '../config';
import { getDb } from '../db/client';
import type { Actor } from '../kernel';
import { getLogger } from '../logger';
import { createMatch, deleteMatch } from '../matches';
import { matchEvents, matches } from '../matches/schema';
import { listPlayers } from '../players';
import { fromSaDateTime, toSaDateTime } from '@/schemas/matches';
import type { MatchEventType, Side } from '@/schemas/live-match';

/**
 * The demo match (issue 24 item 6): in demo mode a Springbok match is always on, so that a newcomer sees the live page
 * move. A scripted feed posts the next event every DEMO_LIVE_EVENT_SECONDS through the service API — the very path a
 * real data feed takes (HTTP Basic, `POST /admin/api/v1/matches/{id}/events`), so every copy, page and push follows
 * it as it would a real match. The first match kicked off a few minutes before start-up; at full time the next one
 * (scheduled meanwhile, so fans can predict it) kicks off a few minutes later, and so on. One copy runs the feed (a
 * PostgreSQL advisory lock elects it; another takes over when it stops); each scripted event has a fixed id per match,
 * so a feed that restarts, or two at once, never records one twice.
 */
export const DEMO_COMPETITION = 'Touchline demo match';
const OPPONENT = 'Barbarians';
const LOCK_KEY = 'touchline-demo-live-feed';
/** How long after full time the next demo match kicks off, and how many finished ones are kept. */
const PAUSE_MS = 3 * 60_000;
const KEEP_FINISHED = 3;
const ACTOR: Actor = { type: 'service', label: 'demo live feed' };

type Step = { type: MatchEventType; minute: number; side?: Side; player?: number; playerOff?: number; text?: string };

/** The script: `player` is an index into the squad (the first players of the Springboks), so names show on the timeline. */
export const DEMO_SCRIPT: Step[] = [
  { type: 'kick_off', minute: 0 },
  { type: 'penalty', minute: 3, side: 'away' },
  { type: 'try', minute: 7, side: 'home', player: 0 },
  { type: 'conversion', minute: 8, side: 'home', player: 1 },
  { type: 'comment', minute: 12, text: 'The Springbok scrum wins a penalty at the first set piece.' },
  { type: 'penalty', minute: 16, side: 'home', player: 1 },
  { type: 'yellow_card', minute: 21, side: 'away' },
  { type: 'try', minute: 24, side: 'home', player: 2 },
  { type: 'conversion', minute: 25, side: 'home', player: 1 },
  { type: 'try', minute: 29, side: 'away' },
  { type: 'conversion', minute: 30, side: 'away' },
  { type: 'penalty', minute: 35, side: 'away' },
  { type: 'comment', minute: 38, text: 'End-to-end rugby at the Cape Town Stadium.' },
  { type: 'half_time', minute: 40 },
  { type: 'kick_off', minute: 40 },
  { type: 'substitution', minute: 44, side: 'home', player: 3, playerOff: 0 },
  { type: 'try', minute: 47, side: 'home', player: 4 },
  { type: 'conversion', minute: 48, side: 'home', player: 1 },
  { type: 'penalty', minute: 53, side: 'away' },
  { type: 'drop_goal', minute: 58, side: 'home', player: 1 },
  { type: 'comment', minute: 61, text: 'Player of the Match voting is open: have your say!' },
  { type: 'try', minute: 63, side: 'away' },
  { type: 'yellow_card', minute: 66, side: 'home', player: 2 },
  { type: 'penalty_try', minute: 70, side: 'home' },
  { type: 'try', minute: 74, side: 'home', player: 2 },
  { type: 'conversion', minute: 75, side: 'home', player: 1 },
  { type: 'comment', minute: 79, text: 'The Springboks keep the ball through the phases to close it out.' },
  { type: 'full_time', minute: 80 },
];

/** A fixed UUID for the n-th scripted event of a match (the same on every copy and every restart). */
export function demoEventId(matchId: number, index: number): string {
  const hex = createHash('sha256').update(`touchline-demo:${matchId}:${index}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

interface DemoMatch {
  id: number;
  status: string;
  kickoffAt: Date;
}

async function demoMatches(): Promise<DemoMatch[]> {
  const db = await getDb();
  return db
    .select({ id: matches.id, status: matches.status, kickoffAt: matches.kickoffAt })
    .from(matches)
    .where(eq(matches.competition, DEMO_COMPETITION))
    .orderBy(asc(matches.kickoffAt), asc(matches.id));
}

/** A new demo fixture kicking off at `kickoffAt` (the console's own service, audited as the feed). */
async function scheduleDemoMatch(kickoffAt: Date): Promise<void> {
  const { date, time } = toSaDateTime(kickoffAt);
  // The form's time has minutes only: round the kick-off up to the next whole minute.
  const at = fromSaDateTime(date, time) ?? kickoffAt;
  const result = await createMatch(
    {
      team: 'springboks',
      teamName: 'Springboks',
      opponent: OPPONENT,
      venue: 'Cape Town Stadium',
      city: 'Cape Town',
      isHome: true,
      kickoffAt: at < kickoffAt ? new Date(at.getTime() + 60_000) : at,
      competition: DEMO_COMPETITION,
      ticketsUrl: null,
      broadcastUrl: null,
    },
    ACTOR,
  );
  if (!result.ok) throw new Error(result.error.message);
}

export interface DemoFeedStep {
  /** What the feed did this tick. */
  action: 'posted' | 'scheduled' | 'waiting';
  matchId: number | null;
}

/**
 * One tick of the feed: posts the next event of the match in play (or kicks off the next one when its time has come),
 * keeps one upcoming demo fixture for the predictor, and removes old finished ones. `post` sends an event through the
 * service API; the integration test passes its own.
 */
export async function demoFeedTick(
  post: (matchId: number, event: Record<string, unknown>) => Promise<void>,
  now = new Date(),
): Promise<DemoFeedStep> {
  const all = await demoMatches();
  const finished = all.filter((match) => match.status === 'final');
  for (const old of finished.slice(0, Math.max(0, finished.length - KEEP_FINISHED))) await deleteMatch(old.id, ACTOR);
  const inPlay = all.find((match) => match.status === 'live' || match.status === 'half_time');
  const upcoming = all.filter((match) => match.status === 'scheduled');
  const lastFinished = finished.at(-1);

  if (!inPlay && upcoming.length === 0) {
    // The first demo match kicked off a few minutes before start-up; after a finished one, the next follows a pause.
    const kickoff = lastFinished
      ? new Date(Math.max(now.getTime(), lastFinished.kickoffAt.getTime()) + PAUSE_MS)
      : new Date(now.getTime() - 3 * 60_000);
    await scheduleDemoMatch(kickoff);
    return { action: 'scheduled', matchId: null };
  }
  const current = inPlay ?? (upcoming[0] && upcoming[0].kickoffAt <= now ? upcoming[0] : null);
  if (inPlay && upcoming.length === 0) {
    const remainingMs = DEMO_SCRIPT.length * getConfig().live.demoEventSeconds * 1000;
    await scheduleDemoMatch(new Date(now.getTime() + remainingMs + PAUSE_MS));
  }
  if (!current) return { action: 'waiting', matchId: null };

  const db = await getDb();
  const [{ recorded } = { recorded: 0 }] = await db
    .select({ recorded: sql<number>`count(*)::int` })
    .from(matchEvents)
    .where(eq(matchEvents.matchId, current.id));
  const step = DEMO_SCRIPT[recorded];
  if (!step) return { action: 'waiting', matchId: current.id };
  const squad = (await listPlayers()).filter((player) => player.category === 'springboks').sort((a, b) => a.id - b.id);
  const playerAt = (index: number | undefined) => (index === undefined ? undefined : squad[index]?.id);
  await post(current.id, {
    id: demoEventId(current.id, recorded),
    type: step.type,
    minute: step.minute,
    ...(step.side ? { side: step.side } : {}),
    ...(playerAt(step.player) ? { player_id: playerAt(step.player) } : {}),
    ...(playerAt(step.playerOff) ? { player_off_id: playerAt(step.playerOff) } : {}),
    ...(step.text ? { text: step.text } : {}),
  });
  return { action: 'posted', matchId: current.id };
}

/** Posts through this copy's own service API (HTTP Basic with the demo credentials). */
function servicePoster(baseUrl: string, credentials: { user: string; password: string }) {
  const authorization = `Basic ${Buffer.from(`${credentials.user}:${credentials.password}`).toString('base64')}`;
  return async (matchId: number, event: Record<string, unknown>) => {
    const response = await fetch(`${baseUrl}/admin/api/v1/matches/${matchId}/events`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(event),
      signal: AbortSignal.timeout(10_000),
    });
    if (response.status !== 201 && response.status !== 200) throw new Error(`the service API answered ${response.status}`);
  };
}

const LEADER_RETRY_MS = 30_000;
let feed: { stop: () => Promise<void> } | undefined;

/** Starts the feed in this copy (demo mode only); it runs only while this copy holds the lock. */
export function startDemoLiveFeed(): void {
  const config = getConfig();
  if (feed || !config.isDemoMode || !config.live.demoFeed || !config.adminApi) return;
  const post = servicePoster(`http://127.0.0.1:${config.port}`, config.adminApi);
  const logger = getLogger();
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let isStopped = false;
  const schedule = (ms: number) => {
    if (!isStopped) timer = setTimeout(() => void run(), ms);
  };
  const run = async () => {
    try {
      if (!client) {
        const databaseUrl = config.database.url ?? (await getDb()).$client.options.connectionString;
        const next = new pg.Client({ connectionString: databaseUrl });
        next.on('error', () => {
          if (client === next) client = null;
        });
        await next.connect();
        const { rows } = await next.query<{ held: boolean }>('select pg_try_advisory_lock(hashtext($1)) as held', [LOCK_KEY]);
        if (!rows[0]?.held) {
          await next.end();
          return schedule(LEADER_RETRY_MS);
        }
        client = next;
        logger.info({}, 'demo live feed: this copy runs the demo match');
      }
      await demoFeedTick(post);
    } catch (error) {
      logger.warn({ err: (error as Error).message }, 'demo live feed: tick failed');
    }
    schedule(config.live.demoEventSeconds * 1000);
  };
  // The first tick waits for the server to listen (its own service API answers the posts).
  schedule(3_000);
  feed = {
    async stop() {
      isStopped = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}

export async function stopDemoLiveFeed(): Promise<void> {
  const running = feed;
  feed = undefined;
  await running?.stop();
}

/** The demo matches, newest first (the integration test reads them). */
export async function listDemoMatchIds(): Promise<number[]> {
  const rows = await demoMatches();
  return rows.map((row) => row.id).reverse();
}
