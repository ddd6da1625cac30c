import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/ussd/session/route';
import { LOCALES, type Locale } from '@/i18n/locales';
import { ussdCatalogue } from '@/i18n/ussd-catalogue';
import { fill } from '@/i18n/fill';
import { writeTotals } from '@/server/adapters/cache/redis-ranks';
import { getDb } from '@/server/db/client';
import { signCallback, SIGNATURE_HEADER } from '@/server/kernel/signed-callback';
import { answerUssd, eraseUssdData, exportUssdData, LINKS_PER_NUMBER_DAILY, pruneUssd, ussdUsageByDay } from '@/server/ussd';
import { forgetUssdReads } from '@/server/ussd/menus';
import { CALLER_KEEP_DAYS, PRUNE_LOCK } from '@/server/ussd/pruning';
import { GSM7_LIMIT, screenLength, toGsm7 } from '@/schemas/gsm7';
import { USSD_DEMO_SERVICE_CODE } from '@/schemas/ussd';
import { makeFan, subscribe } from '../support/fancred';
import { countMessages, latestMessage } from '../support/identity-http';
import { makeMatch, record } from '../support/matchday';

/**
 * The USSD channel (issue 25) at the protocol: form-encoded callbacks signed as an aggregator signs them, text/plain
 * `CON`/`END` answers. Every menu path in the four languages, for a member and for a caller without an account, with
 * every screen measured against the feature phone's limit; paging, back and home; retries; expiry; the callback's
 * proof; links by SMS once per story per day; the console's counts. Runs on PostgreSQL and (integration-redis) with
 * the sessions in Redis.
 */

const SECRET = 'ussd-test-callback-secret-0123456789';
vi.hoisted(() => {
  vi.stubEnv('USSD_CALLBACK_SECRET', 'ussd-test-callback-secret-0123456789');
});
afterAll(() => vi.unstubAllEnvs());

beforeEach(() => forgetUssdReads());

const CODE = USSD_DEMO_SERVICE_CODE;
let strangerCounter = 0;
/** A number with no account (27 69… is not used by the demo data or makeFan). */
function strangerNumber(): string {
  strangerCounter += 1;
  return `2769${String((process.pid * 100 + strangerCounter) % 10_000_000).padStart(7, '0')}`;
}

interface Answer {
  status: number;
  kind: 'CON' | 'END' | null;
  screen: string;
  raw: string;
}

type Fields = { sessionId: string; phoneNumber: string; text: string; networkCode?: string; serviceCode?: string };

/** The time each body was last signed at: a retry of the same body is signed afresh, as an aggregator signs a retry. */
const signedAt = new Map<string, number>();
function freshSignature(body: string): string {
  const t = Math.max(Math.floor(Date.now() / 1000), (signedAt.get(body) ?? 0) + 1);
  signedAt.set(body, t);
  return signCallback(SECRET, body, t);
}

function ussdRequest(fields: Fields, headers: Record<string, string> | 'signed' = 'signed'): NextRequest {
  const body = new URLSearchParams({ serviceCode: CODE, networkCode: '65501', ...fields }).toString();
  const extra = headers === 'signed' ? { [SIGNATURE_HEADER]: freshSignature(body) } : headers;
  return new NextRequest('http://localhost:3000/api/ussd/session', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...extra },
  });
}

async function send(fields: Fields, headers?: Record<string, string> | 'signed'): Promise<Answer> {
  const response = await POST(ussdRequest(fields, headers));
  const raw = await response.text();
  const kind = raw.startsWith('CON ') ? 'CON' : raw.startsWith('END ') ? 'END' : null;
  const answer = { status: response.status, kind, screen: kind ? raw.slice(4) : raw, raw } as Answer;
  if (response.status === 200) {
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expectFits(answer.screen);
  }
  return answer;
}

/** Every screen fits a feature phone: ≤ 182 GSM-7 characters, or ≤ 70 when it needs UCS-2. */
function expectFits(screen: string) {
  const measured = screenLength(screen);
  expect(measured.length, `${measured.alphabet} screen of ${measured.length}: ${JSON.stringify(screen)}`).toBeLessThanOrEqual(
    measured.limit,
  );
}

/** A caller's session: each answer appends to `text` as a handset's aggregator does. */
function caller(phoneNumber: string, networkCode = '65501') {
  const sessionId = `ATUid_${randomUUID()}`;
  return {
    sessionId,
    at: (text: string) => send({ sessionId, phoneNumber, text, networkCode }),
  };
}

