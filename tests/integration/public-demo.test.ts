import { NextRequest } from 'next/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { USSD_DEMO_SERVICE_CODE } from '@/schemas/ussd';

/**
 * A demo that listens beyond the loopback (DEMO_LISTEN_PUBLIC=true, issue 37, decision 038): its public passwords are
 * reachable from the network, so the service API does not take the demo's credentials and the USSD endpoint does not
 * answer unsigned callbacks; each needs a secret of its own, as in production.
 */
vi.hoisted(() => {
  vi.stubEnv('DEMO_LISTEN_PUBLIC', 'true');
});
afterAll(() => vi.unstubAllEnvs());

const { POST: storiesList } = await import('@/app/admin/api/v1/stories/list/route');
const { POST: ussdSession } = await import('@/app/api/ussd/session/route');
const { getConfig } = await import('@/server/config');

describe('a demo beyond the loopback', () => {
  it('is a demo that listens on every interface', () => {
    expect(getConfig().isDemoMode).toBe(true);
    expect(getConfig().listen).toMatchObject({ hosts: ['*'], isPublicDemo: true });
  });

  it("refuses the demo's service API credentials", async () => {
    const response = await storiesList(
      new NextRequest('http://localhost:3000/admin/api/v1/stories/list', {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from('service:touchline-service').toString('base64')}`,
          'content-type': 'application/json',
          'x-forwarded-for': '198.51.100.201',
        },
        body: '{}',
      }),
    );
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('unauthorized');
  });

  it('refuses an unsigned USSD callback', async () => {
    const response = await ussdSession(
      new NextRequest('http://localhost:3000/api/ussd/session', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.51.100.202' },
        body: new URLSearchParams({
          sessionId: `public-demo-${process.pid}`,
          serviceCode: USSD_DEMO_SERVICE_CODE,
          phoneNumber: '27690000001',
          networkCode: '65510',
          text: '',
        }).toString(),
      }),
    );
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('unsigned');
  });
});
