import { LANES, newRun, scoreOf, steer, step, type RushState } from '@/game-rules/rush';
import { TICKS_PER_SECOND } from '@/game-rules/ticks';
import { label, type Scene } from './game-loop';
import { GAME_KEYS, isForGame, pointIn, startGame, type GameOptions, type RunningGame } from './game-types';

/**
 * Rugby Rush on a canvas: the runner carries the ball up a three-lane field that scrolls towards them; swipe, tap a
 * side or use the arrow keys to change lanes, dodging defenders and taking the gold bonuses as the pace rises. The run
 * itself is the shared rules' (src/game-rules/rush.ts): this module draws it and turns swipes and keys into lane changes.
 */
const VISIBLE_METRES = 26;
/** The tackle shows this long before the run ends. */
const TACKLED_TICKS = Math.round(0.8 * TICKS_PER_SECOND);

export function startRugbyRush(canvas: HTMLCanvasElement, options: GameOptions): RunningGame {
  const run: RushState = newRun(options.seed);
  let width = 1;
  let height = 1;
  let lastScore = 0;
  let overTicks = 0;
  let isEnded = false;
  let press: { x: number; y: number } | null = null;

  const fieldWidth = () => Math.min(width, height * 0.8);
  const laneX = (lane: number) => (width - fieldWidth()) / 2 + fieldWidth() * ((lane + 0.5) / LANES);
  const runnerY = () => height * 0.8;
  const metresToY = (at: number) => runnerY() - (at - run.distance) * (height / VISIBLE_METRES);

  const scene: Scene = {
    resize(w, h) {
      width = w;
      height = h;
    },
    update() {
      if (run.isOver) {
        overTicks += 1;
        if (overTicks >= TACKLED_TICKS && !isEnded) {
          isEnded = true;
          options.onEnd({ score: scoreOf(run), moves: run.moves, seed: options.seed });
        }
        return;
      }
      step(run);
      const score = scoreOf(run);
      if (score !== lastScore) {
        lastScore = score;
        options.onScore(score);
      }
    },
    draw(context) {
      const left = (width - fieldWidth()) / 2;
      context.fillStyle = '#084d33';
      context.fillRect(0, 0, width, height);
      context.fillStyle = '#0b6b45';
      context.fillRect(left, 0, fieldWidth(), height);
      const ppm = height / VISIBLE_METRES;
      // Stripes every 5 m and a line with its metre mark every 10 m: the field moves, not the runner.
      const first = Math.floor((run.distance - 8) / 5) * 5;
      for (let metre = first; metre < run.distance + VISIBLE_METRES; metre += 5) {
        const y = metresToY(metre);
        if ((metre / 5) % 2 === 0) {
          context.fillStyle = '#0a6240';
          context.fillRect(left, y - 5 * ppm, fieldWidth(), 5 * ppm);
        }
        if (metre % 10 === 0 && metre > 0) {
          context.fillStyle = 'rgba(255,255,255,0.55)';
          context.fillRect(left, y - 1, fieldWidth(), 2);
          label(context, String(metre), left + 16, y - 10, 12);
        }
      }
      context.strokeStyle = 'rgba(255,255,255,0.25)';
      context.lineWidth = 1;
      for (let lane = 1; lane < LANES; lane += 1) {
        const x = left + (fieldWidth() * lane) / LANES;
        context.beginPath();
        context.moveTo(x, 0);
        context.lineTo(x, height);
        context.stroke();
      }
      const radius = Math.max(10, Math.min(fieldWidth() / LANES / 3.2, ppm * 0.9));
      for (const thing of run.things) {
        const y = metresToY(thing.at);
        if (y < -radius * 2 || y > height + radius * 2) continue;
        const x = laneX(thing.lane);
        if (thing.kind === 'bonus') {
          context.fillStyle = '#ffb81c';
          context.beginPath();
          context.arc(x, y, radius * 0.7, 0, Math.PI * 2);
          context.fill();
          label(context, '+25', x, y, radius * 0.55);
        } else {
          drawPlayer(context, x, y, radius, '#c8102e', '#ffffff');
        }
      }
      drawPlayer(context, laneX(run.x), runnerY(), radius, '#00563f', '#ffb81c');
      context.fillStyle = '#7a4b24';
      context.beginPath();
      context.ellipse(laneX(run.x), runnerY() - radius * 1.05, radius * 0.35, radius * 0.5, 0, 0, Math.PI * 2);
      context.fill();
      const size = Math.max(14, Math.min(22, width / 24));
      label(context, options.labels.metres(Math.floor(run.distance)), 10, size, size, 'left');
      label(context, `${options.labels.score}: ${scoreOf(run)}`, width - 10, size, size, 'right');
      if (run.isOver) label(context, options.labels.tackled, width / 2, height * 0.4, size * 1.8);
    },
  };

  function drawPlayer(context: CanvasRenderingContext2D, x: number, y: number, radius: number, jersey: string, trim: string) {
    context.fillStyle = 'rgba(0,0,0,0.25)';
    context.beginPath();
    context.ellipse(x + 3, y + radius * 0.5, radius, radius * 0.5, 0, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = jersey;
    context.beginPath();
    context.arc(x, y, radius, 0, Math.PI * 2);
    context.fill();
    context.strokeStyle = trim;
    context.lineWidth = Math.max(2, radius * 0.18);
    context.stroke();
    context.fillStyle = '#3b2a1e';
    context.beginPath();
    context.arc(x, y, radius * 0.45, 0, Math.PI * 2);
    context.fill();
  }

  const onKey = (event: KeyboardEvent) => {
    if (!GAME_KEYS.has(event.key) || !isForGame(event)) return;
    event.preventDefault();
    if (control.isPaused()) return;
    if (event.key === 'ArrowLeft' || event.key === 'a') steer(run, -1);
    else if (event.key === 'ArrowRight' || event.key === 'd') steer(run, 1);
  };
  const pointFrom = (event: PointerEvent) => pointIn(canvas, event);
  const onDown = (event: PointerEvent) => {
    press = pointFrom(event);
  };
  const onUp = (event: PointerEvent) => {
    if (!press || control.isPaused()) return;
    const point = pointFrom(event);
    const dx = point.x - press.x;
    press = null;
    // A swipe goes its way; a tap goes towards the side of the runner it was on.
    if (Math.abs(dx) > 24) steer(run, dx < 0 ? -1 : 1);
    else steer(run, point.x < laneX(run.x) ? -1 : 1);
  };

  const running = startGame(canvas, scene, { onKey, onDown, onUp }, options.onPauseChange);
  const control = running.control;
  return running;
}
