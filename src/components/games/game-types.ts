import type { LoopControl } from './game-loop';

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
  labels: GameLabels;
  /** The score changed (called only on a change). */
  onScore: (score: number) => void;
  /** The game is over with this score. */
  onEnd: (score: number) => void;
  onPauseChange?: (isPaused: boolean) => void;
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
  if (target && (target.closest('input, textarea, select, dialog[open]') || (target.tagName === 'BUTTON' && (event.key === ' ' || event.key === 'Enter')))) return false;
  return !event.altKey && !event.ctrlKey && !event.metaKey;
}
