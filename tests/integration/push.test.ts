import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as pushKey } from '@/app/api/site/push/key/route';
import { POST as subscribe } from '@/app/api/site/push/subscribe/route';
import { POST as unsubscribe } from '@/app/api/site/push/unsubscribe/route';
import { liveEventInput } from '@/schemas/live-event-input';
import { matchCreateInput } from '@/schemas/matches';
import { storyCreateInput, storyToCreate } from '@/schemas/stories';
import { createStory } from '@/server/content';
import { getDb } from '@/server/db/client';
import { createMatch, recordMatchEvent, undoMatchEvent } from '@/server/matches';
import { forgetRecipients } from '@/server/outbound';
import { MAX_FAILURES } from '@/server/outbound/push-send';
import { pushSubscriptions } from '@/server/outbound/schema';
import { makeFan, sessionFor } from '../support/fancred';
import { awayFromWindowEdge, call, errorOf, type CookieJar } from '../support/identity-http';
import { outboundSettled } from '../support/outbound';
import { clearCounters } from '../support/rate-limits';

/**
 * Web Push (issue 24 item 5, decision 031), end to end on the sending side: browsers subscribe over HTTP, the reporter
 * records live events (`recordMatchEvent`, the real path), the durable queue expands each change into its topic's
 * subscriptions and sends them to a local push service — an HTTP server on 127.0.0.1, allowed here by
 * PUSH_SERVICE_HOSTS — which decrypts every payload with the subscribing browser's own keys (RFC 8291, aes128gcm,
 * with web-push's own http_ece) and checks the VAPID signature (RFC 8292) against the site's public key.
 */
vi.hoisted(() => {
  process.env.PUSH_SERVICE_HOSTS = '127.0.0.1';
  process.env.RATE_LIMIT_IP_HOURLY = '20';
});

const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer }): Buffer;
};

// ---- the local push service ----

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}
const received: Received[] = [];
/** The status the push service answers per path (201 otherwise). */
const answers = new Map<string, number>();
let server: http.Server;
let pushBase = '';

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answers.get(path) ?? 201).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  pushBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// ---- browsers ----

const run = randomBytes(4).toString('hex');
let nextAddress = 0;
/** Each call from an address of its own: the per-address limit is tested on its own. */
const address = () => `198.18.7.${(nextAddress += 1)}`;

