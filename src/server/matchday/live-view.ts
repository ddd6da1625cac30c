import 'server-only';
import { getLiveMatch, type LiveEvent, type LiveMatch } from '../matches';
import { listPlayers } from '../players';

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
    events: match.events.map((event) => ({ ...event, playerName: nameOf(event.playerId), playerOffName: nameOf(event.playerOffId) })),
  };
}
