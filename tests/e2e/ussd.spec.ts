import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import en from '../../src/i18n/ussd/en.json';
import zu from '../../src/i18n/ussd/zu.json';
import { USSD_DEMO_SERVICE_CODE } from '../../src/schemas/ussd';
import { now, outbox } from './support/outbox';

/**
 * USSD for feature phones (issue 25): the demo phone at /dev/ussd drives `POST /api/ussd/session` as an aggregator
 * would. A subscribed fan walks the menus at 360 px — live score, headlines (one sent by SMS), FanCred, language — and
 * every screen the phone shows fits a USSD screen (182 GSM-7 characters, DESIGN §4.1).
 */
const PHONE = { width: 360, height: 740 };
const FAN = '27710000001';
const FIRST_NAME = 'Thabo';

test.use({ viewport: PHONE });

const screenOf = (page: Page) => page.getByTestId('ussd-screen');

/** Every server screen the phone showed in this test, with the phone's own count of it ("148/182"). */
type Seen = { text: string; count: string };

async function nextScreen(page: Page, seen: Seen[], act: () => Promise<void>): Promise<string> {
  const screen = screenOf(page);
  const step = Number(await screen.getAttribute('data-step'));
  await act();
  await expect(screen).toHaveAttribute('data-step', String(step + 1));
  await expect(screen).toHaveAttribute('data-kind', /^(CON|END)$/);
  const text = (await screen.textContent()) ?? '';
  seen.push({ text, count: (await page.getByTestId('ussd-count').textContent()) ?? '' });
  return text;
}

const call = (page: Page, seen: Seen[]) => nextScreen(page, seen, () => page.getByRole('button', { name: /^Call/ }).click());

/** Types an answer and sends it with Enter (or the Send button). */
function reply(page: Page, seen: Seen[], answer: string, how: 'enter' | 'send' = 'enter') {
  return nextScreen(page, seen, async () => {
    await page.getByLabel('Reply').fill(answer);
    if (how === 'enter') await page.getByLabel('Reply').press('Enter');
    else await page.getByRole('button', { name: 'Send' }).click();
  });
}

/** A catalogue text as a whole-line pattern: each `{placeholder}` matches the given pattern source, else anything. */
function pattern(text: string, values: Record<string, string> = {}): RegExp {
  const parts = text.split(/(\{\w+\})/);
  return new RegExp(
    `^${parts
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        return values[name] ?? '.+?';
      })
      .join('')}$`,
    'm',
  );
}

