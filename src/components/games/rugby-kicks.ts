import {
  aimAtPosts,
  clampAim,
  clampPower,
  kickNow,
  MAX_PLACE_BACK,
  newKicks,
  placeKick,
  POST_HALF_WIDTH,
  tickKicks,
  type Kick,
} from '@/game-rules/kicks';
import { label, type Scene } from './game-loop';
import { GAME_KEYS, isForGame, pointIn, startGame, type GameOptions, type RunningGame } from './game-types';

/**
 * Rugby Kicks on a canvas: a top-down field with the posts at the top. Drag back from the ball (or use the arrow keys)
 * to aim and set the power, let go (or press Space) to kick; the wind blows the ball while it flies. The round itself
 * is the shared rules' (src/game-rules/kicks.ts): this module draws it and turns touches and keys into kicks.
 */
const VIEW = { left: -32, right: 32, top: -7, bottom: 52 };
const DEFAULT_POWER = 0.6;

export function startRugbyKicks(canvas: HTMLCanvasElement, options: GameOptions): RunningGame {
  const round = newKicks(options.seed, options.kickCount);
  const kicks = round.round;
  let shownIndex = -1;
  let base = kicks[0] as Kick;
  let kick = base;
  let back = 0;
  let aim = 0;
  let power = DEFAULT_POWER;
  let lastScore = 0;
  let isEnded = false;
  let drag: { x: number; y: number } | null = null;
  let width = 1;
  let height = 1;
  let scale = 1;
  let originY = 0;

  const toScreen = (x: number, y: number) => ({ x: width / 2 + x * scale, y: originY + (y - VIEW.top) * scale });

  /** Moves the ball along its line (back = further out); the aim stays as it was. */
  const place = (metres: number) => {
    back = Math.max(0, Math.min(MAX_PLACE_BACK, metres));
    kick = placeKick(base, back);
  };

  /** A new kick to aim: the ball on the try line, aimed at the posts, the default power. */
  const aimNext = () => {
    shownIndex = round.index;
    base = kicks[round.index] ?? base;
    back = 0;
    kick = base;
    aim = aimAtPosts(kick);
    power = DEFAULT_POWER;
  };
  aimNext();

  const kickBall = () => {
    if (round.phase === 'aim') kickNow(round, { back, aim, power });
  };

  const scene: Scene = {
    resize(w, h) {
      width = w;
      height = h;
      scale = Math.min(w / (VIEW.right - VIEW.left), h / (VIEW.bottom - VIEW.top));
      originY = (h - (VIEW.bottom - VIEW.top) * scale) / 2;
    },
    update() {
      if (isEnded) return;
      tickKicks(round);
      if (round.score !== lastScore) {
        lastScore = round.score;
        options.onScore(round.score);
      }
      if (round.phase === 'over') {
        isEnded = true;
        options.onEnd({ score: round.score, moves: round.moves, seed: options.seed });
      } else if (round.phase === 'aim' && round.index !== shownIndex) aimNext();
    },
    draw(context) {
      drawField(context);
      const spot = toScreen(kick.x, kick.y);
      if (round.phase === 'aim') drawPlacingLine(context);
      if (round.phase === 'aim') drawAim(context, spot);
      drawBall(context, spot);
      drawHud(context);
    },
  };

  function drawField(context: CanvasRenderingContext2D) {
    context.fillStyle = '#0a5c3c';
    context.fillRect(0, 0, width, height);
    for (let y = VIEW.top; y < VIEW.bottom; y += 5) {
      const a = toScreen(VIEW.left, y);
      context.fillStyle = Math.round((y - VIEW.top) / 5) % 2 === 0 ? '#0b6b45' : '#0a6240';
      context.fillRect(0, a.y, width, 5 * scale + 1);
    }
    context.strokeStyle = 'rgba(255,255,255,0.8)';
    context.lineWidth = 2;
    for (const y of [0, 22]) {
      const a = toScreen(VIEW.left, y);
      context.beginPath();
      context.moveTo(0, a.y);
      context.lineTo(width, a.y);
      context.stroke();
    }
    // The posts: uprights drawn rising "up" the screen, with the crossbar on the goal line.
    const left = toScreen(-POST_HALF_WIDTH, 0);
    const right = toScreen(POST_HALF_WIDTH, 0);
    const rise = Math.max(28, 9 * scale);
    context.strokeStyle = '#ffffff';
    context.lineWidth = Math.max(3, scale * 0.5);
    context.lineCap = 'round';
    context.beginPath();
    context.moveTo(left.x, left.y);
    context.lineTo(right.x, right.y);
    context.moveTo(left.x, left.y);
    context.lineTo(left.x, left.y - rise);
    context.moveTo(right.x, right.y);
    context.lineTo(right.x, right.y - rise);
    context.stroke();
  }

  /** The line the ball may be placed on: from where the try was scored straight back. */
  function drawPlacingLine(context: CanvasRenderingContext2D) {
    const from = toScreen(base.x, base.y);
    const to = toScreen(base.x, base.y + MAX_PLACE_BACK);
    context.save();
    context.setLineDash([2, 6]);
    context.strokeStyle = 'rgba(255,255,255,0.45)';
    context.lineWidth = 2;
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
    context.restore();
  }

  function drawAim(context: CanvasRenderingContext2D, spot: { x: number; y: number }) {
    const length = (0.25 + power * 0.75) * Math.min(width, height) * 0.45;
    context.save();
    context.setLineDash([6, 6]);
    context.strokeStyle = '#ffb81c';
    context.lineWidth = 3;
    context.beginPath();
    context.moveTo(spot.x, spot.y);
    context.lineTo(spot.x + Math.sin(aim) * length, spot.y - Math.cos(aim) * length);
    context.stroke();
    context.restore();
    // Power bar along the bottom.
    const barWidth = Math.min(220, width * 0.5);
    const x = (width - barWidth) / 2;
    const y = height - 22;
    context.fillStyle = 'rgba(0,0,0,0.45)';
    context.fillRect(x, y, barWidth, 10);
    context.fillStyle = power > 0.8 ? '#c8102e' : '#ffb81c';
    context.fillRect(x, y, barWidth * power, 10);
  }

  function drawBall(context: CanvasRenderingContext2D, spot: { x: number; y: number }) {
    let position = spot;
    let lift = 0;
    const taken = round.taken;
    if (taken && (round.phase === 'flight' || round.phase === 'result')) {
      const { kick: from, result } = taken;
      const p = round.phase === 'flight' ? Math.min(1, round.phaseTick / result.flightTicks) : 1;
      const straightX = from.x + from.y * Math.tan(taken.aim);
      const endX = result.landY > 0 ? from.x + (from.y - result.landY) * Math.tan(taken.aim) : straightX;
      const endY = result.landY > 0 ? result.landY : result.isGood ? -4 : -2;
      const x = from.x + (endX - from.x) * p + result.drift * p * p;
      const y = from.y + (endY - from.y) * p;
      position = toScreen(x, y);
      lift = Math.sin(Math.PI * p);
    }
    const radius = Math.max(5, scale * 0.7) * (1 + lift * 0.9);
    context.fillStyle = 'rgba(0,0,0,0.3)';
    context.beginPath();
    context.ellipse(position.x + lift * 10, position.y + lift * 14, radius, radius * 0.6, 0, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#7a4b24';
    context.beginPath();
    context.ellipse(position.x, position.y - lift * 18, radius * 0.75, radius, aim, 0, Math.PI * 2);
    context.fill();
    context.strokeStyle = '#ffffff';
    context.lineWidth = 1.5;
    context.stroke();
  }

  function drawHud(context: CanvasRenderingContext2D) {
    const size = Math.max(14, Math.min(22, width / 24));
    label(context, options.labels.kickOf(Math.min(round.index + 1, kicks.length), kicks.length), 10, size, size, 'left');
    label(context, `${options.labels.score}: ${round.score}`, width - 10, size, size, 'right');
    const arrow = kick.wind === 0 ? '·' : kick.wind > 0 ? '→' : '←';
    label(context, `${options.labels.wind} ${arrow} ${Math.abs(kick.wind).toFixed(1)} m/s`, 10, size * 2.3, size * 0.85, 'left');
    label(context, `×${kick.difficulty}`, width - 10, size * 2.3, size * 0.85, 'right');
    const result = round.phase === 'result' ? round.taken?.result : undefined;
    if (result)
      label(
        context,
        result.isGood ? `${options.labels.good} +${result.points}` : options.labels.miss,
        width / 2,
        height * 0.45,
        size * 1.6,
      );
  }

  const onKey = (event: KeyboardEvent) => {
    if (!GAME_KEYS.has(event.key) || !isForGame(event)) return;
    event.preventDefault();
    if (control.isPaused() || round.phase !== 'aim') return;
    if (event.shiftKey && event.key === 'ArrowDown') place(back + 1);
    else if (event.shiftKey && event.key === 'ArrowUp') place(back - 1);
    else if (event.key === 'ArrowLeft' || event.key === 'a') aim = clampAim(aim - 0.02);
    else if (event.key === 'ArrowRight' || event.key === 'd') aim = clampAim(aim + 0.02);
    else if (event.key === 'ArrowUp' || event.key === 'w') power = clampPower(power + 0.03);
    else if (event.key === 'ArrowDown' || event.key === 's') power = clampPower(power - 0.03);
    else if (!event.repeat) kickBall();
  };
  const pointFrom = (event: PointerEvent) => pointIn(canvas, event);
  const onDown = (event: PointerEvent) => {
    if (round.phase !== 'aim' || control.isPaused()) return;
    canvas.setPointerCapture(event.pointerId);
    drag = pointFrom(event);
  };
  const onMove = (event: PointerEvent) => {
    if (!drag || round.phase !== 'aim') return;
    const point = pointFrom(event);
    // A slingshot: pull back from where you pressed, the kick goes the other way.
    const vx = drag.x - point.x;
    const vy = drag.y - point.y;
    if (Math.hypot(vx, vy) < 8) return;
    aim = clampAim(Math.atan2(vx, -vy));
    power = clampPower(Math.hypot(vx, vy) / (Math.min(width, height) * 0.35));
  };
  const onUp = (event: PointerEvent) => {
    if (!drag) return;
    const point = pointFrom(event);
    const moved = Math.hypot(point.x - drag.x, point.y - drag.y);
    drag = null;
    if (moved > 12) return kickBall();
    // A tap on the dotted line places the ball there.
    const line = toScreen(base.x, base.y);
    const metres = (point.y - originY) / scale + VIEW.top - base.y;
    if (Math.abs(point.x - line.x) < Math.max(28, scale * 3) && metres > -2 && metres < MAX_PLACE_BACK + 2) place(metres);
  };

  const running = startGame(canvas, scene, { onKey, onDown, onMove, onUp }, options.onPauseChange);
  const control = running.control;
  return running;
}
