import { describe, expect, it } from 'vitest';
import { insertFan } from '../support/identity-http';

const { getDb } = await import('@/server/db/client');
const { matches, stories, subscriptions } = await import('@/server/db/schema');
const { storiesPublishedByWeek } = await import('@/server/content/dashboard-stats');
const { fanSignupsByWeek } = await import('@/server/identity/dashboard-stats');
const { subscribersByNetworkByWeek } = await import('@/server/billing/dashboard-stats');
const { upcomingFixtures } = await import('@/server/matches/dashboard-stats');
const { storeErrorReport, listRecentErrorReports } = await import('@/server/ops/error-reports');
const { lastWeeks } = await import('@/server/db/weekly');

/** The dashboard's figures (issue 5): each a real count of what the database holds, week by week. */

const last = <T>(items: T[]) => items[items.length - 1] as T;

describe('the dashboard figures', () => {
  it('weeks are the 12 Mondays up to this one, in South African time', () => {
    // Sunday 23:30 UTC is already Monday 01:30 in Johannesburg.
    const weeks = lastWeeks(new Date('2026-11-22T23:30:00Z'));
    expect(weeks).toHaveLength(12);
    expect(last(weeks)).toBe('2026-11-23');
    expect(weeks[0]).toBe('2026-09-07');
    expect(lastWeeks(new Date('2026-11-22T12:00:00Z')).at(-1)).toBe('2026-11-16');
  });

  it('counts a story published this week, and not an inactive one', async () => {
    const before = await storiesPublishedByWeek();
    const db = await getDb();
    const [basket] = await db.select({ basketId: stories.basketId }).from(stories).limit(1);
    const slug = `dashboard-${Date.now()}`;
    await db.insert(stories).values([
      { slug, basketId: basket!.basketId, title: 'Dashboard story' },
      { slug: `${slug}-off`, basketId: basket!.basketId, title: 'Dashboard story off', isActive: false },
    ]);
    const after = await storiesPublishedByWeek();
    expect(after.total).toBe(before.total + 1);
    expect(last(after.weeks).count).toBe(last(before.weeks).count + 1);
    expect(after.weeks).toHaveLength(12);
  });

  it('counts fans who signed up this week, never staff', async () => {
    const before = await fanSignupsByWeek();
    await insertFan('27893000001');
    const after = await fanSignupsByWeek();
    expect(after.total).toBe(before.total + 1);
    expect(last(after.weeks).count).toBe(last(before.weeks).count + 1);
  });

  it('counts subscribers with access by network: a live one counts, a lapsed or pending one does not', async () => {
    const before = await subscribersByNetworkByWeek();
    const db = await getDb();
    const day = 86_400_000;
    const live = await insertFan('27893000002');
    const lapsed = await insertFan('27893000003');
    const pending = await insertFan('27893000004');
    await db.insert(subscriptions).values([
      { id: 'dash-live', userId: live.id, provider: 'vodacom', package: 'subscription_monthly', state: 'active', startedAt: new Date(Date.now() - 20 * day), expiresAt: new Date(Date.now() + 10 * day) },
      { id: 'dash-lapsed', userId: lapsed.id, provider: 'vodacom', package: 'subscription_monthly', state: 'active', startedAt: new Date(Date.now() - 60 * day), expiresAt: new Date(Date.now() - 30 * day) },
      { id: 'dash-pending', userId: pending.id, provider: 'vodacom', package: 'subscription_monthly', state: 'pending', startedAt: new Date(Date.now() - day) },
    ]);
    const after = await subscribersByNetworkByWeek();
    expect(after.current.vodacom).toBe(before.current.vodacom + 1);
    expect(after.current.mtn).toBe(before.current.mtn);
    // The lapsed one counted in the weeks it was paid for (40 to 30 days ago), not now.
    const weekFiveAgo = after.weeks[after.weeks.length - 6]!;
    const weekFiveAgoBefore = before.weeks[before.weeks.length - 6]!;
    expect(weekFiveAgo.vodacom).toBe(weekFiveAgoBefore.vodacom + 1);
  });

  it('lists the next fixtures: live ones first however long ago they kicked off, then by kick-off', async () => {
    const db = await getDb();
    const hour = 3_600_000;
    const now = Date.now();
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

    const all = await upcomingFixtures(1000);
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
    const [top] = await upcomingFixtures(6);
    expect(top?.status).toBe('live');
    expect(top?.kickoffAt.getTime()).toBeLessThanOrEqual(now - 72 * hour);
  });

  it('lists the latest error reports', async () => {
    await storeErrorReport({ message: `Dashboard error ${Date.now()}`, page: '/news' });
    const [newest] = await listRecentErrorReports(5);
    expect(newest?.message).toMatch(/^Dashboard error/);
  });
});
