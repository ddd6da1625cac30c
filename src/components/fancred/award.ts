/** The `award` of an engagement answer (a like, a share, a watched video) as the spec's JSON carries it. */
export type AwardJson = { status: string; points: number; needs_profile?: boolean } | null;

/** What the points earned are to the page: applied with points, or refused — `needsProfile` the first time a profile is missing. */
export type Award = { status: string; points: number; needsProfile: boolean };

/** The one place the browser reads an answer's award. */
export function awardFromJson(json: AwardJson | undefined): Award | null {
  return json ? { status: json.status, points: json.points, needsProfile: json.needs_profile === true } : null;
}
