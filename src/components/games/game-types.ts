import type { Move } from '@/game-rules/ticks';
import { runLoop, type LoopControl, type Scene } from './game-loop';

/** What a game module gets from its play page and gives back. */
export interface GameLabels {
  score: string;
  wind: string;
  kickOf: (kick: number, total: number) => string;
  metres: (metres: number) => string;
  good: string;
  miss: string;
  tackled: string;
  paused: string;
}

export interface GameOptions {
  seed: number;
  /** Rugby Kicks only: a shorter round (the playable ad's three kicks). */
  kickCount?: number;
  labels: GameLabels;
  /** The score changed (called only on a change). */
  onScore: (score: number) => void;
  /** The game is over: its score and the moves that made it (sent with the score; the server replays them). */
  onEnd: (end: GameEnd) => void;
  onPauseChange?: (isPaused: boolean) => void;
}

export interface GameEnd {
  score: number;
  moves: Move[];
  /** The seed the game was played from. */
  seed: number;
}

export interface RunningGame {
  control: LoopControl;
  /** Removes the game's listeners and stops its loop. */
  dispose: () => void;
}

/** Keys the games use: the page must not scroll on them while a game runs. */
export const GAME_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', ' ', 'Enter', 'a', 'd', 'w', 's']);

/** Is a key press meant for the game (not for a form field or an open dialog)? */
export function isForGame(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (
    target &&
    (target.closest('input, textarea, select, dialog[open]') ||
      (target.tagName === 'BUTTON' && (event.key === ' ' || event.key === 'Enter')))
  )
    return false;
  return !event.altKey && !event.ctrlKey && !event.metaKey;
}

export interface GameInput {
  onKey: (event: KeyboardEvent) => void;
  onDown?: (event: PointerEvent) => void;
  onMove?: (event: PointerEvent) => void;
  onUp?: (event: PointerEvent) => void;
}

/** Where a pointer event is, in the canvas's CSS pixels. */
export function pointIn(canvas: HTMLCanvasElement, event: PointerEvent): { x: number; y: number } {
  const box = canvas.getBoundingClientRect();
  return { x: event.clientX - box.left, y: event.clientY - box.top };
}

/** Runs a scene on the canvas with its keyboard (on the window) and pointer (on the canvas) input; dispose undoes both. */
export function startGame(
  canvas: HTMLCanvasElement,
  scene: Scene,
  input: GameInput,
  onPauseChange?: (isPaused: boolean) => void,
): RunningGame {
  const control = runLoop(canvas, scene, onPauseChange);
  const pointer: [string, ((event: PointerEvent) => void) | undefined][] = [
    ['pointerdown', input.onDown],
    ['pointermove', input.onMove],
    ['pointerup', input.onUp],
    ['pointercancel', input.onUp],
  ];
  window.addEventListener('keydown', input.onKey);
  for (const [type, handler] of pointer) if (handler) canvas.addEventListener(type, handler as EventListener);
  return {
    control,
    dispose: () => {
      control.stop();
      window.removeEventListener('keydown', input.onKey);
      for (const [type, handler] of pointer) if (handler) canvas.removeEventListener(type, handler as EventListener);
    },
  };
}
