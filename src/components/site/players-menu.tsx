'use client';

import { Link } from '@/components/ui/site-link';
import dynamic from 'next/dynamic';
import { useState } from 'react';

interface PlayersMenuProps {
  label: string;
  allPlayersLabel: string;
  loadingLabel: string;
  teams: { slug: string; name: string }[];
}

const PlayersMenuList = dynamic(() => import('./players-menu-list'), { ssr: false });

/**
 * The Players dropdown (spec §2). Its list — the code and the ~85 names — arrives the first time it opens
 * (players-menu-list.tsx), so neither weighs down every page (issue 27); without JavaScript it still offers All
 * Players.
 */
export function PlayersMenu({ label, allPlayersLabel, loadingLabel, teams }: PlayersMenuProps) {
  const [isOpened, setIsOpened] = useState(false);

  return (
    <details
      data-menu
      className="group relative"
      data-testid="nav-players"
      onToggle={(event) => event.currentTarget.open && setIsOpened(true)}
    >
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
        {isOpened && <PlayersMenuList loadingLabel={loadingLabel} teams={teams} />}
        <Link href="/springboks" className="block rounded px-3 py-2 text-sm font-semibold text-bok-green hover:bg-neutral-100">
          {allPlayersLabel}
        </Link>
      </div>
    </details>
  );
}
