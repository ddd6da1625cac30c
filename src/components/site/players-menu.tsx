'use client';

import { Link } from '@/components/site/site-link';
import { useState } from 'react';

/** The players dropdown label: the last name cut to 12 characters followed by "..." when longer (spec §2, §9). */
export function truncateLastName(lastName: string, max = 12): string {
  return lastName.length > max ? `${lastName.slice(0, max)}...` : lastName;
}

interface PlayerItem {
  firstName: string;
  lastName: string;
  category: string;
  url: string;
}

/** A player as GET /api/site/players lists it (spec §3 "Player list item"). */
type PlayerJson = { first_name: string; last_name: string; category: string; url: string };

interface PlayersMenuProps {
  label: string;
  allPlayersLabel: string;
  loadingLabel: string;
  teams: { slug: string; name: string }[];
}

const itemClass = 'block rounded px-3 py-2 text-sm hover:bg-neutral-100';

/**
 * The Players dropdown (spec §2). Its list is fetched from the players endpoint the first time it opens
 * (spec §7 "Players list fetch … a failure is logged only"), so ~85 names do not weigh down every page;
 * without JavaScript it still offers All Players.
 */
export function PlayersMenu({ label, allPlayersLabel, loadingLabel, teams }: PlayersMenuProps) {
  const [players, setPlayers] = useState<PlayerItem[] | null>(null);
  const [isLoading, setIsLoading] = useState(false);

  async function load() {
    if (players || isLoading) return;
    setIsLoading(true);
    try {
      const response = await fetch('/api/site/players');
      const body = (await response.json()) as { players?: PlayerJson[] };
      setPlayers(
        (body.players ?? []).map((player) => ({
          firstName: player.first_name,
          lastName: player.last_name,
          category: player.category,
          url: player.url,
        })),
      );
    } catch (error) {
      console.error('players list failed', error);
      setPlayers([]);
    } finally {
      setIsLoading(false);
    }
  }

  return (
    <details data-menu className="group relative" data-testid="nav-players" onToggle={(event) => event.currentTarget.open && void load()}>
      <summary className="flex items-center gap-1 rounded px-3 py-2 font-semibold text-white hover:bg-bok-green-dark">
        {label}
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          className="transition group-open:rotate-180"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </summary>
      <div
        className="absolute left-0 z-50 mt-1 max-h-[70vh] min-w-56 overflow-y-auto rounded-md bg-white p-2 text-ink shadow-xl ring-1 ring-black/10"
        data-testid="players-menu"
      >
        {isLoading && <p className="px-3 py-2 text-sm text-muted">{loadingLabel}</p>}
        {players &&
          teams.map((team) => {
            const squad = players.filter((player) => player.category === team.slug);
            if (squad.length === 0) return null;
            return (
              <div key={team.slug} className="mb-2">
                <p className="px-3 pt-2 pb-1 text-xs font-bold tracking-wide text-muted uppercase">{team.name}</p>
                <ul>
                  {squad.map((player) => (
                    <li key={player.url}>
                      <Link href={player.url} className={itemClass} data-testid="nav-player" prefetch={false}>
                        {player.firstName} {truncateLastName(player.lastName)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        <Link href="/springboks" className={`${itemClass} font-semibold text-bok-green`}>
          {allPlayersLabel}
        </Link>
      </div>
    </details>
  );
}
