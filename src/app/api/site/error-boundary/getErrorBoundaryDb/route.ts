import { NextResponse } from 'next/server';
import { internalError, parseBody } from '@/server/http/api-errors';
import { errorLookupInput } from '@/server/ops/error-report-input';
import { findErrorReport } from '@/server/ops/error-reports';

export const dynamic = 'force-dynamic';

/** {message, page} → {error_message: {message, page} | null}: was this error logged already? */
export async function POST(request: Request) {
  const body = await parseBody(request, errorLookupInput);
  if (!body.ok) return body.response;
  try {
    return NextResponse.json({ error_message: await findErrorReport(body.data.message, body.data.page) });
  } catch (error) {
    return internalError(error, 'getErrorBoundaryDb');
  }
}
