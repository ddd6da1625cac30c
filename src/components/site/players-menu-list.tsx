'use client';

import { Link } from '@/components/ui/site-link';
import { useEffect, useState } from 'react';

interface PlayerItem {
  firstName: string;
  lastName: string;
  category: string;
  url: string;
}

/** The players dropdown label: the last name cut to 12 characters followed by "..." when longer (spec §2, §9). */
export function truncateLastName(lastName: string, max = 12): string {
  return lastName.length > max ? `${lastName.slice(0, max)}...` : lastName;
}

/** A player list item as GET /api/site/players answers it (spec §3 "Player list item"). */
type PlayerItemBody = { first_name: string; last_name: string; category: string; url: string };

const fromPlayerItemBody = (body: PlayerItemBody): PlayerItem => ({
  firstName: body.first_name,
  lastName: body.last_name,
  category: body.category,
  url: body.url,
});

const itemClass = 'menu-item';

/**
 * The Players dropdown's list (spec §2), loaded by PlayersMenu the first time the menu opens: fetched from the
 * players endpoint (spec §7 "Players list fetch … a failure is logged only").
 */
export default function PlayersMenuList({ loadingLabel, teams }: { loadingLabel: string; teams: { slug: string; name: string }[] }) {
  const [players, setPlayers] = useState<PlayerItem[] | null>(null);

  useEffect(() => {
    let isCurrent = true;
    fetch('/api/site/players')
      .then((response) => response.json() as Promise<{ players?: PlayerItemBody[] }>)
      .then((body) => (body.players ?? []).map(fromPlayerItemBody))
      .catch((error: unknown) => {
        console.error('players list failed', error);
        return [];
      })
      .then((list) => {
        if (isCurrent) setPlayers(list);
      });
    return () => {
      isCurrent = false;
    };
  }, []);

  if (!players) return <p className="px-3 py-2 text-sm text-muted">{loadingLabel}</p>;
  return teams.map((team) => {
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
  });
}
