import { expect, test, type Page } from '@playwright/test';
import { codeSentTo, createFan, now, typeCode } from './support/outbox';
import { signInAsStaff } from './support/staff';

/**
 * The security headers (decision 011) in Chromium: the fan site (home, the login modal, a story, /profile) and the
 * console (dashboard charts, the TipTap story editor) work under the Content-Security-Policy without one violation;
 * the session cookie is Secure (NODE_ENV=production) and login still works over http://localhost.
 */

/** Collects CSP violations: the console's reports and the page's securitypolicyviolation events. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy|unsafe-eval/i.test(error.message)) violations.push(error.message);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

const modal = (page: Page) => page.getByRole('dialog');

test('every answer carries the CSP, HSTS (production build), Referrer-Policy and Permissions-Policy', async ({ request }) => {
  for (const path of ['/', '/api/health', '/admin/login']) {
    const headers = (await request.get(path, { maxRedirects: 0 })).headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, path).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp, path).not.toContain('unsafe-eval');
    for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'self'", "default-src 'self'"])
      expect(csp, path).toContain(directive);
    expect(headers['strict-transport-security'], path).toMatch(/max-age=\d{7,}/);
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
  }
});

test('the fan site works under the CSP: home, the login modal and a Secure-cookie login, a story, /profile', async ({ page, request }) => {
  // A fan of its own: the demo fans' codes (3 per 5 minutes) are for the specs that need a demo fan.
  await createFan(request, '27781230019', 'Thabo');
  const violations = await watchViolations(page);
  await page.goto('/');
  await page.getByTestId('sign-in-state').getByRole('link', { name: 'Log In' }).click();
  await expect(modal(page).getByRole('heading', { name: 'Log In' })).toBeVisible();
  const since = now();
  await modal(page).getByLabel('Mobile number').fill('078 123 0019');
  await modal(page).getByRole('button', { name: 'Submit' }).click();
  await expect(modal(page).getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
  await typeCode(page, await codeSentTo(page.request, '27781230019', since));
  await modal(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Login Success!')).toBeVisible();
  await expect(page.getByTestId('profile-link')).toHaveText('Thabo');
  const session = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('touchline.session_token'));
  expect(session).toMatchObject({ name: '__Secure-touchline.session_token', secure: true, httpOnly: true });

  const news = (await (await request.post('/api/site/teamnews/allnews', { data: { limit: 5, language: 'en' } })).json()) as {
    allnews: { featured?: { slug: string }; data: { slug: string }[] };
  };
  const story = news.allnews.featured ?? news.allnews.data[0];
  expect(story, 'a story').toBeTruthy();
  await page.goto(`/news/${story?.slug}`);
  await expect(page.getByTestId('story')).toBeVisible();

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the console works under the CSP: the dashboard charts and the TipTap story editor', async ({ page }) => {
  const violations = await watchViolations(page);
  await signInAsStaff(page, 'editor');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await page.goto('/admin/stories/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add story' })).toBeVisible();
  const body = page.getByRole('textbox', { name: 'Body', exact: true });
  await page.getByText('Body', { exact: true }).click();
  await expect(body).toBeFocused();
  await page.keyboard.type('Typed under the policy. ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Bold too.');
  await expect(body.locator('strong')).toHaveText('Bold too.');
  expect(violations).toEqual([]);
});
