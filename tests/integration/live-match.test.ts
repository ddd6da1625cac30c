import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { request } from '../support/identity-http';
import { applyLiveChange } from '@/schemas/live-match';

// Small caps, so that a test can reach them (issue 37): one copy holds 6 streams, at most 4 from one address.
process.env.LIVE_MAX_STREAMS = '6';
process.env.LIVE_STREAMS_PER_ADDRESS = '4';

// The service API's routes refresh the public match pages through next/cache (after the response, in Next).
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<object>()), after: () => undefined }));
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<object>()), revalidateTag: () => undefined }));

const { POST: postEvent } = await import('@/app/admin/api/v1/matches/[id]/events/route');
const { DELETE: deleteEvent } = await import('@/app/admin/api/v1/matches/[id]/events/[eventId]/route');
const { GET: getMatch } = await import('@/app/api/site/matches/[id]/route');
const { GET: getLive } = await import('@/app/api/site/matches/[id]/live/route');
const { createMatch } = await import('@/server/matches/admin-matches');
const { foldEvents, getLiveMatch, recordMatchEvent, undoMatchEvent } = await import('@/server/matches/live');
const { liveHub, stopLiveHub } = await import('@/server/matchday/live-hub');
const { LIVE_FRAMES } = await import('@/server/http/live-responses');
const { listAudit } = await import('@/server/audit/audit');
const { listenForLiveChanges } = await import('@/server/adapters/live/live-bus');
const { getConfig } = await import('@/server/config');
const { getDb } = await import('@/server/db/client');
const { matchCreateInput } = await import('@/schemas/matches');

/**
 * The live match (issue 24 items 1, 2, 8): the score follows from the events (try 5, conversion 2, penalty 3, drop
 * goal 3, penalty try 7), undo takes one back, a retried send is the same event, the reporter's mistakes are refused
 * with a 409, every event is audited, and the service API and the event stream speak DESIGN §4.1's contract.
 */
const REPORTER = { type: 'staff', id: 'demo-staff-editor', label: 'editor@example.com' } as const;
const SECOND_REPORTER = { type: 'staff', id: 'demo-staff-admin', label: 'admin@example.com' } as const;
const BASIC = `Basic ${Buffer.from('service:touchline-service').toString('base64')}`;
const YEAR = new Date().getUTCFullYear() + 5;

afterAll(() => stopLiveHub());

async function newMatch(isHome = true): Promise<number> {
  const result = await createMatch(
    matchCreateInput.parse({
      team: 'springboks',
      teamName: 'Springboks',
      opponent: `Live XV ${Math.random().toString(36).slice(2, 8)}`,
      venue: 'Ellis Park',
      city: 'Johannesburg',
      homeAway: isHome ? 'home' : 'away',
      kickoffDate: `${YEAR}-08-20`,
      kickoffTime: '17:05',
      competition: 'Rugby Championship',
    }),
    REPORTER,
  );
  if (!result.ok) throw new Error(result.error.message);
  return result.value.id;
}

