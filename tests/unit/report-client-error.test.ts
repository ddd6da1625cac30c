import { beforeEach, describe, expect, it, vi } from 'vitest';
import { describeError, LAST_ERROR_KEY, reportClientError } from '@/components/site/report-client-error';

class MemoryStorage {
  private values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

function reply(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('reportClientError', () => {
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', new MemoryStorage());
  });

  const report = describeError(new Error('boom'), '/news');

  it('mails and stores an error that was not logged yet, and keeps it for /_error', async () => {
    const send = vi.fn(async (path: string, body: unknown) =>
      path === 'getErrorBoundaryDb' && body ? reply({ error_message: null }) : reply({ status: 'ok' }),
    );
    await expect(reportClientError(report, send)).resolves.toBe('reported');
    expect(send.mock.calls.map(([path]) => path)).toEqual(['getErrorBoundaryDb', 'sendErrorBoundaryMail', 'sendErrorBoundaryDb']);
    expect(send.mock.calls[0]?.[1]).toEqual({ message: 'boom', page: '/news' });
    expect(JSON.parse(sessionStorage.getItem(LAST_ERROR_KEY) ?? '{}')).toMatchObject({ message: 'boom', page: '/news' });
  });

  it("keeps the id the server logged the report under as the fan's reference (issue 39)", async () => {
    const id = '3f1b2c4d-0000-4000-8000-00000000abcd';
    const send = vi.fn(async (path: string) => {
      const answer = reply(path === 'getErrorBoundaryDb' ? { error_message: null } : { status: 'ok' });
      answer.headers.set('x-request-id', path === 'getErrorBoundaryDb' ? id : 'a-later-call');
      return answer;
    });
    await reportClientError(report, send);
    expect(JSON.parse(sessionStorage.getItem(LAST_ERROR_KEY) ?? '{}')).toMatchObject({ message: 'boom', reference: id });
  });

  it('sends nothing more for an error that was already logged', async () => {
    const send = vi.fn(async () => reply({ error_message: { message: 'boom', page: '/news' } }));
    await expect(reportClientError(report, send)).resolves.toBe('already-logged');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('never throws when reporting fails', async () => {
    const send = vi.fn(async () => {
      throw new TypeError('offline');
    });
    await expect(reportClientError(report, send)).resolves.toBe('failed');
  });

  it('bounds what it sends', () => {
    const long = describeError(new Error('x'.repeat(5000)), `/${'p'.repeat(900)}`);
    expect(long.message).toHaveLength(2000);
    expect(long.page).toHaveLength(500);
    expect(describeError('plain string', '/').message).toBe('plain string');
  });
});
