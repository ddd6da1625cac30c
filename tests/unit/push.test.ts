import { describe, expect, it } from 'vitest';
import { isPushTopic, PUSH_TOPICS, pushSubscribeBody, teamPushTopics } from '@/schemas/push';
import { ConfigError, DEFAULT_PUSH_SERVICE_HOSTS, parseConfig } from '@/server/config';
import { isAllowedPushEndpoint } from '@/server/outbound/push-endpoint';
import { writeNotification, type LiveContent } from '@/server/outbound/push-messages';

/** Web Push (issue 24, decision 031): which topics and endpoints are accepted, the settings, and what a notification says. */

const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
const body = (topics: unknown, endpoint = 'https://fcm.googleapis.com/fcm/send/abc') => ({ subscription: { endpoint, keys }, topics });
const problem = (value: unknown) => pushSubscribeBody.safeParse(value).error?.issues[0]?.message;

describe('push topics', () => {
  it('are the three match topics of each of the five teams, and news', () => {
    expect(PUSH_TOPICS).toHaveLength(16);
    expect(teamPushTopics('springboks')).toEqual(['springboks:kick_off', 'springboks:score', 'springboks:full_time']);
    for (const topic of ['springbok-women-sevens:score', 'domestic:full_time', 'springbok-sevens:kick_off', 'news'])
      expect(isPushTopic(topic)).toBe(true);
    for (const topic of ['springboks', 'springboks:try', 'all-blacks:score', 'News', 'springboks:score ', '', 'springboks:*'])
      expect(isPushTopic(topic)).toBe(false);
  });

  it('are validated in the subscribe body: known topics only, at least one, repeats dropped', () => {
    expect(pushSubscribeBody.parse(body(['springboks:score', 'news', 'springboks:score'])).topics).toEqual(['springboks:score', 'news']);
    expect(problem(body(['springboks:score', 'all-blacks:score']))).toMatch(/"all-blacks:score" is not a topic/);
    expect(problem(body([]))).toBe('Choose at least one topic (or unsubscribe)');
    expect(problem(body('news'))).toBe('topics is a list of topics');
    expect(problem(body(PUSH_TOPICS.concat(['news'])))).toBe('At most 16 topics');
  });

  it('wants the browser keys of an encrypted subscription, and an address', () => {
    expect(problem({ subscription: { endpoint: 'https://fcm.googleapis.com/x' }, topics: ['news'] })).toMatch(/keys is missing/);
    expect(problem({ subscription: { endpoint: 'https://x.example', keys: { ...keys, p256dh: 'abc' } }, topics: ['news'] })).toMatch(
      /p256dh is not a P-256 public key/,
    );
    expect(problem({ subscription: { endpoint: 'https://x.example', keys: { ...keys, auth: 'A'.repeat(30) } }, topics: ['news'] })).toMatch(
      /auth is not a 16-byte secret/,
    );
    expect(problem(body(['news'], 'not an address'))).toBe('subscription.endpoint is not an address');
    expect(problem(body(['news'], `https://fcm.googleapis.com/${'a'.repeat(1000)}`))).toBe('A push endpoint is at most 1000 characters');
  });
});

describe('push endpoints (SSRF)', () => {
  const real = { serviceHosts: DEFAULT_PUSH_SERVICE_HOSTS, isPlainHttpAllowed: false };
  it("accept the browsers' push services over https", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dXk2:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://api.push.apple.com/3/device/abc',
    ])
      expect(isAllowedPushEndpoint(endpoint, real), endpoint).toBe(true);
  });

  it('refuse anything else: internal addresses, other hosts, look-alikes, http, ports, credentials', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://127.0.0.1/push',
      'https://169.254.169.254/latest/meta-data/',
      'https://localhost/push',
      'https://[::1]/push',
      'https://fcm.googleapis.com.evil.example/fcm',
      'https://evilfcm.googleapis.com/fcm',
      'https://notify.windows.com/w',
      'https://evil-notify.windows.com/w',
      'https://user:pass@fcm.googleapis.com/fcm/send/abc',
      'ftp://fcm.googleapis.com/x',
      'not a url',
    ])
      expect(isAllowedPushEndpoint(endpoint, real), endpoint).toBe(false);
  });

  it('accept a local push service over plain http only where tests allow it', () => {
    const local = { serviceHosts: ['127.0.0.1'], isPlainHttpAllowed: true };
    expect(isAllowedPushEndpoint('http://127.0.0.1:41234/push/1', local)).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.2:41234/push/1', local)).toBe(false);
    expect(isAllowedPushEndpoint('http://127.0.0.1:41234/push/1', { ...local, isPlainHttpAllowed: false })).toBe(false);
  });
});

