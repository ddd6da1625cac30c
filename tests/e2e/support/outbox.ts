import { expect, type APIRequestContext, type Page } from '@playwright/test';

interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  body: string;
  createdAt: string;
}

export async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** Waits for a message newer than `since` (ISO) to `to`, and returns the 4-digit code in it. */
export async function codeSentTo(request: APIRequestContext, to: string, since: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const fresh = (await outbox(request, to)).filter((message) => message.createdAt > since);
      code = fresh[0]?.body.match(/\b(\d{4})\b/)?.[1];
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code as string;
}

/** Types a code into the modal's four boxes (the first box advances focus on its own). */
export async function typeCode(page: Page, code: string) {
  await page.getByTestId('otp-digit-1').click();
  await page.keyboard.type(code);
}

export const now = () => new Date().toISOString();

/** Creates a registered fan through the sign-up API (its own cookie jar), for tests that need a fan of their own. */
export async function createFan(request: APIRequestContext, msisdn: string, firstName: string) {
  const since = now();
  const sent = await request.post('/api/site/user/loginEnterNumber', { data: { msisdn, network: 'mtn', purpose: 'signup' } });
  expect(sent.status()).toBe(200);
  const otp = await codeSentTo(request, msisdn, since);
  expect((await request.post('/api/site/user/otp/verify', { data: { otp, msisdn_entered: msisdn } })).status()).toBe(200);
  const created = await request.post('/api/site/user/findOrCreateUserSignUp', {
    data: {
      first_name: firstName,
      last_name: 'Tester',
      nickname: firstName,
      number: msisdn,
      network: 'mtn',
      email: `${msisdn}@example.com`,
      province: 'Gauteng',
      team: 'springboks',
      accept_terms: true,
    },
  });
  expect(created.status()).toBe(200);
}
