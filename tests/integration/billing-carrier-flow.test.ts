import { beforeAll, describe, expect, it } from 'vitest';
import { GET as returnRoute } from '@/app/api/billing/return/[provider]/route';
import { GET as sandboxPage, POST as sandboxAnswer } from '@/app/api/billing/sandbox/[provider]/route';
import { GET as subscribeRoute } from '@/app/api/billing/subscribe/[provider]/route';
import { callProvider, logIn, subscriptionEventRows, subscriptionOf, welcomeMessages } from '../support/billing-http';
import { CookieJar, insertFan, setCookie } from '../support/identity-http';

/**
 * Carrier billing in demo mode (spec §8, DESIGN §6, §11): "Subscribe with {network}" → the network's confirmation page
 * (the sandbox's stand-in) → its signed callback → back to /subscribe. `x-msisdn` marks a request as arriving over
 * that number's mobile data; without it the fan is on Wi-Fi (offnet).
 */

const FAN = '27890000001';
const WAITING_FAN = '27890000007';
const CANCELLING_FAN = '27890000003';
let jars: Record<string, CookieJar> = {};

beforeAll(async () => {
  for (const msisdn of [FAN, WAITING_FAN, CANCELLING_FAN]) await insertFan(msisdn);
  jars = {
    [FAN]: await logIn(FAN, { ip: '198.51.100.190' }),
    [WAITING_FAN]: await logIn(WAITING_FAN, { ip: '198.51.100.191' }),
    [CANCELLING_FAN]: await logIn(CANCELLING_FAN, { ip: '198.51.100.192' }),
  };
});

const start = (provider: string, msisdn: string | null, headers: Record<string, string> = {}) =>
  callProvider(subscribeRoute, `/api/billing/subscribe/${provider}`, provider, undefined, {
    jar: msisdn ? jars[msisdn] : new CookieJar(),
    headers,
  });
const location = (response: Response) => response.headers.get('location');

/** Starts on mobile data and returns the sandbox page's path (with its token). */
async function confirmationPage(provider: string, msisdn: string): Promise<string> {
  const response = await start(provider, msisdn, { 'x-msisdn': msisdn });
  expect(response.status).toBe(303);
  const to = new URL(location(response) ?? '', 'http://elsewhere.example');
  expect(to.pathname).toBe(`/api/billing/sandbox/${provider}`);
  return `${to.pathname}${to.search}`;
}

function answer(provider: string, path: string, decision: 'confirm' | 'cancel', token?: string) {
  const form = new FormData();
  form.set('token', token ?? new URL(path, 'http://localhost:3000').searchParams.get('token') ?? '');
  form.set('decision', decision);
  return callProvider(sandboxAnswer, `/api/billing/sandbox/${provider}`, provider, form);
}

describe('starting a carrier subscription', () => {
  it('a visitor logs in first', async () => {
    const response = await start('mtn', null, { 'x-msisdn': FAN });
    expect(response.status).toBe(303);
    expect(location(response)).toBe('/api/auth/signin?error=SessionRequired&callbackUrl=%2Fsubscribe');
  });

  it('on Wi-Fi (no number from the network): back to /subscribe?offnet=…', async () => {
    expect(location(await start('mtn', FAN))).toBe('/subscribe?offnet=mtn');
  });

  it("on another number's mobile data: back with error=other_number", async () => {
    expect(location(await start('mtn', FAN, { 'x-msisdn': '27720000002' }))).toBe('/subscribe?error=other_number');
  });

  it('an unknown provider, or stellr (a voucher): back with error=unknown_provider', async () => {
    expect(location(await start('bogus', FAN, { 'x-msisdn': FAN }))).toBe('/subscribe?error=unknown_provider');
    expect(location(await start('stellr', FAN, { 'x-msisdn': FAN }))).toBe('/subscribe?error=unknown_provider');
  });
});

