import { createECDH, randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { query } from './support/database';

/**
 * The bell (issue 24 item 5, decision 031) in Chromium at 360 px, in isiZulu. Headless Chromium has no push service
 * to reach here, so PushManager's subscribe is replaced by one that hands back a subscription on FCM's address (with
 * real browser keys); everything else is the site's: the worker, the permission question, the calls, the database.
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 740 } });

/** A Springboks match's page, where the match pages render `<PushBell team={team} />`. */
async function bellPage(): Promise<string> {
  const [row] = await query<{ id: number }>(`select id from matches where team = 'springboks' order by kickoff_at desc limit 1`);
  return `/matches/springboks/${row?.id ?? 0}`;
}

async function subscriptionRow(endpoint: string) {
  const [row] = await query<{ topics: string[]; locale: string }>('select topics, locale from push_subscriptions where endpoint = $1', [
    endpoint,
  ]);
  return row ?? null;
}

/** The bell's choice as the service worker finds it in Cache Storage. */
async function pushChoice(page: Page): Promise<unknown> {
  return page.evaluate(async () => (await (await caches.open('tl-push-v1')).match('/__push/choice.json'))?.json() ?? null);
}

test('the bell asks nothing until tapped, then subscribes to the chosen topics in the page’s language', async ({
  page,
  context,
  baseURL,
}) => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(6).toString('hex')}`;
  const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'zu', url: baseURL }]);
  await page.addInitScript(
    ({ endpoint: address, keys: browserKeys }) => {
      const asked: string[] = [];
      (window as unknown as { __asked: string[] }).__asked = asked;
      Notification.requestPermission = async () => {
        asked.push('permission');
        return 'granted';
      };
      let stored: unknown = null;
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        const subscription = {
          endpoint: address,
          expirationTime: null,
          options: { userVisibleOnly: true, applicationServerKey: options?.applicationServerKey ?? null },
          toJSON: () => ({ endpoint: address, expirationTime: null, keys: browserKeys }),
          unsubscribe: async () => {
            stored = null;
            return true;
          },
        };
        stored = subscription;
        return subscription as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () => stored as PushSubscription | null;
    },
    { endpoint, keys },
  );

  await page.goto(await bellPage());
  const bell = page.getByRole('button', { name: /Thola izaziso/ });
  await expect(bell).toBeVisible();
  await expect(bell).toHaveAttribute('aria-expanded', 'false');
  expect((await bell.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await expect(page.getByTestId('push-panel')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __asked: string[] }).__asked)).toEqual([]);

  await bell.click();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByTestId('push-panel');
  await expect(panel.getByRole('heading', { name: 'Izaziso ze-Springboks' })).toBeVisible();
  await expect(panel.getByRole('checkbox', { name: 'Ukuqala komdlalo' })).toBeChecked();
  await expect(panel.getByRole('checkbox', { name: 'Wonke amaphuzu' })).toBeChecked();
  await panel.getByRole('checkbox', { name: 'Isikhathi esigcwele' }).uncheck();
  await panel.getByRole('checkbox', { name: 'Izindaba' }).check();
  // Still nothing asked: only "Turn on" asks.
  expect(await page.evaluate(() => (window as unknown as { __asked: string[] }).__asked)).toEqual([]);
  const turnOn = panel.getByRole('button', { name: 'Vula', exact: true });
  expect((await turnOn.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await turnOn.click();
  await expect(panel.getByRole('status')).toHaveText('Izaziso zivuliwe kulesi siphequluli.');
  expect(await page.evaluate(() => (window as unknown as { __asked: string[] }).__asked)).toEqual(['permission']);
  expect(await subscriptionRow(endpoint)).toEqual({ topics: ['springboks:kick_off', 'springboks:score', 'news'], locale: 'zu' });
  // Kept where the service worker reads it to subscribe again on pushsubscriptionchange (src/sw/push-choice.ts).
  expect(await pushChoice(page)).toEqual({ topics: ['springboks:kick_off', 'springboks:score', 'news'], language: 'zu' });
  await expect(page.getByRole('button', { name: /Izaziso zivuliwe/ })).toBeVisible();
  const box = await panel.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 1000)).toBeLessThanOrEqual(360);

  await panel.getByRole('button', { name: 'Cisha zonke' }).click();
  await expect(panel.getByRole('status')).toHaveText('Izaziso zicishiwe.');
  expect(await subscriptionRow(endpoint)).toBeNull();
  expect(await pushChoice(page)).toBeNull();
  await expect(page.getByRole('button', { name: /Thola izaziso/ })).toBeVisible();
  await panel.getByRole('checkbox', { name: 'Izindaba' }).focus();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('push-panel')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Thola izaziso/ })).toBeFocused();
});

test('the service worker shows a pushed notification, and an older message of a match never replaces a newer', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${baseURL}/` && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const push = async (payload: object) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL ?? '',
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
        title: notification.title,
        body: notification.body,
        tag: notification.tag,
        data: notification.data as unknown,
      })),
    );
  const message = { body: 'Points for Springboks.', url: '/matches/springboks/9', tag: 'm9', renotify: true, icon: '/icons/icon-192.png' };

  await push({ ...message, title: 'Try! Springboks 5 – 0 Wales (3’)', version: 4 });
  await expect.poll(shown).toEqual([
    {
      title: 'Try! Springboks 5 – 0 Wales (3’)',
      body: 'Points for Springboks.',
      tag: 'm9',
      data: { url: '/matches/springboks/9', version: 4 },
    },
  ]);
  await push({ ...message, title: 'Conversion! Springboks 7 – 0 Wales (4’)', version: 5 });
  await expect.poll(async () => (await shown()).map((item) => item.title)).toEqual(['Conversion! Springboks 7 – 0 Wales (4’)']);
  // The older message arriving late leaves the newer score on the phone.
  await push({ ...message, title: 'Try! Springboks 5 – 0 Wales (3’)', version: 4 });
  await push({ ...message, title: 'Kick-off: Springbok Women v Wales', tag: 'm10', version: 1 });
  await expect
    .poll(async () => (await shown()).map((item) => item.title).sort())
    .toEqual(['Conversion! Springboks 7 – 0 Wales (4’)', 'Kick-off: Springbok Women v Wales']);
});
