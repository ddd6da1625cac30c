import Link from 'next/link';
import { FilterBar, FilterSelect, FilterText } from '@/components/admin/filter-bar';
import { BUTTON_CLASS } from '@/components/admin/form-field';
import { PageHeader } from '@/components/admin/page-header';
import { Pager } from '@/components/admin/pager';
import { PlayersTable } from '@/components/admin/people/players-table';
import { consoleTranslator } from '@/i18n/console-messages';
import { requireStaff } from '@/server/http/staff-guard';
import { listPlayersForConsole, PLAYER_SORTS, type PlayerStatusFilter } from '@/server/players';
import { PLAYER_TEAMS } from '@/schemas/players';
import { setPlayerActiveAction } from './actions';

type Search = { q?: string | string[]; team?: string; status?: string; sort?: string; dir?: string; page?: string };

const STATUSES: PlayerStatusFilter[] = ['all', 'active', 'inactive'];
const STATUS_LABELS = { all: 'statusAll', active: 'statusActive', inactive: 'statusInactive' } as const;

/** /admin/profiles/players (spec §2): the four squads — filter by team, search by name, active or not; sortable. */
export default async function PlayersPage({ searchParams }: { searchParams: Promise<Search> }) {
  await requireStaff('/admin/profiles/players');
  const params = await searchParams;
  // ?q=a&q=b arrives as a list: only a single value is a search.
  const q = (typeof params.q === 'string' && params.q.trim().slice(0, 100)) || undefined;
  const team = PLAYER_TEAMS.find((value) => value === params.team);
  const status = STATUSES.find((value) => value === params.status) ?? 'all';
  const sort = PLAYER_SORTS.find((value) => value === params.sort) ?? 'name';
  const direction = params.dir === 'desc' ? 'desc' : 'asc';
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.page ?? '1', 10) || 1));
  const t = consoleTranslator('people');
  const shell = consoleTranslator('shell');
  const list = await listPlayersForConsole({ q, team, status, sort, direction, page });
  const kept = { q, team, status: status === 'all' ? undefined : status };
  const teams = [{ value: '', label: t('players.allTeams') }, ...PLAYER_TEAMS.map((value) => ({ value, label: t(`teams.${value}`) }))];
  const statuses = STATUSES.map((value) => ({ value, label: t(`players.${STATUS_LABELS[value]}`) }));

  return (
    <>
      <PageHeader
        title={t('players.title')}
        description={t('players.intro')}
        actions={
          <Link href="/admin/profiles/players/add" className={BUTTON_CLASS}>
            {t('players.add')}
          </Link>
        }
      />
      <FilterBar action="/admin/profiles/players" submitLabel={t('players.filter')}>
        <FilterText type="search" id="players-q" name="q" label={t('players.searchLabel')} value={q ?? ''} width="w-56" />
        <FilterSelect id="players-team" name="team" label={t('players.teamLabel')} value={team ?? ''} width="w-52" options={teams} />
        <FilterSelect id="players-status" name="status" label={t('players.statusLabel')} value={status} width="w-40" options={statuses} />
        {sort !== 'name' && <input type="hidden" name="sort" value={sort} />}
        {direction === 'desc' && <input type="hidden" name="dir" value="desc" />}
      </FilterBar>
      <PlayersTable rows={list.rows} sort={sort} direction={direction} params={kept} setActive={setPlayerActiveAction} />
      {list.lastPage > 1 && (
        <Pager
          basePath="/admin/profiles/players"
          params={{ ...kept, sort: sort === 'name' ? undefined : sort, dir: direction === 'desc' ? 'desc' : undefined }}
          page={list.page}
          lastPage={list.lastPage}
          labels={{
            previous: shell('previous'),
            next: shell('next'),
            status: t('players.pageOf', { page: list.page, lastPage: list.lastPage, total: list.total }),
          }}
        />
      )}
    </>
  );
}
