import { describe, expect, it } from 'vitest';
import { insertFan } from '../support/identity-http';

const { getDb } = await import('@/server/db/client');
const { stories, subscriptions } = await import('@/server/db/schema');
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

  it('lists the next fixtures soonest first and the latest error reports', async () => {
    const fixtures = await upcomingFixtures(6);
    expect(fixtures.length).toBeGreaterThan(0);
    const kickoffs = fixtures.map((fixture) => fixture.kickoffAt.getTime());
    expect(kickoffs).toEqual([...kickoffs].sort((a, b) => a - b));
    await storeErrorReport({ message: `Dashboard error ${Date.now()}`, page: '/news' });
    const [newest] = await listRecentErrorReports(5);
    expect(newest?.message).toMatch(/^Dashboard error/);
  });
});
