import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const { createMatch } = await import('@/server/matches/admin-matches');
const { recordMatchEvent } = await import('@/server/matches/live');
const { publishMatchToEdge } = await import('@/server/matchday');
const { EDGE_FRAMES } = await import('@/server/http/live-responses');
const { matchCreateInput } = await import('@/schemas/matches');

/**
 * The copies' publisher to the edge alone (issue 38, matchday/live-edge.ts), against a publisher that answers as
 * nchan's does (`GET /{id}`: 200 with the channel's info, or 404; `POST /{id}`: 201/202, the event's name in
 * `X-EventSource-Event`). The real nchan is driven by tests/cluster/live.spec.ts; here each rule of the publisher is
 * checked where a real edge could not be made to fail on cue: the whole match first, then only what changed, nothing
 * when nothing did, the same frame again after a failed publish, the whole again for an edge that lost its channel,
 * and one frame for two copies that publish at once.
 */
const REPORTER = { type: 'staff', id: 'demo-staff-editor', label: 'editor@example.com' } as const;
const YEAR = new Date().getUTCFullYear() + 5;

interface Published {
  matchId: number;
  event: string;
  body: { match: Record<string, unknown>; from?: number; events?: { id: string; type: string }[] };
}

/** The edge's publisher: which channels it has, what it was sent, and whether its next POST fails. */
const edge = { channels: new Set<number>(), published: [] as Published[], failNext: false };
let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const matchId = Number(/^\/pub\/(\d+)$/.exec(request.url ?? '')?.[1]);
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (!Number.isInteger(matchId)) return void response.writeHead(404).end();
      if (request.method === 'GET') {
        if (!edge.channels.has(matchId)) return void response.writeHead(404).end();
        return void response.writeHead(200, { 'content-type': 'application/json' }).end('{"messages":1,"subscribers":0}');
      }
      if (edge.failNext) {
        edge.failNext = false;
        return void response.writeHead(500).end();
      }
      edge.channels.add(matchId);
      edge.published.push({ matchId, event: String(request.headers['x-eventsource-event']), body: JSON.parse(body) as Published['body'] });
      response.writeHead(202, { 'content-type': 'application/json' }).end('{"messages":1}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pub`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function newMatch(): Promise<number> {
  const result = await createMatch(
    matchCreateInput.parse({
      team: 'springboks',
      teamName: 'Springboks',
      opponent: `Edge XV ${Math.random().toString(36).slice(2, 8)}`,
      venue: 'Ellis Park',
      city: 'Johannesburg',
      homeAway: 'home',
      kickoffDate: `${YEAR}-09-12`,
      kickoffTime: '17:05',
      competition: 'Rugby Championship',
    }),
    REPORTER,
  );
  if (!result.ok) throw new Error(result.error.message);
  return result.value.id;
}

async function record(matchId: number, input: Record<string, unknown>) {
  const result = await recordMatchEvent(matchId, input as never, REPORTER);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
}

const sentFor = (matchId: number) => edge.published.filter((frame) => frame.matchId === matchId);

describe('the copies publish each match to the edge once, whole first and then what changed', () => {
  it('sends the whole match to a new channel, then one change per event, and nothing when nothing changed', async () => {
    const id = await newMatch();
    await expect(publishMatchToEdge(id, EDGE_FRAMES, base)).resolves.toEqual({ event: 'match', version: 0 });
    await expect(publishMatchToEdge(id, EDGE_FRAMES, base)).resolves.toBeNull();
    await record(id, { type: 'kick_off' });
    await record(id, { type: 'try', side: 'home', minute: 6 });
    await expect(publishMatchToEdge(id, EDGE_FRAMES, base)).resolves.toEqual({ event: 'change', version: 2 });
    await record(id, { type: 'penalty', side: 'away', minute: 9 });
    await expect(publishMatchToEdge(id, EDGE_FRAMES, base)).resolves.toEqual({ event: 'change', version: 3 });
    await expect(publishMatchToEdge(id, EDGE_FRAMES, base)).resolves.toBeNull();

    const [whole, first, second, ...rest] = sentFor(id);
    expect(rest).toEqual([]);
    expect(whole?.event).toBe('match');
    expect(whole?.body.match).toMatchObject({ id, version: 0, status: 'scheduled', events: [] });
    // The change from 0 carries the two events since, the next one only its own, and the score.
    expect(first).toMatchObject({ event: 'change', body: { from: 0, match: { version: 2, status: 'live', home_score: 5 } } });
    expect(first?.body.events?.map((event) => event.type)).toEqual(['kick_off', 'try']);
    expect(second).toMatchObject({ event: 'change', body: { from: 2, match: { version: 3, away_score: 3 } } });
    expect(second?.body.events?.map((event) => event.type)).toEqual(['penalty']);
    expect(second?.body.match).not.toHaveProperty('home');
  });

  it('makes the same frame again after a publish the edge refused, and the whole match for an edge that lost it', async () => {
    const id = await newMatch();
    await publishMatchToEdge(id, EDGE_FRAMES, base);
    await record(id, { type: 'kick_off' });
    edge.failNext = true;
    await expect(publishMatchToEdge(id, EDGE_FRAMES, base)).rejects.toThrow("the edge's publisher answered 500");
    await expect(publishMatchToEdge(id, EDGE_FRAMES, base)).resolves.toEqual({ event: 'change', version: 1 });
    expect(sentFor(id).map((frame) => [frame.event, frame.body.from ?? null])).toEqual([
      ['match', null],
      ['change', 0],
    ]);

    // The edge restarted: its channels are gone, and the next publish brings the whole match at its version.
    edge.channels.delete(id);
    await record(id, { type: 'try', side: 'away', minute: 3 });
    await expect(publishMatchToEdge(id, EDGE_FRAMES, base)).resolves.toEqual({ event: 'match', version: 2 });
    expect(sentFor(id).at(-1)?.body.match).toMatchObject({ version: 2, away_score: 5 });
    expect(sentFor(id).at(-1)?.body.match.events).toHaveLength(2);
  });

  it('publishes a change once when two copies try at the same moment', async () => {
    const id = await newMatch();
    await publishMatchToEdge(id, EDGE_FRAMES, base);
    await record(id, { type: 'kick_off' });
    const results = await Promise.all(Array.from({ length: 4 }, () => publishMatchToEdge(id, EDGE_FRAMES, base)));
    expect(results.filter((result) => result !== null)).toEqual([{ event: 'change', version: 1 }]);
    expect(sentFor(id).map((frame) => frame.event)).toEqual(['match', 'change']);
  });

  it('publishes nothing for a match that does not exist', async () => {
    await expect(publishMatchToEdge(2_000_000_000, EDGE_FRAMES, base)).resolves.toBeNull();
    expect(sentFor(2_000_000_000)).toEqual([]);
  });
});
