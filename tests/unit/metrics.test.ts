import { describe, expect, it } from 'vitest';
import { DEMO_METRICS_TOKEN, parseConfig } from '@/server/config';
import { countLoginCode, countRateLimitRefusal, metricsRegistry, renderMetrics, routeGroup } from '@/server/metrics';
import { limitName } from '@/server/rate-limits/rate-limit';

describe('metrics (issue 39)', () => {
  it('puts every address in one of a few route groups, never the address itself', () => {
    expect(routeGroup('/')).toBe('page');
    expect(routeGroup('/zu/news/some-story?x=1')).toBe('page');
    expect(routeGroup('/_next/static/chunks/app.js')).toBe('static');
    expect(routeGroup('/_next/image?url=%2Fa.jpg&w=360&q=75')).toBe('image');
    expect(routeGroup('/api/site/matches/12/live')).toBe('live_stream');
    expect(routeGroup('/api/site/matches/12')).toBe('api_site');
    expect(routeGroup('/api/auth/sign-in')).toBe('api_auth');
    expect(routeGroup('/api/health/ready')).toBe('health');
    expect(routeGroup('/admin/stories')).toBe('admin');
    expect(routeGroup('/admin/api/v1/stories')).toBe('api_admin');
    expect(routeGroup('/metrics')).toBe('metrics');
    expect(routeGroup('/manifest.webmanifest')).toBe('static');
    expect(routeGroup(undefined)).toBe('page');
  });

  it('names a rate limit by what it counts, never by the address, fan or number in its key', () => {
    expect(limitName('lookup:ip:196.21.4.1')).toBe('lookup:ip');
    expect(limitName('code-fail:day:sms:27821234567')).toBe('code-fail:day');
    expect(limitName('staff-login-try:someone@example.com')).toBe('staff-login-try');
    expect(limitName('matchday-vote:fan:8f1c')).toBe('matchday-vote:fan');
    expect(limitName('welcome-sms:123')).toBe('welcome-sms');
  });

  it('answers Prometheus text with touchline_* series, the same series however often a recorder runs', async () => {
    countLoginCode('sms', 'sent');
    countLoginCode('sms', 'sent');
    countLoginCode('email', 'refused');
    countRateLimitRefusal('lookup:ip');
    const { body, contentType } = await renderMetrics();
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(body).toContain('touchline_login_codes_total{channel="sms",outcome="sent"} 2');
    expect(body).toContain('touchline_login_codes_total{channel="email",outcome="refused"} 1');
    expect(body).toContain('touchline_rate_limit_refusals_total{limit="lookup:ip"} 1');
    expect(body).toContain('# TYPE touchline_http_requests_total counter');
    expect(body).toContain('# TYPE touchline_http_request_duration_seconds histogram');
    expect(body).toMatch(/^touchline_nodejs_eventloop_lag_seconds /m);
    expect(body).toMatch(/^touchline_nodejs_heap_size_used_bytes /m);
    // Every series is the site's own.
    const names = body
      .split('\n')
      .filter((line) => line.startsWith('# TYPE '))
      .map((line) => line.split(' ')[2]);
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => !name?.startsWith('touchline_'))).toEqual([]);
    expect(metricsRegistry()).toBe(metricsRegistry());
  });

  it('has a metrics token in a demo on the loopback only, none in production unless set, and refuses a short one', () => {
    expect(parseConfig({}).ops.metricsToken).toBe(DEMO_METRICS_TOKEN);
    expect(parseConfig({ DEMO_LISTEN_PUBLIC: 'true' }).ops.metricsToken).toBeNull();
    expect(parseConfig({ METRICS_TOKEN: 'a-scraper-token-long-enough' }).ops.metricsToken).toBe('a-scraper-token-long-enough');
    expect(() => parseConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
    expect(() => parseConfig({ DEMO_LISTEN_PUBLIC: 'true', METRICS_TOKEN: DEMO_METRICS_TOKEN })).toThrow(/demo's token/);
    expect(parseConfig({}).ops.drainSeconds).toBe(0);
    expect(parseConfig({ DRAIN_SECONDS: '12' }).ops.drainSeconds).toBe(12);
  });
});