/** The home menu: the greeting (by first name for a member), then the six choices; `notice` above them. */
async function expectHome(page: Page, catalogue: typeof en, options: { isMember: boolean; notice?: string }) {
  const { isMember, notice } = options;
  const greeting = (isMember ? catalogue.home.titleMember : catalogue.home.title)
    .replace('{brand}', 'Touchline')
    .replace('{name}', FIRST_NAME);
  await expect(screenOf(page)).toHaveAttribute('data-kind', 'CON');
  await expect(screenOf(page)).toHaveText([...(notice ? [notice] : []), greeting, catalogue.home.menu].join('\n'));
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('a subscribed fan walks the USSD menus on the demo phone at 360 px, and every screen fits', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const seen: Seen[] = [];
  await page.goto('/dev/ussd');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('USSD demo phone');
  await expect(page.locator('[data-hydrated]')).toHaveAttribute('data-hydrated', 'true');

  await page.getByLabel('Phone number').selectOption(FAN);
  await expect(page.getByLabel('Network')).toHaveValue('65510');
  await expect(page.getByLabel('Network').locator('option:checked')).toHaveText('MTN (65510)');
  await expect(page.getByLabel('Dial')).toHaveValue(USSD_DEMO_SERVICE_CODE);
  expect(await axeViolations(page)).toEqual([]);

  // Big enough for a thumb: Call, Send and the keypad's keys.
  for (const name of ['Call', 'Send', '5', '#']) {
    const box = await page.getByRole('button', { name, exact: true }).boundingBox();
    expect(box?.height, name).toBeGreaterThanOrEqual(44);
  }

  await call(page, seen);
  await expectHome(page, en, { isMember: true });
  await expect(page.getByTestId('ussd-phase')).toHaveText('Session open');
  await expect(page.getByLabel('Reply')).toBeFocused();

  // 1: the live score, or the next match (none is live in the seeded demo).
  const live = await reply(page, seen, '1');
  expect(live.split('\n')[0]).toMatch(new RegExp(`^(${en.live.title}|${en.live.nextTitle})$`));
  expect(live.split('\n').at(-1)).toBe(en.nav);

  await reply(page, seen, '0', 'send');
  await expectHome(page, en, { isMember: true });

  // 3 on the phone's keypad, then Send: the headlines, numbered from 1.
  const headlines = await nextScreen(page, seen, async () => {
    await page.getByRole('group', { name: 'Keypad' }).getByRole('button', { name: '3', exact: true }).click();
    await expect(page.getByLabel('Reply')).toHaveValue('3');
    await page.getByRole('button', { name: 'Send' }).click();
  });
  expect(headlines.split('\n')[0]).toBe(en.headlines.title);
  expect(headlines).toMatch(/^1 \S/m);
  expect(await axeViolations(page)).toEqual([]);

  // A headline: its link comes by SMS. Each link goes once a day per number, so a retry (or a repeat) on the same
  // database chooses another one.
  const headline = String(((testInfo.retry + testInfo.repeatEachIndex) % 3) + 1);
  expect(headlines).toMatch(new RegExp(`^${headline} \\S`, 'm'));
  const since = now();
  const sent = await reply(page, seen, headline);
  expect(sent).toBe([en.headlines.sent, en.nav].join('\n'));
  await expect
    .poll(async () =>
      (await outbox(request, FAN))
        .filter((message) => message.channel === 'sms' && message.createdAt > since)
        .map((message) => message.body),
    )
    .toContainEqual(expect.stringMatching(/^Touchline: .+ https?:\/\/\S+\/news\/[a-z0-9-]+$/));

  // …and the phone lists it (it reads the outbox after each screen; Refresh reads it again).
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh SMS' }).click();
    await expect(page.getByTestId('ussd-sms').locator('li').first()).toContainText('/news/', { timeout: 1_000 });
  }).toPass();

  // 00: home. 4: My FanCred, with the fan's points this year.
  await reply(page, seen, '00');
  await expectHome(page, en, { isMember: true });
  const fanCred = await reply(page, seen, '4');
  expect(fanCred.split('\n')[0]).toBe(en.fancred.title);
  expect(fanCred).toMatch(pattern(en.fancred.year, { points: '\\d[\\d ,]*', rank: '\\d[\\d ,]*' }));

  await page.getByRole('button', { name: 'End', exact: true }).click();
  await expect(page.getByTestId('ussd-phase')).toHaveText('Session ended');
  await expect(page.getByRole('button', { name: 'End', exact: true })).toBeDisabled();

  // 6 and 2: the home menu in isiZulu. Changing a member's language changes their site's too (the login cookie), so
  // a number of this test's own, typed in, chooses it; the next call is in isiZulu from the start.
  const stranger = `2783${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  await page.getByLabel('Phone number').selectOption('other');
  await page.getByLabel('Another number').fill(`0${stranger.slice(2, 4)} ${stranger.slice(4, 7)} ${stranger.slice(7)}`);
  await page.getByLabel('Network').selectOption('65501');
  await call(page, seen);
  await expectHome(page, en, { isMember: false });
  const languages = await reply(page, seen, '6');
  expect(languages).toBe([en.language.title, en.language.menu, en.nav].join('\n'));
  await reply(page, seen, '2');
  await expectHome(page, zu, { isMember: false, notice: zu.language.changed });
  await page.getByRole('button', { name: 'End', exact: true }).click();
  await call(page, seen);
  await expectHome(page, zu, { isMember: false });
  await expect(page.getByRole('link', { name: `All messages to ${stranger} (JSON)` })).toHaveAttribute(
    'href',
    `/api/dev/outbox?to=${stranger}`,
  );

  // Every screen fits, by the phone's count and by plain length.
  expect(seen).toHaveLength(11);
  for (const { text, count } of seen) {
    expect(text.length, text).toBeLessThanOrEqual(182);
    expect(count, text).toMatch(/^\d+\/(182|70)/);
    const [used, limit] = count.split('/').map((part) => Number.parseInt(part, 10));
    expect(used, `${count} for ${text}`).toBeLessThanOrEqual(limit ?? 0);
  }
});

test('the demo phone shows a failed request on its screen, and fits a 320 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/dev/ussd');
  await expect(page.locator('[data-hydrated]')).toHaveAttribute('data-hydrated', 'true');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await page.route('**/api/ussd/session', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'unavailable', message: 'Try again later.' } }),
    }),
  );
  await page.getByRole('button', { name: 'Call' }).click();
  await expect(screenOf(page)).toHaveText('Error 503: Try again later.');
  await expect(page.getByTestId('ussd-phase')).toHaveText('Error');
  await expect(page.getByRole('button', { name: 'Call again' })).toBeEnabled();

  await page.unroute('**/api/ussd/session');
  await page.route('**/api/ussd/session', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Call again' }).click();
  await expect(screenOf(page)).toHaveText('Network error: the server could not be reached.');

  // A number that is not South African never leaves the page.
  await page.getByLabel('Phone number').selectOption('other');
  await page.getByLabel('Another number').fill('12345');
  await page.getByRole('button', { name: 'Call again' }).click();
  await expect(screenOf(page)).toHaveText('Enter a South African mobile number, such as 082 123 4567.');
});
