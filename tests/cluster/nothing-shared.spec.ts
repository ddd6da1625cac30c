import { expect, test } from '@playwright/test';
import { call, copies, edge, type Jar, logIn } from './support';

/**
 * One page for everyone, and nothing personal shared (issue 38, decision 040). A visitor and two signed-in demo fans
 * (Thabo subscribes, Anika does not) read the public pages through the edge: each fan's answer is an edge hit with
 * the very bytes the visitor's answer had, and none of those bytes is a fan's number, e-mail or name. What is
 * personal (the session, the entitlement, the fan's points) is `private`, never stored and never a hit, and each fan
 * reads only their own.
 */

const THABO = { msisdn: '27710000001', email: 'fan1@example.com', name: 'Thabo Nkosi' };
const ANIKA = { msisdn: '27720000002', email: 'fan2@example.com', name: 'Anika van Wyk' };

/** The ways a fan's own data could appear in a page: the number (international and local), the e-mail, the name. */
const personal = (fan: typeof THABO) => [fan.msisdn, `0${fan.msisdn.slice(2)}`, fan.email, fan.name];

interface Answer {
  cache: string | null;
  cacheControl: string;
  setCookie: string[];
  bytes: Buffer;
}

async function read(path: string, jar?: Jar): Promise<Answer> {
  // Brotli, as a phone asks: fetch decodes it, and equal decoded bytes are one stored entry.
  const response = await call(edge, path, { jar, headers: { 'accept-encoding': 'br' } });
  expect(response.status, path).toBe(200);
  return {
    cache: response.headers.get('x-edge-cache'),
    cacheControl: response.headers.get('cache-control') ?? '',
    setCookie: response.headers.getSetCookie(),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

test('two fans and a visitor read the same cached bytes of every public page, with nothing of either fan in them', async () => {
  const [a, b] = copies();
  // Logged in straight at the copies, each from an address of its own (the code-send cap counts the edge as one).
  const thabo = await logIn(THABO.msisdn, { send: a!.url, verify: b!.url, ip: '198.51.100.60' });
  const anika = await logIn(ANIKA.msisdn, { send: b!.url, verify: a!.url, ip: '198.51.100.61' });
  const html = (await (await call(edge, '/news')).text()) as string;
  const story = /href="(\/news\/[a-z0-9-]+)"/.exec(html)?.[1];
  expect(story, 'a story linked from /news').toBeDefined();
  const paths = ['/', '/news', story!, '/matches/springboks', '/fancred', '/play-and-win', '/plus', '/predictor', '/springboks'];

  for (const path of paths) {
    // The three in a row, until all three are hits of one entry (the micro-cache renews an entry every 2 s).
    let answers: Answer[] = [];
    await expect
      .poll(
        async () => {
          answers = [await read(path), await read(path, thabo), await read(path, anika)];
          // HIT, or STALE/UPDATING while the edge renews the entry in the background: all three from the cache.
          const fromCache = answers.every((answer) => /^(HIT|STALE|UPDATING)$/.test(answer.cache ?? ''));
          const same = answers.every((answer) => answer.bytes.equals(answers[0]!.bytes));
          return fromCache && same ? 'one entry' : answers.map((answer) => `${answer.cache} ${answer.bytes.length}`).join(' | ');
        },
        { message: `${path}: one cached entry for the visitor and both fans`, intervals: [50, 100, 250] },
      )
      .toBe('one entry');
    const text = answers[0]!.bytes.toString('utf8').toLowerCase();
    for (const [index, answer] of answers.entries()) {
      expect(answer.setCookie, `${path} #${index}`).toEqual([]);
      expect(answer.cacheControl, `${path} #${index}`).toMatch(/s-maxage=/);
    }
    for (const secret of [...personal(THABO), ...personal(ANIKA)])
      expect(text, `${path} holds ${secret}`).not.toContain(secret.toLowerCase());
  }

  // The personal answers: private, never stored, never a hit, and each fan's own.
  for (const [jar, fan, other] of [
    [thabo, THABO, ANIKA],
    [anika, ANIKA, THABO],
  ] as const) {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const session = await call(edge, '/api/auth/session', { jar });
      expect(session.headers.get('cache-control')).toMatch(/private|no-store/);
      expect(session.headers.get('x-edge-cache')).not.toBe('HIT');
      const body = await session.text();
      expect(body).toContain(fan.msisdn);
      expect(body).not.toContain(other.msisdn);
      const points = await call(edge, '/api/site/fancred/points/getMyPointsMonthly', { jar, body: {} });
      expect(points.status).toBe(200);
      expect(points.headers.get('cache-control') ?? '').not.toMatch(/public|s-maxage/);
      expect(points.headers.get('x-edge-cache')).not.toBe('HIT');
    }
  }
  // Entitlement: Thabo may watch, Anika is asked to subscribe, and a visitor to log in — whatever came before.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const statuses = [
      (await call(edge, '/api/site/subscriptions/entitlement', { jar: thabo })).status,
      (await call(edge, '/api/site/subscriptions/entitlement', { jar: anika })).status,
      (await call(edge, '/api/site/subscriptions/entitlement')).status,
    ];
    expect(statuses).toEqual([204, 403, 401]);
  }
});
