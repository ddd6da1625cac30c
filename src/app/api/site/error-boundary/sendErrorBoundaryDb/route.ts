import { NextResponse } from 'next/server';
import { appError } from '@/schemas/app-error';
import { fail } from '@/server/http/api-errors';
import { route } from '@/server/http/route';
import { errorReportInput, storeErrorReport } from '@/server/ops';

export const dynamic = 'force-dynamic';

/** {message, page, stack?, consoleError?} → {status: 'stored' | 'counted'}; 429 past the hourly cap of new reports. */
export const POST = route({
  body: errorReportInput,
  handle: async ({ input }) => {
    const stored = await storeErrorReport(input);
    if (!stored) fail(appError(429, 'too_many_reports', 'Too many error reports. Please try again later.'));
    return NextResponse.json({ status: stored.isNew ? 'stored' : 'counted' });
  },
});
