import { describe, expect, it } from 'vitest';
import { insertFan } from '../support/identity-http';

const { getDb } = await import('@/server/db/client');
const { matches } = await import('@/server/matches/schema');
const { stories } = await import('@/server/content/schema');
const { subscriptions } = await import('@/server/billing/schema');
const { users } = await import('@/server/identity/schema');
const { storiesPublishedByWeek } = await import('@/server/content/dashboard-stats');
const { fanSignupsByWeek } = await import('@/server/identity/dashboard-stats');
const { subscribersByNetworkByWeek } = await import('@/server/billing/dashboard-stats');
const { upcomingFixtures } = await import('@/server/matches/dashboard-stats');
const { storeErrorReport, listRecentErrorReports } = await import('@/server/ops/error-reports');
const { lastWeeks } = await import('@/server/db/weekly');

/** The dashboard's figures (issue 5): each a real count of what the database holds, week by week. */

const last = <T>(items: T[]) => items[items.length - 1] as T;

/**
 * A fixed clock (a Wednesday, 10:00 SAST) and data placed relative to it, so that no figure depends on today's
 * weekday, the time of day or the month (issue 16). The seed's rows are relative to the day the template was built:
 * each test compares counts before and after its own rows.
 */
const CLOCK = new Date('2026-11-18T08:00:00Z');
const hour = 3_600_000;
const at = (hours: number) => new Date(CLOCK.getTime() + hours * hour);
/** Either side of the week's start: Sunday 23:30 and Monday 00:30 in Johannesburg (UTC+2). */
const SUNDAY_NIGHT = new Date('2026-11-15T21:30:00Z');
const MONDAY_EARLY = new Date('2026-11-15T22:30:00Z');