async function record(matchId: number, input: Record<string, unknown>, actor: typeof REPORTER | typeof SECOND_REPORTER = REPORTER) {
  const result = await recordMatchEvent(matchId, input as never, actor);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

const params = <P extends Record<string, string>>(value: P) => ({ params: Promise.resolve(value) });

describe('the score follows from the events', () => {
  it('adds each score to its side, and undo takes one back', async () => {
    const id = await newMatch(false);
    await record(id, { type: 'kick_off' });
    await record(id, { type: 'try', side: 'home', minute: 4 });
    await record(id, { type: 'conversion', side: 'home' });
    await record(id, { type: 'penalty', side: 'away', minute: 12 });
    await record(id, { type: 'drop_goal', side: 'away', minute: 30 });
    const { event: penaltyTry } = await record(id, { type: 'penalty_try', side: 'away', minute: 38 });
    let match = await getLiveMatch(id);
    expect(match).toMatchObject({ status: 'live', homeScore: 7, awayScore: 13, ourSide: 'away', away: 'Springboks' });
    expect(match?.events.map((event) => event.type)).toEqual(['kick_off', 'try', 'conversion', 'penalty', 'drop_goal', 'penalty_try']);

    const undone = await undoMatchEvent(id, penaltyTry.id, REPORTER);
    expect(undone.ok && undone.value.match).toMatchObject({ homeScore: 7, awayScore: 6 });
    // An undo sent twice (a retry) undoes once.
    await undoMatchEvent(id, penaltyTry.id, REPORTER);
    match = await getLiveMatch(id);
    expect(match).toMatchObject({ homeScore: 7, awayScore: 6 });
    expect(match?.events).toHaveLength(5);
  });

  it('walks the match through half time and full time, and the clock with it', () => {
    const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 15, minutes));
    const events = [
      { type: 'kick_off', side: null, minute: null, createdAt: at(0) },
      { type: 'try', side: 'home', minute: 20, createdAt: at(21) },
      { type: 'half_time', side: null, minute: null, createdAt: at(45) },
    ];
    expect(foldEvents(events)).toMatchObject({ status: 'half_time', home: 5, away: 0, clockMinute: 40, clockRunning: false });
    const second = [...events, { type: 'kick_off', side: null, minute: null, createdAt: at(60) }];
    expect(foldEvents(second)).toMatchObject({ status: 'live', clockMinute: 40, clockRunning: true });
    const over = [...second, { type: 'full_time', side: null, minute: 81, createdAt: at(102) }];
    expect(foldEvents(over)).toMatchObject({ status: 'final', clockMinute: 81, fullTimeAt: at(102) });
    expect(foldEvents([])).toMatchObject({ status: 'scheduled', home: null, away: null });
  });

  it('refuses what cannot happen yet, with a 409 that says why', async () => {
    const id = await newMatch();
    const early = await recordMatchEvent(id, { type: 'try', side: 'home' }, REPORTER);
    expect(early.ok ? null : early.error).toMatchObject({ status: 409, code: 'event_not_allowed', message: 'Record the kick-off first.' });
    await record(id, { type: 'kick_off' });
    await record(id, { type: 'full_time' });
    const late = await recordMatchEvent(id, { type: 'penalty', side: 'home' }, REPORTER);
    expect(late.ok ? null : late.error).toMatchObject({ status: 409, code: 'event_not_allowed' });
    // A comment is always welcome.
    await record(id, { type: 'comment', text: 'What a match at Ellis Park!' });
  });
});

describe('two reporters, retries', () => {
  it('a retried send is the same event: one score', async () => {
    const id = await newMatch();
    await record(id, { type: 'kick_off' });
    const eventId = randomUUID();
    const sends = await Promise.all([1, 2, 3].map(() => recordMatchEvent(id, { id: eventId, type: 'try', side: 'home' }, REPORTER)));
    expect(sends.every((send) => send.ok && send.value.event.id === eventId)).toBe(true);
    expect(sends.filter((send) => send.ok && send.value.isNew)).toHaveLength(1);
    expect(await getLiveMatch(id)).toMatchObject({ homeScore: 5 });
  });

  it('asks before a second reporter records the same score a moment later', async () => {
    const id = await newMatch();
    await record(id, { type: 'kick_off' });
    await record(id, { type: 'try', side: 'away' });
    const twin = await recordMatchEvent(id, { type: 'try', side: 'away' }, SECOND_REPORTER);
    expect(twin.ok ? null : twin.error).toMatchObject({ status: 409, code: 'possible_duplicate' });
    expect(await getLiveMatch(id)).toMatchObject({ awayScore: 5 });
    await record(id, { type: 'try', side: 'away', confirm: true }, SECOND_REPORTER);
    expect(await getLiveMatch(id)).toMatchObject({ awayScore: 10 });
  });

  it('audits every event and every undo', async () => {
    const id = await newMatch();
    const { event } = await record(id, { type: 'kick_off' });
    await undoMatchEvent(id, event.id, REPORTER);
    const audit = await listAudit({ entityType: 'match', entityId: id });
    const actions = audit.entries.map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['match.event', 'match.event_undo']));
  });
});

