import { NextResponse } from 'next/server';
import { fail } from '@/server/http/api-errors';
import { route } from '@/server/http/route';
import { getPushPublicKey, PUSH_ERRORS } from '@/server/outbound';

/** GET /api/site/push/key → {publicKey}: the VAPID key a browser subscribes with (404 push_unavailable when push is off). */
export const GET = route({
  handle: async () => {
    const publicKey = await getPushPublicKey();
    if (!publicKey) fail(PUSH_ERRORS.unavailable);
    return NextResponse.json({ publicKey }, { headers: { 'cache-control': 'public, max-age=300' } });
  },
});
