import { describe, expect, it, vi } from 'vitest';
import { STAFF_LOGIN_EMAIL_COOKIE } from '@/server/http/identity-responses';

/**
 * Issue 16 item 6: the demo staff's passwords are public (README, DESIGN §11). A database that began as a demo and
 * now runs with real settings keeps their rows, but they open nothing: not the staff login, not a session they got
 * while it was a demo. (Demo mode itself is the rest of the integration suite: there they sign in.)
 */
vi.hoisted(() => {
  const carriers = ['MTN', 'VODACOM', 'TELKOM', 'WORLDPLAY', 'STELLR'];
  Object.assign(process.env, {
    DEMO_MODE: 'false',
    // Outside demo mode the .example placeholders are refused (decision 044).
    MAIL_FROM: 'Touchline <no-reply@fans.example.com>',
    ERROR_REPORT_EMAIL: 'errors@fans.example.com',
    CONTACT_URL: 'mailto:support@fans.example.com',
    AUTH_SECRET: 'a-real-auth-secret-of-at-least-32-characters',
    SITE_URL: 'https://fans.example.com',
    SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
    SMS_GATEWAY_TOKEN: 'token',
    SMTP_URL: 'smtp://127.0.0.1:9',
    ...Object.fromEntries(
      carriers.flatMap((name) => [
        [`CARRIER_${name}_URL`, `http://127.0.0.1:9/${name.toLowerCase()}`],
        [`CARRIER_${name}_API_KEY`, 'key'],
        [`CARRIER_${name}_CALLBACK_SECRET`, 'a-callback-secret-16+'],
      ]),
    ),
  });
});

const { POST: adminLogin } = await import('@/app/api/admin/login/route');
const { POST: getAuthors } = await import('@/app/api/admin/stories/getAuthors/route');
const { getConfig } = await import('@/server/config');
const { getDb } = await import('@/server/db/client');
const { createStaffMember } = await import('@/server/identity/demo-staff');
const { startStaffSession } = await import('@/server/identity/session');
const { call, CookieJar } = await import('../support/identity-http');

const login = (email: string, password: string) => call(adminLogin, '/api/admin/login', { email, password }, { ip: '198.51.100.160' });

describe('the demo staff outside demo mode', () => {
  it('runs this file out of demo mode', () => {
    expect(getConfig().isDemoMode).toBe(false);
  });

  it('refuses admin@example.com and editor@example.com at the staff login, with their demo passwords', async () => {
    for (const [email, password] of [
      ['admin@example.com', 'touchline-admin'],
      ['editor@example.com', 'touchline-editor'],
    ] as const) {
      const response = await login(email, password);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/admin/login?error=invalid');
      // No session: the only cookie is the one that keeps the typed email in the form (issue 17).
      expect(response.headers.getSetCookie().map((cookie) => cookie.split('=')[0])).toEqual([STAFF_LOGIN_EMAIL_COOKIE]);
    }
  });

  it('still lets a real staff member in', async () => {
    await createStaffMember(await getDb(), { email: 'real@staff.example', password: 'real-staff-password', role: 'admin', name: 'Real' });
    const response = await login('real@staff.example', 'real-staff-password');
    expect(response.headers.get('location')).toBe('/admin');
  });

  it('a session the demo admin still holds opens no console API', async () => {
    const cookies = await startStaffSession({ email: 'admin@example.com', password: 'touchline-admin', headers: new Headers() });
    expect(cookies).not.toBeNull();
    const jar = new CookieJar();
    for (const line of cookies ?? []) jar.absorb(new Response(null, { headers: { 'set-cookie': line } }));
    expect((await call(getAuthors, '/api/admin/stories/getAuthors', {}, { jar })).status).toBe(401);
  });
});
