import { expect, test } from '@playwright/test';

/** Issue 26: an API refusal is written in the site's language (the NEXT_LOCALE cookie), its code the same; English without it. */
test('an API error in isiZulu with NEXT_LOCALE=zu, in English without', async ({ playwright, baseURL }) => {
  const zulu = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: 'NEXT_LOCALE=zu' } });
  const inZulu = await zulu.get('/api/site/no-such-endpoint');
  expect(inZulu.status()).toBe(404);
  expect(await inZulu.json()).toEqual({ error: { code: 'not_found', message: 'Akukho lutho kuleli kheli.' } });
  await zulu.dispose();

  const english = await playwright.request.newContext({ baseURL });
  const inEnglish = await english.get('/api/site/no-such-endpoint');
  expect(await inEnglish.json()).toEqual({ error: { code: 'not_found', message: 'There is nothing at this address.' } });
  await english.dispose();
});
