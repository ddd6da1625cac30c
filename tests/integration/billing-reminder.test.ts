import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getSession } from '@/app/api/auth/session/route';
import { POST as subscribeReminderUser } from '@/app/api/site/user/subscribeReminderUser/route';
import { isoAgo, keepDemoSubscriptionCurrent, logIn, sendEvent } from '../support/billing-http';
import { call, CookieJar, emsisdnOf, errorOf, insertFan } from '../support/identity-http';

/**
 * subscribe_reminder (spec §2, §7): a member without a subscription is reminded once per session. Closing it —
 * GET /api/auth/session?subscribe_reminder=closed — ends it for that session only; a subscriber is never reminded.
 */

const reminder = async (jar: CookieJar, msisdn?: string) => {
  const response = await call(
    subscribeReminderUser,
    '/api/site/user/subscribeReminderUser',
    { emsisdn: msisdn ? emsisdnOf(msisdn) : undefined },
    { jar },
  );
  expect(response.status).toBe(200);
  return (await response.json()).status;
};
beforeAll(keepDemoSubscriptionCurrent);

const close = (jar: CookieJar) => call(getSession, '/api/auth/session?subscribe_reminder=closed', undefined, { jar });

describe('subscribeReminderUser', () => {
  it('reminds a member without a subscription until the reminder is closed, then again in a new session', async () => {
    const msisdn = '27720000002';
    const first = await logIn(msisdn, { ip: '198.51.100.150' });
    expect(await reminder(first, msisdn)).toBe(true);
    expect(await reminder(first)).toBe(true);

    const closed = await close(first);
    expect(closed.status).toBe(200);
    expect((await closed.json()).user).toMatchObject({ msisdn });
    expect(await reminder(first, msisdn)).toBe(false);
    // Closing again changes nothing.
    await close(first);
    expect(await reminder(first, msisdn)).toBe(false);

    const second = await logIn(msisdn, { ip: '198.51.100.151' });
    expect(await reminder(second, msisdn)).toBe(true);
  });

  it('does not close the reminder for a session query without the flag, or with another value', async () => {
    const msisdn = '27750000005';
    const jar = await logIn(msisdn, { ip: '198.51.100.152' });
    await call(getSession, '/api/auth/session', undefined, { jar });
    await call(getSession, '/api/auth/session?subscribe_reminder=open', undefined, { jar });
    expect(await reminder(jar, msisdn)).toBe(true);
  });

  it('never reminds a subscriber, nor role_id 1', async () => {
    expect(await reminder(await logIn('27710000001', { ip: '198.51.100.153' }), '27710000001')).toBe(false);
    expect(await reminder(await logIn('27740000004', { ip: '198.51.100.154' }), '27740000004')).toBe(false);
  });

  it('stops reminding once the fan subscribes, in the same session', async () => {
    const msisdn = '27870000001';
    await insertFan(msisdn);
    const jar = await logIn(msisdn, { ip: '198.51.100.155' });
    expect(await reminder(jar, msisdn)).toBe(true);
    expect(
      await (
        await sendEvent('mtn', {
          event_id: `reminder-${msisdn}`,
          type: 'subscribe',
          msisdn,
          subscription_id: 'r-1',
          occurred_at: isoAgo(1),
        })
      ).json(),
    ).toEqual({
      status: 'applied',
    });
    expect(await reminder(jar, msisdn)).toBe(false);
  });

  it('needs a session (401), and the emsisdn must be the fan’s own (403)', async () => {
    const response = await call(subscribeReminderUser, '/api/site/user/subscribeReminderUser', { emsisdn: emsisdnOf('27720000002') });
    expect(await errorOf(response)).toEqual({ status: 401, code: 'session_required', message: 'Please log in to continue' });
    const jar = await logIn('27730000003', { ip: '198.51.100.156' });
    const other = await call(subscribeReminderUser, '/api/site/user/subscribeReminderUser', { emsisdn: emsisdnOf('27720000002') }, { jar });
    expect(await errorOf(other)).toEqual({ status: 403, code: 'forbidden', message: 'You can only change your own profile' });
  });

  it('closing without a session does nothing and answers {}', async () => {
    const response = await close(new CookieJar());
    expect(await response.json()).toEqual({});
  });
});
