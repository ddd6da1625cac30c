import { expect, type Page } from '@playwright/test';

/** Demo staff (DESIGN §11). */
export const STAFF = {
  admin: { email: 'admin@example.com', password: 'touchline-admin' },
  editor: { email: 'editor@example.com', password: 'touchline-editor' },
} as const;

/**
 * Signs the page's browser context in as staff through the real login endpoint (the login form itself is tested in
 * staff.spec.ts): the session cookie lands in the context, so the next page.goto('/admin/…') is signed in.
 */
export async function signInAsStaff(page: Page, who: keyof typeof STAFF = 'admin'): Promise<void> {
  const response = await page.request.post('/api/admin/login', { form: { ...STAFF[who], next: '/admin' }, maxRedirects: 0 });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toMatch(/\/admin$/);
}
