import Link from 'next/link';
import { SECONDARY_BUTTON_CLASS } from '@/components/admin/form-field';
import { PageHeader } from '@/components/admin/page-header';
import { PlayerForm } from '@/components/admin/people/player-form';
import { consoleTranslator } from '@/i18n/console-messages';
import { requireStaff } from '@/server/http/staff-guard';
import { listPlayerPositions } from '@/server/players';
import { addPlayer } from '../actions';

/** /admin/profiles/players/add (spec §2). */
export default async function AddPlayerPage() {
  await requireStaff('/admin/profiles/players/add');
  const t = consoleTranslator('people');
  const positions = await listPlayerPositions();
  return (
    <>
      <PageHeader
        title={t('players.addTitle')}
        description={t('players.addIntro')}
        actions={
          <Link href="/admin/profiles/players" className={SECONDARY_BUTTON_CLASS}>
            {t('players.back')}
          </Link>
        }
      />
      <PlayerForm positions={positions} save={addPlayer} />
    </>
  );
}
