/**
 * The national teams (spec §2, issue 2): the player squads, and the five match-centre teams (the squads and the
 * domestic game). Pure constants, so forms in the browser can validate a team without importing server code.
 */
export const SQUADS = ['springboks', 'springbok-sevens', 'springbok-women', 'springbok-women-sevens'] as const;
export type Squad = (typeof SQUADS)[number];

export const MATCH_TEAMS = [...SQUADS, 'domestic'] as const;
export type MatchTeam = (typeof MATCH_TEAMS)[number];

/** The teams as the site names them. */
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
