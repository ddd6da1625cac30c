import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { internalError, parseBody } from '../http/api-errors';
import { findErrorReport, mailErrorReport, storeErrorReport } from './error-reports';

/** The three error-boundary calls (spec §7), deduplicated by (message, page). */

const message = z.string().trim().min(1, 'is required').max(2000);
const page = z.string().trim().min(1, 'is required').max(500);
const optionalText = (max: number) => z.string().max(max).optional();

const lookup = z.object({ message, page });
const report = z.object({ message, page, stack: optionalText(10_000), consoleError: optionalText(10_000) });

export async function handleGetErrorBoundaryDb(request: Request): Promise<NextResponse> {
  const body = await parseBody(request, lookup);
  if (!body.ok) return body.response;
  try {
    return NextResponse.json({ error_message: await findErrorReport(body.data.message, body.data.page) });
  } catch (error) {
    return internalError(error, 'getErrorBoundaryDb');
  }
}

export async function handleSendErrorBoundaryDb(request: Request): Promise<NextResponse> {
  const body = await parseBody(request, report);
  if (!body.ok) return body.response;
  try {
    const { isNew } = await storeErrorReport(body.data);
    return NextResponse.json({ status: isNew ? 'stored' : 'counted' });
  } catch (error) {
    return internalError(error, 'sendErrorBoundaryDb');
  }
}

export async function handleSendErrorBoundaryMail(request: Request): Promise<NextResponse> {
  const body = await parseBody(request, report);
  if (!body.ok) return body.response;
  try {
    const { isMailed } = await mailErrorReport(body.data);
    return NextResponse.json({ status: isMailed ? 'sent' : 'skipped' });
  } catch (error) {
    return internalError(error, 'sendErrorBoundaryMail');
  }
}
