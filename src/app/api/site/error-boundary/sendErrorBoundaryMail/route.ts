import { NextResponse } from 'next/server';
import { route } from '@/server/http/route';
import { errorReportInput, mailErrorReport } from '@/server/ops';

export const dynamic = 'force-dynamic';

/** {message, stack, page, consoleError} → {status: 'sent' | 'skipped'}: mailed once per (message, page). */
export const POST = route({
  body: errorReportInput,
  handle: async ({ input }) => {
    const { isMailed } = await mailErrorReport(input);
    return NextResponse.json({ status: isMailed ? 'sent' : 'skipped' });
  },
});
