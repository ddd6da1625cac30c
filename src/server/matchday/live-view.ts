import 'server-only';
import { getLiveMatch, type LiveEvent, type LiveMatch } from '../matches';
import { listPlayers } from '../players';
import type { LiveMatchState } from '@/schemas/live-match';

/**
 * A live match as fans read it (issue 24): the match centre's state with the players' names on its events. Names come
 * from the squads (read at most once a minute per copy: during a match the hub asks on every change).
 */
export interface LiveEventView extends LiveEvent {
  playerName: string | null;
  playerOffName: string | null;
}

export interface LiveMatchView extends Omit<LiveMatch, 'events'> {
  events: LiveEventView[];
  /** When it was read (epoch ms): the moment its `minute` is of (a cached page computes its minute from it). */
  readAt: number;
}

const NAMES_TTL_MS = 60_000;
let names: { at: number; byId: Promise<Map<number, string>> } | undefined;

function playerNames(): Promise<Map<number, string>> {
  if (!names || Date.now() - names.at > NAMES_TTL_MS) {
    const byId = listPlayers().then((players) => new Map(players.map((player) => [player.id, `${player.firstName} ${player.lastName}`])));
    names = { at: Date.now(), byId };
    byId.catch(() => (names = undefined));
  }
  return names.byId;
}

/** A match with names on its timeline, or null when there is no such match. */
export async function getLiveMatchView(id: number, now = new Date()): Promise<LiveMatchView | null> {
  const match = await getLiveMatch(id, now);
  if (!match) return null;
  const hasPlayers = match.events.some((event) => event.playerId !== null || event.playerOffId !== null);
  const byId = hasPlayers ? await playerNames() : new Map<number, string>();
  const nameOf = (playerId: number | null) => (playerId === null ? null : (byId.get(playerId) ?? null));
  return {
    ...match,
    readAt: now.getTime(),
    events: match.events.map((event) => ({ ...event, playerName: nameOf(event.playerId), playerOffName: nameOf(event.playerOffId) })),
  };
}

/** What the page hands the live island of a match (only what it shows). */
export function toLiveMatchState(view: LiveMatchView): LiveMatchState {
  return {
    id: view.id,
    team: view.team,
    home: view.home,
    away: view.away,
    homeScore: view.homeScore,
    awayScore: view.awayScore,
    status: view.status,
    kickoffAt: view.kickoffAt,
    clock: view.clock,
    version: view.version,
    events: view.events.map((event) => ({
      id: event.id,
      type: event.type,
      side: event.side,
      minute: event.minute,
      playerName: event.playerName,
      playerOffName: event.playerOffName,
      text: event.text,
    })),
  };
}