const tFor = (language: Locale) => ussdCatalogue(language);
const brand = 'Touchline';
const f = (text: string, values: Record<string, string | number> = {}) => toGsm7(fill(text, { brand, ...values }));

async function sessionsToday(): Promise<{ sessions: number; menus: Record<string, number>; links: number }> {
  const usage = await ussdUsageByDay(1);
  return { sessions: usage.days.at(-1)?.sessions ?? 0, menus: usage.menus, links: usage.days.at(-1)?.links ?? 0 };
}

describe('every menu, in every language', () => {
  for (const language of LOCALES) {
    it(`walks a member through every menu in ${language}`, async () => {
      const t = tFor(language);
      const fan = await makeFan({ language, firstName: 'Thandi', network: 'mtn' });
      const msisdn = fan.msisdn!;
      const phone = caller(`+${msisdn}`, '65510');

      const home = await phone.at('');
      expect(home.kind).toBe('CON');
      expect(home.screen).toBe(`${f(t.home.titleMember, { name: 'Thandi' })}\n${t.home.menu}`);

      const live = await phone.at('1');
      expect(live.screen).toMatch(new RegExp(`^(${t.live.title}|${t.live.nextTitle})\\n`));
      expect(live.screen.endsWith(t.nav)).toBe(true);
      expect((await phone.at('1*0')).screen).toBe(home.screen);

      const results = await phone.at('1*0*2');
      expect(results.screen.split('\n')[0]).toBe(t.results.title);
      // The demo data has results for the teams: lines like "Springboks 41-21 Barbarians, 22 Nov".
      expect(results.screen).toMatch(/\n.+ \d+-\d+ .+, \d{1,2} \S+/);

      const headlines = await phone.at('1*0*2*00*3');
      const headlineLines = headlines.screen.split('\n');
      expect(headlineLines[0]).toBe(t.headlines.title);
      expect(headlineLines[1]).toMatch(/^1 \S/);
      expect(headlines.screen).toContain(`\n${t.more}\n${t.nav}`);

      const pageTwo = await phone.at('1*0*2*00*3*9');
      expect(pageTwo.screen.split('\n')[1]).toMatch(/^1 \S/);
      expect(pageTwo.screen.split('\n')[1]).not.toBe(headlineLines[1]);
      // 0 goes back to the first page.
      expect((await phone.at('1*0*2*00*3*9*0')).screen).toBe(headlines.screen);

      const before = await countMessages(msisdn);
      const chosen = await phone.at('1*0*2*00*3*9*0*1');
      expect(chosen.screen).toBe(`${f(t.headlines.sent)}\n${t.nav}`);
      expect(await countMessages(msisdn)).toBe(before + 1);
      const sms = await latestMessage(msisdn);
      expect(sms?.body).toMatch(new RegExp(`^${brand}: .+ http://localhost:3000/news/[a-z0-9-]+$`));

      const fancred = await phone.at('1*0*2*00*3*9*0*1*00*4');
      expect(fancred.screen.split('\n')[0]).toBe(t.fancred.title);
      expect(fancred.screen).toContain(t.fancred.monthNone);

      const subscribeOffer = await phone.at('1*0*2*00*3*9*0*1*00*4*0*5');
      expect(subscribeOffer.screen).toBe(
        `${f(t.subscribe.offer, { price: expectedPrice(language), network: 'MTN' })}\n${t.smsMe}\n${t.nav}`,
      );
      const subscribeSent = await phone.at('1*0*2*00*3*9*0*1*00*4*0*5*1');
      expect(subscribeSent.screen).toBe(`${f(t.subscribe.sent)}\n${t.nav}`);
      expect((await latestMessage(msisdn))?.body).toBe(
        f(t.subscribe.sms, { price: expectedPrice(language), url: 'http://localhost:3000/subscribe' }),
      );

      const languages = await phone.at('1*0*2*00*3*9*0*1*00*4*0*5*1*00*6');
      expect(languages.screen).toBe(`${t.language.title}\n${t.language.menu}\n${t.nav}`);

      // Not a choice: the same menu, with the notice.
      expect((await phone.at('1*0*2*00*3*9*0*1*00*4*0*5*1*00*6*7')).screen).toBe(
        `${t.invalid}\n${t.language.title}\n${t.language.menu}\n${t.nav}`,
      );
    });

    it(`lets a caller without an account read scores, results and headlines in ${language}, and invites them to join`, async () => {
      const msisdn = strangerNumber();
      const choice = String(LOCALES.indexOf(language) + 1);
      const t = tFor(language);
      const phone = caller(msisdn, '65507');
      const english = tFor('en');
      expect((await phone.at('')).screen).toBe(`${brand}\n${english.home.menu}`);
      const chosen = await phone.at(`6*${choice}`);
      expect(chosen.screen).toBe(`${t.language.changed}\n${brand}\n${t.home.menu}`);

      // Remembered for the number: the next session starts in it.
      const again = caller(msisdn, '65507');
      expect((await again.at('')).screen).toBe(`${brand}\n${t.home.menu}`);
      expect((await again.at('1')).kind).toBe('CON');
      expect((await again.at('1*00*2')).screen.split('\n')[0]).toBe(t.results.title);
      expect((await again.at('1*00*2*00*3')).screen.split('\n')[1]).toMatch(/^1 \S/);

      const invite = await again.at('1*00*2*00*3*00*4');
      expect(invite.screen).toBe(`${t.fancred.title}\n${f(t.fancred.stranger)}\n${t.smsMe}\n${t.nav}`);
      const signup = await again.at('1*00*2*00*3*00*4*1');
      expect(signup.screen).toBe(`${f(t.fancred.signupSent)}\n${t.nav}`);
      expect((await latestMessage(msisdn))?.body).toBe(f(t.fancred.signupSms, { url: 'http://localhost:3000/sign-up' }));

      const offer = await again.at('1*00*2*00*3*00*4*1*00*5');
      expect(offer.screen).toBe(`${f(t.subscribe.offer, { price: expectedPrice(language), network: 'Cell C' })}\n${t.smsMe}\n${t.nav}`);
    });
  }

  it('gives a member their points and rank this month and this year, and a subscriber their renewal date and how to cancel', async () => {
    const fan = await makeFan({ language: 'en' });
    const db = await getDb();
    const month = new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Johannesburg' }).slice(0, 7);
    const year = month.slice(0, 4);
    await db.execute(sql`
      insert into fancred_points (period_key, user_id, points) values (${month}, ${fan.id}, 1234), (${year}, ${fan.id}, 98765)`);
    // With Redis on, the ranks' sorted sets hold the totals too (a no-op on Postgres).
    await writeTotals(
      [
        { periodKey: month, userId: fan.id, points: 1234 },
        { periodKey: year, userId: fan.id, points: 98765 },
      ],
      'exact',
    );
    const phone = caller(fan.msisdn!);
    const screen = (await phone.at('4')).screen;
    expect(screen).toMatch(/^My FanCred\nThis month: 1 234 points, no\. \d+\nThis year: 98 765 points, no\. \d+\n0 Back 00 Home$/);

    await subscribe(fan.id);
    const subscribed = (await phone.at('4*0*5')).screen;
    expect(subscribed).toMatch(/^You're subscribed to Touchline\+ until \d{1,2} \w{3} \d{4}\. To cancel, dial \*155#\.\n0 Back 00 Home$/);
    // Nothing to send a subscriber: 1 is not a choice there.
    expect((await phone.at('4*0*5*1')).screen).toBe(`Choose a number from the list.\n${subscribed}`);
  });

  it('changes a member’s own language with 6 (the account’s, as the profile would)', async () => {
    const fan = await makeFan({ language: 'en' });
    const phone = caller(fan.msisdn!);
    await phone.at('6');
    expect((await phone.at('6*4')).screen).toContain(tFor('af').home.menu);
    const db = await getDb();
    const rows = await db.execute<{ language: string }>(sql`select language from users where id = ${fan.id}`);
    expect(rows.rows[0]?.language).toBe('af');
    expect((await caller(fan.msisdn!).at('')).screen).toContain(tFor('af').home.menu);
  });
});

function expectedPrice(language: Locale): string {
  const amount = new Intl.NumberFormat({ en: 'en-ZA', zu: 'zu-ZA', xh: 'xh-ZA', af: 'af-ZA' }[language], {
    style: 'currency',
    currency: 'ZAR',
    maximumFractionDigits: 0,
  }).format(39);
  return toGsm7(fill(tFor(language).subscribe.perPeriod.month, { amount }));
}

describe('the live score and the next match', () => {
  it('shows the score and the minute while a match is on, and the next fixture in SAST when none is', async () => {
    const db = await getDb();
    // No match of the demo data is live in the template; this test's match is.
    const matchId = await makeMatch({ kickoffInSeconds: -60 });
    await record(matchId, 'kick_off');
    await record(matchId, 'try', { side: 'home' });
    const opponent = (await db.execute<{ opponent: string }>(sql`select opponent from matches where id = ${matchId}`)).rows[0]!.opponent;
    forgetUssdReads();
    const phone = caller(strangerNumber());
    const live = await phone.at('1');
    expect(live.screen).toMatch(new RegExp(`^Live\\n(.+\\n)*Springboks 5-0 ${opponent} \\d+'\\n(.+\\n)*1 Refresh\\n0 Back 00 Home$`));

    await record(matchId, 'half_time');
    forgetUssdReads();
    expect((await phone.at('1*1')).screen).toContain(`Springboks 5-0 ${opponent} (half time)`);

    await record(matchId, 'kick_off');
    await record(matchId, 'full_time');
    await db.execute(sql`update matches set status = 'final' where status in ('live', 'half_time')`);
    const next = await makeMatch({ kickoffAt: new Date('2030-12-07T15:05:00Z') });
    await db.execute(sql`update matches set kickoff_at = now() + interval '100 years' where status = 'scheduled' and id <> ${next}`);
    forgetUssdReads();
    const nextOpponent = (await db.execute<{ opponent: string }>(sql`select opponent from matches where id = ${next}`)).rows[0]!.opponent;
    expect((await phone.at('1*1*1')).screen).toBe(
      `Next match\nSpringboks v ${nextOpponent}\nSat 7 Dec, 17:05\nLoftus Versfeld, Pretoria\n0 Back 00 Home`,
    );
    const zuluPhone = caller(strangerNumber());
    await zuluPhone.at('6');
    expect((await zuluPhone.at('6*2*1')).screen).toMatch(/^Umdlalo olandelayo\nSpringboks v .+\nMgq 7 Dis, 17:05\n/);
  });
});

describe('sessions', () => {
  it('answers a retry of the same text with the same screen, and sends a story’s link once a day whatever the retries', async () => {
    const msisdn = strangerNumber();
    const phone = caller(msisdn);
    await phone.at('');
    const first = await phone.at('3*1');
    const retry = await phone.at('3*1');
    expect(retry.raw).toBe(first.raw);
    expect(await countMessages(msisdn)).toBe(1);

    // The same story from a new session the same day: not sent again.
    const later = caller(msisdn);
    expect((await later.at('3*1')).screen).toBe(`We sent you this link today.\n0 Back 00 Home`);
    expect(await countMessages(msisdn)).toBe(1);
  });

  it('caps the links one number is sent in a day', async () => {
    const msisdn = strangerNumber();
    const db = await getDb();
    for (let n = 0; n < LINKS_PER_NUMBER_DAILY; n += 1)
      await db.execute(
        sql`insert into ussd_links (msisdn, day, link) values (${msisdn}, (now() at time zone 'Africa/Johannesburg')::date, ${`test:${n}`})`,
      );
    expect((await caller(msisdn).at('3*2')).screen).toBe(`You've had today's links by SMS. Try again tomorrow.\n0 Back 00 Home`);
    expect(await countMessages(msisdn)).toBe(0);
  });

  it('holds the daily cap when one number asks for many links at once (issue 37)', async () => {
    const msisdn = strangerNumber();
    const db = await getDb();
    // Every step's claim held at the table until all of them are waiting, then let go at once: they race for the cap.
    const gate = await db.$client.connect();
    await gate.query('begin');
    await gate.query('lock table ussd_links in share mode');
    const asks = ['3*1', '3*2', '3*3', '3*9*1', '3*9*2', '3*9*3', '4*1', '5*1'];
    const steps = Promise.all(asks.map((text) => caller(msisdn).at(text)));
    // Waiting is a condition, not a time: each step's claim shows as an ungranted lock in pg_locks (on the table, or on
    // the number's claim lock while another step holds it).
    const waiting = async () =>
      Number(
        (
          await db.execute<{ n: string }>(sql`select count(*) as n from pg_locks
          where not granted and (relation = 'ussd_links'::regclass or locktype = 'advisory')`)
        ).rows[0]!.n,
      );
    while ((await waiting()) < asks.length) await new Promise((resolve) => setImmediate(resolve));
    await gate.query('commit');
    gate.release();
    const answers = await steps;
    const rows = await db.execute<{ n: string }>(sql`select count(*) as n from ussd_links where msisdn = ${msisdn}`);
    expect(Number(rows.rows[0]!.n)).toBe(LINKS_PER_NUMBER_DAILY);
    expect(await countMessages(msisdn)).toBe(LINKS_PER_NUMBER_DAILY);
    const capped = answers.filter((answer) => answer.screen.startsWith("You've had today's links by SMS."));
    expect(capped).toHaveLength(asks.length - LINKS_PER_NUMBER_DAILY);
  });

  it('keeps the headlines as first shown while the caller pages, though a story is published meanwhile', async () => {
    const phone = caller(strangerNumber());
    const first = await phone.at('3');
    const db = await getDb();
    const [row] = (
      await db.execute<{ id: number }>(sql`
      insert into stories (basket_id, slug, title, abstract, body, is_active, published_at)
      select basket_id, ${`ussd-fresh-${randomUUID().slice(0, 8)}`}, 'Fresh story published while paging', '', '<p>x</p>', true, now()
      from categories limit 1 returning id`)
    ).rows;
    expect(row).toBeDefined();
    forgetUssdReads();
    expect((await phone.at('3*9*0')).screen).toBe(first.screen);
    expect((await phone.at('3*9')).screen).not.toContain('Fresh story');
    expect((await caller(strangerNumber()).at('3')).screen).toContain('1 Fresh story published while paging');
  });

  it('ends a session that went quiet for more than 2 minutes, in the caller’s language', async () => {
    const fan = await makeFan({ language: 'xh' });
    const sessionId = `quiet-${randomUUID()}`;
    const started = Date.now();
    const input = { sessionId, serviceCode: CODE, phoneNumber: fan.msisdn!, networkCode: '65501', text: '' };
    expect((await answerUssd(input, started)).ok).toBe(true);
    const inTime = await answerUssd({ ...input, text: '2' }, started + 119_000);
    expect(inTime.ok && inTime.answer.kind).toBe('CON');
    const late = await answerUssd({ ...input, text: '2*0' }, started + 119_000 + 121_000);
    const timedOut = { ok: true, answer: { kind: 'END', text: 'Ixesha lakho liphelile. Cofa *120*2627# ukuze uqale kwakhona.' } };
    expect(late).toEqual(timedOut);
    // The aggregator's retry of that step, and any step after it, end the same way.
    expect(await answerUssd({ ...input, text: '2*0' }, started + 250_000)).toEqual(timedOut);
    expect(await answerUssd({ ...input, text: '2*0*1' }, started + 260_000)).toEqual(timedOut);
  });

  it('goes on in the language the session started in, though the account’s changes meanwhile', async () => {
    const fan = await makeFan({ language: 'en' });
    const phone = caller(fan.msisdn!);
    expect((await phone.at('')).screen).toContain(tFor('en').home.menu);
    const db = await getDb();
    await db.execute(sql`update users set language = 'zu' where id = ${fan.id}`);
    expect((await phone.at('2')).screen.split('\n')[0]).toBe(tFor('en').results.title);
    expect((await caller(fan.msisdn!).at('2')).screen.split('\n')[0]).toBe(tFor('zu').results.title);
  });

  it('refuses a session id that another number is using', async () => {
    const sessionId = `shared-${randomUUID()}`;
    expect((await send({ sessionId, phoneNumber: strangerNumber(), text: '' })).status).toBe(200);
    const other = await send({ sessionId, phoneNumber: strangerNumber(), text: '1' });
    expect(other.status).toBe(409);
    expect(JSON.parse(other.raw)).toEqual({ error: { code: 'session_mismatch', message: 'This session belongs to another number.' } });
  });

  it('counts sessions and the menus chosen for the console, not retries or replayed steps', async () => {
    const before = await sessionsToday();
    const phone = caller(strangerNumber());
    await phone.at('');
    await phone.at('1');
    await phone.at('1');
    await phone.at('1*0*3');
    await phone.at('1*0*3*0*3');
    const after = await sessionsToday();
    expect(after.sessions - before.sessions).toBe(1);
    // The session lives in Redis when it is set, in PostgreSQL otherwise.
    const db = await getDb();
    const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from ussd_sessions where id = ${phone.sessionId}`);
    expect(rows.rows[0]?.n).toBe(process.env.REDIS_URL ? 0 : 1);
    expect((after.menus.live ?? 0) - (before.menus.live ?? 0)).toBe(1);
    expect((after.menus.headlines ?? 0) - (before.menus.headlines ?? 0)).toBe(2);
  });
});

describe('what USSD keeps about a number (POPIA)', () => {
  it('lists the chosen language and the links sent in the download, and forgets them with the account', async () => {
    const msisdn = strangerNumber();
    const phone = caller(msisdn);
    await phone.at('6*3');
    await phone.at('6*3*3*1');
    const kept = await exportUssdData(msisdn);
    expect(kept.language).toBe('xh');
    expect(kept.linksSent).toEqual([{ day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), link: expect.stringMatching(/^story:\d+$/) }]);
    // The session still kept, wherever it is kept (PostgreSQL, or Redis with REDIS_URL): when, and the answers given.
    expect(kept.sessions).toEqual([
      { startedAt: expect.stringMatching(/^\d{4}-/), lastStepAt: expect.stringMatching(/^\d{4}-/), answers: '6*3*3*1' },
    ]);
    const db = await getDb();
    // The language, the link and the session (issue 37: in Redis too).
    expect(await db.transaction((tx) => eraseUssdData(tx, msisdn))).toBe(3);
    expect(await exportUssdData(msisdn)).toEqual({ language: null, linksSent: [], sessions: [] });
    expect((await caller(msisdn).at('')).screen).toBe(`${brand}\n${tFor('en').home.menu}`);
  });
});

describe('pruning on a schedule (issue 37)', () => {
  const SA_TODAY = sql`(now() at time zone 'Africa/Johannesburg')::date`;

  it('deletes sessions, links and signatures past keeping, and callers gone quiet or now members; keeps the rest', async () => {
    const db = await getDb();
    const tag = randomUUID().slice(0, 8);
    const [quiet, calling, member] = [strangerNumber(), strangerNumber(), (await makeFan()).msisdn!];
    await db.execute(sql`
      insert into ussd_sessions (id, msisdn, updated_at) values
        (${`old-${tag}`}, ${quiet}, now() - interval '11 minutes'), (${`new-${tag}`}, ${quiet}, now() - interval '9 minutes')`);
    await db.execute(sql`
      insert into ussd_links (msisdn, day, link) values
        (${quiet}, ${SA_TODAY} - 2, 'story:1'), (${quiet}, ${SA_TODAY} - 1, 'story:2'), (${quiet}, ${SA_TODAY}, 'story:3')`);
    const t = Math.floor(Date.now() / 1000);
    await db.execute(sql`
      insert into ussd_callback_signatures (t, v1, expires_at) values
        (${t}, ${`gone-${tag}`}, now() - interval '1 second'), (${t}, ${`live-${tag}`}, now() + interval '5 minutes')`);
    await db.execute(sql`
      insert into ussd_callers (msisdn, language, updated_at) values
        (${quiet}, 'zu', now() - make_interval(days => ${CALLER_KEEP_DAYS + 1})),
        (${calling}, 'xh', now() - make_interval(days => ${CALLER_KEEP_DAYS - 1})),
        (${member}, 'af', now())`);

    const pruned = await pruneUssd();
    expect(pruned).not.toBeNull();
    expect(pruned!.sessions).toBeGreaterThanOrEqual(1);
    expect(pruned!.links).toBeGreaterThanOrEqual(1);
    expect(pruned!.signatures).toBeGreaterThanOrEqual(1);
    expect(pruned!.callers).toBeGreaterThanOrEqual(2);
    const left = async (query: ReturnType<typeof sql>) => (await db.execute<{ k: string }>(query)).rows.map((row) => row.k).sort();
    expect(await left(sql`select id as k from ussd_sessions where id like ${`%-${tag}`}`)).toEqual([`new-${tag}`]);
    expect(await left(sql`select link as k from ussd_links where msisdn = ${quiet}`)).toEqual(['story:2', 'story:3']);
    expect(await left(sql`select v1 as k from ussd_callback_signatures where v1 like ${`%-${tag}`}`)).toEqual([`live-${tag}`]);
    expect(await left(sql`select msisdn as k from ussd_callers where msisdn in (${quiet}, ${calling}, ${member})`)).toEqual([calling]);
  });

  it('counts a call as the caller still calling, so a language in use is not forgotten', async () => {
    const db = await getDb();
    const msisdn = strangerNumber();
    await db.execute(sql`
      insert into ussd_callers (msisdn, language, updated_at) values (${msisdn}, 'zu', now() - make_interval(days => ${CALLER_KEEP_DAYS - 1}))`);
    expect((await caller(msisdn).at('')).screen).toBe(`${brand}\n${tFor('zu').home.menu}`);
    const [row] = (
      await db.execute<{ age: string }>(sql`
      select extract(epoch from now() - updated_at) as age from ussd_callers where msisdn = ${msisdn}`)
    ).rows;
    expect(Number(row!.age)).toBeLessThan(3600);
  });

  it('lets one copy prune at a time: a round finds the lock taken and skips', async () => {
    const db = await getDb();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const isHeld = new Promise<void>((resolve) => (held = resolve));
    const holder = db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PRUNE_LOCK})`);
      held();
      await released;
    });
    await isHeld;
    try {
      expect(await pruneUssd()).toBeNull();
    } finally {
      release();
      await holder;
    }
    expect(await pruneUssd()).not.toBeNull();
  });
});

