import { expect, test } from '@playwright/test';
import { applyLiveChange, type LiveMatchChange, type LiveMatchJson } from '../../src/schemas/live-match';
import { call, copies, edge, SERVICE_AUTH } from './support';

/**
 * Match day on many copies (issues 24, 38): one contract, two carriers. Through the edge the stream is held by nginx's
 * nchan (the copies publish each frame once); straight to a copy it is the copy's own hub. The same follower reads
 * both: the whole `{match}` first, then each change, applied to what it has; an `id:` on every frame; a reconnect
 * with Last-Event-ID that misses nothing; no stream for a made-up id.
 */

interface Follower {
  /** The match as the frames so far make it, and the id of the last frame. */
  state(): LiveMatchJson | null;
  lastId(): string;
  /** Resolves once the state satisfies `done` (frames are applied as they come). */
  until(done: (match: LiveMatchJson) => boolean): Promise<LiveMatchJson>;
  bytes(): number;
  /** The changes it was sent, in order. */
  changes(): LiveMatchChange[];
}

function follow(base: string, matchId: number, signal: AbortSignal, headers: Record<string, string> = {}): Promise<Follower> {
  return (async () => {
    const response = await fetch(`${base}/api/site/matches/${matchId}/live`, {
      signal,
      headers: { accept: 'text/event-stream', ...headers },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('cache-control')).toContain('no-store');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let state: LiveMatchJson | null = null;
    let lastId = '';
    let buffer = '';
    let bytes = 0;
    const changes: LiveMatchChange[] = [];
    const waiting = new Set<() => void>();
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        bytes += Buffer.byteLength(value ?? '');
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (\w+)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (!event || !data) continue;
          const id = /^id: (.+)$/m.exec(frame)?.[1];
          expect(id, 'every frame has an id').toBeTruthy();
          if (event === 'change') changes.push(JSON.parse(data) as LiveMatchChange);
          if (event === 'match') state = (JSON.parse(data) as { match: LiveMatchJson }).match;
          else if (event === 'change' && state) state = applyLiveChange(state, changes.at(-1)!) ?? state;
          else if (event === 'change' && headers['last-event-id'] === undefined) throw new Error('a change before the whole match');
          lastId = id!;
          for (const wake of waiting) wake();
        }
      }
    })();
    return {
      state: () => state,
      lastId: () => lastId,
      bytes: () => bytes,
      changes: () => changes,
      until: (done) =>
        new Promise<LiveMatchJson>((resolve) => {
          const check = () => {
            if (state && done(state)) {
              waiting.delete(check);
              resolve(state);
            }
          };
          waiting.add(check);
          check();
        }),
    };
  })();
}

async function postEvent(base: string, matchId: number, body: object): Promise<void> {
  const posted = await fetch(`${base}/admin/api/v1/matches/${matchId}/events`, {
    method: 'POST',
    headers: { ...SERVICE_AUTH, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(posted.status, await posted.clone().text()).toBe(201);
}

/** A seeded Springbok fixture from the public match centre that has not kicked off (the demo feed is off here). */
async function aFixture(base: string, offset: number): Promise<number> {
  const html = await (await call(base, '/matches/springboks')).text();
  const ids = [...html.matchAll(/href="\/matches\/springboks\/(\d+)"/g)].map((found) => Number(found[1]));
  const id = [...new Set(ids)][offset];
  expect(id).toBeGreaterThan(0);
  return id!;
}

test('an event posted to one copy reaches a stream on the other copy and one held by the edge', async () => {
  const [a, b] = copies();
  const matchId = await aFixture(b!.url, 0);
  const abort = new AbortController();
  try {
    const onB = await follow(b!.url, matchId, abort.signal);
    const first = await onB.until(() => true);
    expect(first.status).toBe('scheduled');
    // Kicked off, the match can be followed: the edge has its channel within the copies' next sweep (a second).
    await postEvent(a!.url, matchId, { type: 'kick_off' });
    await expect
      .poll(
        async () => {
          const response = await fetch(`${edge}/api/site/matches/${matchId}/live`, {
            headers: { accept: 'text/event-stream' },
            signal: AbortSignal.timeout(2_000),
          });
          void response.body?.cancel();
          return response.status;
        },
        { timeout: 10_000 },
      )
      .toBe(200);
    const atEdge = await follow(edge, matchId, abort.signal);
    await postEvent(a!.url, matchId, { type: 'try', side: 'home', minute: 4 });
    for (const stream of [onB, atEdge]) {
      const match = await stream.until((current) => current.home_score === 5);
      expect(match).toMatchObject({ id: matchId, status: 'live', home_score: 5, away_score: 0 });
      expect(match.events.map((event) => event.type)).toEqual(['kick_off', 'try']);
    }

    // A reconnect with Last-Event-ID misses nothing: the event posted while it was away arrives.
    const seen = atEdge.lastId();
    await postEvent(b!.url, matchId, { type: 'penalty', side: 'away', minute: 9 });
    const resumed = await follow(edge, matchId, abort.signal, { 'last-event-id': seen });
    await expect.poll(() => resumed.lastId()).not.toBe('');
    const atEdgeNow = await atEdge.until((match) => match.away_score === 3);
    // The resumed stream starts after `seen`: only the penalty's change (not the match again).
    expect(resumed.state()).toBeNull();
    expect(resumed.lastId()).not.toBe(seen);
    expect(atEdgeNow.events.map((event) => event.type)).toEqual(['kick_off', 'try', 'penalty']);
    // Each carrier's change for an event carries that one event, not the timeline again (the edge's publisher diffs
    // against the state it stored, read back from the database).
    for (const stream of [onB, atEdge])
      expect(stream.changes().map((change) => (change.events ?? []).map((event) => event.type))).toEqual(
        expect.arrayContaining([['try'], ['penalty']]),
      );
    expect(atEdge.changes().every((change) => (change.events ?? []).length <= 1)).toBe(true);
  } finally {
    abort.abort();
  }
});

test('the edge has no stream for a made-up match', async () => {
  // nchan refuses a channel no copy created with 403 (its own answer: error_page cannot turn it into the copy's 404).
  for (const id of ['999999', '0', '12x']) {
    const response = await fetch(`${edge}/api/site/matches/${id}/live`, { headers: { accept: 'text/event-stream' } });
    expect([403, 404], id).toContain(response.status);
    expect(response.headers.get('content-type') ?? '', id).not.toContain('text/event-stream');
    await response.body?.cancel();
  }
});