interface Browser {
  name: string;
  path: string;
  ecdh: ECDH;
  auth: Buffer;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

/** A browser's push subscription: its own P-256 key pair and 16-byte auth secret, and an endpoint on the local service. */
function browser(name: string): Browser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const path = `/push/${run}/${name}`;
  return {
    name,
    path,
    ecdh,
    auth,
    subscription: {
      endpoint: `${pushBase}${path}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}

async function subscribeBrowser(who: Browser, topics: string[], options: { language?: string; jar?: CookieJar; ip?: string } = {}) {
  return call(
    subscribe,
    '/api/site/push/subscribe',
    { subscription: who.subscription, topics, ...(options.language ? { language: options.language } : {}) },
    { ip: options.ip ?? address(), jar: options.jar },
  );
}

interface Notification {
  title: string;
  body: string;
  url: string;
  tag: string;
  renotify: boolean;
  version: number;
  icon: string;
}

/** What the push service got for a browser since the test began, decrypted with that browser's keys. */
async function delivered(who: Browser): Promise<{ notification: Notification; headers: http.IncomingHttpHeaders }[]> {
  await outboundSettled(20_000);
  return received
    .filter((item) => item.path === who.path)
    .map((item) => ({
      notification: JSON.parse(
        ece.decrypt(item.body, { version: 'aes128gcm', privateKey: who.ecdh, authSecret: who.auth }).toString('utf8'),
      ) as Notification,
      headers: item.headers,
    }));
}

async function subscriptionOf(who: Browser) {
  const [row] = await (await getDb()).select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, who.subscription.endpoint));
  return row;
}

/** The VAPID Authorization header: `vapid t=<ES256 JWT for the push service's origin>, k=<the site's public key>`. */
function checkVapid(authorization: string | undefined, publicKey: string): void {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  expect(match, authorization).not.toBeNull();
  const [, header = '', claims = '', signature = '', key = ''] = match ?? [];
  expect(key).toBe(publicKey);
  const raw = Buffer.from(publicKey, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') };
  const verifier = { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' as const };
  expect(verify('sha256', Buffer.from(`${header}.${claims}`), verifier, Buffer.from(signature, 'base64url'))).toBe(true);
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ typ: 'JWT', alg: 'ES256' });
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; sub: string; exp: number };
  expect(body.aud).toBe(pushBase);
  expect(body.sub).toBe('mailto:support@touchline.example');
  expect(body.exp * 1000).toBeGreaterThan(Date.now());
  expect(body.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600 * 1000);
}

// ---- matches ----

const EDITOR = { type: 'staff' as const, id: 'demo-staff-editor', label: 'editor@example.com' };

async function newMatch(team = 'springboks'): Promise<{ id: number; opponent: string }> {
  const opponent = `New Zealand ${randomBytes(2).toString('hex')}`;
  const created = await createMatch(
    matchCreateInput.parse({
      team,
      teamName: 'Springboks',
      opponent,
      venue: 'Ellis Park',
      city: 'Johannesburg',
      homeAway: 'home',
      kickoffDate: `${new Date().getUTCFullYear() + 1}-08-16`,
      kickoffTime: '17:05',
      competition: 'The Rugby Championship',
      ticketsUrl: '',
      broadcastUrl: '',
    }),
    EDITOR,
  );
  if (!created.ok) throw new Error(created.error.message);
  return { id: created.value.id, opponent };
}

async function record(matchId: number, event: Record<string, unknown>): Promise<string> {
  const result = await recordMatchEvent(matchId, liveEventInput.parse(event), EDITOR);
  if (!result.ok) throw new Error(result.error.message);
  return result.value.event.id;
}

let publicKey = '';

beforeAll(async () => {
  const answer = await call(pushKey, '/api/site/push/key');
  expect(answer.status).toBe(200);
  publicKey = ((await answer.json()) as { publicKey: string }).publicKey;
  // Demo mode without VAPID settings: a P-256 public key made once and kept, the same on every call.
  expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
  expect(((await (await call(pushKey, '/api/site/push/key')).json()) as { publicKey: string }).publicKey).toBe(publicKey);
});

beforeEach(async () => {
  await outboundSettled(20_000);
  received.length = 0;
  answers.clear();
});

describe('subscribing', () => {
  it('stores a subscription with its topics and language, and a second subscribe from the browser changes them', async () => {
    const phone = browser('stored');
    const first = await subscribeBrowser(phone, ['springboks:score', 'news'], { language: 'zu' });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ topics: ['springboks:score', 'news'] });
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(await subscriptionOf(phone)).toMatchObject({ topics: ['springboks:score', 'news'], locale: 'zu', userId: null, failures: 0 });

    const again = await call(
      subscribe,
      '/api/site/push/subscribe',
      { subscription: phone.subscription, topics: ['springboks:full_time'] },
      { ip: address(), headers: { cookie: 'NEXT_LOCALE=af' } },
    );
    expect(again.status).toBe(200);
    expect(await subscriptionOf(phone)).toMatchObject({ topics: ['springboks:full_time'], locale: 'af' });
    const count = await (
      await getDb()
    ).execute<{ n: number }>(sql`select count(*)::int as n from push_subscriptions where endpoint = ${phone.subscription.endpoint}`);
    expect(count.rows[0]?.n).toBe(1);
  });

  it('refuses unknown topics and broken subscriptions with a 422 that says why', async () => {
    const phone = browser('refused');
    expect(await errorOf(await subscribeBrowser(phone, ['springboks:score', 'springboks:tries']))).toMatchObject({
      status: 422,
      code: 'invalid_input',
      message: expect.stringContaining('topics: "springboks:tries" is not a topic'),
    });
    expect(await errorOf(await subscribeBrowser(phone, []))).toMatchObject({
      status: 422,
      message: 'topics: Choose at least one topic (or unsubscribe)',
    });
    const keyless = await call(subscribe, '/api/site/push/subscribe', {
      subscription: { endpoint: phone.subscription.endpoint },
      topics: ['news'],
    });
    expect(await errorOf(keyless)).toMatchObject({ status: 422, message: expect.stringContaining('keys is missing') });
    expect(await subscriptionOf(phone)).toBeUndefined();
  });

  it('refuses (422) an endpoint that is not on an allowed push service: the server never posts to an internal address', async () => {
    for (const endpoint of [
      'http://10.0.0.5/push/1',
      'http://169.254.169.254/latest/meta-data/',
      'http://localhost:6379/',
      'https://fcm.googleapis.com.internal/fcm/send/1',
      `http://user:secret@127.0.0.1:${new URL(pushBase).port}/push`,
    ]) {
      const phone = browser('ssrf');
      const answer = await call(
        subscribe,
        '/api/site/push/subscribe',
        { subscription: { ...phone.subscription, endpoint }, topics: ['news'] },
        { ip: address() },
      );
      expect(await errorOf(answer), endpoint).toMatchObject({ status: 422, code: 'push_endpoint_refused' });
    }
    const stored = await (
      await getDb()
    ).execute<{ n: number }>(sql`select count(*)::int as n from push_subscriptions where endpoint not like 'http://127.0.0.1:%'`);
    expect(stored.rows[0]?.n).toBe(0);
  });

  it('unsubscribes by endpoint (the same answer for an endpoint it does not know)', async () => {
    const phone = browser('leaving');
    await subscribeBrowser(phone, ['news']);
    const answer = await call(unsubscribe, '/api/site/push/unsubscribe', { endpoint: phone.subscription.endpoint }, { ip: address() });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ unsubscribed: true });
    expect(await subscriptionOf(phone)).toBeUndefined();
    const unknown = await call(unsubscribe, '/api/site/push/unsubscribe', { endpoint: `${pushBase}/push/nobody` }, { ip: address() });
    expect(unknown.status).toBe(200);
    expect((await call(unsubscribe, '/api/site/push/unsubscribe', { endpoint: 42 }, { ip: address() })).status).toBe(422);
  });

  it('caps subscribes and unsubscribes per client address (429 with Retry-After)', async () => {
    await awayFromWindowEdge(3600, 30);
    await clearCounters('push:*');
    const ip = '198.18.8.1';
    for (let index = 0; index < 20; index += 1) {
      const answer = await subscribeBrowser(browser(`capped-${index}`), ['news'], { ip });
      expect(answer.status, `call ${index + 1}`).toBe(201);
    }
    const refused = await subscribeBrowser(browser('capped-over'), ['news'], { ip });
    expect(await errorOf(refused)).toMatchObject({ status: 429, code: 'too_many_requests' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(unsubscribe, '/api/site/push/unsubscribe', { endpoint: `${pushBase}/push/x` }, { ip })).status).toBe(429);
    // Another address is not affected.
    expect((await subscribeBrowser(browser('capped-other'), ['news'])).status).toBe(201);
    await (await getDb()).delete(pushSubscriptions).where(sql`${pushSubscriptions.endpoint} like ${`%/push/${run}/capped-%`}`);
  });

  it('remembers a signed-in fan, and forgets their subscriptions with them (POPIA)', async () => {
    const fan = await makeFan();
    const jar = await sessionFor(fan.id);
    const phone = browser('fan-phone');
    const anonymous = browser('anonymous');
    expect((await subscribeBrowser(phone, ['news'], { jar })).status).toBe(201);
    expect((await subscribeBrowser(anonymous, ['news'])).status).toBe(201);
    expect((await subscriptionOf(phone))?.userId).toBe(fan.id);
    // Changing topics signed out keeps the owner.
    await subscribeBrowser(phone, ['news', 'springboks:score']);
    expect((await subscriptionOf(phone))?.userId).toBe(fan.id);

    await (await getDb()).transaction((tx) => forgetRecipients(tx, [fan.msisdn, fan.email], { userId: fan.id }));
    expect(await subscriptionOf(phone)).toBeUndefined();
    expect(await subscriptionOf(anonymous)).toBeDefined();
    await call(unsubscribe, '/api/site/push/unsubscribe', { endpoint: anonymous.subscription.endpoint }, { ip: address() });
  });
});

