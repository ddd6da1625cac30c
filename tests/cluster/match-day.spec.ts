import { expect, test } from '@playwright/test';
import { call, copies, Jar } from './support';

/**
 * The console's match day is the whole site's (issue 39, decision 045): page views counted by two copies, read from
 * one of them. Runs with both copies up (before copy-dies.spec.ts).
 */

type Panel = { minutes: { pageViews: number }[]; operations?: unknown };
const viewsIn = (panel: Panel) => panel.minutes.reduce((sum, minute) => sum + minute.pageViews, 0);

test('an admin reading one copy sees the page views both copies counted', async () => {
  test.setTimeout(120_000);
  const [reader, other] = copies();
  const admin = new Jar();
  const login = await call(reader!.url, '/api/admin/login', {
    body: { email: 'admin@example.com', password: 'touchline-admin', next: '/admin' },
    jar: admin,
    ip: '203.0.113.201',
  });
  expect(login.status).toBe(303);
  const panel = async () => {
    const response = await call(reader!.url, '/api/admin/match-day', { jar: admin, ip: '203.0.113.201' });
    expect(response.status).toBe(200);
    return (await response.json()) as Panel;
  };
  const before = viewsIn(await panel());
  // 20 pages opened on the copy that answers the console, 30 on the other: each one's header asks for the session.
  for (const [copy, times] of [
    [reader!, 20],
    [other!, 30],
  ] as const) {
    for (let index = 0; index < times; index += 1) {
      expect((await call(copy.url, '/api/auth/session', { ip: '203.0.113.202' })).status).toBe(200);
    }
  }
  // Each copy writes what it counted every 10 s: the reader's answer comes to include the other copy's 30.
  await expect.poll(async () => viewsIn(await panel()) - before, { timeout: 60_000, intervals: [2_000] }).toBeGreaterThanOrEqual(50);
});
