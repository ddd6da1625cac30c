/**
 * The games' frame loop (plain Canvas 2D + requestAnimationFrame, decision 015): one canvas sized to its box and the
 * screen's pixel ratio (at most 2, for cheap phones), redrawn each frame with no layout work; paused when the tab is
 * hidden (and by the fan), resized when its box changes. The scene owns the rules and the drawing.
 */
export interface Scene {
  /** Advances the game by `dt` seconds (never more than 0.05 s at once, so a slow frame cannot skip a tackle). */
  update(dt: number): void;
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

const MAX_STEP = 0.05;

export function runLoop(canvas: HTMLCanvasElement, scene: Scene, onPauseChange?: (isPaused: boolean) => void): LoopControl {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d is not available');
  let width = 0;
  let height = 0;
  let frame = 0;
  let last = 0;
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
    const dt = last === 0 ? 0 : (time - last) / 1000;
    last = time;
    let remaining = Math.min(dt, 0.25);
    while (remaining > 0) {
      const slice = Math.min(MAX_STEP, remaining);
      scene.update(slice);
      remaining -= slice;
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