describe('push settings', () => {
  const pair = { VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}`, VAPID_PRIVATE_KEY: 'A'.repeat(43) };
  /** Every real adapter set (outside demo mode nothing may be simulated). */
  const real = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://db.internal/touchline',
    SITE_URL: 'https://fans.example.com',
    MAIL_FROM: 'Touchline <no-reply@fans.example.com>',
    ERROR_REPORT_EMAIL: 'errors@fans.example.com',
    CONTACT_URL: 'mailto:support@fans.example.com',
    SMS_GATEWAY_URL: 'https://sms.example.com/send',
    SMS_GATEWAY_TOKEN: 'token',
    SMTP_URL: 'smtp://mail.example.com:587',
    EMSISDN_SECRET: 'a-long-enough-production-secret',
    AUTH_SECRET: 'a-long-enough-production-auth-secret',
    ...Object.fromEntries(
      ['MTN', 'VODACOM', 'TELKOM', 'WORLDPLAY', 'STELLR'].flatMap((p) => [
        [`CARRIER_${p}_URL`, `https://${p.toLowerCase()}.example.com/api/`],
        [`CARRIER_${p}_API_KEY`, `${p.toLowerCase()}-key`],
        [`CARRIER_${p}_CALLBACK_SECRET`, `${p.toLowerCase()}-callback-secret-long`],
      ]),
    ),
  };
  it('take a VAPID pair, or none: push then runs on a generated pair in demo mode and is off outside it', () => {
    expect(parseConfig(pair).push.vapid).toEqual({ publicKey: pair.VAPID_PUBLIC_KEY, privateKey: pair.VAPID_PRIVATE_KEY });
    expect(parseConfig({}).push).toMatchObject({ vapid: null, isOn: true });
    expect(parseConfig(real).push).toMatchObject({ vapid: null, isOn: false, subject: 'mailto:support@fans.example.com' });
    expect(parseConfig({ ...real, ...pair }).push.isOn).toBe(true);
    expect(parseConfig({ ...real, CONTACT_URL: 'https://fans.example.com/contact' }).push.subject).toBe('https://fans.example.com/contact');
    // Outside demo mode the placeholder subject is refused (decision 044): push services contact the site through it.
    const plainHttp = { ...real, ...pair, SITE_URL: 'http://fans.example.com', CONTACT_URL: 'http://fans.example.com/contact' };
    expect(() => parseConfig(plainHttp)).toThrow(/VAPID_SUBJECT is not set and CONTACT_URL is neither mailto: nor https:/);
    expect(parseConfig({ ...plainHttp, VAPID_SUBJECT: 'mailto:ops@fans.example.com' }).push.subject).toBe('mailto:ops@fans.example.com');
  });

  it('refuse half a pair, malformed keys and a subject that is neither mailto: nor https:', () => {
    expect(() => parseConfig({ VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toThrow(
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together/,
    );
    expect(() => parseConfig({ VAPID_PRIVATE_KEY: pair.VAPID_PRIVATE_KEY })).toThrow(ConfigError);
    expect(() => parseConfig({ ...pair, VAPID_PUBLIC_KEY: 'A'.repeat(87) })).toThrow(/uncompressed P-256 public key/);
    expect(() => parseConfig({ ...pair, VAPID_PRIVATE_KEY: 'A'.repeat(40) })).toThrow(/VAPID_PRIVATE_KEY must be/);
    expect(() => parseConfig({ VAPID_SUBJECT: 'http://fans.example.com' })).toThrow(
      /VAPID_SUBJECT must be a mailto: address or an https: URL/,
    );
    expect(parseConfig({ VAPID_SUBJECT: 'mailto:ops@fans.example.com' }).push.subject).toBe('mailto:ops@fans.example.com');
    expect(parseConfig({}).push.subject).toBe('mailto:support@touchline.example');
  });

  it('read the push services as a list (the real ones by default) and the site-wide send cap', () => {
    expect(parseConfig({}).push.serviceHosts).toEqual(DEFAULT_PUSH_SERVICE_HOSTS);
    expect(parseConfig({ PUSH_SERVICE_HOSTS: ' 127.0.0.1 , *.Example.com' }).push.serviceHosts).toEqual(['127.0.0.1', '*.example.com']);
    expect(() => parseConfig({ PUSH_SERVICE_HOSTS: 'https://fcm.googleapis.com' })).toThrow(/PUSH_SERVICE_HOSTS/);
    expect(parseConfig({ PUSH_SENDS_PER_SECOND: '40' }).outbound.sendsPerSecond.push).toBe(40);
    expect(parseConfig({ NODE_ENV: 'test' }).push.isPlainHttpAllowed).toBe(true);
    expect(parseConfig({}).push.isPlainHttpAllowed).toBe(false);
  });
});

describe('what a notification says', () => {
  const live: LiveContent = {
    kind: 'live',
    matchId: 12,
    team: 'springboks',
    version: 7,
    change: 'score',
    eventType: 'try',
    side: 'home',
    home: 'Springboks',
    away: 'New Zealand',
    homeScore: 12,
    awayScore: 7,
    minute: 23,
  };

  it('tells a score in the subscriber’s language, with the match page and the match as its tag', async () => {
    expect(await writeNotification(live, 'en', 'Touchline')).toEqual({
      title: 'Try! Springboks 12 – 7 New Zealand (23’)',
      body: 'Points for Springboks. Tap to follow the match live.',
      url: '/matches/springboks/12',
      tag: 'm12',
      renotify: true,
      version: 7,
      icon: '/icons/icon-192.png',
    });
    expect((await writeNotification(live, 'zu', 'Touchline')).title).toBe('Ithrayi! Springboks 12 – 7 New Zealand (23’)');
    expect((await writeNotification({ ...live, eventType: 'drop_goal', side: 'away' }, 'af', 'Touchline')).body).toBe(
      'Punte vir New Zealand. Tik om die wedstryd regstreeks te volg.',
    );
    expect((await writeNotification({ ...live, eventType: 'penalty', minute: null }, 'xh', 'Touchline')).title).toBe(
      'Ipenalti! Springboks 12 – 7 New Zealand',
    );
  });

  it('tells kick-off, full time and an undone score, which does not buzz again', async () => {
    expect((await writeNotification({ ...live, change: 'kick_off', homeScore: 0, awayScore: 0 }, 'af', 'T')).title).toBe(
      'Afskop: Springboks teen New Zealand',
    );
    expect((await writeNotification({ ...live, change: 'full_time', homeScore: 27, awayScore: 20 }, 'xh', 'T')).title).toBe(
      'Ixesha elipheleleyo: Springboks 27 – 20 New Zealand',
    );
    const corrected = await writeNotification({ ...live, eventType: null, side: null, homeScore: 7 }, 'en', 'T');
    expect(corrected).toMatchObject({ title: 'Score corrected: Springboks 7 – 7 New Zealand', renotify: false });
  });

  it('gives a story its title in the language, English where it has none', async () => {
    const story = {
      kind: 'news' as const,
      storyId: 5,
      slug: 'boks-name-squad',
      titles: { en: 'Boks name squad', zu: 'AmaBokke amemezela iqembu', xh: 'Boks name squad', af: 'Bokke kies span' },
    };
    expect(await writeNotification(story, 'zu', 'Touchline')).toMatchObject({
      title: 'AmaBokke amemezela iqembu',
      body: 'Okusha ku-Touchline. Thepha ukuze ufunde.',
      url: '/news/boks-name-squad',
      tag: 's5',
    });
    expect((await writeNotification(story, 'xh', 'Touchline')).title).toBe('Boks name squad');
  });
});
