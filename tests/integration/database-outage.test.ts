import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../support/identity-http';

/**
 * A database outage (issue 22 item 7): the APIs answer 503 with Retry-After and a JSON error, as `/api/health` does,
 * never a 500. The routes run against a database address where nothing listens (a port opened and closed again), the
 * way they meet a PostgreSQL that is stopped or restarting.
 */
const unreachable = await new Promise<string>((resolve) => {
  const server: Server = createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number };
    server.close(() => resolve(`postgres://postgres@127.0.0.1:${port}/touchline`));
  });
});

// A console action reads the staff session through next/headers: a well-signed session cookie, which only the database
// could resolve (better-auth checks the signature first, then looks the token up).
const session = vi.hoisted(() => ({ cookie: '' }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ cookie: session.cookie, 'x-forwarded-for': '198.51.100.91' }),
}));

vi.mock('@/server/db/client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/server/db/client')>();
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pg = (await import('pg')).default;
  let db: Awaited<ReturnType<typeof original.getDb>> | undefined;
  return {
    ...original,
    getDb: async () => (db ??= drizzle(new pg.Pool({ connectionString: unreachable, max: 2 })) as never),
  };
});

const { getDb } = await import('@/server/db/client');
const { GET: health } = await import('@/app/api/health/route');
const { POST: sendErrorBoundaryDb } = await import('@/app/api/site/error-boundary/sendErrorBoundaryDb/route');
const { POST: loginEnterNumber } = await import('@/app/api/site/user/loginEnterNumber/route');
const { POST: storiesList } = await import('@/app/admin/api/v1/stories/list/route');
const { POST: updateProfile } = await import('@/app/api/v1/user/updateProfile/route');
const { getLogger } = await import('@/server/logger');
const { deleteFaqAction } = await import('@/app/admin/(console)/competitions/actions');

const SERVICE_AUTH = `Basic ${Buffer.from('service:touchline-service').toString('base64')}`;
const { getConfig } = await import('@/server/config');
const token = 'a-session-token-the-database-would-know';
session.cookie = `touchline.session_token=${encodeURIComponent(`${token}.${createHmac('sha256', getConfig().auth.secret).update(token).digest('base64')}`)}`;

beforeAll(async () => {
  // The pool really cannot connect (the premise of every test below).
  await expect((await getDb()).$client.query('select 1')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
});
afterAll(async () => {
  await (await getDb()).$client.end();
});

async function expectUnavailable(response: Response): Promise<void> {
  expect(response.status).toBe(503);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(response.headers.get('content-type')).toContain('application/json');
  expect(await response.json()).toEqual({ error: { code: 'service_unavailable', message: expect.stringMatching(/try again/i) } });
}

describe('while the database cannot be reached', () => {
  it('a write answers 503 with Retry-After and a JSON error, logged once with its request id', async () => {
    const logged = vi.spyOn(getLogger(), 'error');
    const response = await call(sendErrorBoundaryDb, '/api/site/error-boundary/sendErrorBoundaryDb', { message: 'x', page: '/' });
    const requestId = response.headers.get('x-request-id');
    await expectUnavailable(response);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]?.[0]).toMatchObject({ requestId, status: 503 });
  });

  it('a signed-in fan’s call answers 503, not 401 (the session cannot be looked up, it has not ended)', async () => {
    await expectUnavailable(
      await call(updateProfile, '/api/v1/user/updateProfile', { nickname: 'x' }, { headers: { cookie: session.cookie } }),
    );
  });

  it('a fan sign-in and the service API answer 503 too', async () => {
    await expectUnavailable(
      await call(loginEnterNumber, '/api/site/user/loginEnterNumber', { msisdn: '27710000001' }, { ip: '198.51.100.90' }),
    );
    await expectUnavailable(
      await call(storiesList, '/admin/api/v1/stories/list', { order: 'desc', page: 1 }, { headers: { authorization: SERVICE_AUTH } }),
    );
  });

  it('a console action says so, in the same words, instead of failing the page', async () => {
    expect(await deleteFaqAction({ id: '1' })).toEqual({ ok: false, message: expect.stringMatching(/briefly unavailable.*try again/i) });
  });

  it('/api/health says 503 with Retry-After', async () => {
    const response = await call(health, '/api/health');
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