describe('the dashboard figures', () => {
  it('weeks are the 12 Mondays up to this one, in South African time', () => {
    // Sunday 23:30 UTC is already Monday 01:30 in Johannesburg.
    const weeks = lastWeeks(new Date('2026-11-22T23:30:00Z'));
    expect(weeks).toHaveLength(12);
    expect(last(weeks)).toBe('2026-11-23');
    expect(weeks[0]).toBe('2026-09-07');
    expect(lastWeeks(new Date('2026-11-22T12:00:00Z')).at(-1)).toBe('2026-11-16');
    // Across a year's end: Thursday 31 December 22:30 UTC is Friday 1 January in Johannesburg, in the week of 28 December.
    const newYear = lastWeeks(new Date('2026-12-31T22:30:00Z'));
    expect([newYear[0], newYear.at(-1)]).toEqual(['2026-10-12', '2026-12-28']);
    // Across a month's end, and a leap day.
    expect(lastWeeks(new Date('2028-03-01T08:00:00Z')).slice(-2)).toEqual(['2028-02-21', '2028-02-28']);
  });

  it('counts a story published this week, and not an inactive one; a week starts at midnight on Monday in South African time', async () => {
    const before = await storiesPublishedByWeek(CLOCK);
    const db = await getDb();
    const [basket] = await db.select({ basketId: stories.basketId }).from(stories).limit(1);
    const slug = `dashboard-${Date.now()}`;
    await db.insert(stories).values([
      { slug, basketId: basket!.basketId, title: 'Dashboard story', publishedAt: at(-1) },
      { slug: `${slug}-off`, basketId: basket!.basketId, title: 'Dashboard story off', isActive: false, publishedAt: at(-1) },
      { slug: `${slug}-sunday`, basketId: basket!.basketId, title: 'Sunday 23:30 SAST', publishedAt: SUNDAY_NIGHT },
      { slug: `${slug}-monday`, basketId: basket!.basketId, title: 'Monday 00:30 SAST', publishedAt: MONDAY_EARLY },
    ]);
    const after = await storiesPublishedByWeek(CLOCK);
    expect(after.total).toBe(before.total + 3);
    expect(after.weeks).toHaveLength(12);
    expect(last(after.weeks)).toEqual({ week: '2026-11-16', count: last(before.weeks).count + 2 });
    expect(after.weeks.at(-2)).toEqual({ week: '2026-11-09', count: before.weeks.at(-2)!.count + 1 });
  });

  it('counts fans who signed up this week, never staff', async () => {
    const before = await fanSignupsByWeek(CLOCK);
    const db = await getDb();
    await insertFan('27893000001', { createdAt: at(-1) });
    await insertFan('27893000005', { createdAt: SUNDAY_NIGHT });
    await db.insert(users).values({
      id: 'dashboard-staff',
      email: 'dashboard.staff@example.com',
      msisdn: '27893000006',
      staffRole: 'editor',
      createdAt: at(-1),
    });
    const after = await fanSignupsByWeek(CLOCK);
    expect(after.total).toBe(before.total + 2);
    expect(last(after.weeks)).toEqual({ week: '2026-11-16', count: last(before.weeks).count + 1 });
    expect(after.weeks.at(-2)!.count).toBe(before.weeks.at(-2)!.count + 1);
  });

  it('counts subscribers with access by network: a live one counts, a lapsed or pending one does not', async () => {
    const before = await subscribersByNetworkByWeek(CLOCK);
    const db = await getDb();
    const live = await insertFan('27893000002');
    const lapsed = await insertFan('27893000003');
    const pending = await insertFan('27893000004');
    await db.insert(subscriptions).values([
      {
        id: 'dash-live',
        userId: live.id,
        provider: 'vodacom',
        package: 'subscription_monthly',
        state: 'active',
        startedAt: at(-20 * 24),
        expiresAt: at(10 * 24),
      },
      {
        id: 'dash-lapsed',
        userId: lapsed.id,
        provider: 'vodacom',
        package: 'subscription_monthly',
        state: 'active',
        startedAt: at(-60 * 24),
        expiresAt: at(-30 * 24),
      },
      {
        id: 'dash-pending',
        userId: pending.id,
        provider: 'vodacom',
        package: 'subscription_monthly',
        state: 'pending',
        startedAt: at(-24),
      },
    ]);
    const after = await subscribersByNetworkByWeek(CLOCK);
    expect(after.current.vodacom).toBe(before.current.vodacom + 1);
    expect(after.current.mtn).toBe(before.current.mtn);
    // The lapsed one counted in the weeks it was paid for (40 to 30 days ago), not now.
    const weekFiveAgo = after.weeks[after.weeks.length - 6]!;
    const weekFiveAgoBefore = before.weeks[before.weeks.length - 6]!;
    expect(weekFiveAgo.vodacom).toBe(weekFiveAgoBefore.vodacom + 1);
  });

  it('lists the next fixtures: live ones first however long ago they kicked off, then by kick-off', async () => {
    const db = await getDb();
    const now = CLOCK.getTime();
    const fixture = (opponent: string, status: 'scheduled' | 'live', kickoffAt: number) => ({
      team: 'springboks',
      teamName: 'Springboks',
      opponent: `${opponent} ${now}`,
      venue: 'Ellis Park',
      isHome: true,
      competition: 'Dashboard test',
      status,
      kickoffAt: new Date(kickoffAt),
      ...(status === 'live' ? { teamScore: 3, opponentScore: 0 } : {}),
    });
    const rows = await db
      .insert(matches)
      .values([
        fixture('Live since three days', 'live', now - 72 * hour),
        fixture('Scheduled five hours ago', 'scheduled', now - 5 * hour),
        fixture('Scheduled seven hours ago', 'scheduled', now - 7 * hour),
        fixture('Scheduled tomorrow', 'scheduled', now + 24 * hour),
      ])
      .returning({ id: matches.id, opponent: matches.opponent });
    const idOf = (prefix: string) => rows.find((row) => row.opponent.startsWith(prefix))!.id;

    const all = await upcomingFixtures(1000, CLOCK);
    const ids = all.map((item) => item.id);
    expect(ids).toContain(idOf('Live since three days'));
    expect(ids).toContain(idOf('Scheduled five hours ago'));
    expect(ids).toContain(idOf('Scheduled tomorrow'));
    expect(ids).not.toContain(idOf('Scheduled seven hours ago'));
    // Every live match before every scheduled one; each group by kick-off.
    const firstScheduled = all.findIndex((item) => item.status === 'scheduled');
    expect(all.slice(firstScheduled).every((item) => item.status === 'scheduled')).toBe(true);
    for (const group of [all.slice(0, firstScheduled), all.slice(firstScheduled)]) {
      const kickoffs = group.map((item) => item.kickoffAt.getTime());
      expect(kickoffs).toEqual([...kickoffs].sort((a, b) => a - b));
    }
    expect(ids.indexOf(idOf('Live since three days'))).toBeLessThan(ids.indexOf(idOf('Scheduled five hours ago')));

    // The dashboard's six: the live match leads, however old its kick-off.
    const [top] = await upcomingFixtures(6, CLOCK);
    expect(top?.status).toBe('live');
    expect(top?.kickoffAt.getTime()).toBeLessThanOrEqual(now - 72 * hour);
  });

  it('lists the latest error reports', async () => {
    await storeErrorReport({ message: `Dashboard error ${Date.now()}`, page: '/news' });
    const [newest] = await listRecentErrorReports(5);
    expect(newest?.message).toMatch(/^Dashboard error/);
  });
});
