import Link from 'next/link';
import { ActionForm } from '@/components/admin/competitions/action-form';
import { WinnerFields } from '@/components/admin/competitions/winner-fields';
import { FormField, INPUT_CLASS, SECONDARY_BUTTON_CLASS } from '@/components/admin/form-field';
import { PageHeader } from '@/components/admin/page-header';
import { consoleTranslator } from '@/i18n/console-messages';
import { parseDbId } from '@/schemas/db-id';
import { competitionStatus, findEntries, listCompetitionsForConsole } from '@/server/competitions';
import { requireStaff } from '@/server/http/staff-guard';
import { addManualWinnerAction, drawWinnerAction, redrawWinnerAction } from '../../actions';

type Query = Promise<{ competition?: string | string[]; q?: string | string[] }>;

/** /admin/competitions/winners/add (spec §2): a closed competition, then a fair random draw or an entry chosen by hand. */
export default async function AddCompetitionWinnerPage({ searchParams }: { searchParams: Query }) {
  const { role } = await requireStaff('/admin/competitions/winners/add');
  const isAdmin = role === 'admin';
  const t = consoleTranslator('competitions');
  const query = await searchParams;
  const now = new Date();
  const closed = (await listCompetitionsForConsole()).filter((competition) => competitionStatus(competition, now) === 'closed');
  const chosenId = typeof query.competition === 'string' ? parseDbId(query.competition) : null;
  const chosen = closed.find((competition) => competition.id === chosenId) ?? closed[0];
  const search = typeof query.q === 'string' ? query.q.slice(0, 100) : '';
  const entries = chosen && search ? await findEntries({ competitionId: chosen.id, query: search }, { withNumbers: isAdmin }) : [];
  // After a winner was removed, drawing again is a redraw: an admin's, with the reason (issue 22).
  const isRedraw = (chosen?.removedWinners ?? 0) > 0;

  return (
    <>
      <PageHeader
        title={t('winners.addTitle')}
        description={t('winners.addIntro')}
        actions={
          <Link href="/admin/competitions/winners" className={SECONDARY_BUTTON_CLASS}>
            {t('common.back')}
          </Link>
        }
      />
      {!chosen ? (
        <p className="rounded bg-amber-50 p-3 text-sm ring-1 ring-amber-200">{t('winners.noClosed')}</p>
      ) : (
        <div className="flex max-w-2xl flex-col gap-8">
          <form method="get" action="/admin/competitions/winners/add" className="flex flex-wrap items-end gap-3">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <label htmlFor="winner-competition" className="text-sm font-semibold">
                {t('winners.chooseCompetition')}
              </label>
              <select id="winner-competition" name="competition" defaultValue={chosen.id} className={INPUT_CLASS}>
                {closed.map((competition) => (
                  <option key={competition.id} value={competition.id}>
                    {competition.title} ({competition.entries})
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={SECONDARY_BUTTON_CLASS}>
              {t('winners.chooseCompetition')}
            </button>
          </form>

          <section aria-labelledby="draw-heading" className="flex flex-col gap-3">
            <h2 id="draw-heading" className="text-lg font-extrabold">
              {t('winners.drawHeading')}
            </h2>
            {isRedraw && (
              <p className="rounded bg-amber-50 p-3 text-sm ring-1 ring-amber-200" data-testid="redraw-notice">
                {t(isAdmin ? 'winners.redrawIntro' : 'winners.redrawAdminOnly', { removed: chosen.removedWinners })}
              </p>
            )}
            {(!isRedraw || isAdmin) && (
              <ActionForm
                action={isRedraw ? redrawWinnerAction : drawWinnerAction}
                success={t('winners.drawn')}
                redirectTo="/admin/competitions/winners"
                submitLabel={t(isRedraw ? 'winners.redrawButton' : 'winners.drawButton')}
                pendingLabel={t('winners.drawing')}
                testId={isRedraw ? 'redraw-form' : 'draw-form'}
              >
                <input type="hidden" name="competition_id" value={chosen.id} />
                {isRedraw && (
                  <FormField id="redraw-reason" label={t('winners.redrawReason')}>
                    <textarea id="redraw-reason" name="reason" rows={2} maxLength={500} required className={INPUT_CLASS} />
                  </FormField>
                )}
                <WinnerFields t={t} prefix="draw" />
              </ActionForm>
            )}
          </section>

          <section aria-labelledby="manual-heading" className="flex flex-col gap-3">
            <h2 id="manual-heading" className="text-lg font-extrabold">
              {t('winners.manualHeading')}
            </h2>
            <form method="get" action="/admin/competitions/winners/add" role="search" className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="competition" value={chosen.id} />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <label htmlFor="entry-search" className="text-sm font-semibold">
                  {t('winners.search')}
                </label>
                <input
                  id="entry-search"
                  name="q"
                  type="search"
                  defaultValue={search}
                  maxLength={100}
                  className={INPUT_CLASS}
                  aria-describedby="entry-search-hint"
                />
                <p id="entry-search-hint" className="text-xs text-muted">
                  {t(isAdmin ? 'winners.searchHint' : 'winners.searchHintNoNumbers')}
                </p>
              </div>
              <button type="submit" className={`${SECONDARY_BUTTON_CLASS} mb-5`}>
                {t('winners.searchButton')}
              </button>
            </form>
            {entries.length > 0 && (
              <ul aria-label={t('winners.entryResults')} className="flex flex-col gap-1 text-sm" data-testid="entry-results">
                {entries.map((entry) => (
                  <li key={entry.entryId} className="rounded bg-white px-3 py-2 ring-1 ring-black/10">
                    <span className="font-mono">#{entry.entryId}</span> · {entry.displayName} ·{' '}
                    {isAdmin && (
                      <>
                        <span className="font-mono">{entry.msisdn ?? '—'}</span> ·{' '}
                      </>
                    )}
                    “{entry.answer}” ({entry.isCorrect ? t('winners.correct') : t('winners.wrong')})
                  </li>
                ))}
              </ul>
            )}
            <ActionForm
              action={addManualWinnerAction}
              success={t('common.created')}
              redirectTo="/admin/competitions/winners"
              submitLabel={t('winners.addManual')}
              pendingLabel={t('common.saving')}
              testId="manual-winner-form"
            >
              <input type="hidden" name="competition_id" value={chosen.id} />
              <FormField id="manual-entry" label={t('winners.entryId')}>
                <input
                  id="manual-entry"
                  name="entry_id"
                  inputMode="numeric"
                  required
                  defaultValue={entries.length === 1 ? entries[0]!.entryId : ''}
                  className={`${INPUT_CLASS} w-40`}
                />
              </FormField>
              <WinnerFields t={t} prefix="manual" />
            </ActionForm>
          </section>
        </div>
      )}
    </>
  );
}
