import { NextResponse, type NextRequest } from 'next/server';
import { listOutboxMessages } from '@/server/adapters/outbox';
import { getConfig } from '@/server/config';
import { internalError, jsonError } from '@/server/http/api-errors';

export const dynamic = 'force-dynamic';

/** Demo mode only: what the app "sent", newest first (DESIGN §4). 404 whenever a real transport is configured. */
export async function GET(request: NextRequest) {
  const { isDemoMode, adapters } = getConfig();
  if (!isDemoMode || adapters.sms !== 'outbox' || adapters.email !== 'outbox') return jsonError(404, 'not_found', 'Not found.');
  const to = request.nextUrl.searchParams.get('to')?.trim() || undefined;
  if (to && to.length > 254) return jsonError(400, 'invalid_input', 'to: too long.');
  if (to?.includes('\u0000')) return jsonError(400, 'malformed_body', 'The request contains a NUL character.');
  try {
    const messages = await listOutboxMessages(to);
    return NextResponse.json({ messages }, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    return internalError(error, 'dev outbox');
  }
}