describe('the callback’s proof and bad input', () => {
  const fields = () => ({ sessionId: `proof-${randomUUID()}`, phoneNumber: strangerNumber(), text: '' });

  it('accepts a signature or HTTP Basic with the secret, and refuses anything else with a 401', async () => {
    expect((await send(fields())).status).toBe(200);
    const basic = `Basic ${Buffer.from(`ussd:${SECRET}`).toString('base64')}`;
    expect((await send(fields(), { authorization: basic })).status).toBe(200);

    const refused: Record<string, string>[] = [
      {},
      { authorization: `Basic ${Buffer.from('ussd:wrong-secret-wrong-secret').toString('base64')}` },
      { [SIGNATURE_HEADER]: signCallback('another-secret-of-some-length', 'x') },
      { [SIGNATURE_HEADER]: signCallback(SECRET, 'sessionId=other') },
      { [SIGNATURE_HEADER]: 't=1,v1=00' },
    ];
    for (const headers of refused) {
      const answer = await send(fields(), headers);
      expect(answer.status, JSON.stringify(headers)).toBe(401);
      expect(JSON.parse(answer.raw).error.code).toBe('unsigned');
    }
    // A signature made six minutes ago is stale.
    const body = new URLSearchParams({ serviceCode: CODE, ...fields() }).toString();
    const stale = await POST(
      new NextRequest('http://localhost:3000/api/ussd/session', {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          [SIGNATURE_HEADER]: signCallback(SECRET, body, Math.floor(Date.now() / 1000) - 360),
        },
      }),
    );
    expect(stale.status).toBe(401);
  });

  it('answers each signed callback once: the same signature again is refused with 401 replayed (issue 37)', async () => {
    const body = new URLSearchParams({ serviceCode: CODE, networkCode: '65501', ...fields() }).toString();
    const signature = signCallback(SECRET, body, Math.floor(Date.now() / 1000) - 1);
    const request = () =>
      POST(
        new NextRequest('http://localhost:3000/api/ussd/session', {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/x-www-form-urlencoded', [SIGNATURE_HEADER]: signature },
        }),
      );
    expect((await request()).status).toBe(200);
    // Replayed, one after the other and several at once: never answered again.
    const again = await Promise.all([request(), request(), request()]);
    for (const replay of again) {
      expect(replay.status).toBe(401);
      expect((await replay.json()).error).toMatchObject({ code: 'replayed', message: 'This signed request has been answered already.' });
    }
    // The same body signed afresh (an aggregator's retry) is answered.
    expect((await send(Object.fromEntries(new URLSearchParams(body)) as Fields)).status).toBe(200);
  });

  it('answers bad fields with a 4xx naming them, never a 5xx', async () => {
    const cases: [Partial<Fields>, number, string][] = [
      [{ phoneNumber: 'abc' }, 422, 'phoneNumber'],
      [{ phoneNumber: '+4420123456' }, 422, 'phoneNumber'],
      [{ sessionId: '' }, 422, 'sessionId'],
      [{ serviceCode: '*999#' }, 404, 'unknown_service'],
      [{ serviceCode: 'hello' }, 422, 'serviceCode'],
      [{ text: '1\u0000' }, 400, 'nul'],
      [{ text: 'x'.repeat(201) }, 422, 'text'],
    ];
    for (const [change, status, word] of cases) {
      const answer = await send({ ...fields(), ...change } as Fields);
      expect(answer.status, JSON.stringify(change)).toBe(status);
      expect(answer.raw.toLowerCase(), JSON.stringify(change)).toContain(word.toLowerCase());
    }
    const big = await send({ ...fields(), text: '1*'.repeat(3000) });
    expect(big.status).toBe(413);
  });

  it('goes back one screen with 0 from anywhere, a wrong answer included, and home with 00 (issue 37)', async () => {
    const t = tFor('en');
    const phone = caller(strangerNumber());
    const home = await phone.at('');
    const results = await phone.at('2');
    // A wrong answer on the latest results: the same screen with the notice in the title's place…
    const wrong = await phone.at('2*7');
    expect(wrong.screen).toBe(results.screen.replace(/^[^\n]+/, t.invalid));
    // …and 0 is the screen before it (the results), then home; 00 is home from anywhere.
    expect((await phone.at('2*7*0')).screen).toBe(results.screen);
    expect((await phone.at('2*7*0*0')).screen).toBe(home.screen);
    expect((await phone.at('2*7*7*0')).screen).toBe(wrong.screen);
    expect((await phone.at('2*7*00')).screen).toBe(home.screen);
    // Two pages deep in the headlines, a wrong answer, then 0: page two again.
    const pageTwo = await phone.at('3*9');
    expect((await phone.at('3*9*8*0')).screen).toBe(pageTwo.screen);
    // After a story's link, a wrong answer and 0: the sent screen again (not home).
    const sent = await phone.at('3*1');
    expect((await phone.at('3*1*5*0')).screen).toBe(sent.screen);
    // A wrong answer at home, then 0: home without the notice.
    expect((await phone.at('7*0')).screen).toBe(home.screen);
    // After a language change, 0 is the language menu (in the new language).
    const zu = tFor('zu');
    expect((await phone.at('6*2*0')).screen).toBe(`${zu.language.title}\n${zu.language.menu}\n${zu.nav}`);
  });

  it('treats any other answer as a wrong choice, whatever the keypad sends', async () => {
    const phone = caller(strangerNumber());
    for (const text of ['7', '#', 'abc', '1*99', '3*9*9*9*9*9*9*9*9', '**', '0*0*0']) {
      const answer = await phone.at(text);
      expect(answer.status, text).toBe(200);
      expect(answer.kind, text).toBe('CON');
    }
    expect((await phone.at('7')).screen.startsWith('Choose a number from the list.\n')).toBe(true);
  });
});

