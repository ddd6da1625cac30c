import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, errorOf } from '../support/identity-http';

vi.mock('@/server/ops/error-reports', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/server/ops/error-reports')>();
  return { ...original, findErrorReport: vi.fn(original.findErrorReport) };
});

/**
 * The one route wrapper (issue 16, decision 012): one error shape, one log line per fault with the request id the
 * answer carries, same-site checks on every cookie-authenticated state change, bodies bounded before they are read.
 */
const { findErrorReport } = await import('@/server/ops/error-reports');
const { getLogger } = await import('@/server/logger');
const { POST: getErrorBoundaryDb } = await import('@/app/api/site/error-boundary/getErrorBoundaryDb/route');
const { POST: loginEnterNumber } = await import('@/app/api/site/user/loginEnterNumber/route');
const { POST: otpVerify } = await import('@/app/api/site/user/otp/verify/route');
const { POST: updateProfile } = await import('@/app/api/v1/user/updateProfile/route');
const { POST: storiesList } = await import('@/app/admin/api/v1/stories/list/route');
const { GET: session } = await import('@/app/api/auth/session/route');
const { POST: callback } = await import('@/app/api/billing/callbacks/[provider]/route');

afterEach(() => vi.clearAllMocks());

describe('an unexpected fault', () => {
  it('answers JSON 500 with no detail, carries a request id, and is logged once with it', async () => {
    vi.mocked(findErrorReport).mockRejectedValueOnce(new Error('relation "secret_table" does not exist'));
    const logged = vi.spyOn(getLogger(), 'error');
    const response = await call(getErrorBoundaryDb, '/api/site/error-boundary/getErrorBoundaryDb', { message: 'x', page: '/' });
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toContain('application/json');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'internal_error', message: 'An error occurred. Please try again later' } });
    expect(text).not.toContain('secret_table');
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]?.[0]).toMatchObject({
      requestId,
      method: 'POST',
      path: '/api/site/error-boundary/getErrorBoundaryDb',
      status: 500,
    });
  });

  it('every answer carries a request id, refusals included', async () => {
    const refused = await call(loginEnterNumber, '/api/site/user/loginEnterNumber', { msisdn: '' }, { ip: '198.51.100.140' });
    expect(refused.status).toBe(422);
    expect(refused.headers.get('x-request-id')).toBeTruthy();
  });
});

