import { clampAim, KICKS, kickNow, kickResult, newKicks, RANGE_MAX, RANGE_MIN, tickKicks, type Kick } from './kicks';
import { newRun, scoreOf, steer, step, type RushState } from './rush';
import type { Move } from './ticks';

/**
 * Players that play the games by their rules, tick by tick, as a fan would: the demo data's scores and the tests'
 * "really played" games come from them, so each has moves the server's replay agrees with (decision 025). They see the
 * whole game, as a bot would: decision 025 says why that is still bounded. Never loaded by a page.
 */
export interface Played {
  score: number;
  moves: Move[];
  /** Ticks the game took. */
  ticks: number;
}

/** The aim and power that put this kick over (allowing for the wind), or the best try when none does. */
function bestKick(kick: Kick): { aim: number; power: number } {
  let power = 0.6;
  let aim = 0;
  for (let pass = 0; pass < 4; pass += 1) {
    const drift = kickResult(kick, 0, power).drift;
    aim = clampAim(Math.atan2(-(kick.x + drift), kick.y));
    const needed = kick.y / Math.cos(aim) + 1;
    power = Math.max(0, Math.min(1, (needed - RANGE_MIN) / (RANGE_MAX - RANGE_MIN) + 0.02));
  }
  return { aim, power };
}

/**
 * A round of Rugby Kicks: each kick aimed for the posts after `think()` ticks of aiming; `miss()` true sends it wide.
 * `think` and `miss` are the player's nature (a seeded random for the demo, fixed for a test).
 */
export function playKicks(
  seed: number,
  player: { kickCount?: number; think: () => number; miss: () => boolean } = { think: () => 45, miss: () => false },
): Played {
  const state = newKicks(seed, player.kickCount ?? KICKS.kicksPerRound);
  while (state.phase !== 'over') {
    if (state.phase === 'aim') {
      for (let wait = Math.max(0, Math.round(player.think())); wait > 0; wait -= 1) tickKicks(state);
      const kick = state.round[state.index] as Kick;
      const { aim, power } = bestKick(kick);
      kickNow(state, { back: 0, aim: player.miss() ? aim + 0.35 : aim, power });
    }
    tickKicks(state);
  }
  return { score: state.score, moves: state.moves, ticks: state.tick };
}

/** The nearest lane with no defender close ahead, when the runner's own lane has one. */
function dodge(state: RushState): void {
  const ahead = state.things.find(
    (thing) => thing.kind === 'defender' && thing.lane === state.lane && thing.at > state.distance && thing.at - state.distance < 8,
  );
  if (!ahead) return;
  const free = [0, 1, 2].filter(
    (lane) => !state.things.some((thing) => thing.kind === 'defender' && thing.lane === lane && Math.abs(thing.at - ahead.at) < 3),
  );
  const target = free.sort((a, b) => Math.abs(a - state.lane) - Math.abs(b - state.lane))[0];
  if (target !== undefined && target !== state.lane) steer(state, target < state.lane ? -1 : 1);
}

/** A Rugby Rush run that dodges every defender until `tiredAt` ticks, then runs straight on until tackled. */
export function playRush(seed: number, player: { tiredAt: number } = { tiredAt: 20 * 60 }): Played {
  const state = newRun(seed);
  // Running straight, a defender comes within a minute or so; the cap only guards the loop.
  const cap = player.tiredAt + 60 * 60 * 10;
  while (!state.isOver && state.tick < cap) {
    if (state.tick < player.tiredAt) dodge(state);
    step(state);
  }
  return { score: scoreOf(state), moves: state.moves, ticks: state.tick };
}
