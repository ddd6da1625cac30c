'use client';
import { fill } from '@/i18n/fill';
import { Link } from '@/components/ui/site-link';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { GameLabels, RunningGame } from './game-types';
import { AD_KICKS } from '@/game-rules/ad-play';
import { readPlayableAdScore, savePlayableAdPlay } from '@/components/browser/playable-ad-cookie';

/**
 * The playable ad (issue 13): a three-kick taste of Rugby Kicks for anyone, no account. The play (seed, kicks, score)
 * goes to the `pa-data-score` cookie; sign-up replays it and turns the replay's score into the playable_ad_rugby_kicks
 * event and points. The game's code is
 * loaded on the first press only. On /sign-up it also says that a score is waiting.
 */
export interface PlayableAdTexts {
  title: string;
  intro: string;
  play: string;
  scored: string;
  keep: string;
  keepLink: string;
  waiting: string;
  canvasLabel: string;
  labels: Omit<GameLabels, 'kickOf' | 'metres'> & { kickOf: string };
}

const noSubscription = () => () => undefined;

export function PlayableAd({ texts, isOnSignUp = false }: { texts: PlayableAdTexts; isOnSignUp?: boolean }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const running = useRef<RunningGame | null>(null);
  const [phase, setPhase] = useState<'idle' | 'playing' | 'over'>('idle');
  const [score, setScore] = useState<number | null>(null);
  const storedScore = useSyncExternalStore(noSubscription, readPlayableAdScore, () => null);
  const isHydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  useEffect(() => () => running.current?.dispose(), []);

  async function play() {
    const { startRugbyKicks } = await import('./rugby-kicks');
    if (!canvas.current) return;
    running.current?.dispose();
    setPhase('playing');
    setScore(null);
    running.current = startRugbyKicks(canvas.current, {
      seed: Math.floor(Math.random() * 2_147_483_646) + 1,
      kickCount: AD_KICKS,
      labels: { ...texts.labels, kickOf: (kick, total) => fill(texts.labels.kickOf, { kick, total }), metres: (metres) => String(metres) },
      onScore: () => undefined,
      onEnd: (end) => {
        running.current?.control.pause();
        // The seed and the kicks go with the score: sign-up replays them (decision 025).
        savePlayableAdPlay({ seed: end.seed, moves: end.moves, score: end.score });
        setScore(end.score);
        setPhase('over');
      },
    });
    canvas.current.focus();
  }

  const shownScore = score ?? storedScore;
  return (
    <section
      aria-labelledby="playable-ad-heading"
      className="flex flex-col gap-3 rounded-lg bg-bok-green-dark p-4 text-white"
      data-testid="playable-ad"
      data-phase={phase}
      data-hydrated={isHydrated ? 'true' : undefined}
    >
      <h2 id="playable-ad-heading" className="text-xl font-extrabold">
        {texts.title}
      </h2>
      <p className="text-sm">{texts.intro}</p>
      {isOnSignUp && score === null && storedScore !== null && (
        <p className="font-semibold text-bok-gold" data-testid="playable-ad-waiting">
          {fill(texts.waiting, { score: storedScore })}
        </p>
      )}
      <div className={phase === 'idle' ? 'hidden' : 'relative'}>
        <canvas
          ref={canvas}
          tabIndex={0}
          role="img"
          aria-label={texts.canvasLabel}
          className="block h-[min(60vh,460px)] w-full touch-none rounded outline-none focus-visible:ring-4 focus-visible:ring-bok-gold"
          data-testid="playable-ad-canvas"
        />
      </div>
      {phase === 'over' && shownScore !== null && (
        <p role="status" className="font-semibold" data-testid="playable-ad-result">
          {fill(texts.scored, { score: shownScore })} {isOnSignUp ? texts.keep : null}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {phase !== 'playing' && (
          <button
            type="button"
            disabled={!isHydrated}
            onClick={() => void play()}
            className="rounded bg-bok-gold px-5 py-2.5 font-extrabold text-bok-green-dark disabled:opacity-70"
            data-testid="playable-ad-play"
          >
            {texts.play}
          </button>
        )}
        {phase === 'over' && !isOnSignUp && (
          <Link href="/sign-up" className="rounded bg-white px-5 py-2.5 font-bold text-bok-green-dark" data-testid="playable-ad-keep">
            {texts.keepLink}
          </Link>
        )}
      </div>
    </section>
  );
}