describe('a live match, through the queue to the push service', () => {
  it('sends each change to its topic’s subscribers, encrypted for each, in their language, with TTL, Topic, Urgency and VAPID', async () => {
    const english = browser('live-en');
    const zulu = browser('live-zu');
    const women = browser('live-women');
    const newsOnly = browser('live-news');
    await subscribeBrowser(english, ['springboks:kick_off', 'springboks:score', 'springboks:full_time'], { language: 'en' });
    await subscribeBrowser(zulu, ['springboks:score'], { language: 'zu' });
    await subscribeBrowser(women, ['springbok-women:kick_off', 'springbok-women:score', 'springbok-women:full_time'], { language: 'af' });
    await subscribeBrowser(newsOnly, ['news'], { language: 'xh' });
    const match = await newMatch();
    const page = `/matches/springboks/${match.id}`;

    await record(match.id, { type: 'kick_off' });
    await record(match.id, { type: 'yellow_card', side: 'away', minute: 12 });
    await record(match.id, { type: 'try', side: 'home', minute: 23 });

    const toEnglish = await delivered(english);
    expect(toEnglish.map((item) => item.notification.title)).toEqual([
      `Kick-off: Springboks v ${match.opponent}`,
      `Try! Springboks 5 – 0 ${match.opponent} (23’)`,
    ]);
    const [kickOff, firstTry] = toEnglish;
    expect(kickOff?.notification).toMatchObject({ body: 'The match is under way. Tap to follow it live.', url: page, tag: `m${match.id}` });
    expect(kickOff?.headers).toMatchObject({ ttl: '900', topic: `m${match.id}`, urgency: 'high', 'content-encoding': 'aes128gcm' });
    expect(firstTry?.notification).toEqual({
      title: `Try! Springboks 5 – 0 ${match.opponent} (23’)`,
      body: 'Points for Springboks. Tap to follow the match live.',
      url: page,
      tag: `m${match.id}`,
      renotify: true,
      version: expect.any(Number),
      icon: '/icons/icon-192.png',
    });
    expect(firstTry?.headers).toMatchObject({
      ttl: '600',
      topic: `m${match.id}`,
      urgency: 'high',
      'content-type': 'application/octet-stream',
    });
    expect(firstTry?.notification.version).toBeGreaterThan(kickOff?.notification.version ?? Infinity);
    for (const item of toEnglish) checkVapid(item.headers.authorization, publicKey);

    // The Zulu phone asked for scores only; the Women's and the news-only phones hear nothing of this match.
    const toZulu = await delivered(zulu);
    expect(toZulu.map((item) => item.notification)).toEqual([
      expect.objectContaining({
        title: `Ithrayi! Springboks 5 – 0 ${match.opponent} (23’)`,
        body: 'Amaphuzu aya ku-Springboks. Thepha ukuze ulandele umdlalo bukhoma.',
        url: page,
      }),
    ]);
    checkVapid(toZulu[0]?.headers.authorization, publicKey);
    expect(await delivered(women)).toEqual([]);
    expect(await delivered(newsOnly)).toEqual([]);

    // An undo that moves the score tells the score's subscribers the corrected score, without buzzing again.
    received.length = 0;
    const conversion = await record(match.id, { type: 'conversion', side: 'home', minute: 24 });
    await undoMatchEvent(match.id, conversion, EDITOR);
    expect((await delivered(zulu)).map((item) => item.notification)).toEqual([
      expect.objectContaining({ title: `I-conversion! Springboks 7 – 0 ${match.opponent} (24’)`, renotify: true }),
      expect.objectContaining({ title: `Amaphuzu alungisiwe: Springboks 5 – 0 ${match.opponent}`, renotify: false }),
    ]);

    // Full time: to its topic only, kept longer by the push service, at normal urgency.
    received.length = 0;
    await record(match.id, { type: 'full_time', minute: 80 });
    const fullTime = await delivered(english);
    expect(fullTime.map((item) => item.notification.title)).toEqual([`Full time: Springboks 5 – 0 ${match.opponent}`]);
    expect(fullTime[0]?.headers).toMatchObject({ ttl: '3600', topic: `m${match.id}`, urgency: 'normal' });
    expect(await delivered(zulu)).toEqual([]);
  });

  it('deletes a subscription the push service says is gone (410, 404), and one that keeps failing', async () => {
    const gone = browser('gone');
    const missing = browser('missing');
    const broken = browser('broken');
    const busy = browser('busy');
    const fine = browser('fine');
    for (const phone of [gone, missing, broken, busy, fine]) await subscribeBrowser(phone, ['springboks:score']);
    answers.set(gone.path, 410);
    answers.set(missing.path, 404);
    answers.set(broken.path, 400);
    answers.set(busy.path, 503);
    const match = await newMatch();
    await record(match.id, { type: 'kick_off' });

    await record(match.id, { type: 'penalty', side: 'home', minute: 5 });
    await outboundSettled(20_000);
    expect(await subscriptionOf(gone)).toBeUndefined();
    expect(await subscriptionOf(missing)).toBeUndefined();
    // A refusal counts against the subscription; the push service's own trouble (5xx, 429) does not.
    expect((await subscriptionOf(broken))?.failures).toBe(1);
    expect((await subscriptionOf(busy))?.failures).toBe(0);
    expect((await subscriptionOf(fine))?.failures).toBe(0);

    await (
      await getDb()
    )
      .update(pushSubscriptions)
      .set({ failures: MAX_FAILURES - 1 })
      .where(eq(pushSubscriptions.endpoint, broken.subscription.endpoint));
    await record(match.id, { type: 'penalty', side: 'away', minute: 9 });
    await outboundSettled(20_000);
    expect(await subscriptionOf(broken)).toBeUndefined();
    expect(await subscriptionOf(busy)).toBeDefined();

    // A subscription that is sent to again is back to no failures; a removed one gets nothing more.
    await (await getDb()).update(pushSubscriptions).set({ failures: 3 }).where(eq(pushSubscriptions.endpoint, fine.subscription.endpoint));
    received.length = 0;
    await record(match.id, { type: 'drop_goal', side: 'home', minute: 30 });
    expect((await delivered(fine)).map((item) => item.notification.title)).toEqual([
      expect.stringMatching(/^Drop goal! Springboks 6 – 3 /),
    ]);
    expect((await subscriptionOf(fine))?.failures).toBe(0);
    expect(await delivered(gone)).toEqual([]);
    expect(received.filter((item) => item.path === gone.path || item.path === broken.path)).toEqual([]);
    for (const phone of [busy, fine])
      await call(unsubscribe, '/api/site/push/unsubscribe', { endpoint: phone.subscription.endpoint }, { ip: address() });
  });

  it('queues one broadcast per change told, and nothing for a change nobody follows', async () => {
    const follower = browser('jobs');
    await subscribeBrowser(follower, ['springbok-sevens:score']);
    const match = await newMatch('springbok-sevens');
    const jobs = async () => {
      const rows = await (
        await getDb()
      ).execute<{ kind: string; topic: string }>(
        sql`select data->>'kind' as kind, data->'message'->>'topic' as topic from pgboss.job
            where name = 'outbound-push' and data->>'kind' = 'broadcast' and (data->'message'->'content'->>'matchId')::int = ${match.id}
            order by created_on`,
      );
      return rows.rows.map((row) => row.topic);
    };
    await record(match.id, { type: 'kick_off' }); // nobody follows springbok-sevens:kick_off
    await record(match.id, { type: 'comment', text: 'A big hit in midfield.' });
    await record(match.id, { type: 'try', side: 'away', minute: 3 });
    await outboundSettled(20_000);
    expect(await jobs()).toEqual(['springbok-sevens:score']);
    expect((await delivered(follower)).map((item) => item.notification.title)).toEqual([
      expect.stringMatching(/^Try! Springboks 0 – 5 New Zealand/),
    ]);
    await call(unsubscribe, '/api/site/push/unsubscribe', { endpoint: follower.subscription.endpoint }, { ip: address() });
  });

  it('sends to every page of a large topic, each browser once', async () => {
    const crowd = Array.from({ length: 120 }, (_, index) => browser(`crowd-${index}`));
    const db = await getDb();
    await db.insert(pushSubscriptions).values(
      crowd.map((phone) => ({
        endpoint: phone.subscription.endpoint,
        p256dh: phone.subscription.keys.p256dh,
        auth: phone.subscription.keys.auth,
        topics: ['domestic:kick_off'],
        locale: 'af',
      })),
    );
    const match = await newMatch('domestic');
    await record(match.id, { type: 'kick_off' });
    await outboundSettled(30_000);
    const paths = received.map((item) => item.path).filter((path) => path.includes('/crowd-'));
    expect(paths).toHaveLength(120);
    expect(new Set(paths).size).toBe(120);
    const last = crowd[119] as Browser;
    expect((await delivered(last))[0]?.notification).toMatchObject({
      title: `Afskop: Springboks teen ${match.opponent}`,
      url: `/matches/domestic/${match.id}`,
    });
    await db.delete(pushSubscriptions).where(sql`${pushSubscriptions.endpoint} like ${`%/push/${run}/crowd-%`}`);
  });
});

