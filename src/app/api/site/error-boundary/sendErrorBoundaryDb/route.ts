import { NextResponse } from 'next/server';
import { internalError, jsonError, parseBody } from '@/server/http/api-errors';
import { errorReportInput } from '@/server/ops/error-report-input';
import { storeErrorReport } from '@/server/ops/error-reports';

export const dynamic = 'force-dynamic';

/** {message, page, stack?, consoleError?} → {status: 'stored' | 'counted'}; 429 past the hourly cap of new reports. */
export async function POST(request: Request) {
  const body = await parseBody(request, errorReportInput);
  if (!body.ok) return body.response;
  try {
    const stored = await storeErrorReport(body.data);
    if (!stored) return jsonError(429, 'too_many_reports', 'Too many error reports. Please try again later.');
    return NextResponse.json({ status: stored.isNew ? 'stored' : 'counted' });
  } catch (error) {
    return internalError(error, 'sendErrorBoundaryDb');
  }
}
