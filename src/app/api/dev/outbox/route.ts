import { NextResponse } from 'next/server';
import { appError } from '@/schemas/app-error';
import { listOutboxMessages } from '@/server/adapters/outbox';
import { getConfig } from '@/server/config';
import { fail, HTTP_ERRORS } from '@/server/http/api-errors';
import { route } from '@/server/http/route';

export const dynamic = 'force-dynamic';

/** Demo mode only: what the app "sent", newest first (DESIGN §4). 404 whenever a real transport is configured. */
export const GET = route({
  handle: async ({ request }) => {
    const { isDemoMode, adapters } = getConfig();
    if (!isDemoMode || adapters.sms !== 'outbox' || adapters.email !== 'outbox') fail(appError(404, 'not_found', 'Not found.'));
    const to = request.nextUrl.searchParams.get('to')?.trim() || undefined;
    if (to && to.length > 254) fail(appError(400, 'invalid_input', 'to: too long.'));
    if (to?.includes('\u0000')) fail(HTTP_ERRORS.nulCharacter);
    return NextResponse.json({ messages: await listOutboxMessages(to) }, { headers: { 'cache-control': 'no-store' } });
  },
});
