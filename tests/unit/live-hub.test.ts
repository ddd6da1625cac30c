import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The live hub's fan-out (issue 24): a frame goes to a room's streams a slice per turn of the event loop, so a copy
 * with 10,000 fans is not held for a second per change (`npm run bench -- live`); a newer frame takes over from one
 * still under way, so no stream ever gets an older state after a newer one, and a stream gets a change only when it
 * has the version the change is from (issue 38). The match is read from a stand-in here.
 */
const state = { version: 1 };
vi.mock('@/server/matchday/live-view', () => ({
  getLiveMatchView: async (id: number) => ({ id, version: state.version }),
}));
vi.mock('@/server/matches', () => ({ getLiveVersions: async () => new Map() }));
vi.mock('@/server/adapters/live/live-bus', () => ({
  listenForLiveChanges: () => ({ isLive: () => true, stop: async () => undefined }),
}));
vi.mock('@/server/db/client', () => ({ getDb: async () => ({ $client: { options: { connectionString: 'postgres://stand-in' } } }) }));

const { LiveHub } = await import('@/server/matchday/live-hub');

const STREAMS = 1_200;
const encoder = new TextEncoder();
/** Whole frames say `v<version>`, changes `c<from>><to>`. */
const RENDERER = {
  whole: (view: { version: number }) => encoder.encode(`v${view.version}`),
  change: (before: { version: number }, after: { version: number }) => encoder.encode(`c${before.version}>${after.version}`),
};
const decoder = new TextDecoder();
/** Lets the hub's read of the match resolve (real timers: only setImmediate, the slices' turns, is faked). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('the live hub writes a frame in slices', () => {
  it('writes the first slice at once, the rest on later turns, and a newer frame replaces an older one under way', async () => {
    vi.useFakeTimers({ toFake: ['setImmediate'] });
    const hub = new LiveHub(RENDERER);
    const seen = Array.from({ length: STREAMS }, () => [] as string[]);
    state.version = 1;
    for (const got of seen)
      await hub.join(
        7,
        {
          write: (bytes) => {
            got.push(decoder.decode(bytes));
            return true;
          },
          close: () => undefined,
        },
        '198.51.100.1',
      );

    state.version = 2;
    hub.changed(7, 2);
    await settle();
    const written = seen.filter((got) => got.length > 1).length;
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThan(STREAMS);

    state.version = 3;
    hub.changed(7, 3);
    await settle();
    vi.runAllTimers();

    // Every stream starts with the whole match and ends on the newest state: a stream that has the version before
    // gets only the change; those the older change had not reached yet get the whole newest match instead.
    for (const got of seen) expect(['c2>3', 'v3']).toContain(got.at(-1));
    expect(seen[0]).toEqual(['v1', 'c1>2', 'c2>3']);
    expect(seen.at(-1)).toEqual(['v1', 'v3']);
    await hub.stop();
  });
});

describe('the live hub keeps quiet streams open', () => {
  it('sends a comment line to a room quiet for 10 s or more, and none to a room that just had a frame', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'setImmediate', 'Date'] });
    const hub = new LiveHub(RENDERER);
    const quiet: string[] = [];
    const busy: string[] = [];
    const stream = (got: string[]) => ({
      write: (bytes: Uint8Array) => {
        got.push(decoder.decode(bytes));
        return true;
      },
      close: () => undefined,
    });
    state.version = 1;
    await hub.join(8, stream(quiet), '198.51.100.1');
    await hub.join(9, stream(busy), '198.51.100.1');
    const heartbeats = (got: string[]) => got.filter((text) => text.startsWith(':')).length;

    // 8 s in, match 9 has a frame: 7 s later the quiet room has had its heartbeat, the busy one needs none yet.
    await vi.advanceTimersByTimeAsync(8_000);
    state.version = 2;
    hub.changed(9, 2);
    await vi.advanceTimersByTimeAsync(7_000);
    expect(heartbeats(quiet)).toBe(1);
    expect(heartbeats(busy)).toBe(0);
    // From then on each gets a byte every 10–15 s, never 20 (DESIGN §4.1).
    await vi.advanceTimersByTimeAsync(25_000);
    expect(heartbeats(quiet)).toBe(4);
    expect(heartbeats(busy)).toBe(3);
    await hub.stop();
  });
});

describe('a live stream bounds a slow reader by bytes', () => {
  it('says "cannot keep up" once MAX_QUEUED_BYTES wait unread, not after a quarter of a million chunks', async () => {
    const { liveStreamBody, MAX_QUEUED_BYTES } = await import('@/server/http/live-responses');
    let closed = 0;
    const { body, stream } = liveStreamBody(() => (closed += 1));
    const frame = new Uint8Array(8 * 1024);
    let written = 0;
    while (stream.write(frame)) {
      written += frame.byteLength;
      if (written > 10 * MAX_QUEUED_BYTES) break;
    }
    expect(written).toBeLessThan(MAX_QUEUED_BYTES);
    expect(written).toBeGreaterThan(MAX_QUEUED_BYTES / 2);
    stream.close();
    stream.close();
    expect(closed).toBe(1);
    await body.cancel().catch(() => undefined);
  });
});

describe('a stopping copy (issue 39)', () => {
  it("sends every stream the renderer's farewell (SSE's retry:) before it closes it", async () => {
    const hub = new LiveHub({ ...RENDERER, farewell: () => encoder.encode('retry: 2000\n\n') });
    state.version = 3;
    const got: string[] = [];
    let closed = 0;
    await hub.join(
      8,
      {
        write: (bytes) => {
          got.push(decoder.decode(bytes));
          return true;
        },
        close: () => {
          closed += 1;
        },
      },
      '198.51.100.2',
    );
    await hub.stop();
    expect(got).toEqual(['v3', 'retry: 2000\n\n']);
    expect(closed).toBe(1);
    expect(hub.size).toBe(0);
  });
});
