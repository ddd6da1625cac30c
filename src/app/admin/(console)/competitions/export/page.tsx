import { ExportEntries } from '@/components/admin/competitions/export-entries';
import { PageHeader } from '@/components/admin/page-header';
import { consoleTranslator } from '@/i18n/console-messages';
import { listCompetitionsForConsole } from '@/server/competitions';
import { requireStaff } from '@/server/http/staff-guard';

/** /admin/competitions/export "Export Entries" (spec §2): admins only — the file carries fans' personal data. */
export default async function ExportEntriesPage() {
  await requireStaff('/admin/competitions/export', ['admin']);
  const t = consoleTranslator('competitions');
  const competitions = await listCompetitionsForConsole();
  return (
    <>
      <PageHeader title={t('export.title')} description={t('export.intro')} />
      <ExportEntries
        competitions={competitions.map((competition) => ({ id: competition.id, title: competition.title, entries: competition.entries }))}
      />
    </>
  );
}
