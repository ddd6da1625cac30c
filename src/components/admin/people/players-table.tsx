import Image from 'next/image';
import Link from 'next/link';
import { consoleTranslator } from '@/i18n/console-messages';
import type { ActionResult } from '@/server/http/staff-actions';
import type { ConsolePlayer, PlayerSort } from '@/server/players';
import { ActionButton } from '../action-button';
import { SECONDARY_BUTTON_CLASS } from '../form-field';
import { ItemLanguages } from '../translation-fields';

type SetActive = (id: number, isActive: boolean) => Promise<ActionResult<null>>;

const SORTABLE: { sort: PlayerSort; label: string }[] = [
  { sort: 'name', label: 'columnName' },
  { sort: 'team', label: 'columnTeam' },
  { sort: 'position', label: 'columnPosition' },
  { sort: 'caps', label: 'columnCaps' },
];

/**
 * The players table: portrait, name, team, position, caps (each sortable by a link, so the whole list is sorted,
 * not one page of it), status, the public page, and Edit / Deactivate / Activate per row.
 */
export function PlayersTable({
  rows,
  sort,
  direction,
  params,
  setActive,
}: {
  rows: ConsolePlayer[];
  sort: PlayerSort;
  direction: 'asc' | 'desc';
  params: Record<string, string | undefined>;
  setActive: SetActive;
}) {
  const t = consoleTranslator('people');
  const languages = consoleTranslator('translations');
  if (rows.length === 0) return <p className="rounded border border-neutral-300 bg-white p-4 text-sm">{t('players.none')}</p>;

  const sortHref = (column: PlayerSort) => {
    const next = column === sort && direction === 'asc' ? 'desc' : 'asc';
    const query = new URLSearchParams(
      Object.entries({ ...params, sort: column, dir: next, page: undefined }).filter((entry): entry is [string, string] =>
        Boolean(entry[1]),
      ),
    );
    return `/admin/profiles/players?${query.toString()}`;
  };
  const header = (column: (typeof SORTABLE)[number]) => {
    const label = t(`players.${column.label}`);
    const isSorted = column.sort === sort;
    return (
      <th
        key={column.sort}
        scope="col"
        className="py-2 pr-3"
        aria-sort={isSorted ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
      >
        <Link
          href={sortHref(column.sort)}
          className="inline-flex items-center gap-1 underline-offset-2 hover:underline"
          aria-label={t('players.sortBy', { column: label })}
        >
          {label}
          {isSorted && <span aria-hidden="true">{direction === 'asc' ? '▲' : '▼'}</span>}
        </Link>
      </th>
    );
  };

  return (
    <div className="overflow-x-auto rounded border border-neutral-300 bg-white">
      <table className="w-full min-w-[46rem] text-left text-sm" data-testid="players-table">
        <thead className="border-b border-neutral-300 bg-neutral-50 text-xs uppercase text-muted">
          <tr>
            <th scope="col" className="py-2 pr-3 pl-3">
              <span className="sr-only">{t('players.columnPortrait')}</span>
            </th>
            {SORTABLE.map(header)}
            <th scope="col" className="py-2 pr-3">
              {languages('column')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('players.columnStatus')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('players.columnPublic')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('players.columnActions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((player) => {
            const name = `${player.firstName} ${player.lastName}`;
            return (
              <tr key={player.id} className="border-b border-neutral-200 align-middle last:border-0" data-testid="player-row">
                <td className="py-2 pr-3 pl-3">
                  <Image
                    src={player.portraitUrl}
                    alt=""
                    width={40}
                    height={40}
                    unoptimized={player.portraitUrl.endsWith('.svg')}
                    className="h-10 w-10 max-w-none rounded-full"
                  />
                </td>
                <td className="py-2 pr-3 font-semibold">
                  <Link href={`/admin/profiles/players/edit/${player.id}`} className="hover:underline">
                    {name}
                  </Link>
                  {player.shortName !== player.firstName && (
                    <span className="block text-xs font-normal text-muted">{player.shortName}</span>
                  )}
                </td>
                <td className="py-2 pr-3">{t(`teams.${player.category}`)}</td>
                <td className="py-2 pr-3">{player.position}</td>
                <td className="py-2 pr-3 tabular-nums">{player.caps}</td>
                <td className="py-2 pr-3">
                  <ItemLanguages t={languages} languages={player.languages} />
                </td>
                <td className="py-2 pr-3">
                  <span
                    className={`rounded px-2 py-0.5 text-xs font-bold ${player.isActive ? 'bg-green-100 text-green-900' : 'bg-neutral-200 text-neutral-700'}`}
                  >
                    {t(player.isActive ? 'players.active' : 'players.inactive')}
                  </span>
                </td>
                <td className="py-2 pr-3">
                  {player.isActive ? (
                    <a href={player.url} target="_blank" rel="noopener" className="break-all text-bok-green underline">
                      {player.url}
                    </a>
                  ) : (
                    <span className="break-all text-muted">
                      {player.url} <span className="block text-xs">({t('players.hiddenWhileInactive')})</span>
                    </span>
                  )}
                </td>
                <td className="py-2 pr-3">
                  <div className="flex flex-wrap gap-2">
                    <Link
                      href={`/admin/profiles/players/edit/${player.id}`}
                      className={SECONDARY_BUTTON_CLASS}
                      aria-label={t('players.editLabel', { name })}
                    >
                      {t('players.edit')}
                    </Link>
                    <PlayerActiveButton player={player} setActive={setActive} />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Deactivate (after a confirmation naming what fans lose) or Activate. */
export function PlayerActiveButton({ player, setActive }: { player: ConsolePlayer; setActive: SetActive }) {
  const t = consoleTranslator('people');
  const name = `${player.firstName} ${player.lastName}`;
  return player.isActive ? (
    <ActionButton
      action={setActive.bind(null, player.id, false)}
      label={t('players.deactivate')}
      success={t('players.deactivated', { name })}
      confirm={{
        title: t('players.deactivateTitle', { name }),
        message: t('players.deactivateMessage', { name, url: player.url }),
        button: t('players.deactivate'),
      }}
      danger
    />
  ) : (
    <ActionButton action={setActive.bind(null, player.id, true)} label={t('players.activate')} success={t('players.activated', { name })} />
  );
}
