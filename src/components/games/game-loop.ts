import { TICK_MS } from '@/game-rules/ticks';

/**
 * The games' frame loop (plain Canvas 2D + requestAnimationFrame, decision 015): one canvas sized to its box and the
 * screen's pixel ratio (at most 2, for cheap phones), redrawn each frame with no layout work; paused when the tab is
 * hidden (and by the fan), resized when its box changes. The scene owns the rules and the drawing; the loop runs them
 * in fixed ticks (decision 025), as many as the real time since the last frame allows.
 */
export interface Scene {
  /** Advances the game by one tick (1/60 s, decision 025): the game's time is its ticks, whatever the frame rate. */
  update(): void;
  draw(context: CanvasRenderingContext2D, width: number, height: number): void;
  /** The canvas's size in CSS pixels changed. */
  resize?(width: number, height: number): void;
}

export interface LoopControl {
  pause(): void;
  resume(): void;
  isPaused(): boolean;
  stop(): void;
  /** CSS pixel size of the canvas. */
  size(): { width: number; height: number };
}

/** A frame after a stall (a slow phone, a debugger) catches up at most this much: the game slows, it never jumps. */
const MAX_CATCH_UP_MS = 250;

export function runLoop(canvas: HTMLCanvasElement, scene: Scene, onPauseChange?: (isPaused: boolean) => void): LoopControl {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d is not available');
  let width = 0;
  let height = 0;
  let frame = 0;
  let last = 0;
  /** Real time not yet played as ticks: the game's clock never runs ahead of the real one. */
  let owed = 0;
  let isPaused = false;
  let isStopped = false;

  const fit = () => {
    const box = canvas.getBoundingClientRect();
    const ratio = Math.min(2, window.devicePixelRatio || 1);
    width = Math.max(1, Math.round(box.width));
    height = Math.max(1, Math.round(box.height));
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    scene.resize?.(width, height);
    scene.draw(context, width, height);
  };

  const tick = (time: number) => {
    if (isStopped || isPaused) return;
    owed += last === 0 ? 0 : Math.min(MAX_CATCH_UP_MS, Math.max(0, time - last));
    last = time;
    while (owed >= TICK_MS) {
      scene.update();
      owed -= TICK_MS;
    }
    scene.draw(context, width, height);
    frame = requestAnimationFrame(tick);
  };

  const setPaused = (value: boolean) => {
    if (isStopped || value === isPaused) return;
    isPaused = value;
    if (isPaused) cancelAnimationFrame(frame);
    else {
      last = 0;
      frame = requestAnimationFrame(tick);
    }
    onPauseChange?.(isPaused);
  };

  const onVisibility = () => {
    if (document.visibilityState === 'hidden') setPaused(true);
  };
  const observer = new ResizeObserver(() => fit());
  observer.observe(canvas);
  document.addEventListener('visibilitychange', onVisibility);
  fit();
  frame = requestAnimationFrame(tick);

  return {
    pause: () => setPaused(true),
    resume: () => setPaused(false),
    isPaused: () => isPaused,
    stop: () => {
      isStopped = true;
      cancelAnimationFrame(frame);
      observer.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
    },
    size: () => ({ width, height }),
  };
}

/** Text drawn on the field with a dark outline, readable on grass. */
export function label(
  context: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  size: number,
  align: CanvasTextAlign = 'center',
): void {
  context.font = `800 ${Math.round(size)}px system-ui, sans-serif`;
  context.textAlign = align;
  context.textBaseline = 'middle';
  context.lineWidth = Math.max(2, size / 6);
  context.strokeStyle = 'rgba(0,0,0,0.55)';
  context.strokeText(text, x, y);
  context.fillStyle = '#ffffff';
  context.fillText(text, x, y);
}
