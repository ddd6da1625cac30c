/**
 * Reach (issue 15): what a fan on a phone pays, measured in Debian's Chromium at 360 × 740 (2× pixels).
 *
 * Bytes: every byte the server sends the browser — pages, scripts, styles, images, prefetches, the service
 * worker's own fetches — is counted on the wire by a TCP relay between the two, so no cache layer can hide or
 * double-count anything. For `/`, a story and `/news`: a first visit (empty cache) and a repeat visit (the same
 * browser opening the page again later), with data-lite off and on. A phase ends when the wire has been quiet for
 * 1.5 s after the page's load event.
 *
 * LCP: Chromium throttled as Lighthouse's slow 4G (1.6 Mbps down, 750 kbps up, 150 ms round trip) and slow 3G (400 kbps
 * down and up, 400 ms round trip), 4× CPU slowdown, a first visit of the home page and a story; the
 * largest-contentful-paint entry's start time.
 *
 * Goals: repeat visit ≤ 30 KB, data-lite first visit ≤ 150 KB, LCP on that 3G ≤ 4 s.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { kb } from './bench-load';
import { CHROMIUM_LAUNCH } from './chromium';

const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** A relay on a free port to `target`, counting the bytes that flow back to the browser. */
async function startRelay(target: URL): Promise<{ port: number; bytes: () => number; close: () => Promise<void> }> {
  let received = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 80), target.hostname);
    sockets.add(client).add(upstream);
    upstream.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    client.pipe(upstream);
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    bytes: () => received,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Waits for the load event, then until no byte has arrived for `quietMs`. */
async function settle(page: Page, bytes: () => number, quietMs = 1500): Promise<void> {
  await page.waitForLoadState('load');
  let last = bytes();
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = bytes();
    if (now !== last) {
      last = now;
      quietSince = Date.now();
    }
  }
}

async function newContext(browser: Browser, origin: string, isLite: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE, baseURL: origin });
  if (isLite) await context.addCookies([{ name: 'data_lite', value: 'on', url: origin }]);
  // A fan who already closed the prompts: their modals are not part of a page's weight.
  await context.addCookies([{ name: 'closed_slow_connection_modal', value: '1', url: origin }]);
  return context;
}

export async function runReachBench(base: string, story: string): Promise<void> {
  const target = new URL(base);
  const relay = await startRelay(target);
  // The relay's address is a different origin from the server's own: 127.0.0.1 keeps cookies and the SW apart.
  const origin = `http://127.0.0.1:${relay.port}`;
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    // Warm the server's page cache and image optimiser, so the figures are a fan's, not the first render's.
    for (const isLite of [false, true]) {
      const context = await newContext(browser, origin, isLite);
      const page = await context.newPage();
      for (const pagePath of ['/', story, '/news']) {
        await page.goto(pagePath);
        await settle(page, relay.bytes, 500);
      }
      await context.close();
    }

    console.log('\nReach: bytes on the wire at 360 × 740, Chromium (headers included; the service worker counted)');
    console.log('page | data-lite | first visit | repeat visit');
    console.log('--- | --- | --- | ---');
    for (const pagePath of ['/', story, '/news']) {
      for (const isLite of [false, true]) {
        const context = await newContext(browser, origin, isLite);
        const page = await context.newPage();
        const start = relay.bytes();
        await page.goto(pagePath);
        await settle(page, relay.bytes);
        const first = relay.bytes() - start;
        // Later: the same phone opens the page again (a new tab, the browser's caches and service worker kept).
        await page.close();
        const again = await context.newPage();
        const repeatStart = relay.bytes();
        await again.goto(pagePath);
        await settle(again, relay.bytes);
        const repeat = relay.bytes() - repeatStart;
        await context.close();
        console.log(`${pagePath} | ${isLite ? 'on' : 'off'} | ${kb(first)} | ${kb(repeat)}`);
      }
    }

    // Lighthouse's throttling profiles: slow 4G (1.6 Mbps down, 750 kbps up, 150 ms) and slow 3G (400 kbps, 400 ms).
    const profiles = [
      { name: 'slow 4G (1.6 Mbps, 150 ms RTT, 4× CPU)', latency: 150, down: 1600, up: 750 },
      { name: 'slow 3G (400 kbps, 400 ms RTT, 4× CPU)', latency: 400, down: 400, up: 400 },
    ];
    for (const profile of profiles) {
      console.log(`\nReach: largest contentful paint, first visit on ${profile.name}, 360 × 740`);
      console.log('page | data-lite | LCP');
      console.log('--- | --- | ---');
      for (const pagePath of ['/', story]) {
        for (const isLite of [false, true]) {
          const context = await newContext(browser, origin, isLite);
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', {
            offline: false,
            latency: profile.latency,
            downloadThroughput: (profile.down * 1000) / 8,
            uploadThroughput: (profile.up * 1000) / 8,
          });
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          await page.goto(pagePath, { timeout: 120_000 });
          await settle(page, relay.bytes);
          const lcp = await page.evaluate(
            () =>
              new Promise<number>((resolve) => {
                new PerformanceObserver((list) => {
                  const entries = list.getEntries();
                  resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
                }).observe({ type: 'largest-contentful-paint', buffered: true });
              }),
          );
          await context.close();
          console.log(`${pagePath} | ${isLite ? 'on' : 'off'} | ${(lcp / 1000).toFixed(2)} s`);
        }
      }
    }
    console.log('\nGoals (issue 15): repeat visit ≤ 30 KB; data-lite first visit ≤ 150 KB; LCP on slow 3G ≤ 4 s.');
  } finally {
    await browser.close();
    await relay.close();
  }
}
