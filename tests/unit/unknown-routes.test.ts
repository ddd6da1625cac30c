import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import * as adminApi from '../../src/app/admin/api/[...rest]/route';
import * as api from '../../src/app/api/[...rest]/route';
import * as media from '../../src/app/media/[...rest]/route';

/** The catch-all routes under /api/, /admin/api/ and /media/ (issue 16): every method answers DESIGN §4's small JSON 404. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

describe.each([
  { name: '/api/', module: api, path: '/api/no-such-thing' },
  { name: '/admin/api/', module: adminApi, path: '/admin/api/v1/nope' },
  { name: '/media/', module: media, path: '/media/nothing' },
])('unknown addresses under $name', ({ module, path }) => {
  it.each(METHODS)('%s answers a JSON 404 under 1 KB', async (method) => {
    const handler = (module as unknown as Record<string, ((request: NextRequest) => Promise<Response>) | undefined>)[method];
    if (!handler) throw new Error(`${method} is not exported`);
    const response = await handler(new NextRequest(`http://localhost${path}`, { method }));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await response.text();
    expect(body.length).toBeLessThan(1024);
    expect(JSON.parse(body)).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });
});
