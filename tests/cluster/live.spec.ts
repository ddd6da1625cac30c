import { expect, test } from '@playwright/test';
import { call, copies, edge, SERVICE_AUTH } from './support';

/**
 * Match day on many copies (issue 24 item 2): a fan following a match on one copy (or through the edge, whose event
 * streams are never buffered or cached) gets the event a data feed posted to the other copy, without asking again.
 */

/** A stream's `event: match` frames, as they arrive. */
async function* frames(
  base: string,
  matchId: number,
  signal: AbortSignal,
): AsyncGenerator<{ version: number; match: Record<string, unknown> }> {
  const response = await fetch(`${base}/api/site/matches/${matchId}/live`, { signal });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = /^data: (.*)$/m.exec(frame)?.[1];
      if (frame.includes('event: match') && data) yield { version: Number(/^id: (\d+)$/m.exec(frame)?.[1]), match: JSON.parse(data).match };
    }
  }
}

test('an event posted to one copy reaches a stream on the other copy and one through the edge', async () => {
  const [a, b] = copies();
  // A seeded fixture of the Springboks, from the public match centre.
  const html = await (await call(b!.url, '/matches/springboks')).text();
  const matchId = Number(/href="\/matches\/springboks\/(\d+)"/.exec(html)?.[1]);
  expect(matchId).toBeGreaterThan(0);
  const abort = new AbortController();
  try {
    const onB = frames(b!.url, matchId, abort.signal);
    const throughEdge = frames(edge, matchId, abort.signal);
    const firstOnB = (await onB.next()).value!;
    const firstAtEdge = (await throughEdge.next()).value!;
    expect(firstAtEdge.version).toBe(firstOnB.version);

    const posted = await fetch(`${a!.url}/admin/api/v1/matches/${matchId}/events`, {
      method: 'POST',
      headers: { ...SERVICE_AUTH, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'kick_off' }),
    });
    expect(posted.status, await posted.clone().text()).toBe(201);
    for (const stream of [onB, throughEdge]) {
      const next = (await stream.next()).value!;
      expect(next.version).toBeGreaterThan(firstOnB.version);
      expect(next.match).toMatchObject({ id: matchId, status: 'live', home_score: 0, away_score: 0 });
    }
  } finally {
    abort.abort();
  }
});
