import net from 'node:net';
import { expect, test } from '@playwright/test';
import { call, copies, edge, Jar, logIn, sessionNumber } from './support';

/**
 * A copy dies (SIGKILL: no draining, no goodbye) while fans use the site through the edge: the other copy goes on
 * serving pages and logins, and no client of the edge sees a failed request. Runs last (playwright.cluster.config.ts):
 * the killed copy stays dead.
 */

const refuses = (url: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

test('a copy killed with SIGKILL: the other serves pages and logins through the edge, and no request fails', async () => {
  const [victim, survivor] = copies();
  // A signed-in fan's pages come from the edge's cache like a visitor's (issue 38); /api/health always reaches a copy.
  const fan = await logIn('27760000006', { send: edge, verify: edge });
  const failures: string[] = [];
  // An answer the dead copy had begun to send cannot be finished by any proxy: those are counted apart, and only
  // they may break off — their status line arrived before the copy was known dead (the kill and its confirmation are
  // not one instant: an answer the copy sent just before it died may reach the client a moment after the kill).
  const brokenOff: string[] = [];
  let deadAt = Number.POSITIVE_INFINITY;
  let completed = 0;
  let isRunning = true;
  const paths = ['/', '/news', '/springboks', '/api/health'];
  const browse = async (jar: Jar | undefined, offset: number) => {
    for (let index = offset; isRunning; index += 1) {
      const path = paths[index % paths.length] as string;
      let answeredAt: number | undefined;
      try {
        const response = await call(edge, path, { jar });
        answeredAt = performance.now();
        if (response.status !== 200) failures.push(`${path}: ${response.status}`);
        await response.arrayBuffer();
      } catch (error) {
        const message = `${path}: ${error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error)}`;
        if (answeredAt !== undefined && answeredAt < deadAt) brokenOff.push(message);
        else failures.push(message);
      }
      completed += 1;
    }
  };
  const fans = [browse(fan, 0), browse(fan, 1), browse(undefined, 2), browse(fan.copy(), 3)];
  try {
    await expect.poll(() => completed).toBeGreaterThan(20);
    process.kill(-victim!.pid, 'SIGKILL');
    await expect.poll(() => refuses(victim!.url)).toBe(true);
    deadAt = performance.now();
    const atKill = completed;
    await expect.poll(() => completed - atKill, { timeout: 30_000 }).toBeGreaterThan(100);

    // Logins through the edge with the copy gone: the code is sent, verified and the session answers.
    const late = await logIn('27740000004', { send: edge, verify: edge });
    expect(await sessionNumber(edge, late)).toBe('27740000004');
    expect(await sessionNumber(survivor!.url, fan)).toBe('27760000006');
  } finally {
    isRunning = false;
    await Promise.all(fans);
  }
  expect(failures).toEqual([]);
  // At most one answer per browsing client was in flight.
  expect(brokenOff.length).toBeLessThanOrEqual(fans.length);
});