describe('news', () => {
  it('tells the news subscribers of a story when it is published, in their language (English where it has none)', async () => {
    const afrikaans = browser('news-af');
    const xhosa = browser('news-xh');
    const scoresOnly = browser('news-scores');
    await subscribeBrowser(afrikaans, ['news'], { language: 'af' });
    await subscribeBrowser(xhosa, ['news', 'springboks:score'], { language: 'xh' });
    await subscribeBrowser(scoresOnly, ['springboks:score'], { language: 'en' });
    // A member who saved the bell on an English page, then chose Afrikaans: told in Afrikaans from then on (issue 26).
    const member = browser('news-member');
    const fan = await makeFan({ language: 'en' });
    expect((await subscribeBrowser(member, ['news'], { language: 'en', jar: await sessionFor(fan.id) })).status).toBe(201);
    const { setLanguage } = await import('@/server/identity');
    expect((await setLanguage(fan, 'af')).ok).toBe(true);
    expect((await subscriptionOf(member))?.locale).toBe('af');
    const title = `Boks name their squad ${run}`;

    const draft = await createStory(
      storyToCreate(storyCreateInput.parse({ title, title_af: `Bokke kies hul span ${run}`, basket_ids: '[112]', is_active: 'false' })),
      EDITOR,
    );
    if (!draft.ok) throw new Error(draft.error.message);
    expect(await delivered(afrikaans)).toEqual([]);

    const { setStoryFlag } = await import('@/server/content/admin-stories');
    expect((await setStoryFlag({ id: draft.value.id, flag: 'active', value: true }, EDITOR)).ok).toBe(true);
    const toAfrikaans = await delivered(afrikaans);
    expect(toAfrikaans.map((item) => item.notification)).toEqual([
      {
        title: `Bokke kies hul span ${run}`,
        body: 'Nuut op Touchline. Tik om te lees.',
        url: `/news/${draft.value.slug}`,
        tag: `s${draft.value.id}`,
        renotify: false,
        version: 0,
        icon: '/icons/icon-192.png',
      },
    ]);
    expect(toAfrikaans[0]?.headers).toMatchObject({ ttl: String(12 * 3600), topic: `s${draft.value.id}`, urgency: 'normal' });
    expect((await delivered(xhosa)).map((item) => item.notification.title)).toEqual([title]);
    expect(await delivered(scoresOnly)).toEqual([]);
    expect((await delivered(member)).map((item) => item.notification.title)).toEqual([`Bokke kies hul span ${run}`]);

    // Taken down and put up again at once: the fans were told once (the broadcast is keyed by the story).
    await setStoryFlag({ id: draft.value.id, flag: 'active', value: false }, EDITOR);
    await setStoryFlag({ id: draft.value.id, flag: 'active', value: true }, EDITOR);
    expect(await delivered(afrikaans)).toHaveLength(1);
  });
});
