import { describe, expect, it } from 'vitest';
import { listOutboxMessages } from '@/server/adapters/outbox';
import { findErrorReport, mailErrorReport, storeErrorReport } from '@/server/ops/error-reports';

describe('error reports', () => {
  it('stores a report once per (message, page) and counts repeats', async () => {
    expect(await findErrorReport('TypeError: x is undefined', '/news')).toBeNull();
    expect(await storeErrorReport({ message: 'TypeError: x is undefined', page: '/news', stack: 'at News' })).toEqual({ isNew: true });
    expect(await storeErrorReport({ message: 'TypeError: x is undefined', page: '/news' })).toEqual({ isNew: false });
    expect(await findErrorReport('TypeError: x is undefined', '/news')).toEqual({ message: 'TypeError: x is undefined', page: '/news' });
    expect(await findErrorReport('TypeError: x is undefined', '/')).toBeNull();
  });

  it('mails a report to the team exactly once, however many clients race to report it', async () => {
    const input = { message: 'RangeError: boom', page: '/springboks', stack: 'at Players' };
    const results = await Promise.all(Array.from({ length: 10 }, () => mailErrorReport(input)));
    expect(results.filter((result) => result.isMailed)).toHaveLength(1);
    const mails = (await listOutboxMessages('errors@touchline.example')).filter((mail) => mail.body.includes('RangeError: boom'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('Page: /springboks');
    expect(mails[0]?.body).toContain('at Players');
  });

  it('caps new error mails per hour', async () => {
    const outcomes = [];
    for (let index = 0; index < 25; index += 1) outcomes.push(await mailErrorReport({ message: `Error ${index}`, page: '/flood' }));
    expect(outcomes.filter((outcome) => outcome.isMailed).length).toBeLessThanOrEqual(20);
  });
});
