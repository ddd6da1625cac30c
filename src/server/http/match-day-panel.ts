import 'server-only';
import { salesToday } from '../billing';
import type { StaffRole } from '../identity';
import { matchEngagement, type MatchEngagement } from '../matchday';
import { upcomingFixtures } from '../matches';
import { readMatchDayFigures, type MinuteRow } from '../ops';

/** The window the code success ratio is taken over: long enough for a few codes, short enough to show a gateway's fault. */
const RATIO_MINUTES = 15;

/** One minute of the panel's charts; the operational series only for admins. */
export interface MatchDayMinute {
  minute: string;
  pageViews: number;
  logins?: number;
  errors?: number;
  /** Average seconds from queueing an SMS to its gateway taking it, for the SMS delivered in that minute (null: none). */
  smsSeconds?: number | null;
}

/**
 * What the console's match-day panel shows (issue 39): the whole site's figures, read from the rows every copy writes
 * (ops/match-day.ts) and from the tables themselves. `operations` is for admins: an editor sees the content figures.
 */
export interface MatchDayPanel {
  at: string;
  minutes: MatchDayMinute[];
  fansOnSite: number;
  followingLive: number;
  /** The live match, else the next one, with its picks and votes so far. */
  match: ({ id: number; teamName: string; opponent: string; status: 'scheduled' | 'live'; kickoffAt: string } & MatchEngagement) | null;
  operations?: {
    /** Codes sent, verified and refused in the last 15 minutes; the ratio is verified of sent (null: none sent). */
    codes: { sent: number; verified: number; refused: number; ratio: number | null };
    smsQueue: { depth: number; oldestAgeSeconds: number };
    salesToday: { subscriptions: number; vouchers: number };
  };
}

function minuteOf(row: MinuteRow, isAdmin: boolean): MatchDayMinute {
  if (!isAdmin) return { minute: row.minute, pageViews: row.pageViews };
  return {
    minute: row.minute,
    pageViews: row.pageViews,
    logins: row.codesVerified,
    errors: row.errors,
    smsSeconds: row.smsDelivered > 0 ? Math.round(row.smsDeliveryMs / row.smsDelivered / 100) / 10 : null,
  };
}

/** The panel for one staff member's role, now. */
export async function matchDayPanel(role: StaffRole, now = new Date()): Promise<MatchDayPanel> {
  const isAdmin = role === 'admin';
  const [figures, fixtures, sales] = await Promise.all([
    readMatchDayFigures(30, now),
    upcomingFixtures(1, now),
    isAdmin ? salesToday(now) : null,
  ]);
  const fixture = fixtures[0];
  const engagement = fixture ? await matchEngagement(fixture.id) : null;
  const recent = figures.minutes.slice(-RATIO_MINUTES);
  const sum = (key: keyof MinuteRow) => recent.reduce((total, row) => total + Number(row[key]), 0);
  const sent = sum('codesSent');
  const verified = sum('codesVerified');
  return {
    at: now.toISOString(),
    minutes: figures.minutes.map((row) => minuteOf(row, isAdmin)),
    fansOnSite: figures.fansOnSite,
    followingLive: figures.followingLive,
    match:
      fixture && engagement
        ? {
            id: fixture.id,
            teamName: fixture.teamName,
            opponent: fixture.opponent,
            status: fixture.status,
            kickoffAt: fixture.kickoffAt.toISOString(),
            ...engagement,
          }
        : null,
    ...(isAdmin && sales
      ? {
          operations: {
            codes: { sent, verified, refused: sum('codesRefused'), ratio: sent > 0 ? Math.min(1, verified / sent) : null },
            smsQueue: figures.smsQueue,
            salesToday: sales,
          },
        }
      : {}),
  };
}
