import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { listOutboxMessages } from '@/server/adapters/outbox';
import { findErrorReport, mailErrorReport, storeErrorReport } from '@/server/ops/error-reports';
import { outboundSettled } from '../support/outbound';

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
    await outboundSettled();
    const mails = (await listOutboxMessages('errors@touchline.example')).filter((mail) => mail.body.includes('RangeError: boom'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('Page: /springboks');
    expect(mails[0]?.body).toContain('at Players');
  });

  it('stores at most 500 new reports an hour, but still counts known ones', async () => {
    const db = await getDb();
    await storeErrorReport({ message: 'Known before the flood', page: '/' });
    await db.execute(sql`
      insert into error_reports (fingerprint, message, page)
      select 'flood-' || n, 'Flood ' || n, '/flood' from generate_series(1, 500) as n`);
    expect(await storeErrorReport({ message: 'One too many', page: '/' })).toBeNull();
    expect(await findErrorReport('One too many', '/')).toBeNull();
    expect(await storeErrorReport({ message: 'Known before the flood', page: '/' })).toEqual({ isNew: false });
    await db.execute(sql`delete from error_reports where fingerprint like 'flood-%'`);
  });

  it('caps new error mails at 20 an hour, counting only mails sent in that hour', async () => {
    const db = await getDb();
    const mailedThisHour = async () =>
      (await db.execute<{ n: number }>(sql`select count(*)::int as n from error_reports where mailed_at > now() - interval '1 hour'`))
        .rows[0]?.n ?? 0;
    // An old report that was mailed long ago and keeps recurring does not use up this hour's mails.
    await mailErrorReport({ message: 'Old error', page: '/old' });
    await db.execute(sql`update error_reports set mailed_at = now() - interval '2 hours' where message = 'Old error'`);
    await storeErrorReport({ message: 'Old error', page: '/old' });

    const before = await mailedThisHour();
    const outcomes = [];
    for (let index = 0; index < 25; index += 1) outcomes.push(await mailErrorReport({ message: `Error ${index}`, page: '/flood' }));
    expect(outcomes.filter((outcome) => outcome.isMailed)).toHaveLength(20 - before);
    expect(outcomes.at(-1)).toEqual({ isMailed: false });
    expect(await mailedThisHour()).toBe(20);
  });
});
