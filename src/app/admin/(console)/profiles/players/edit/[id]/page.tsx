import Link from 'next/link';
import { notFound } from 'next/navigation';
import { History } from '@/components/admin/audit-trail';
import { SECONDARY_BUTTON_CLASS } from '@/components/admin/form-field';
import { PageHeader } from '@/components/admin/page-header';
import { PlayerForm } from '@/components/admin/people/player-form';
import { PlayerActiveButton } from '@/components/admin/people/players-table';
import { consoleTranslator } from '@/i18n/console-messages';
import { requireStaff } from '@/server/http/staff-guard';
import { listAudit } from '@/server/audit';
import { getPlayerForEdit, listPlayerPositions, PLAYER_ENTITY } from '@/server/players';
import { savePlayer, setPlayerActiveAction } from '../../actions';
import { parseDbId } from '@/schemas/db-id';

/** /admin/profiles/players/edit/{id}: every field, the portrait, the public address (stable), and the history. */
export default async function EditPlayerPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  await requireStaff(`/admin/profiles/players/edit/${raw}`);
  const id = parseDbId(raw);
  const player = id ? await getPlayerForEdit(id) : null;
  if (!player) notFound();
  const t = consoleTranslator('people');
  const [positions, history] = await Promise.all([listPlayerPositions(), listAudit({ entityType: PLAYER_ENTITY, entityId: player.id })]);
  const name = `${player.firstName} ${player.lastName}`;
  return (
    <>
      <PageHeader
        title={t('players.editTitle', { name })}
        actions={
          <>
            <PlayerActiveButton player={player} setActive={setPlayerActiveAction} />
            <Link href="/admin/profiles/players" className={SECONDARY_BUTTON_CLASS}>
              {t('players.back')}
            </Link>
          </>
        }
      />
      <section
        aria-labelledby="player-url"
        className="mb-6 max-w-3xl rounded border border-neutral-300 bg-white p-4"
        data-testid="player-public-url"
      >
        <h2 id="player-url" className="text-sm font-semibold">
          {t('players.publicUrl')}
        </h2>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <code className="break-all text-base">{player.url}</code>
          {player.isActive ? (
            <a href={player.url} target="_blank" rel="noopener" className="text-sm font-semibold text-bok-green underline">
              {t('players.view')}
            </a>
          ) : (
            <span className="rounded bg-neutral-200 px-2 py-0.5 text-xs font-bold text-neutral-700">{t('players.inactive')}</span>
          )}
        </p>
        <p className="mt-1 text-xs text-muted">{t(player.isActive ? 'players.publicUrlStable' : 'players.publicUrlInactive')}</p>
      </section>
      <PlayerForm key={player.id} player={player} positions={positions} save={savePlayer} />
      <History entries={history.entries} />
    </>
  );
}
