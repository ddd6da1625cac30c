import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';

/**
 * Issue 39: `GET /metrics` for a scraper with the token (the demo's here: the tests run as a demo on the loopback),
 * liveness that asks nothing of the database, readiness that is 503 while the copy drains, and the request id the
 * edge gives kept through the wrapper.
 */
const { GET: metrics } = await import('@/app/metrics/route');
const { GET: live } = await import('@/app/api/health/live/route');
const { GET: ready } = await import('@/app/api/health/ready/route');
const { GET: health } = await import('@/app/api/health/route');
const { DEMO_METRICS_TOKEN } = await import('@/server/config');
const { countLoginCode } = await import('@/server/metrics');

const DRAINING = Symbol.for('touchline.draining');
const get = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(`http://localhost${path}`, { headers: { 'x-forwarded-for': '198.51.100.90', ...headers } });

describe('GET /metrics', () => {
  it("answers Prometheus' text to the token, with the database pool and the outbound queue read on the scrape", async () => {
    countLoginCode('sms', 'verified');
    const response = await metrics(get('/metrics', { authorization: `Bearer ${DEMO_METRICS_TOKEN}` }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.text();
    expect(body).toMatch(/^touchline_login_codes_total\{channel="sms",outcome="verified"\} [1-9]/m);
    expect(body).toMatch(/^touchline_db_pool_connections\{state="idle"\} \d+/m);
    expect(body).toMatch(/^touchline_process_cpu_seconds_total /m);
  });

  it('is 401 without the token or with a wrong one, and says how to authenticate', async () => {
    const tries: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-the-token-at-all' },
      { authorization: `Basic ${DEMO_METRICS_TOKEN}` },
    ];
    for (const headers of tries) {
      const response = await metrics(get('/metrics', { ...headers, 'x-forwarded-for': '198.51.100.91' }));
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await response.text()).not.toContain('touchline_');
    }
  });
});

describe('health', () => {
  it('is live and ready with the database migrated; /api/health keeps its contract', async () => {
    expect(await (await live(get('/api/health/live'))).json()).toEqual({ status: 'ok' });
    const answer = await ready(get('/api/health/ready'));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ready', checks: { database: true, migrations: true, draining: false } });
    expect(await (await health(get('/api/health'))).json()).toEqual({ status: 'ok' });
  });

  it('is not ready while the copy drains (SIGTERM), and still live', async () => {
    const holder = globalThis as { [DRAINING]?: boolean };
    holder[DRAINING] = true;
    try {
      const answer = await ready(get('/api/health/ready'));
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBeTruthy();
      expect(await answer.json()).toEqual({ status: 'not_ready', checks: { database: true, migrations: true, draining: true } });
      expect((await live(get('/api/health/live'))).status).toBe(200);
    } finally {
      delete holder[DRAINING];
    }
  });

  it("answers with the request id it was given (serve.mjs's, from the edge), and a new one for a malformed id", async () => {
    const given = await live(get('/api/health/live', { 'x-request-id': 'edge-0123456789abcdef' }));
    expect(given.headers.get('x-request-id')).toBe('edge-0123456789abcdef');
    const malformed = await live(get('/api/health/live', { 'x-request-id': 'bad id; "quoted" {}' }));
    expect(malformed.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
