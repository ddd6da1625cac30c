import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replayKicks } from '@/game-rules/kicks';
import { replayRush } from '@/game-rules/rush';
import { ticksWithin } from '@/game-rules/ticks';
import type { GameEnd } from '@/components/games/game-types';

/**
 * Both games run frame by frame on a stand-in 2D context (every drawing call recorded, none fails): keys aim, place,
 * kick and steer; the score and the end are reported. Catches a drawing or input fault without a browser.
 */
type Listener = (event: unknown) => void;

function fakeTarget() {
  const listeners = new Map<string, Set<Listener>>();
  return {
    listeners,
    addEventListener: (type: string, listener: Listener) =>
      void (listeners.get(type) ?? listeners.set(type, new Set()).get(type))?.add(listener),
    removeEventListener: (type: string, listener: Listener) => void listeners.get(type)?.delete(listener),
    dispatch(type: string, event: unknown) {
      for (const listener of listeners.get(type) ?? []) listener(event);
    },
  };
}

let frames: ((time: number) => void)[] = [];
let calls = 0;
const windowTarget = fakeTarget();
const documentTarget = fakeTarget();

function fakeCanvas() {
  const context = new Proxy({} as Record<string, unknown>, {
    get: (target, key) => (key in target ? target[key as string] : () => void (calls += 1)),
    set: (target, key, value) => {
      target[key as string] = value;
      return true;
    },
  });
  return Object.assign(fakeTarget(), {
    width: 0,
    height: 0,
    getContext: () => context,
    getBoundingClientRect: () => ({ left: 0, top: 0, width: 390, height: 620 }),
    setPointerCapture: () => undefined,
    focus: () => undefined,
  });
}

function runFrames(count: number, stepMs = 16) {
  let time = 1000;
  for (let index = 0; index < count; index += 1) {
    const pending = frames;
    frames = [];
    time += stepMs;
    for (const frame of pending) frame(time);
  }
}

const key = (name: string, extra: Record<string, unknown> = {}) =>
  windowTarget.dispatch('keydown', {
    key: name,
    repeat: false,
    shiftKey: false,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    target: null,
    preventDefault: () => undefined,
    ...extra,
  });

beforeEach(() => {
  frames = [];
  calls = 0;
  vi.stubGlobal('window', Object.assign(windowTarget, { devicePixelRatio: 2 }));
  vi.stubGlobal('document', Object.assign(documentTarget, { visibilityState: 'visible' }));
  vi.stubGlobal('requestAnimationFrame', (callback: (time: number) => void) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => vi.unstubAllGlobals());

const labels = {
  score: 'Score',
  wind: 'Wind',
  kickOf: (kick: number, total: number) => `Kick ${kick} of ${total}`,
  metres: (metres: number) => `${metres} m`,
  good: 'Over',
  miss: 'Missed',
  tackled: 'Tackled',
  paused: 'Paused',
};

describe('the games on a canvas', () => {
  it('Rugby Kicks: place, aim, kick three times, the score and the end are reported; hiding the tab pauses', async () => {
    const { startRugbyKicks } = await import('@/components/games/rugby-kicks');
    const canvas = fakeCanvas();
    const scores: number[] = [];
    const ends: GameEnd[] = [];
    const game = startRugbyKicks(canvas as unknown as HTMLCanvasElement, {
      seed: 9,
      kickCount: 3,
      labels,
      onScore: (score) => scores.push(score),
      onEnd: (end) => ends.push(end),
    });
    expect(canvas.width).toBe(780);
    for (let kick = 0; kick < 3; kick += 1) {
      key('ArrowDown', { shiftKey: true });
      key('ArrowUp', { shiftKey: true });
      key('ArrowLeft');
      key('ArrowRight');
      key(' ');
      runFrames(60 * 4);
    }
    expect(ends).toHaveLength(1);
    expect(scores[0]).toBe(10);
    expect(calls).toBeGreaterThan(1000);
    // What the browser sends is what the server replays: three kicks, the same score.
    const end = ends[0]!;
    expect(end.moves).toHaveLength(3);
    expect(end.seed).toBe(9);
    expect(replayKicks(9, end.moves, { kickCount: 3, maxTicks: ticksWithin(3 * 4 * 1000) })).toMatchObject({ ok: true, score: end.score });
    game.dispose();
    expect(windowTarget.listeners.get('keydown')?.size ?? 0).toBe(0);
  });

  it('Rugby Rush: runs, steers, scores by metres until a tackle; pauses and resumes', async () => {
    const { startRugbyRush } = await import('@/components/games/rugby-rush');
    const canvas = fakeCanvas();
    let last = 0;
    const ends: GameEnd[] = [];
    const game = startRugbyRush(canvas as unknown as HTMLCanvasElement, {
      seed: 4,
      labels,
      onScore: (score) => (last = score),
      onEnd: (end) => ends.push(end),
    });
    key('ArrowLeft');
    runFrames(60);
    expect(last).toBeGreaterThan(5);
    (document as unknown as { visibilityState: string }).visibilityState = 'hidden';
    documentTarget.dispatch('visibilitychange', {});
    expect(game.control.isPaused()).toBe(true);
    const paused = last;
    runFrames(60);
    expect(last).toBe(paused);
    game.control.resume();
    runFrames(60 * 120);
    expect(ends).toHaveLength(1);
    expect(ends[0]!.score).toBeGreaterThan(paused);
    expect(ends[0]!.moves).toEqual([[0, -1]]);
    expect(replayRush(4, ends[0]!.moves, { maxTicks: ticksWithin(16 * 60 * 122) })).toMatchObject({ ok: true, score: ends[0]!.score });
    canvas.dispatch('pointerdown', { clientX: 10, clientY: 10 });
    canvas.dispatch('pointerup', { clientX: 100, clientY: 10 });
    game.dispose();
  });
});