describe('a cross-site request', () => {
  const fromOtherSite = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };

  it('is refused with 403 on a state-changing endpoint, whatever the body type', async () => {
    const json = await call(
      loginEnterNumber,
      '/api/site/user/loginEnterNumber',
      { msisdn: '27710000001' },
      { ip: '198.51.100.141', headers: fromOtherSite },
    );
    expect(await errorOf(json)).toMatchObject({ status: 403, code: 'cross_site' });
    // A form or text/plain body needs no CORS preflight: the classic CSRF.
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const forged = new NextRequest('http://localhost:3000/api/site/user/otp/verify', {
        method: 'POST',
        headers: { 'content-type': type, origin: 'https://evil.example', 'x-forwarded-for': '198.51.100.142' },
        body: type === 'text/plain' ? '{"otp":"1234","msisdn_entered":"27710000001"}' : 'otp=1234&msisdn_entered=27710000001',
      });
      expect(await errorOf(await otpVerify(forged)), type).toMatchObject({ status: 403, code: 'cross_site' });
    }
  });

  it('is allowed from this site and from clients that are not browsers', async () => {
    const sameOrigin = await call(
      loginEnterNumber,
      '/api/site/user/loginEnterNumber',
      { msisdn: '' },
      { ip: '198.51.100.143', headers: { 'sec-fetch-site': 'same-origin' } },
    );
    expect(sameOrigin.status).toBe(422);
    const ownOrigin = await call(
      loginEnterNumber,
      '/api/site/user/loginEnterNumber',
      { msisdn: '' },
      { ip: '198.51.100.143', headers: { origin: 'http://localhost:3000' } },
    );
    expect(ownOrigin.status).toBe(422);
    const noBrowser = await call(loginEnterNumber, '/api/site/user/loginEnterNumber', { msisdn: '' }, { ip: '198.51.100.143' });
    expect(noBrowser.status).toBe(422);
  });

  it('is refused by the service API too, before its credentials are looked at: a browser sends saved Basic credentials with any form post (issue 37)', async () => {
    const basic = `Basic ${Buffer.from('service:touchline-service').toString('base64')}`;
    const bySite = await call(
      storiesList,
      '/admin/api/v1/stories/list',
      {},
      { ip: '198.51.100.144', headers: { ...fromOtherSite, authorization: basic } },
    );
    expect(await errorOf(bySite)).toMatchObject({ status: 403, code: 'cross_site' });
    const byOrigin = await call(
      storiesList,
      '/admin/api/v1/stories/list',
      {},
      { ip: '198.51.100.144', headers: { origin: 'https://evil.example', authorization: basic } },
    );
    expect(await errorOf(byOrigin)).toMatchObject({ status: 403, code: 'cross_site' });
    const fromServer = await call(
      storiesList,
      '/admin/api/v1/stories/list',
      {},
      { ip: '198.51.100.144', headers: { authorization: basic } },
    );
    expect(fromServer.status).toBe(200);
  });

  it("is refused on the session's state-changing query flags, but may read the session", async () => {
    const nickname = await call(session, '/api/auth/session?nickname=Hacked', undefined, { headers: fromOtherSite });
    expect(await errorOf(nickname)).toMatchObject({ status: 403, code: 'cross_site' });
    const reminder = await call(session, '/api/auth/session?subscribe_reminder=closed', undefined, { headers: fromOtherSite });
    expect(reminder.status).toBe(403);
    const read = await call(session, '/api/auth/session', undefined, { headers: fromOtherSite });
    expect(read.status).toBe(200);
  });
});

/** A streamed POST (no Content-Length) of `totalBytes` that counts how many bytes the server pulled from it. */
function streamedPost(path: string, totalBytes: number, contentType: string) {
  const counter = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= totalBytes) return controller.close();
      const size = Math.min(64 * 1024, totalBytes - counter.pulled);
      counter.pulled += size;
      controller.enqueue(new Uint8Array(size).fill(97));
    },
  });
  const init = { method: 'POST', headers: { 'content-type': contentType }, body, duplex: 'half' };
  return { request: new NextRequest(`http://localhost:3000${path}`, init as ConstructorParameters<typeof NextRequest>[1]), counter };
}

describe('a body', () => {
  it('a chunked carrier callback (no Content-Length) is cut off at 16 KB', async () => {
    const { request, counter } = streamedPost('/api/billing/callbacks/mtn', 10_000_000, 'application/json');
    const response = await callback(request, { params: Promise.resolve({ provider: 'mtn' }) });
    expect(await errorOf(response)).toMatchObject({ status: 413, code: 'payload_too_large' });
    expect(counter.pulled).toBeLessThan(200_000);
  });

  it('the profile upload checks the session before it reads the body', async () => {
    const { request, counter } = streamedPost('/api/v1/user/updateProfile', 5_000_000, 'multipart/form-data; boundary=x');
    const response = await updateProfile(request);
    expect(await errorOf(response)).toMatchObject({ status: 401, code: 'session_required' });
    expect(counter.pulled).toBeLessThan(200_000);
  });

  it('a JSON body past 64 KB is 413 however it is sent', async () => {
    const response = await call(
      loginEnterNumber,
      '/api/site/user/loginEnterNumber',
      { msisdn: 'x'.repeat(70_000) },
      { ip: '198.51.100.145' },
    );
    expect(await errorOf(response)).toMatchObject({ status: 413, code: 'payload_too_large' });
  });
});
