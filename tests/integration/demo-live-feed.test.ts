import { afterAll, describe, expect, it, vi } from 'vitest';
import { request } from '../support/identity-http';

vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<object>()), after: () => undefined }));
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<object>()), revalidateTag: () => undefined }));

const { POST: postEvent } = await import('@/app/admin/api/v1/matches/[id]/events/route');
const { DEMO_SCRIPT, demoEventId, demoFeedTick, listDemoMatchIds } = await import('@/server/demo/live-feed');
const { getLiveMatch } = await import('@/server/matches/live');
const { stopLiveHub } = await import('@/server/matchday/live-hub');

/**
 * The demo match (issue 24 item 6): the feed schedules a Springbok match that kicked off a few minutes ago, posts its
 * script through the service API one event per tick until full time, keeps the next demo fixture scheduled (for the
 * predictor), and never records a scripted event twice, however often a tick repeats.
 */
const BASIC = `Basic ${Buffer.from('service:touchline-service').toString('base64')}`;
const posted: number[] = [];

/** Posts through the real service API route, as the feed does over HTTP. */
async function post(matchId: number, event: Record<string, unknown>): Promise<void> {
  const response = await postEvent(request(`/admin/api/v1/matches/${matchId}/events`, event, { headers: { authorization: BASIC } }), {
    params: Promise.resolve({ id: String(matchId) }),
  });
  posted.push(response.status);
  if (response.status !== 201 && response.status !== 200) throw new Error(`${response.status}: ${await response.text()}`);
}

afterAll(() => stopLiveHub());

describe('the demo match', () => {
  it('kicks off a few minutes before start-up and plays its script to full time', async () => {
    const now = new Date();
    expect(await demoFeedTick(post, now)).toEqual({ action: 'scheduled', matchId: null });
    const [matchId] = await listDemoMatchIds();
    expect(matchId).toBeDefined();
    const scheduled = await getLiveMatch(matchId!);
    expect(Date.parse(scheduled!.kickoffAt)).toBeLessThan(now.getTime());

    const first = await demoFeedTick(post, now);
    expect(first).toEqual({ action: 'posted', matchId });
    expect(await getLiveMatch(matchId!)).toMatchObject({ status: 'live', minute: 0 });

    for (let step = 1; step < DEMO_SCRIPT.length; step += 1) await demoFeedTick(post, now);
    const finished = await getLiveMatch(matchId!);
    expect(finished).toMatchObject({ status: 'full_time', homeScore: 41, awayScore: 21 });
    expect(finished?.events).toHaveLength(DEMO_SCRIPT.length);
    expect(finished?.events.some((event) => event.playerId !== null)).toBe(true);

    // The next demo fixture was scheduled while this one was on: fans can predict it.
    const ids = await listDemoMatchIds();
    expect(ids).toHaveLength(2);
    const next = await getLiveMatch(ids[0]!);
    expect(next).toMatchObject({ status: 'scheduled' });
    expect(Date.parse(next!.kickoffAt)).toBeGreaterThan(now.getTime());
    expect(await demoFeedTick(post, now)).toEqual({ action: 'waiting', matchId: null });
  });

  it('never records a scripted event twice when ticks overlap (two copies, a restart)', async () => {
    const later = new Date(Date.now() + 24 * 60 * 60_000);
    const [nextId] = await listDemoMatchIds();
    await Promise.all([demoFeedTick(post, later), demoFeedTick(post, later), demoFeedTick(post, later)]);
    // Each tick posts the script's next event: what was recorded is the script's beginning, nothing twice.
    const types = (await getLiveMatch(nextId!))?.events.map((event) => event.type) ?? [];
    expect(types.length).toBeGreaterThanOrEqual(1);
    expect(types).toEqual(DEMO_SCRIPT.slice(0, types.length).map((step) => step.type));
    // The same scripted event sent again (a restarted feed) is the same event: 200, not a second one.
    await post(nextId!, { id: demoEventId(nextId!, 0), type: 'kick_off', minute: 0 });
    expect(posted.at(-1)).toBe(200);
    expect((await getLiveMatch(nextId!))?.events).toHaveLength(types.length);
  });
});
