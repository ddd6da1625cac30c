import { describe, expect, it } from 'vitest';
import { clientIp } from '@/server/rate-limits';

/** The address every per-address limit counts (decision 024): IPv4 as it is, IPv6 per /64, IPv4-mapped IPv6 as IPv4. */
const of = (address: string) => clientIp(new Headers({ 'x-forwarded-for': address }));

describe('clientIp', () => {
  it('keeps an IPv4 address', () => {
    expect(of('203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts IPv6 per /64, however the address is written', () => {
    expect(of('2001:db8:7:1::1')).toBe('2001:db8:7:1::/64');
    expect(of('2001:0db8:0007:0001:ffff:ffff:ffff:ffff')).toBe('2001:db8:7:1::/64');
    expect(of('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(of('::1')).toBe('0:0:0:0::/64');
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 address, not as one shared /64', () => {
    expect(of('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(of('::FFFF:198.51.100.8')).toBe('198.51.100.8');
  });

  it('takes the last X-Forwarded-For entry', () => {
    expect(of('10.0.0.1, 203.0.113.10')).toBe('203.0.113.10');
  });
});
