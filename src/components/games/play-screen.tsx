'use client';
import { fill } from '@/i18n/fill';
import { Link } from '@/components/ui/site-link';
import { useEffect, useRef, useState } from 'react';
import type { GameSlug } from '@/schemas/games';
import { useIsHydrated } from '@/components/ui/use-is-hydrated';
import { postJson } from '@/components/browser/api-client';
import { checkGameAccess } from './games-flow';
import type { GameEnd, GameLabels, RunningGame } from './game-types';

/** POST /api/site/games/start's and /score's answers. */
type GameStartJson = { session_id: string; seed: number };
type GameScoreJson = { points: number; is_best: boolean };
type GameScoreBody = { session_id: string; score: number; moves: GameEnd['moves'] };

export interface PlayTexts {
  start: string;
  playAgain: string;
  pause: string;
  resume: string;
  paused: string;
  scoreLabel: string;
  wind: string;
  kickOf: string;
  metres: string;
  gameOver: string;
  saving: string;
  saved: string;
  savedNoPoints: string;
  newBest: string;
  saveFailed: string;
  starting: string;
  startFailed: string;
  canvasLabel: string;
  good: string;
  miss: string;
  tackled: string;
  controls: string;
  back: string;
}

type Phase = 'idle' | 'checking' | 'starting' | 'playing' | 'over';

/**
 * A game's play page island (/play-and-win/{game}/play): Play runs the spec's check, then the server starts the game
 * (session id + seed), the game's own code is loaded (only here) and draws on the canvas; at the end the score and the
 * moves that made it are sent once (the server replays them) and the result shown. Pause by button, P, or by leaving the tab.
 */
export function PlayScreen({ game, name, brandSlug, texts }: { game: GameSlug; name: string; brandSlug: string; texts: PlayTexts }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const scoreNode = useRef<HTMLSpanElement>(null);
  const running = useRef<RunningGame | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [isPaused, setIsPaused] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [finalScore, setFinalScore] = useState<number | null>(null);
  const isHydrated = useIsHydrated();

  useEffect(() => () => running.current?.dispose(), []);

  const showScore = (score: number) => {
    if (!scoreNode.current) return;
    scoreNode.current.textContent = String(score);
    scoreNode.current.dataset.score = String(score);
  };

  const labels: GameLabels = {
    score: texts.scoreLabel,
    wind: texts.wind,
    kickOf: (kick, total) => fill(texts.kickOf, { kick, total }),
    metres: (metres) => fill(texts.metres, { metres }),
    good: texts.good,
    miss: texts.miss,
    tackled: texts.tackled,
    paused: texts.paused,
  };

  async function begin(isCheckNeeded: boolean) {
    setMessage(null);
    setFinalScore(null);
    if (isCheckNeeded) {
      setPhase('checking');
      if (!(await checkGameAccess({ slug: game, name }, brandSlug))) return setPhase('idle');
    }
    setPhase('starting');
    const started = await postJson<GameStartJson>('/api/site/games/start', { game });
    if (!started.ok) {
      setMessage(fill(texts.startFailed, { message: started.message }));
      return setPhase('idle');
    }
    const session = { sessionId: started.data.session_id, seed: started.data.seed };
    const startGame =
      game === 'rugby-kicks' ? (await import('./rugby-kicks')).startRugbyKicks : (await import('./rugby-rush')).startRugbyRush;
    if (!canvas.current) return;
    running.current?.dispose();
    showScore(0);
    setIsPaused(false);
    setPhase('playing');
    running.current = startGame(canvas.current, {
      seed: session.seed,
      labels,
      onScore: showScore,
      onPauseChange: setIsPaused,
      onEnd: (end) => void finish(session.sessionId, end),
    });
    canvas.current.focus();
  }

  async function finish(sessionId: string, { score, moves }: GameEnd) {
    running.current?.control.pause();
    setFinalScore(score);
    setPhase('over');
    setMessage(texts.saving);
    // The moves go with the score: the server replays them from the session's seed (decision 025).
    const body: GameScoreBody = { session_id: sessionId, score, moves };
    const saved = await postJson<GameScoreJson>('/api/site/games/score', body);
    if (!saved.ok) return setMessage(fill(texts.saveFailed, { message: saved.message }));
    const result = { points: saved.data.points, isBest: saved.data.is_best };
    const text = result.points > 0 ? fill(texts.saved, { points: result.points }) : texts.savedNoPoints;
    setMessage(result.isBest ? `${text} ${texts.newBest}` : text);
  }

  useEffect(() => {
    if (phase !== 'playing') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'p' && event.key !== 'P') return;
      const control = running.current?.control;
      if (!control) return;
      if (control.isPaused()) control.resume();
      else control.pause();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [phase]);

  const isBusy = phase === 'checking' || phase === 'starting';
  return (
    <div className="flex flex-col gap-3" data-testid="play-screen" data-phase={phase} data-hydrated={isHydrated ? 'true' : undefined}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-lg font-extrabold" aria-live="off">
          {texts.scoreLabel}:{' '}
          <span ref={scoreNode} data-testid="game-score" data-score="0" className="tabular-nums">
            0
          </span>
        </p>
        {phase === 'playing' && (
          <button
            type="button"
            onClick={() => (isPaused ? running.current?.control.resume() : running.current?.control.pause())}
            className="rounded bg-white px-4 py-2 font-bold ring-1 ring-black/10 hover:bg-neutral-100"
            data-testid="game-pause"
          >
            {isPaused ? texts.resume : texts.pause}
          </button>
        )}
      </div>
      <div className="relative">
        <canvas
          ref={canvas}
          tabIndex={0}
          role="img"
          aria-label={fill(texts.canvasLabel, { game: name })}
          data-testid="game-canvas"
          className="block h-[min(72vh,620px)] min-h-[360px] w-full touch-none rounded-lg bg-bok-green-dark outline-none focus-visible:ring-4 focus-visible:ring-bok-gold"
        />
        {phase !== 'playing' && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 rounded-lg bg-black/45 p-4 text-center text-white">
            {finalScore !== null && (
              <p className="text-2xl font-extrabold" data-testid="game-over">
                {fill(texts.gameOver, { score: finalScore })}
              </p>
            )}
            {message && (
              <p role="status" data-testid="game-message">
                {message}
              </p>
            )}
            <button
              type="button"
              disabled={isBusy || !isHydrated}
              onClick={() => void begin(phase === 'idle')}
              className="rounded bg-bok-gold px-8 py-3 text-lg font-extrabold text-bok-green-dark disabled:opacity-70"
              data-testid="game-play"
            >
              {isBusy ? texts.starting : phase === 'over' ? texts.playAgain : texts.start}
            </button>
            <p className="max-w-sm text-sm">{texts.controls}</p>
            <Link href="/play-and-win" className="text-sm font-semibold underline">
              {texts.back}
            </Link>
          </div>
        )}
        {phase === 'playing' && isPaused && (
          <button
            type="button"
            onClick={() => running.current?.control.resume()}
            className="absolute inset-0 flex items-center justify-center rounded-lg bg-black/45 text-2xl font-extrabold text-white"
            data-testid="game-resume"
          >
            {texts.paused} — {texts.resume}
          </button>
        )}
      </div>
    </div>
  );
}
