import { NextResponse } from 'next/server';
import { internalError, parseBody } from '@/server/http/api-errors';
import { errorReportInput } from '@/server/ops/error-report-input';
import { mailErrorReport } from '@/server/ops/error-reports';

export const dynamic = 'force-dynamic';

/** {message, stack, page, consoleError} → {status: 'sent' | 'skipped'}: mailed once per (message, page). */
export async function POST(request: Request) {
  const body = await parseBody(request, errorReportInput);
  if (!body.ok) return body.response;
  try {
    const { isMailed } = await mailErrorReport(body.data);
    return NextResponse.json({ status: isMailed ? 'sent' : 'skipped' });
  } catch (error) {
    return internalError(error, 'sendErrorBoundaryMail');
  }
}
