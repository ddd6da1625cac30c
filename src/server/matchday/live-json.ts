import 'server-only';
import type { LiveEvent } from '../matches';
import type { LiveEventJson, LiveMatchJson } from '@/schemas/live-match';
import type { LiveEventView, LiveMatchView } from './live-view';

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
