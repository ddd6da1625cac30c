'use client';
import { useEffect, useState } from 'react';
import { useSession } from '@/components/auth-modal/session-store';
import { GAME_SLUGS } from '@/schemas/games';
import type { GamePeriod, PersonalBests as GameBests } from '@/server/games';
import { gameName } from '@/schemas/widgets';

export interface PersonalBestsLabels {
  yourBests: string;
  player: string;
  noBest: string;
  loginForBests: string;
  loading: string;
  periods: { key: GamePeriod; label: string }[];
}

/**
 * "Your bests" on /play-and-win (issue 38): asked for after the page, so the page is the same cached bytes for every
 * fan. A visitor (and a page without JavaScript) is told to log in; a fan sees a placeholder until the bests arrive.
 */
export function PersonalBests({ load, labels }: { load: () => Promise<GameBests | null>; labels: PersonalBestsLabels }) {
  const session = useSession();
  const userId = session.status === 'signed-in' ? String(session.user.userId) : null;
  const [mine, setMine] = useState<{ userId: string; bests: GameBests | null } | null>(null);

  useEffect(() => {
    if (!userId) return;
    let isCancelled = false;
    void load()
      .catch(() => null)
      .then((bests) => !isCancelled && setMine({ userId, bests }));
    return () => {
      isCancelled = true;
    };
  }, [load, userId]);

  if (session.status === 'signed-out') return <p className="text-sm text-muted">{labels.loginForBests}</p>;
  const isLoaded = mine !== null && mine.userId === userId;
  const bests = isLoaded ? mine.bests : null;
  // A session that ended on the way (the bests came back null) is told to log in like a visitor.
  if (isLoaded && !bests) return <p className="text-sm text-muted">{labels.loginForBests}</p>;
  if (!bests) {
    return (
      <>
        <noscript>
          <p className="text-sm text-muted">{labels.loginForBests}</p>
        </noscript>
        <p className="text-sm text-muted" aria-busy="true" data-testid="personal-bests-loading">
          {labels.loading}
        </p>
      </>
    );
  }
  const value = (score: number | null) => (score === null ? labels.noBest : String(score));
  return (
    <div
      className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-black/5"
      tabIndex={0}
      role="region"
      aria-label={labels.yourBests}
    >
      <table className="w-full text-sm" data-testid="personal-bests">
        <caption className="sr-only">{labels.yourBests}</caption>
        <thead>
          <tr className="text-left text-xs text-muted">
            <th scope="col" className="p-2">
              <span className="sr-only">{labels.player}</span>
            </th>
            {labels.periods.map((period) => (
              <th key={period.key} scope="col" className="p-2 text-right">
                {period.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {GAME_SLUGS.map((game) => (
            <tr key={game} className="border-t border-neutral-100" data-testid={`best-${game}`}>
              <th scope="row" className="p-2 text-left font-semibold">
                {gameName(game)}
              </th>
              {labels.periods.map((period) => (
                <td key={period.key} className="p-2 text-right font-semibold tabular-nums">
                  {value(bests[game][period.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
