/**
 * The national teams (spec §2, issue 2): the player squads, and the five match-centre teams (the squads and the
 * domestic game). Pure constants, so forms in the browser can validate a team without importing server code.
 */
export const SQUADS = ['springboks', 'springbok-sevens', 'springbok-women', 'springbok-women-sevens'] as const;
export type Squad = (typeof SQUADS)[number];

export const MATCH_TEAMS = [...SQUADS, 'domestic'] as const;
export type MatchTeam = (typeof MATCH_TEAMS)[number];
