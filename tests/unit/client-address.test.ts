import { describe, expect, it } from 'vitest';
import { normaliseAddress, trustedClientAddress } from '../../scripts/client-address.mjs';

/** Issue 16 item 4: the client address the app may trust, from X-Forwarded-For and the socket (TRUST_PROXY_HOPS). */
describe('trustedClientAddress', () => {
  const socketAddress = '203.0.113.9';

  it('with no trusted proxy, ignores whatever X-Forwarded-For the client sends', () => {
    for (const forwardedFor of [undefined, '', '198.51.100.1', '198.51.100.1, 198.51.100.2', ['10.0.0.1', '10.0.0.2']]) {
      expect(trustedClientAddress({ forwardedFor, socketAddress, trustedHops: 0 })).toBe('203.0.113.9');
    }
  });

  it('with one trusted proxy, takes the right-most entry (the one that proxy appended), not what the client put left of it', () => {
    expect(trustedClientAddress({ forwardedFor: '198.51.100.1', socketAddress: '10.0.0.2', trustedHops: 1 })).toBe('198.51.100.1');
    expect(trustedClientAddress({ forwardedFor: '6.6.6.6, 198.51.100.1', socketAddress: '10.0.0.2', trustedHops: 1 })).toBe('198.51.100.1');
    expect(trustedClientAddress({ forwardedFor: ['6.6.6.6', '198.51.100.1'], socketAddress: '10.0.0.2', trustedHops: 1 })).toBe(
      '198.51.100.1',
    );
  });

  it('with two trusted proxies, takes the second from the right', () => {
    expect(trustedClientAddress({ forwardedFor: '6.6.6.6,198.51.100.1, 10.0.0.1', socketAddress: '10.0.0.2', trustedHops: 2 })).toBe(
      '198.51.100.1',
    );
  });

  it('without the header (a direct connection), falls back to the socket; with fewer entries than hops, to the left-most', () => {
    expect(trustedClientAddress({ forwardedFor: undefined, socketAddress, trustedHops: 1 })).toBe('203.0.113.9');
    expect(trustedClientAddress({ forwardedFor: '198.51.100.1', socketAddress: '10.0.0.2', trustedHops: 3 })).toBe('198.51.100.1');
  });

  it('stops at a garbage entry: the last readable address stands (never a fresh bucket per made-up value)', () => {
    for (const garbage of ['unknown', 'not-an-ip', '999.1.1.1', '<script>', '1.2.3.4.5', '_hidden']) {
      expect(trustedClientAddress({ forwardedFor: `1.1.1.1, ${garbage}`, socketAddress: '10.0.0.2', trustedHops: 1 })).toBe('10.0.0.2');
      expect(trustedClientAddress({ forwardedFor: `${garbage}, 198.51.100.1`, socketAddress: '10.0.0.2', trustedHops: 2 })).toBe(
        '198.51.100.1',
      );
    }
    expect(trustedClientAddress({ forwardedFor: ',, ,', socketAddress: '10.0.0.2', trustedHops: 1 })).toBe('10.0.0.2');
    expect(trustedClientAddress({ forwardedFor: undefined, socketAddress: undefined, trustedHops: 0 })).toBe('unknown');
  });

  it('writes one address one way', () => {
    expect(normaliseAddress('::ffff:198.51.100.1')).toBe('198.51.100.1');
    expect(normaliseAddress('198.51.100.1:4567')).toBe('198.51.100.1');
    expect(normaliseAddress('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(normaliseAddress(' 2001:db8::1 ')).toBe('2001:db8::1');
    expect(normaliseAddress('fe80::1%eth0')).toBe('fe80::1');
    expect(trustedClientAddress({ forwardedFor: '6.6.6.6', socketAddress: '::ffff:127.0.0.1', trustedHops: 0 })).toBe('127.0.0.1');
  });
});

describe('rewriteClientAddress on a real http server', () => {
  it('hands the handler the socket address whatever X-Forwarded-For and X-Real-IP the client sends, body untouched', async () => {
    const { createServer } = await import('node:http');
    const { rewriteClientAddress } = await import('../../scripts/client-address.mjs');
    const server = createServer((request, response) => {
      rewriteClientAddress(request, 0);
      const seen = { forwardedFor: request.headers['x-forwarded-for'], realIp: request.headers['x-real-ip'] ?? null };
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => response.end(JSON.stringify({ ...seen, body })));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      for (const forged of ['198.51.100.77', '1.1.1.1, 198.51.100.78', 'garbage']) {
        const response = await fetch(`http://127.0.0.1:${port}/`, {
          method: 'POST',
          headers: { 'x-forwarded-for': forged, 'x-real-ip': '198.51.100.79' },
          body: 'payload',
        });
        expect(await response.json()).toEqual({ forwardedFor: '127.0.0.1', realIp: null, body: 'payload' });
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
