import { Readable } from 'node:stream';
import { exportQuery } from '@/schemas/competitions';
import { entriesCsv, startEntriesExport } from '@/server/competitions';
import { fail, HTTP_ERRORS } from '@/server/http/api-errors';
import { staff } from '@/server/http/guards';
import { route } from '@/server/http/route';

/**
 * Export Entries (/admin/competitions/export): admins only (personal data), recorded in the audit log, streamed as
 * CSV from the database in batches. `x-entry-count` lets the page show progress. A GET that writes the audit log and
 * hands out fans' numbers: the same-site check applies, so a link on another site cannot start it on an admin's
 * cookie (issue 22); the page's own download (same-origin) and an address typed in (none) pass.
 */
export const GET = route({
  access: staff(['admin']),
  isGetStateChanging: () => true,
  handle: async ({ request, actor }) => {
    const parsed = exportQuery.safeParse({ competition_id: request.nextUrl.searchParams.get('competition_id') ?? undefined });
    if (!parsed.success) fail(HTTP_ERRORS.notFound);
    const started = await startEntriesExport(parsed.data.competition_id, actor);
    if (!started) fail(HTTP_ERRORS.notFound);
    const body = Readable.toWeb(entriesCsv(parsed.data.competition_id)) as ReadableStream<Uint8Array>;
    return new Response(body, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${started.slug}-entries.csv"`,
        'cache-control': 'private, no-store',
        'x-entry-count': String(started.entries),
      },
    });
  },
});
