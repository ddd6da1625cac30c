import Link from 'next/link';
import { ActionButton } from '@/components/admin/action-button';
import { BUTTON_CLASS } from '@/components/admin/form-field';
import { PageHeader } from '@/components/admin/page-header';
import { ItemLanguages } from '@/components/admin/translation-fields';
import { consoleTranslator } from '@/i18n/console-messages';
import { competitionStatus, formatSast, listCompetitionsForConsole } from '@/server/competitions';
import { COMPETITION_TRANSLATED_FIELDS } from '@/schemas/competitions';
import { languagesOf } from '@/schemas/translations';
import { requireStaff } from '@/server/http/staff-guard';
import { deleteCompetitionAction } from '../actions';
import { ScrollTable } from '@/components/admin/scroll-table';

/** /admin/competitions/list (spec §2): every competition with its dates, status and entry count; edit, and delete while nobody has entered. */
export default async function CompetitionListPage() {
  await requireStaff('/admin/competitions/list');
  const t = consoleTranslator('competitions');
  const tl = consoleTranslator('translations');
  const rows = await listCompetitionsForConsole();
  const now = new Date();
  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={t('list.intro')}
        actions={
          <Link href="/admin/competitions/add" className={BUTTON_CLASS}>
            {t('list.add')}
          </Link>
        }
      />
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{t('list.empty')}</p>
      ) : (
        <ScrollTable
          label={t('list.tableLabel')}
          headers={[
            t('list.name'),
            tl('column'),
            t('list.opens'),
            t('list.closes'),
            t('list.status'),
            t('list.active'),
            t('list.entries'),
            t('common.edit'),
          ]}
          testId="competitions-table"
          isLastHeaderHidden
          minWidth="min-w-[60rem]"
        >
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-neutral-200" data-testid="competition-row">
              <td className="py-2 pr-3 font-semibold">{row.title}</td>
              <td className="py-2 pr-3">
                <ItemLanguages t={tl} languages={languagesOf(row.translations, COMPETITION_TRANSLATED_FIELDS)} />
              </td>
              <td className="py-2 pr-3 whitespace-nowrap">{formatSast(row.opensAt)}</td>
              <td className="py-2 pr-3 whitespace-nowrap">{formatSast(row.closesAt)}</td>
              <td className="py-2 pr-3">{t(`list.${competitionStatus(row, now)}`)}</td>
              <td className="py-2 pr-3">{row.isActive ? t('common.yes') : t('common.no')}</td>
              <td className="py-2 pr-3" data-testid="competition-entries">
                {row.entries}
              </td>
              <td className="flex flex-wrap items-center gap-2 py-2">
                <Link
                  href={`/admin/competitions/edit/${row.id}`}
                  className="font-semibold text-bok-green underline"
                  aria-label={`${t('common.edit')} ${row.title}`}
                >
                  {t('common.edit')}
                </Link>
                {row.entries === 0 ? (
                  <ActionButton
                    action={deleteCompetitionAction.bind(null, { id: row.id })}
                    label={t('common.delete')}
                    success={t('common.deleted')}
                    danger
                    confirm={{ title: t('list.deleteTitle'), message: t('list.deleteConfirm'), button: t('common.delete') }}
                  />
                ) : (
                  <span className="text-xs text-muted">{t('list.cannotDelete')}</span>
                )}
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </>
  );
}
