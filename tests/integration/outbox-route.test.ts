import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';

/** GET /api/dev/outbox is 404 whenever a real transport is configured (DESIGN §4). */
describe('the dev outbox route', () => {
  it('answers 404 once SMTP is configured, even in demo mode', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:2525';
    const { GET } = await import('@/app/api/dev/outbox/route');
    const response = await GET(new NextRequest('http://localhost/api/dev/outbox?to=fan1@example.com'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
  });
});
