import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '@/server/db/errors';

/** Which faults mean "the database is unavailable" (503 with Retry-After) rather than a bug (500): issue 22 item 7. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });

describe('isDatabaseUnavailable', () => {
  it('knows a database that is down, stopping, starting, unreachable or out of connections', () => {
    const faults = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })], ''),
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('57P03', 'the database system is starting up'),
      pgError('53300', 'sorry, too many clients already'),
      pgError('08006', 'connection failure'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      Object.assign(new Error('getaddrinfo ENOTFOUND db'), { code: 'ENOTFOUND' }),
    ];
    for (const fault of faults) {
      expect(isDatabaseUnavailable(fault), fault.message).toBe(true);
      expect(isDatabaseUnavailable(wrapped(fault)), `wrapped: ${fault.message}`).toBe(true);
    }
  });

  it('leaves real faults as faults', () => {
    for (const fault of [
      pgError('23505', 'duplicate key value violates unique constraint'),
      pgError('42601', 'syntax error at or near "selec"'),
      pgError('42P01', 'relation "nothing" does not exist'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      'a string',
      null,
    ]) {
      expect(isDatabaseUnavailable(fault)).toBe(false);
      expect(isDatabaseUnavailable(wrapped(fault))).toBe(false);
    }
  });
});
