import Link from 'next/link';
import { periodOption } from '@/components/admin/fancred/period-options';
import { WinnerForm } from '@/components/admin/fancred/winner-form';
import { SECONDARY_BUTTON_CLASS } from '@/components/admin/form-field';
import { PageHeader } from '@/components/admin/page-header';
import { consoleTranslator } from '@/i18n/console-messages';
import { listFinalPeriods } from '@/server/fancred';
import { requireStaff } from '@/server/http/staff-guard';
import { addWinnerAction, findFansForWinnerAction } from '../actions';

/** /admin/fancred/winners/add (spec §2). */
export default async function AddFanCredWinnerPage() {
  await requireStaff('/admin/fancred/winners/add');
  const t = consoleTranslator('fancred');
  const finals = await listFinalPeriods();
  return (
    <>
      <PageHeader
        title={t('winners.addTitle')}
        description={t('winners.addIntro')}
        actions={
          <Link href="/admin/fancred/winners" className={SECONDARY_BUTTON_CLASS}>
            {t('winners.back')}
          </Link>
        }
      />
      {finals.length === 0 && <p className="mb-4 rounded bg-amber-50 p-3 text-sm ring-1 ring-amber-200">{t('winners.noFinalPeriods')}</p>}
      <WinnerForm periods={finals.map((final) => periodOption(final, t))} save={addWinnerAction} find={findFansForWinnerAction} />
    </>
  );
}