describe('the service API (HTTP Basic)', () => {
  const post = (id: number, body: unknown, auth: string | null = BASIC) =>
    postEvent(
      request(`/admin/api/v1/matches/${id}/events`, body, { headers: auth ? { authorization: auth } : {} }),
      params({ id: String(id) }),
    );

  it('201 {event} for a new event, 200 for the same id again, 204 on undo', async () => {
    const id = await newMatch();
    expect((await post(id, { type: 'kick_off' })).status).toBe(201);
    const eventId = randomUUID();
    const first = await post(id, { id: eventId, type: 'try', side: 'home', minute: 7, player_id: 1 });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ event: { id: eventId, type: 'try', side: 'home', minute: 7, player_id: 1 } });
    expect((await post(id, { id: eventId, type: 'try', side: 'home', minute: 7 })).status).toBe(200);
    const undo = await deleteEvent(
      request(`/admin/api/v1/matches/${id}/events/${eventId}`, undefined, { method: 'DELETE', headers: { authorization: BASIC } }),
      params({ id: String(id), eventId }),
    );
    expect(undo.status).toBe(204);
    expect(await getLiveMatch(id)).toMatchObject({ homeScore: 0, awayScore: 0 });
  });

  it('401 without the credentials, 422 for a bad event, 404 for no such match', async () => {
    const id = await newMatch();
    expect((await post(id, { type: 'kick_off' }, null)).status).toBe(401);
    const bad = await post(id, { type: 'touchdown', side: 'home' });
    expect(bad.status).toBe(422);
    expect((await post(id, { type: 'try' })).status).toBe(422);
    expect((await post(2_000_000_000, { type: 'kick_off' })).status).toBe(404);
  });
});