describe('the confirmation page (sandbox)', () => {
  it('shows the number, and Confirm subscribes it through a signed callback, once', async () => {
    const path = await confirmationPage('mtn', FAN);
    const page = await callProvider(sandboxPage, path, 'mtn');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<strong>${FAN}</strong>`);
    expect(html).toContain('data-testid="carrier-sandbox"');

    const confirmed = await answer('mtn', path, 'confirm');
    expect(confirmed.status).toBe(303);
    const back = new URL(location(confirmed) ?? '', 'http://elsewhere.example');
    expect(back.pathname).toBe('/api/billing/return/mtn');
    expect(back.searchParams.get('result')).toBe('confirmed');
    const subscriptionId = back.searchParams.get('subscription_id') ?? '';
    expect(subscriptionId).toMatch(new RegExp(`^sbx-mtn-${FAN}-`));
    expect(await subscriptionOf(FAN)).toMatchObject({ provider: 'mtn', provider_subscription_id: subscriptionId, state: 'active' });
    expect(await subscriptionEventRows({ provider: 'mtn', eventId: `${subscriptionId}:subscribe` })).toHaveLength(1);

    // Confirming the same page again applies nothing new.
    await answer('mtn', path, 'confirm');
    expect(await subscriptionEventRows({ provider: 'mtn', eventIdPrefix: `sbx-mtn-${FAN}` })).toHaveLength(1);
    expect(await welcomeMessages(FAN)).toHaveLength(1);

    const returned = await callProvider(returnRoute, `${back.pathname}${back.search}`, 'mtn');
    expect(location(returned)).toBe('/subscribe?subscribed=mtn');
  });

  it('Cancel subscribes nobody', async () => {
    const path = await confirmationPage('vodacom', CANCELLING_FAN);
    const cancelled = await answer('vodacom', path, 'cancel');
    expect(new URL(location(cancelled) ?? '', 'http://elsewhere.example').searchParams.get('result')).toBe('cancelled');
    expect(await subscriptionOf(CANCELLING_FAN)).toBeUndefined();
    const returned = await callProvider(returnRoute, '/api/billing/return/vodacom?result=cancelled', 'vodacom');
    expect(location(returned)).toBe('/subscribe?cancelled=vodacom');
  });

  it('a number waiting for its first charge (ends in 7) gets no callback', async () => {
    const path = await confirmationPage('telkom', WAITING_FAN);
    expect((await answer('telkom', path, 'confirm')).status).toBe(303);
    expect(await subscriptionOf(WAITING_FAN)).toBeUndefined();
  });

  it('is 404 for a forged token or the token of another provider', async () => {
    const path = await confirmationPage('mtn', CANCELLING_FAN);
    const token = new URL(path, 'http://localhost:3000').searchParams.get('token') ?? '';
    const [payload = '', mac = ''] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), msisdn: '27720000002' })).toString('base64url')}.${mac}`;
    expect((await callProvider(sandboxPage, `/api/billing/sandbox/mtn?token=${encodeURIComponent(forged)}`, 'mtn')).status).toBe(404);
    expect((await answer('mtn', path, 'confirm', forged)).status).toBe(404);
    expect((await callProvider(sandboxPage, `/api/billing/sandbox/vodacom?token=${encodeURIComponent(token)}`, 'vodacom')).status).toBe(
      404,
    );
    expect((await answer('vodacom', path, 'confirm', token)).status).toBe(404);
    expect((await callProvider(sandboxPage, '/api/billing/sandbox/mtn', 'mtn')).status).toBe(404);
    expect(await subscriptionOf('27720000002')).toBeUndefined();
  });
});

describe('the return address', () => {
  it('Telkom: to telkom-subscribing, with the 60-second {product}_from_telkom cookie', async () => {
    const response = await callProvider(returnRoute, '/api/billing/return/telkom?subscription_id=tk-5&result=confirmed', 'telkom');
    expect(location(response)).toBe('/subscribe?telkom=tk-5');
    expect(setCookie(response, 'touchline_from_telkom')).toMatch(/^touchline_from_telkom=1;.*Max-Age=60/);
  });

  it('an unknown provider: error=unknown_provider', async () => {
    expect(location(await callProvider(returnRoute, '/api/billing/return/bogus', 'bogus'))).toBe('/subscribe?error=unknown_provider');
  });
});
