import { MATCH_TEAMS, SQUADS, type MatchTeam, type Squad } from '@/schemas/teams';

/** The teams as the site names them; the lists themselves live in src/schemas/teams.ts (forms validate with them). */
export { MATCH_TEAMS, SQUADS, type MatchTeam, type Squad };

export const TEAM_NAMES: Record<MatchTeam, string> = {
  springboks: 'Springboks',
  'springbok-sevens': 'Springbok 7s',
  'springbok-women': 'Springbok Women',
  'springbok-women-sevens': "Springbok Women's 7s",
  domestic: 'Domestic',
};

export function isSquad(value: unknown): value is Squad {
  return typeof value === 'string' && (SQUADS as readonly string[]).includes(value);
}

export function isMatchTeam(value: unknown): value is MatchTeam {
  return typeof value === 'string' && (MATCH_TEAMS as readonly string[]).includes(value);
}