describe('screens', () => {
  it('fits every screen into 182 characters even with long staff titles, and folds accents GSM-7 lacks', async () => {
    const db = await getDb();
    await db.execute(sql`
      insert into stories (basket_id, slug, title, title_af, abstract, body, body_af, is_active, published_at)
      select basket_id, ${`ussd-long-${randomUUID().slice(0, 8)}`}, ${'A very long headline '.repeat(8)}, 'Bokke wen: ’n skitterende sêe vir die span – môre weer', '', '<p>x</p>', '<p>y</p>', true, now()
      from categories limit 1`);
    forgetUssdReads();
    const phone = caller(strangerNumber());
    await phone.at('');
    const english = await phone.at('3');
    expect(english.screen.split('\n')[1]).toMatch(/^1 A very long headline .*\.\.\.$/);
    const afrikaans = caller(strangerNumber());
    await afrikaans.at('6*4');
    const screen = (await afrikaans.at('6*4*3')).screen;
    // sêe → see, ’n → 'n: the screen stays GSM-7, its title cut at a word.
    expect(screen).toContain("1 Bokke wen: 'n skitterende see vir die...");
    expect(screenLength(screen)).toMatchObject({ alphabet: 'GSM-7' });
    expect(screenLength(screen).length).toBeLessThanOrEqual(GSM7_LIMIT);
  });
});
