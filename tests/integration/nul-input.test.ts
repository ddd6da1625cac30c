import { describe, expect, it } from 'vitest';
import { call, errorOf } from '../support/identity-http';

const { POST: loginEmail } = await import('@/app/api/v1/user/login-email/route');
const { POST: forgotPassword } = await import('@/app/api/v1/forgot-password/route');
const { POST: storiesList } = await import('@/app/admin/api/v1/stories/list/route');
const { POST: addCategory } = await import('@/app/admin/api/v1/story/addcategory/route');
const { containsNul } = await import('@/server/http/nul-character');
const { escapeLike } = await import('@/server/db/like');

/**
 * PostgreSQL text cannot hold U+0000, and a query carrying one fails: a NUL in any field is bad input (400), never a
 * 500 — on the public endpoints and on the Admin API alike.
 */
const SERVICE = { authorization: `Basic ${Buffer.from('service:touchline-service').toString('base64')}` };

describe('a NUL character in the input', () => {
  it('is found in nested values and form text, not in files', () => {
    expect(containsNul({ a: ['x', { b: 'y\u0000' }] })).toBe(true);
    expect(containsNul({ a: ['x', { b: 'y' }], n: 3, f: null })).toBe(false);
    expect(containsNul(new Blob(['\u0000']))).toBe(false);
    expect(escapeLike('a\u0000b%')).toBe('ab\\%');
  });

  it('is a 400 on the public identity endpoints', async () => {
    for (const [handler, path, body] of [
      [loginEmail, '/api/v1/user/login-email', { email_login: 'fa\u0000n@example.com' }],
      [forgotPassword, '/api/v1/forgot-password', { email: 'fa\u0000n@example.com' }],
    ] as const) {
      const response = await call(handler, path, body, { ip: '198.51.100.120' });
      expect(await errorOf(response), path).toMatchObject({ status: 400, code: 'malformed_body' });
    }
  });

  it('is a 400 on the Admin API, in JSON and in multipart', async () => {
    const listed = await call(storiesList, '/admin/api/v1/stories/list', { title: 'a\u0000b' }, { ip: '198.51.100.121', headers: SERVICE });
    expect(await errorOf(listed)).toMatchObject({ status: 400, code: 'malformed_body' });
    const form = new FormData();
    form.set('category_name', 'a\u0000b');
    form.set('parent_id', '');
    const added = await call(addCategory, '/admin/api/v1/story/addcategory', form, { ip: '198.51.100.121', headers: SERVICE });
    expect(await errorOf(added)).toMatchObject({ status: 400, code: 'malformed_body' });
  });
});