describe('fans: GET {match} and the event stream', () => {
  it('answers the contract shape', async () => {
    const id = await newMatch();
    await record(id, { type: 'kick_off' });
    await record(id, { type: 'try', side: 'home', minute: 3 });
    const response = await getMatch(request(`/api/site/matches/${id}`), params({ id: String(id) }));
    expect(response.status).toBe(200);
    const { match } = await response.json();
    expect(match).toMatchObject({ id, team: 'springboks', home: 'Springboks', home_score: 5, away_score: 0, status: 'live', minute: 3 });
    expect(match.kickoff_at).toMatch(/^\d{4}-/);
    expect(match.events.map((event: { type: string }) => event.type)).toEqual(['kick_off', 'try']);
    expect((await getMatch(request('/api/site/matches/abc'), params({ id: 'abc' }))).status).toBe(404);
  });

  it('streams the whole match now, then after every change only what changed (issue 38)', async () => {
    const id = await newMatch();
    await record(id, { type: 'kick_off' });
    const abort = new AbortController();
    const response = await getLive(
      new (await import('next/server')).NextRequest(`http://localhost:3000/api/site/matches/${id}/live`, { signal: abort.signal }),
      params({ id: String(id) }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    const nextFrame = async () => {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (/^event: (match|change)$/m.test(frame)) return frame;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += value;
      }
    };
    const parse = (frame: string) => ({
      id: /^id: (\d+)$/m.exec(frame)?.[1],
      event: /^event: (\w+)$/m.exec(frame)?.[1],
      data: JSON.parse(/^data: (.*)$/m.exec(frame)?.[1] ?? '{}'),
    });
    const first = parse(await nextFrame());
    expect(first.event).toBe('match');
    expect(first.data.match).toMatchObject({ id, status: 'live', home_score: 0 });
    await record(id, { type: 'penalty', side: 'away', minute: 9 });
    const second = parse(await nextFrame());
    expect(second.event).toBe('change');
    expect(Number(second.id)).toBeGreaterThan(Number(first.id));
    // Only what changed: the score, the minute, the version and the one new event — not the timeline again.
    expect(second.data).toMatchObject({ from: Number(first.id), match: { version: Number(second.id), away_score: 3, minute: 9 } });
    expect(second.data.match).not.toHaveProperty('home');
    expect(second.data.events).toHaveLength(1);
    expect(second.data.events[0]).toMatchObject({ type: 'penalty', side: 'away', minute: 9 });
    const applied = applyLiveChange(first.data.match, second.data);
    expect(applied).toMatchObject({ away_score: 3, minute: 9 });
    expect(applied!.events.map((event) => event.type)).toEqual(['kick_off', 'penalty']);
    abort.abort();
    await reader.cancel().catch(() => undefined);
  });

  it('the live bus tells a listener of a change when it commits (NOTIFY; Redis PUBLISH in the Redis project)', async () => {
    const id = await newMatch();
    const heard: { matchId: number; version: number }[] = [];
    const config = getConfig();
    const listener = listenForLiveChanges({
      databaseUrl: config.database.url ?? (await getDb()).$client.options.connectionString!,
      redis: config.redis,
      onChange: (change) => void heard.push(change),
      logger: { warn: () => undefined },
    });
    try {
      await expect.poll(() => listener.isLive()).toBe(true);
      const { match } = await record(id, { type: 'kick_off' });
      await expect.poll(() => heard.filter((change) => change.matchId === id)).toEqual([{ matchId: id, version: match.version }]);
    } finally {
      await listener.stop();
    }
  });

  it('counts a stream whose browser left during a cold join back out: the room and the copy hold nothing', async () => {
    // Issue 37 item 16: each wave's room is cold (the last stream left), and each browser resets its connection at
    // another moment of the join: at once, or after one or a few turns of the event loop, while the match is read.
    const { NextRequest } = await import('next/server');
    const id = await newMatch();
    await record(id, { type: 'kick_off' });
    for (let wave = 0; wave < 5; wave += 1) {
      const answers = await Promise.all(
        Array.from({ length: 4 }, async (_, index) => {
          const abort = new AbortController();
          const answer = getLive(
            new NextRequest(`http://localhost:3000/api/site/matches/${id}/live`, {
              signal: abort.signal,
              headers: { 'x-forwarded-for': `198.51.100.${index + 10}` },
            }),
            params({ id: String(id) }),
          );
          for (let turn = 0; turn < index * wave; turn += 1) await new Promise((resolve) => setImmediate(resolve));
          abort.abort();
          return answer;
        }),
      );
      await Promise.all(answers.map((answer) => answer.body?.cancel().catch(() => undefined)));
      expect(liveHub(LIVE_FRAMES).size, `wave ${wave}`).toBe(0);
    }
  });

  it('caps the streams per address and per copy, counted in the same step as the join', async () => {
    // Issue 37 item 6: ten joins at the same moment from one address, on a cold room: four get a stream, six a 503.
    const { NextRequest } = await import('next/server');
    const id = await newMatch();
    await record(id, { type: 'kick_off' });
    const aborts: AbortController[] = [];
    const open = (address: string) => {
      const abort = new AbortController();
      aborts.push(abort);
      return getLive(
        new NextRequest(`http://localhost:3000/api/site/matches/${id}/live`, {
          signal: abort.signal,
          headers: { 'x-forwarded-for': address },
        }),
        params({ id: String(id) }),
      );
    };
    try {
      const statuses = (await Promise.all(Array.from({ length: 10 }, () => open('203.0.113.7')))).map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(4);
      expect(statuses.filter((status) => status === 503)).toHaveLength(6);
      const full = await open('203.0.113.7');
      expect(full.headers.get('retry-after')).toBe('5');
      expect((await full.json()).error.code).toBe('live_full');
      // Another address still gets its streams, up to the copy's own cap of six.
      const others = (await Promise.all(Array.from({ length: 4 }, () => open('203.0.113.8')))).map((answer) => answer.status);
      expect(others.sort()).toEqual([200, 200, 503, 503]);
      expect(liveHub(LIVE_FRAMES).size).toBe(6);
    } finally {
      for (const abort of aborts) abort.abort();
    }
    expect(liveHub(LIVE_FRAMES).size).toBe(0);
  });

  it('404 for a stream of no such match', async () => {
    const response = await getLive(request('/api/site/matches/2000000000/live'), params({ id: '2000000000' }));
    expect(response.status).toBe(404);
  });
});
