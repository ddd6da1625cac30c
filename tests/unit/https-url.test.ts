import { describe, expect, it } from 'vitest';
import { httpsUrl } from '@/schemas/https-url';

describe('httpsUrl', () => {
  it('keeps absolute https links and drops everything else', () => {
    expect(httpsUrl('https://x.com/Springboks/status/1')).toBe('https://x.com/Springboks/status/1');
    for (const value of ['http://example.com', 'javascript:alert(1)', 'data:text/html,x', '/relative', 'not a url', '', null]) {
      expect(httpsUrl(value)).toBeNull();
    }
  });
});
